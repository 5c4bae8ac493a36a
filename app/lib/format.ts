import { intlLocale, type Language } from "../../core/languages";
import { dateFormat } from "../../core/zone-reading";

// Building an Intl formatter costs far more than using one (a list page formats dozens of
// dates): each is made once per language and options, then kept.
const formatters = new Map<string, Intl.NumberFormat>();
export function numberFormat(lang: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n ${lang} ${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.NumberFormat(intlLocale(lang), options)));
  return f;
}
export { dateFormat };

/**
 * A quantity as typed by the admin ("3.5", "3,5", "250"), in the reader's number format; text
 * that is not a plain number ("1-2", "a pinch") is shown as written.
 */
export function formatQuantity(text: string, lang: Language): string {
  const m = /^\s*(\d+)(?:[.,](\d+))?\s*$/.exec(text);
  if (!m) return text;
  const decimals = m[2]?.length ?? 0;
  // "1,250" with three digits after the mark is ambiguous: shown as written.
  if (decimals === 3) return text;
  const value = Number(`${m[1]}.${m[2] ?? "0"}`);
  return numberFormat(lang, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: false }).format(value);
}

/**
 * A count ("12", "2,000"), as a field's counter shows it. Below 1,000 English, Spanish and Greek
 * all write plain digits, so the number formatter is not asked: its first use in a page costs a
 * phone's browser tens of milliseconds (docs/decisions/032), and a counter starts at 0.
 */
export function formatCount(n: number, lang: Language): string {
  return Number.isInteger(n) && n >= 0 && n < 1000 ? String(n) : numberFormat(lang, {}).format(n);
}

/** Whole euros: "€60" in English, "60 €" in Spanish and Greek. */
export function formatPrice(price: number, lang: Language): string {
  return numberFormat(lang, { style: "currency", currency: "EUR", maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(price);
}

/** Reads YYYY-MM-DD, ISO date-times and DD/MM/YYYY; null when it is none of them. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (dmy) return new Date(Date.UTC(Number(dmy[3]), Number(dmy[2]) - 1, Number(dmy[1])));
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (ymd) return new Date(Date.UTC(Number(ymd[1]), Number(ymd[2]) - 1, Number(ymd[3])));
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Short date ("21 Mar 2025"), the same on the server and in the browser (UTC calendar day). */
export function formatShortDate(value: string | null | undefined, lang: Language): string | null {
  const d = parseDate(value);
  if (!d) return null;
  return dateFormat(lang, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(d);
}

export function formatLongDate(value: string | null | undefined, lang: Language): string | null {
  const d = parseDate(value);
  if (!d) return null;
  return dateFormat(lang, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(d);
}

/** The machine-readable form for <time dateTime>. */
export function isoDay(value: string | null | undefined): string | undefined {
  const d = parseDate(value);
  return d ? d.toISOString().slice(0, 10) : undefined;
}
