// Every kind of mail the site sends, each declared once: the builders that describe it and the
// tables its words come from. The composer renders them all (server/mail/compose.ts); the outbox
// queues them by kind (server/outbox/mail-queue.ts). Three places name a kind, each typed by the
// list of kinds in core/mail-kinds.ts, so a new kind fails the type check until it has all three:
//   - core/mail-kinds.ts: the kind itself, the only kinds the outbox accepts;
//   - this catalogue: its builders and its texts in en, es and gr (mail-catalogue.test.ts checks
//     that every text exists in each language);
//   - app/i18n/admin-outbox.ts: its label on her Mail Outbox screen, in en, es and gr.
import type { MailKind } from "../core/mail-kinds.js";
import { bookingMailTexts } from "../core/i18n/messages/booking-mails.js";
import { paymentMailTexts } from "../core/i18n/messages/payment-mails.js";
import { bundleMailTexts } from "../core/i18n/messages/bundle-mails.js";
import { letterTexts } from "../core/i18n/messages/mail-letter.js";
import { CONFIRM_MAIL, NEWSLETTER_MAIL, WELCOME_MAIL } from "../core/i18n/messages/newsletters.js";
import { CLIENT_AREA_TEXTS, DOCUMENT_TEXTS, FOLLOW_UP_TEXTS } from "../core/client-area-texts.js";
import { PLAN_TEXTS } from "../core/meal-plan-texts.js";
import { MESSAGE_TEXTS } from "../core/message-texts.js";
import { UNSUBSCRIBE } from "./mail/compose.js";
import {
  cancellationMail,
  confirmationMail,
  latePaymentNotice,
  nutritionistNotice,
  paidMail,
  paymentReminderMail,
  reminderMail,
  rescheduleMail,
} from "./bookings/mails.js";
import {
  paymentMismatchNotice,
  planDeliveredCancelNotice,
  refundDueNotice,
  refundedNotice,
  refundFlagNotice,
  refundMail,
  secondPaymentNotice,
} from "./payments/payment-mails.js";
import { bundleBoughtMail, bundleMismatchNotice, expiryReminderMail } from "./bundles/mails.js";
import { documentMail, followUpMail, messageNoticeToClient, messageNoticeToPractice, signInMail } from "./clients/mails.js";
import { contactNotice } from "./contact-messages/mails.js";
import { confirmationMail as newsletterConfirmationMail, welcomeMail } from "./subscribers/mails.js";
import { newsletterMail } from "./newsletters/mail-html.js";

export interface MailKindEntry {
  /** The functions that describe a mail of this kind (what it says, to whom). */
  builders: readonly ((...args: never[]) => unknown)[];
  /**
   * The tables its words come from, each in en, es and gr. Her notices have none: she reads them
   * in English, the admin area's default language, written in the builder.
   */
  texts: readonly object[];
}

/** A letter to a client: the composer's greeting, line to her page and sign-off, with the kind's own words. */
const letter = (...texts: object[]) => [letterTexts, ...texts];

export const MAIL_CATALOGUE = {
  booking_confirmation: { builders: [confirmationMail], texts: letter(bookingMailTexts) },
  booking_notice: { builders: [nutritionistNotice], texts: [] },
  booking_rescheduled: { builders: [rescheduleMail], texts: letter(bookingMailTexts) },
  booking_cancelled: { builders: [cancellationMail], texts: letter(bookingMailTexts, paymentMailTexts) },
  booking_paid: { builders: [paidMail], texts: letter(bookingMailTexts) },
  session_reminder: { builders: [reminderMail], texts: letter(bookingMailTexts) },
  payment_reminder: { builders: [paymentReminderMail], texts: letter(bookingMailTexts) },
  payment_mismatch: { builders: [paymentMismatchNotice], texts: [] },
  refund_notice: {
    builders: [latePaymentNotice, refundedNotice, refundDueNotice, planDeliveredCancelNotice, secondPaymentNotice, refundFlagNotice],
    texts: [],
  },
  refund_issued: { builders: [refundMail], texts: letter(paymentMailTexts) },
  contact_notice: { builders: [contactNotice], texts: [] },
  newsletter: { builders: [newsletterMail], texts: [NEWSLETTER_MAIL, UNSUBSCRIBE] },
  newsletter_confirmation: { builders: [newsletterConfirmationMail], texts: [CONFIRM_MAIL, UNSUBSCRIBE] },
  newsletter_welcome: { builders: [welcomeMail], texts: [WELCOME_MAIL, UNSUBSCRIBE] },
  newsletter_test: { builders: [newsletterMail], texts: [NEWSLETTER_MAIL, UNSUBSCRIBE] },
  client_sign_in: { builders: [signInMail], texts: letter(CLIENT_AREA_TEXTS) },
  // A plan made on the site is delivered with its own words (its page), an uploaded one with the download's.
  client_document: { builders: [documentMail], texts: letter(DOCUMENT_TEXTS, PLAN_TEXTS) },
  follow_up_invitation: { builders: [followUpMail], texts: letter(FOLLOW_UP_TEXTS) },
  bundle_bought: { builders: [bundleBoughtMail], texts: letter(bundleMailTexts) },
  bundle_payment_mismatch: { builders: [bundleMismatchNotice], texts: [] },
  bundle_expiry_reminder: { builders: [expiryReminderMail], texts: letter(bundleMailTexts) },
  client_message_notice: { builders: [messageNoticeToClient, messageNoticeToPractice], texts: [MESSAGE_TEXTS] },
} as const satisfies Record<MailKind, MailKindEntry>;
