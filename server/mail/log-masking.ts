import type { OutgoingMail } from "./outgoing-mail.js";

// How a mail appears in the logs (decision 019): the mailer logs every mail it sends or writes,
// and its failures travel up to callers that log them too; none of it may name the recipient.
// The request line's rules are in server/security/log-redaction.ts.

const ADDRESS = /[^\s<>()"',;:@]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;

/** Every e-mail address in a text shown by its domain only: "*@example.com". */
export function maskAddresses(text: string): string {
  return text.replace(ADDRESS, "*@$1");
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A mail as logged: recipients by domain, and the subject without the names the mail carries
 * (the nutritionist's notices name the client, who is the mail's Reply-To).
 */
export function mailForLog(mail: Pick<OutgoingMail, "to" | "subject" | "replyTo">): { to: string; subject: string } {
  let subject = mail.subject;
  const name = typeof mail.replyTo === "object" ? mail.replyTo.name.trim() : "";
  // Whitespace as the subject may have it (a subject is one line).
  if (name) subject = subject.replace(new RegExp(name.split(/\s+/).map(escapeRegExp).join("\\s+"), "g"), "[name]");
  return { to: maskAddresses(mail.to), subject: maskAddresses(subject) };
}

/**
 * A send failure as it may be logged anywhere: an SMTP server's answer often quotes the
 * refused address, and nodemailer lists the refused recipients.
 */
export function redactMailError(err: unknown): Error {
  const e = (err ?? {}) as { message?: unknown; code?: unknown; responseCode?: unknown; command?: unknown; name?: unknown };
  const out = new Error(maskAddresses(String(e.message ?? err)));
  out.name = typeof e.name === "string" ? e.name : "Error";
  for (const key of ["code", "responseCode", "command"] as const) if (e[key] !== undefined) Object.assign(out, { [key]: e[key] });
  // The server's answer ("550 5.1.1 <x@y>: no such user") is what the outbox records and the
  // admin reads; kept, with any address in it masked like the message.
  const response = (err as { response?: unknown } | null)?.response;
  if (typeof response === "string") Object.assign(out, { response: maskAddresses(response) });
  return out;
}
