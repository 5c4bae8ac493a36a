import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import { mailForLog, redactMailError } from "./log-masking.js";
import type { OutgoingMail } from "./outgoing-mail.js";
import { mailFiles, type MailFiles } from "./mail-files.js";
import { senderFor } from "./signature.js";

/** The server's answer to an accepted mail ("250 OK …"), kept in the outbox row. */
export interface SentMail {
  response?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail | void>;
  close(): void;
  /** Present when no mail server is set: the mails written to files instead of sent. */
  files?: MailFiles;
}

/**
 * A newsletter is hundreds of mails in a row: one kept-open connection (nodemailer's pool)
 * spares a TCP and TLS handshake and a login per mail. The outbox sends one mail at a time,
 * so one connection is enough; `?pool=false` in SMTP_URL turns it off.
 */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has("pool")) url.searchParams.set("pool", "true");
  if (!url.searchParams.has("maxConnections")) url.searchParams.set("maxConnections", "1");
  return url.toString();
}

/**
 * The mail drop: where mails are written as .eml files when no SMTP server is set. Not to be
 * confused with the outbox, the database queue every mail waits in before the mailer sends it.
 */
export const mailDropFolder = (dataDir: string) => path.join(dataDir, "mail-drop");

/**
 * With SMTP_URL set, mail goes out over SMTP. Without it, each message is written as an
 * .eml file to the mail drop and logged, so nothing is silently dropped on a laptop.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; mailDropDir: string; log: Logger }): Mailer {
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(pooled(opts.smtpUrl))
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

  return {
    ...(opts.smtpUrl ? {} : { files: mailFiles(opts.mailDropDir) }),
    // Logs name recipients by domain and subjects without names (log-masking.ts);
    // a failure is rethrown without the addresses an SMTP answer quotes, so callers may log it.
    async send(mail) {
      const { language: _language, fromName, ...message } = mail;
      const from = fromName ? senderFor(opts.from, fromName) : opts.from;
      const info = await transport.sendMail({ from, ...message }).catch((err: unknown) => {
        throw redactMailError(err);
      });
      if (!opts.smtpUrl) {
        await fs.mkdir(opts.mailDropDir, { recursive: true });
        const file = path.join(opts.mailDropDir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`);
        await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
        opts.log.info({ ...mailForLog(mail), file }, "mail written to the mail drop");
      } else {
        opts.log.info({ ...mailForLog(mail), messageId: info.messageId }, "mail sent");
      }
      return { response: typeof info.response === "string" ? info.response : "written to the mail drop" };
    },
    close() {
      transport.close();
    },
  };
}
