import { LogController, type FastifyReply, type FastifyRequest } from "fastify";
import type { OutgoingMail } from "../mail/mailer.js";

// Query parameters that carry a secret: download and unsubscribe links, manage links, resets.
const SECRET_PARAM = /([?&][^=&#]*(?:token|password|secret|signature|key)[^=&#]*=)[^&#]*/gi;
// Path segments after these hold a secret whatever it looks like (a calendar feed's may be
// lowercase hex): the booking page and its API, and calendar feeds.
const SECRET_AFTER = new Set(["manage-booking", "manage", "calendar"]);
// Anywhere else, a long mixed-case run is a secret (our tokens are random base64url), e.g. in a
// mistyped or cut link. Content hashes (lowercase hex) and slugs (lowercase) stay readable.
// Percent escapes are matched first so that "%2F" never starts a run.
const RUN = /%[0-9A-Fa-f]{2}|[A-Za-z0-9_-]{16,}/g;
const looksSecret = (run: string) => run.length >= 16 && /[A-Z]/.test(run) && /[a-z]/.test(run);

const REDACTED = "[redacted]";

/** The request line as logged: secrets in links are replaced, the rest stays useful. */
export function redactUrl(url: string): string {
  const q = url.search(/[?#]/);
  const pathPart = q < 0 ? url : url.slice(0, q);
  const rest = q < 0 ? "" : url.slice(q);
  const segments = pathPart.split("/");
  const safePath = segments
    .map((seg, i) => (i > 0 && SECRET_AFTER.has(segments[i - 1]!) && seg ? REDACTED + (/\.[a-z]{2,5}$/.exec(seg)?.[0] ?? "") : seg))
    .join("/");
  return (safePath + rest.replace(SECRET_PARAM, `$1${REDACTED}`)).replace(RUN, (run) => (looksSecret(run) ? REDACTED : run));
}

/**
 * What a request contributes to a log line. Bodies are never logged (they hold passwords,
 * messages about health, phone numbers), nor are headers (authorization, cookies).
 */
export function requestForLog(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
}

export const LOG_REDACT_PATHS = ["req.headers.authorization", "req.headers.cookie", "*.password", "*.token", "*.body"];

/**
 * Fastify's own lines (the default 404 handler's "Route GET:/… not found") take the raw URL,
 * not the request serializer: this one logs it redacted.
 */
export class RedactingLogController extends LogController {
  override routeNotFound(request: FastifyRequest, _reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.raw.method}:${redactUrl(request.raw.url ?? "")} not found`);
  }
}

// ── mail ────────────────────────────────────────────────────────────────────────────────

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
