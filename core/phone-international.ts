// The check of a phone number written with its country code, with libphonenumber-js's
// smallest metadata ("min": lengths and leading digits per country, about 80 KB). The
// booking page imports this module only when a visitor types a "+" (core/phone-number.ts).
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { isInternational, type InternationalCheck } from "./phone-number-kind.js";
import type { Language } from "./languages.js";

export const toE164: InternationalCheck = (number) => {
  const parsed = parsePhoneNumberFromString(number);
  return parsed?.isValid() ? parsed.number : null;
};

/**
 * A number typed as ten digits (the spec's rule) by a client booking in Greek is a Greek
 * mobile or landline as she knows it ("6912345678"): when it is a valid Greek number it is kept
 * with its country code (+306912345678), so the nutritionist in Madrid can call it. Other
 * numbers are kept as typed.
 */
export function withCountryCode(number: string, lang: Language): string {
  if (lang !== "gr" || isInternational(number)) return number;
  const parsed = parsePhoneNumberFromString(number, "GR");
  return parsed?.isValid() ? parsed.number : number;
}
