// A mail as the site writes it, before the mailer adds the sender: what the outbox stores and
// the log masking reads.

import type { Language } from "../../core/languages.js";

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
  /** The reader's language: the sender's name is the practice's name in it (signature.ts, senderFor). */
  language?: Language;
  /** The sender's name, set by the outbox worker when it sends (the practice's name in the mail's language). */
  fromName?: string;
}
