// Composes the booking mails in the client's language (the nutritionist's notices in English).
// Dates are Madrid wall time, written out in the reader's locale; where the client's own zone
// (given by her browser when she booked) shows another time, hers is written beside, labelled.
import { BUSINESS_TIME_ZONE, paymentDeadline } from "../../core/booking-rules.js";
import { senderFor, type Signer } from "../mail/signature.js";
import { composeLetter, composeNotice } from "../mail/compose.js";
import type { BookingActor } from "../../core/booking-status.js";
import { intlLocale, isLanguage, type Language } from "../../core/languages.js";
import type { OutgoingMail } from "../mail/outgoing-mail.js";
import { bookingPaymentLink } from "../../core/payment-link.js";
import { buildIcs } from "./ics.js";
import { bookingUid } from "./calendar-uid.js";
import { googleCalendarUrl, outlookCalendarUrl } from "../../core/calendar-links.js";
import { bookingMailTexts, type BookingMailText } from "../../core/i18n/messages/booking-mails.js";
import { formatMoney } from "../../core/money.js";
import { dateFormat, readsAsMadrid, zoneName } from "../../core/zone-reading.js";

/** What the builders need of the practice: its names and signature (Signer), addresses, her mailbox (server/practice/practice-mail.ts). */
export interface MailContext extends Signer {
  publicUrl: string;
  mailFrom: string;
  /** Her address from the practice's identity: her notices go there, and a client is told to write to it. */
  nutritionistEmail: string;
}

export interface BookingForMail {
  id: number;
  name: string;
  email: string;
  phone_number: string;
  message: string;
  language: string;
  service_plan_title: string | null;
  date: string;
  time: string;
  start_at: string | null;
  duration_minutes: number;
  sequence: number;
  /** Set once paid; never shown before. */
  meeting_url: string | null;
  status: string;
  /** When it was paid (the booking row's); absent where a mail does not speak of money. */
  paid_at?: string | null;
  /** 1 for a free session (the row's). */
  free?: number | boolean;
  /** The client's IANA time zone, when her browser gave it. */
  time_zone?: string | null;
}

/** Whether a session had been paid, for the cancellation mails. */
function moneyOf(b: BookingForMail): "free" | "paid" | "unpaid" {
  if (b.free) return "free";
  return b.paid_at ? "paid" : "unpaid";
}

export interface PlanForMail {
  price: number | null;
  payment_link: string | null;
  /** Nothing to pay (a price-0 booking): no payment paragraph. */
  free?: boolean;
  /** Paid with a bundle's credit: confirmed, nothing to pay. */
  credit?: boolean;
  /**
   * The site's pay address of this booking (server/payments/checkout.ts), or null when it cannot
   * be paid online; absent where the caller does not know it (then the plan's Payment Link).
   */
  pay_url?: string | null;
  /** Her payment instructions in the booking's language, for when it cannot be paid online. */
  instructions?: string | null;
  /** The practice's contact email (its identity), for a booking with neither a link nor instructions. */
  contact?: string;
}

function langOf(b: BookingForMail): Language {
  return isLanguage(b.language) ? b.language : "en";
}

function t(lang: Language, key: BookingMailText, vars: Record<string, string> = {}): string {
  return bookingMailTexts[key][lang].replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);
}

const startOf = (b: BookingForMail) => Date.parse(b.start_at ?? "");

