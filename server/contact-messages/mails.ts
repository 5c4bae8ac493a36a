// Her notice of a message sent through the contact form; the composer renders it (server/mail/compose.ts).
import { composeMail, siteUrl } from "../mail/compose.js";
import type { MailContext } from "../bookings/mails.js";
import type { OutgoingMail } from "../mail/outgoing-mail.js";

/** The message itself, in English (the admin area's default language); answering it writes to the visitor. */
export function contactNotice(from: MailContext, saved: { name: string; email: string; message: string }, publicUrl: string): OutgoingMail {
  return {
    to: from.nutritionistEmail,
    replyTo: { name: saved.name, address: saved.email },
    ...composeMail({
      lang: "en",
      practice: from.practice,
      signature: from.signature,
      subject: `New message from ${saved.name}`,
      paragraphs: [`${saved.name} <${saved.email}> wrote through the contact form:`, saved.message, "Reply to this email to answer them directly."],
      action: { label: "Open the message inbox", url: siteUrl(publicUrl, "/admin-dashboard") },
    }),
  };
}
