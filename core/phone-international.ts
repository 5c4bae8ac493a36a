// The check of a phone number written with its country code, with libphonenumber-js's
// smallest metadata ("min": lengths and leading digits per country, about 80 KB). The
// booking page imports this module only when a visitor types a "+" (core/phone-number.ts).
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import type { InternationalCheck } from "./phone-number.js";

export const toE164: InternationalCheck = (number) => {
  const parsed = parsePhoneNumberFromString(number);
  return parsed?.isValid() ? parsed.number : null;
};
