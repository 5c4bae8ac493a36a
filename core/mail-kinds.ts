// Every kind of mail the outbox holds: the one list, so the admin's outbox screen can name each
// kind in her language and a new kind cannot be queued without being added here. Each kind's
// builders and texts are listed in server/mail-catalogue.ts, its label in app/i18n/admin-outbox.ts.

export const MAIL_KINDS = [
  "booking_confirmation",
  "booking_notice",
  "booking_rescheduled",
  "booking_cancelled",
  "booking_paid",
  "session_reminder",
  "payment_reminder",
  "payment_mismatch",
  "refund_notice",
  "refund_issued",
  "contact_notice",
  "newsletter",
  "newsletter_confirmation",
  "newsletter_welcome",
  "newsletter_test",
  "client_sign_in",
  "client_document",
  "follow_up_invitation",
  "bundle_bought",
  "bundle_payment_mismatch",
  "bundle_expiry_reminder",
  "client_message_notice",
] as const;

export type MailKind = (typeof MAIL_KINDS)[number];

export function isMailKind(kind: string): kind is MailKind {
  return (MAIL_KINDS as readonly string[]).includes(kind);
}
