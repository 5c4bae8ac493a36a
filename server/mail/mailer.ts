import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import { mailForLog, redactMailError } from "../security/log-redaction.js";
import type { Language } from "../../core/languages.js";
import { senderFor } from "./signature.js";

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where answers go, e.g. the visitor who wrote a contact message. */
  replyTo?: string | { name: string; address: string };
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /** The reader's language: the sender's name is written in it (signature.ts, senderFor). */
  language?: Language;
}

/** The server's answer to an accepted mail ("250 OK …"), kept by the outbox. */
export interface SentMail {
  response?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail | void>;
  close(): void;
}

/**
 * With SMTP_URL set, mail goes out over SMTP. Without it, each message is written as an
 * .eml file to the outbox folder and logged, so nothing is silently dropped on a laptop.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log: Logger }): Mailer {
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

  return {
    // Logs name recipients by domain and subjects without names (server/security/log-redaction.ts);
    // a failure is rethrown without the addresses an SMTP answer quotes, so callers may log it.
    async send(mail) {
      const { language, ...message } = mail;
      const from = language ? senderFor(opts.from, language) : opts.from;
      const info = await transport.sendMail({ from, ...message }).catch((err: unknown) => {
        throw redactMailError(err);
      });
      if (!opts.smtpUrl) {
        await fs.mkdir(opts.outboxDir, { recursive: true });
        const file = path.join(opts.outboxDir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`);
        await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
        opts.log.info({ ...mailForLog(mail), file }, "mail written to outbox");
      } else {
        opts.log.info({ ...mailForLog(mail), messageId: info.messageId }, "mail sent");
      }
      return { response: typeof info.response === "string" ? info.response : "written to the outbox folder" };
    },
    close() {
      transport.close();
    },
  };
}
