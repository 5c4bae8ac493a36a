import type { OutgoingMail } from "../mail/outgoing-mail.js";
import { composeLetter, composeNotice } from "../mail/compose.js";
import { clockNote, formatWhen, onWhen, type BookingForMail, type MailContext } from "../bookings/mails.js";
import { isLanguage, type Language } from "../../core/languages.js";
import { formatMoney } from "../../core/money.js";
import { paymentMailTexts, type PaymentMailText } from "../../core/i18n/messages/payment-mails.js";

/**
 * A payment that does not match its booking (another amount or currency): nothing was
 * confirmed and she decides, as for the other notices, in English.
 */
export function paymentMismatchNotice(ctx: MailContext, b: BookingForMail, what: string, eventId: string): OutgoingMail {
  const when = formatWhen(Date.parse(b.start_at ?? ""), "en");
  const head = `Payment does not match a booking: ${what}`;
  const lines = [
    `Stripe reported a payment (event ${eventId}) for booking ${b.id}: ${b.name}, ${b.service_plan_title ?? "Consultation"}, ${when}.`,
    "The booking has not been confirmed. Please check the payment in Stripe: mark the booking paid if you accept it, or refund it.",
    `Client: ${b.name} <${b.email}>`,
    "",
    `Details: ${ctx.publicUrl}/admin-booking-details/${b.id}`,
  ];
  return { to: ctx.nutritionistEmail, ...composeNotice(head, lines), replyTo: { name: b.name, address: b.email } };
}

const langOf = (b: BookingForMail): Language => (isLanguage(b.language) ? b.language : "en");
const pt = (lang: Language, key: PaymentMailText, vars: Record<string, string>) =>
  paymentMailTexts[key][lang].replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);

/** The cancellation mail's paragraph on a full refund, in the client's language. */
export function refundOnCancelText(b: BookingForMail, amount: number, currency: string): string {
  const lang = langOf(b);
  return pt(lang, "refund_on_cancel", { amount: formatMoney(amount, currency, lang) });
}

/** A refund she made (through Stripe, in its dashboard, or by hand): how much and when it arrives. */
export function refundMail(ctx: MailContext, b: BookingForMail, amount: number, currency: string): OutgoingMail {
  const lang = langOf(b);
  const service = b.service_plan_title ?? "Consultation";
  const money = formatMoney(amount, currency, lang);
  const start = Date.parse(b.start_at ?? "");
  // The session's time in Madrid's clock and, where it differs, in hers, as her other mails write it.
  const when = `${onWhen(start, lang)} (${clockNote(start, lang, b.time_zone)})`;
  const body = pt(lang, "refund_body", { amount: money, service, when });
  // In her language: the sender's name is the practice's in it.
  const subject = pt(lang, "refund_subject", { amount: money, service });
  return { to: b.email, ...composeLetter({ lang, subject, greet: b.name, paragraphs: [body], practice: ctx.practice, signature: ctx.signature }) };
}

/** Her notice that a refund is hers to make (no Stripe payment to refund, or Stripe refused). */
export function refundDueNotice(ctx: MailContext, b: BookingForMail, amount: number, currency: string, why: string): OutgoingMail {
  const head = `Refund due: ${formatMoney(amount, currency)} for ${b.name}, ${b.service_plan_title ?? "Consultation"}`;
  const lines = [
    why,
    `The client has been told that ${formatMoney(amount, currency)} will reach her account within 5–10 business days.`,
    "Once you have made the refund, record it on the booking (Refund).",
    `Client: ${b.name} <${b.email}>`,
    "",
    `Details: ${ctx.publicUrl}/admin-booking-details/${b.id}`,
  ];
  return { to: ctx.nutritionistEmail, ...composeNotice(head, lines), replyTo: { name: b.name, address: b.email } };
}

/** A note to her in English, like her other notices: a headline, what happened, what to do. */
function adminNotice(ctx: MailContext, b: BookingForMail, head: string, body: string[]): OutgoingMail {
  const lines = [...body, `Client: ${b.name} <${b.email}>`, "", `Details: ${ctx.publicUrl}/admin-booking-details/${b.id}`];
  return { to: ctx.nutritionistEmail, ...composeNotice(head, lines), replyTo: { name: b.name, address: b.email } };
}

/** The client cancelled within the free window after a plan was delivered: no automatic refund, she decides. */
export function planDeliveredCancelNotice(ctx: MailContext, b: BookingForMail, paid: number, currency: string): OutgoingMail {
  return adminNotice(ctx, b, `Cancelled after a plan was delivered: no automatic refund for ${b.name}`, [
    `The client cancelled ${b.service_plan_title ?? "Consultation"} within the free window, after a personalised plan had been delivered for this booking.`,
    `No refund was made: personalised plans are not refunded by the policy. She paid ${formatMoney(paid, currency)}; if you decide to refund all or part of it, use Refund on the booking.`,
  ]);
}

/** A second payment of a booking already paid: refunded automatically (or, if that failed, hers to refund). */
export function secondPaymentNotice(ctx: MailContext, b: BookingForMail, what: string, outcome: string): OutgoingMail {
  return adminNotice(ctx, b, `Second payment for one booking: ${what}`, [
    `Stripe reported a second payment for booking ${b.id} (${b.service_plan_title ?? "Consultation"}), which was already paid.`,
    outcome,
  ]);
}

/** Stripe reported refunds the site cannot take as they are: nothing was recorded. */
export function refundFlagNotice(ctx: MailContext, b: BookingForMail, what: string, eventId: string): OutgoingMail {
  return adminNotice(ctx, b, `Refund not recorded: ${what}`, [
    `Stripe reported (event ${eventId}) refunds for booking ${b.id} that do not fit its payment: ${what}.`,
    "Nothing was recorded on the booking. Please check the payment and its refunds in Stripe.",
  ]);
}

/** Her word that a client's cancellation was refunded automatically: how much, and its rectifying invoice. Nothing for her to do. */
export function refundedNotice(ctx: MailContext, b: BookingForMail, amount: number, currency: string, invoiceNumber: string | null): OutgoingMail {
  const money = formatMoney(amount, currency);
  const head = `Refunded automatically: ${money} to ${b.name}, ${b.service_plan_title ?? "Consultation"}`;
  const lines = [
    `The client cancelled within the free window, and the ${money} she paid was refunded to her automatically through Stripe. She has been told it will reach her account within 5–10 business days.`,
    invoiceNumber
      ? `Rectifying invoice: ${invoiceNumber}.`
      : "No rectifying invoice was issued: the payment had no invoice (Practice Identity lacked what invoices need).",
    "Nothing for you to do: do not refund it again.",
    `Client: ${b.name} <${b.email}>`,
    "",
    `Details: ${ctx.publicUrl}/admin-booking-details/${b.id}`,
  ];
  return { to: ctx.nutritionistEmail, ...composeNotice(head, lines), replyTo: { name: b.name, address: b.email } };
}