/** An instant's day and time on a zone's clock (Madrid's unless told), in the reader's words. */
export function formatWhen(ms: number, lang: Language, timeZone = BUSINESS_TIME_ZONE): string {
  return dateFormat(lang, {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(ms);
}

const dayOf = (ms: number, lang: Language, timeZone: string) => dateFormat(lang, { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(ms);

/** Her time of a moment: the hour alone on Madrid's day, with its day when hers is another. */
function ownWhen(ms: number, lang: Language, zone: string): string {
  const time = dateFormat(lang, { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(ms);
  return dayOf(ms, lang, zone) === dayOf(ms, lang, BUSINESS_TIME_ZONE) ? time : formatWhen(ms, lang, zone);
}

/** Her zone's name inside a sentence: "ώρα Ανατολικής Ευρώπης" (English keeps its capitals). */
function zoneInSentence(zone: string, lang: Language, ms: number): string {
  const name = zoneName(zone, lang, ms);
  return lang === "en" ? name : name.charAt(0).toLocaleLowerCase(intlLocale(lang)) + name.slice(1);
}

/**
 * What follows a Madrid time in brackets: "Madrid time", and where her clock shows another
 * time, hers too ("Madrid time; 11:00 in your time zone, Eastern European Time"), with its day
 * when her day is another.
 */
export function clockNote(ms: number, lang: Language, zone: string | null | undefined): string {
  if (!zone || readsAsMadrid(zone, ms)) return t(lang, "madrid_time");
  return t(lang, "madrid_and_own_time", { when: ownWhen(ms, lang, zone), zone: zoneInSentence(zone, lang, ms) });
}

/**
 * A subject's clocks: nothing where her clock reads as Madrid's or is not known (the mail's
 * text labels Madrid's time); else " (Madrid time; 11:00 your local time)", her day too when it is another.
 */
export function subjectClock(ms: number, lang: Language, zone: string | null | undefined): string {
  if (!zone || readsAsMadrid(zone, ms)) return "";
  return ` (${t(lang, "subject_own_time", { when: ownWhen(ms, lang, zone) })})`;
}

/** The session's day and time as lines: Madrid's, labelled, then hers where her clock differs. */
export function whenLines(b: BookingForMail, lang: Language): string[] {
  const ms = startOf(b);
  const lines = [`${t(lang, "label_when")}: ${formatWhen(ms, lang)} (${t(lang, "madrid_time")})`];
  const zone = b.time_zone;
  if (zone && !readsAsMadrid(zone, ms)) lines.push(`${t(lang, "label_own_time")}: ${formatWhen(ms, lang, zone)} (${zoneName(zone, lang, ms)})`);
  return lines;
}

/**
 * A session's day and time where a sentence says "on …": Greek puts the weekday's article
 * before it ("την Πέμπτη", "το Σάββατο"); English and Spanish have "on"/"el" in the text.
 */
export function onWhen(ms: number, lang: Language): string {
  const when = formatWhen(ms, lang);
  if (lang !== "gr") return when;
  const weekday = new Intl.DateTimeFormat(intlLocale("en"), { timeZone: BUSINESS_TIME_ZONE, weekday: "long" }).format(ms);
  return `${weekday === "Saturday" ? "το" : "την"} ${when}`;
}

function formatPrice(price: number, lang: Language): string {
  return new Intl.NumberFormat(intlLocale(lang), { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(price);
}

export { parseMailbox } from "../mail/signature.js";

const service = (b: BookingForMail) => b.service_plan_title ?? "Consultation";

/** The meeting link, only for a paid (confirmed or completed) booking. */
export function meetingOf(b: { status: string; meeting_url: string | null }): string | null {
  return b.status === "confirmed" || b.status === "completed" ? b.meeting_url : null;
}

/** The session as a calendar event: the same in the attached invitation and the calendar links. */
function sessionEvent(ctx: MailContext, b: BookingForMail, meeting: string | null, manageUrl?: string) {
  return {
    // In the client's language, as the sender's name is.
    title: `${service(b)} — ${senderFor(ctx.mailFrom, ctx.practice[langOf(b)]).name}`,
    start: startOf(b),
    durationMinutes: b.duration_minutes,
    // Her calendar shows the event in her zone; the description says it in Madrid's and hers.
    details: [service(b), ...whenLines(b, langOf(b)), meeting, manageUrl].filter(Boolean).join("\n"),
    location: meeting ?? undefined,
  };
}

/** "Add to Google Calendar" and "Add to Outlook", beside the attached file. */
function calendarLinks(ctx: MailContext, b: BookingForMail, lang: Language, manageUrl?: string): string {
  const event = sessionEvent(ctx, b, meetingOf(b), manageUrl);
  return t(lang, "calendar_links", { google: googleCalendarUrl(event), outlook: outlookCalendarUrl(event) });
}

function calendar(ctx: MailContext, b: BookingForMail, method: "REQUEST" | "CANCEL", manageUrl?: string) {
  const sender = senderFor(ctx.mailFrom, ctx.practice[langOf(b)]);
  const practice = { name: sender.name, email: sender.address };
  const meeting = method === "REQUEST" ? meetingOf(b) : null;
  const event = sessionEvent(ctx, b, meeting, manageUrl);
  const ics = buildIcs({
    uid: bookingUid(ctx, b.id),
    sequence: b.sequence,
    method,
    start: event.start,
    durationMinutes: event.durationMinutes,
    summary: event.title,
    description: event.details,
    url: meeting ?? manageUrl,
    location: event.location,
    organizer: practice,
    attendee: { name: b.name, email: b.email },
    stamp: Date.now(),
  });
  return { filename: method === "CANCEL" ? "cancelled.ics" : "booking.ics", content: ics, contentType: `text/calendar; charset=utf-8; method=${method}` };
}

/** A client's subject: its words, then her clock where it shows another time than Madrid's. */
function subjectOf(b: BookingForMail, key: BookingMailText, vars: Record<string, string>): string {
  const lang = langOf(b);
  return t(lang, key, vars) + subjectClock(startOf(b), lang, b.time_zone);
}

/** A booking mail to the client: a letter in her language that greets her and leads to her own page, where all her bookings and documents are. */
function letter(ctx: MailContext, b: BookingForMail, subject: string, paragraphs: string[]) {
  const lang = langOf(b);
  return {
    to: b.email,
    ...composeLetter({ lang, subject, greet: b.name, paragraphs, myBookings: ctx.publicUrl, practice: ctx.practice, signature: ctx.signature }),
  };
}

function details(b: BookingForMail, plan: PlanForMail | null, lang: Language): string {
  const lines = [`${t(lang, "label_service")}: ${service(b)}`, ...whenLines(b, lang)];
  if (plan?.price != null) lines.push(`${t(lang, "label_price")}: ${formatPrice(plan.price, lang)}`);
  return lines.join("\n");
}

function payment(ctx: MailContext, b: BookingForMail, plan: PlanForMail | null, lang: Language): string {
  if (plan?.free) return t(lang, "payment_none");
  const link = plan?.pay_url !== undefined ? plan.pay_url : bookingPaymentLink(plan?.payment_link, b);
  const deadline = paymentDeadline(startOf(b));
  const vars = {
    deadline: formatWhen(deadline, lang),
    tz: clockNote(deadline, lang, b.time_zone),
    link: link ?? "",
    contact: plan?.contact || ctx.nutritionistEmail,
  };
  if (!link && plan?.instructions) return t(lang, "payment_with_instructions", { ...vars, instructions: plan.instructions });
  return t(lang, link ? "payment_with_link" : "payment_without_link", vars);
}

/** Confirmed: the meeting instead of the payment request ("nothing to pay" for a free plan). */
function paymentOrMeeting(ctx: MailContext, b: BookingForMail, plan: PlanForMail | null, lang: Language): string[] {
  const meeting = meetingOf(b);
  if (b.status !== "confirmed") return [payment(ctx, b, plan, lang)];
  const paid = plan?.free ? "payment_none" : plan?.credit ? "paid_with_credit" : "paid_confirmed";
  return [t(lang, paid), ...(meeting ? [t(lang, "meeting_link", { link: meeting })] : [])];
}

/** `extra`: paragraphs of other areas after the private link, e.g. the health questionnaire's invitation. */
export function confirmationMail(ctx: MailContext, b: BookingForMail, plan: PlanForMail | null, manageUrl: string, extra: string[] = []): OutgoingMail {
  const lang = langOf(b);
  return {
    ...letter(ctx, b, subjectOf(b, "confirmation_subject", { service: service(b), when: onWhen(startOf(b), lang) }), [
      t(lang, "confirmation_intro"),
      details(b, plan, lang),
      ...paymentOrMeeting(ctx, b, plan, lang),
      t(lang, "manage_link", { link: manageUrl }),
      ...extra,
      t(lang, "calendar_hint"),
      calendarLinks(ctx, b, lang, manageUrl),
    ]),
    attachments: [calendar(ctx, b, "REQUEST", manageUrl)],
  };
}

export function rescheduleMail(
  ctx: MailContext,
  b: BookingForMail,
  oldStart: number,
  plan: PlanForMail | null,
  manageUrl: string | undefined,
  paid: boolean,
): OutgoingMail {
  const lang = langOf(b);
  const paragraphs = [t(lang, "reschedule_intro", { old: onWhen(oldStart, lang) }), details(b, plan, lang)];
  paragraphs.push(...(paid ? paymentOrMeeting(ctx, b, plan, lang) : [payment(ctx, b, plan, lang)]));
  if (manageUrl) paragraphs.push(t(lang, "manage_link", { link: manageUrl }));
  paragraphs.push(t(lang, "calendar_hint"), calendarLinks(ctx, b, lang, manageUrl));
  return {
    ...letter(ctx, b, subjectOf(b, "reschedule_subject", { service: service(b), when: onWhen(startOf(b), lang) }), paragraphs),
    attachments: [calendar(ctx, b, "REQUEST", manageUrl)],
  };
}

/** `refund`: the paragraph on the refund the cancellation brings, in the client's language. */
export function cancellationMail(ctx: MailContext, b: BookingForMail, by: BookingActor, refund?: string): OutgoingMail {
  const lang = langOf(b);
  const when = onWhen(startOf(b), lang);
  const key = by === "client" ? "cancelled_by_client" : by === "admin" ? "cancelled_by_admin" : "cancelled_by_system";
  return {
    ...letter(ctx, b, subjectOf(b, "cancellation_subject", { service: service(b), when }), [
      t(lang, key, { when, tz: clockNote(startOf(b), lang, b.time_zone) }),
      // A refund under way says how much and when; otherwise whether anything had been paid.
      refund ?? t(lang, `cancelled_${moneyOf(b)}`),
      t(lang, "book_again", { link: `${ctx.publicUrl}/book-consultation?lang=${lang}` }),
    ]),
    attachments: [calendar(ctx, b, "CANCEL")],
  };
}

/** The day before a confirmed session: when, the meeting link and the private page. */
export function reminderMail(ctx: MailContext, b: BookingForMail, manageUrl: string): OutgoingMail {
  const lang = langOf(b);
  const meeting = meetingOf(b);
  return letter(ctx, b, subjectOf(b, "reminder_subject", { service: service(b), time: b.time }), [
    t(lang, "reminder_body", { when: onWhen(startOf(b), lang), tz: clockNote(startOf(b), lang, b.time_zone) }),
    ...(meeting ? [t(lang, "meeting_link", { link: meeting })] : []),
    t(lang, "booking_page", { link: manageUrl }),
  ]);
}

/** Payment received (by the provider or marked by her): confirmed, with the meeting link. */
export function paidMail(
  ctx: MailContext,
  b: BookingForMail,
  plan: PlanForMail | null,
  manageUrl: string,
  invoice?: { number: string; url: string },
): OutgoingMail {
  const lang = langOf(b);
  const meeting = meetingOf(b);
  return {
    ...letter(ctx, b, subjectOf(b, "paid_subject", { service: service(b), when: onWhen(startOf(b), lang) }), [
      t(lang, "paid_intro"),
      details(b, plan, lang),
      ...(meeting ? [t(lang, "meeting_link", { link: meeting })] : []),
      t(lang, "booking_page", { link: manageUrl }),
      ...(invoice ? [t(lang, "invoice_link", { number: invoice.number, link: invoice.url })] : []),
      t(lang, "calendar_hint"),
      calendarLinks(ctx, b, lang, manageUrl),
    ]),
    attachments: [calendar(ctx, b, "REQUEST", manageUrl)],
  };
}

/** Before the payment deadline of an unpaid booking: the pay link and the deadline. */
export function paymentReminderMail(ctx: MailContext, b: BookingForMail, plan: PlanForMail | null, manageUrl: string): OutgoingMail {
  const lang = langOf(b);
  const when = onWhen(startOf(b), lang);
  return letter(ctx, b, subjectOf(b, "payment_reminder_subject", { service: service(b), when }), [
    t(lang, "payment_reminder_intro", { when, tz: clockNote(startOf(b), lang, b.time_zone) }),
    payment(ctx, b, plan, lang),
    t(lang, "payment_reminder_done"),
    t(lang, "manage_link", { link: manageUrl }),
  ]);
}

/** A payment arrived for a booking that is no longer active: she decides on the refund. */
export function latePaymentNotice(ctx: MailContext, b: BookingForMail, eventId: string): OutgoingMail {
  const when = formatWhen(startOf(b), "en");
  const head = `Payment for a ${b.status} booking: refund needed? ${b.name}, ${service(b)}, ${when}`;
  const lines = [
    `Stripe reported a completed payment (event ${eventId}) for booking ${b.id}, which is ${b.status}.`,
    "The booking has not been changed. Please check the payment in Stripe and refund it if appropriate.",
    `Client: ${b.name} <${b.email}>`,
    "",
    `Details: ${ctx.publicUrl}/admin-booking-details/${b.id}`,
  ];
  return { to: ctx.nutritionistEmail, ...composeNotice(head, lines), headers: { "Reply-To": b.email } };
}

export type NoticeKind = "new" | "rescheduled" | "cancelled";

/**
 * For her, on a cancellation: whether money came in, and either that the client awaits her word
 * on it or, with `refund` (cancelled within the free window), that the refund is under way.
 */
function paymentNote(b: BookingForMail, refund?: { amount: number; currency: string }): string {
  const money = moneyOf(b);
  if (money === "free") return "Payment: free session, nothing to refund.";
  if (money === "unpaid") return "Payment: not paid, nothing to refund.";
  const paid = `Payment: paid on ${formatWhen(Date.parse(b.paid_at!), "en")} (Madrid time).`;
  // Cancelled within the free window: the refund is automatic, and its outcome comes in its own mail.
  if (refund)
    return `${paid} Cancelled within the free window: the client was told that the ${formatMoney(refund.amount, refund.currency)} she paid is refunded in full. A second mail tells you how it went: refunded automatically through Stripe (with its rectifying invoice), or yours to make by hand if the automatic refund failed or the payment was not made through Stripe. Nothing to do until then.`;
  return `${paid} The client was told you would be in touch: please get in touch with the client about the money (a refund, or another session).`;
}

/** The nutritionist hears of every new, moved or cancelled booking. */
export function nutritionistNotice(
  ctx: MailContext,
  kind: NoticeKind,
  b: BookingForMail,
  extra: { by?: BookingActor; oldStart?: number; refund?: { amount: number; currency: string } } = {},
): OutgoingMail {
  const when = formatWhen(startOf(b), "en");
  const head = {
    new: `New booking: ${b.name}, ${service(b)}, ${when}`,
    rescheduled: `Booking moved: ${b.name}, ${service(b)}, now ${when}`,
    cancelled: `Booking cancelled: ${b.name}, ${service(b)}, ${when}`,
  }[kind];
  const lines = [
    `Service: ${service(b)}`,
    `When: ${when} (Madrid time)`,
    ...(extra.oldStart ? [`Was: ${formatWhen(extra.oldStart, "en")}`] : []),
    ...(extra.by ? [`By: ${extra.by === "system" ? "automatic cancellation (not paid 24 hours before)" : extra.by}`] : []),
    ...(kind === "cancelled" ? [paymentNote(b, extra.refund)] : []),
    `Client: ${b.name} <${b.email}>, phone ${b.phone_number}, language ${b.language}${b.time_zone ? `, time zone ${b.time_zone}` : ""}`,
    // The message may hold health details: it stays encrypted on the site, never in a mail.
    `Message: ${b.message ? "yes, read it on the booking's page" : "—"}`,
    "",
    `Details: ${ctx.publicUrl}/admin-booking-details/${b.id}`,
  ];
  // The client as Reply-To, by name: the mail layer also keeps that name out of the logs.
  return { to: ctx.nutritionistEmail, ...composeNotice(head, lines), replyTo: { name: b.name, address: b.email } };
}
