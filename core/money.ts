import { intlLocale, type Language } from "./languages.js";

/** The one currency the practice charges in: every price is in euros. */
export const PRACTICE_CURRENCY = "EUR";

/** Digits after the decimal point of a currency's minor unit (2 for EUR, 0 for JPY). */
function minorDigits(currency: string): number | null {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return null; // not an ISO 4217 code
  }
}

/**
 * An amount in a currency's minor unit (cents for EUR, as Stripe counts), written in the
 * reader's locale: 100 EUR → "€1.00" in English, "1,00 €" in Spanish. An unknown currency code
 * is written as amount and code.
 */
export function formatMoney(minor: number, currency: string, lang: Language = "en"): string {
  const code = currency.toUpperCase();
  const digits = minorDigits(code);
  if (digits === null) return `${minor} ${code}`;
  return new Intl.NumberFormat(intlLocale(lang), { style: "currency", currency: code, minimumFractionDigits: digits }).format(minor / 10 ** digits);
}

/** A plan's price (whole euros) in cents. */
export const euroCents = (euros: number) => Math.round(euros * 100);
