import type { OutgoingMail } from "../mail/outgoing-mail.js";
import { composeLetter, composeNotice } from "../mail/compose.js";
import type { MailContext } from "../bookings/mails.js";
import { intlLocale, isLanguage, type Language } from "../../core/languages.js";
import { formatMoney } from "../../core/money.js";
import { BUSINESS_TIME_ZONE } from "../../core/practice-time.js";
import { bundleMailTexts, type BundleMailText } from "../../core/i18n/messages/bundle-mails.js";
import type { BundleRow } from "./repository.js";

const langOf = (b: { language: string }): Language => (isLanguage(b.language) ? b.language : "en");
const bt = (lang: Language, key: BundleMailText, vars: Record<string, string | number>) =>
  bundleMailTexts[key][lang].replace(/\{(\w+)\}/g, (m, k: string) => String(vars[k] ?? m));

/** A day in Madrid, as her language writes it: "14 March 2027", "14 de marzo de 2027". */
export const madridDay = (iso: string, lang: Language) =>
  new Intl.DateTimeFormat(intlLocale(lang), { timeZone: BUSINESS_TIME_ZONE, day: "numeric", month: "long", year: "numeric" }).format(Date.parse(iso));

/** A bundle's mail to the client: a letter in her language that greets her (her page is in what it says). */
function letter(ctx: MailContext, b: BundleRow, subject: string, paragraphs: string[]): OutgoingMail {
  return { to: b.email, ...composeLetter({ lang: langOf(b), subject, greet: b.name, paragraphs, practice: ctx.practice, signature: ctx.signature }) };
}

const myPage = (ctx: MailContext, lang: Language) => `${ctx.publicUrl}/my-bookings?lang=${lang}`;

/** The bundle is paid: what she bought, her balance and until when, where to book, her invoice. */
export function bundleBoughtMail(ctx: MailContext, b: BundleRow, available: number, invoice?: { number: string }): OutgoingMail {
  const lang = langOf(b);
  const vars = {
    sessions: b.sessions,
    service: b.plan_title,
    amount: formatMoney(b.payment_amount ?? b.price_cents, b.payment_currency ?? "EUR", lang),
    available,
    date: madridDay(b.expires_at!, lang),
    page: myPage(ctx, lang),
  };
  return letter(ctx, b, bt(lang, "bought_subject", vars), [
    bt(lang, "bought_body", vars),
    bt(lang, "book_with_credit", vars),
    ...(invoice ? [bt(lang, "invoice_line", invoice)] : []),
  ]);
}

/** Credits left on a bundle that expires soon. */
export function expiryReminderMail(ctx: MailContext, b: BundleRow, left: number): OutgoingMail {
  const lang = langOf(b);
  const vars = { left, service: b.plan_title, date: madridDay(b.expires_at!, lang), page: myPage(ctx, lang) };
  return letter(ctx, b, bt(lang, "expiry_subject", vars), [bt(lang, "expiry_body", vars), bt(lang, "book_with_credit", vars)]);
}

/** A bundle's payment that does not match its order: nothing was credited; she decides, in English like her other notices. */
export function bundleMismatchNotice(ctx: MailContext, b: BundleRow, what: string, eventId: string): OutgoingMail {
  const head = `Payment does not match a bundle order: ${what}`;
  const lines = [
    `Stripe reported a payment (event ${eventId}) for bundle order ${b.id}: ${b.name}, ${b.sessions} × ${b.plan_title}.`,
    "No credits were given. Please check the payment in Stripe and refund it, or sell the bundle again.",
    `Client: ${b.name} <${b.email}>`,
  ];
  return { to: ctx.nutritionistEmail, ...composeNotice(head, lines), replyTo: { name: b.name, address: b.email } };
}
