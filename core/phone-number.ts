// The booking form's phone number: one rule for the form and the API.
//
// A number written as digits only keeps the form's rule: exactly 10 digits, spaces
// between groups ignored, stored as typed without the spaces. A number written with its
// country code ("+34 612 345 678", "+44 7911 123456") is checked by libphonenumber-js and
// stored in E.164 ("+34612345678"). The check of international numbers is passed in
// (core/phone-international.ts): the API always has it, while the booking page loads that
// module only when a visitor types a "+", so its metadata (about 80 KB) is not part of
// every visit's JavaScript.
import { NOT_IN_LINE, type Rule } from "./field-rules.js";
import { isInternational, type InternationalCheck } from "./phone-number-kind.js";

export { isInternational, type InternationalCheck };

export const PHONE_DIGITS = /^\d{10}$/;
/** What a number with its country code may be written with besides digits: spaces, dots, hyphens, brackets. */
const INTERNATIONAL = /^\+[\d\s().-]{4,30}$/;

export function phoneNumberRule(international?: InternationalCheck): Rule<string> {
  return (v) => {
    if (typeof v !== "string") return { ok: false, key: "required" };
    if (NOT_IN_LINE.test(v)) return { ok: false, key: "control_characters" };
    const typed = v.trim();
    if (!typed) return { ok: false, key: "required" };
    if (isInternational(typed)) {
      if (!international) throw new Error("an international phone number needs the international check (core/phone-international.ts)");
      const e164 = INTERNATIONAL.test(typed) ? international(typed) : null;
      return e164 ? { ok: true, value: e164 } : { ok: false, key: "phone_format" };
    }
    const digits = typed.replace(/\s+/g, "");
    return PHONE_DIGITS.test(digits) ? { ok: true, value: digits } : { ok: false, key: "phone_format" };
  };
}
