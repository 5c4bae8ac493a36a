// The booking form's phone number, one rule for the form and the API.
import { NOT_IN_LINE, type Rule } from "./field-rules.js";

/** A phone number is exactly 10 digits (SPEC §5); spaces a visitor types between groups are ignored. */
export const PHONE_DIGITS = /^\d{10}$/;

export const phoneNumberRule: Rule<string> = (v) => {
  if (typeof v !== "string") return { ok: false, key: "required" };
  if (NOT_IN_LINE.test(v)) return { ok: false, key: "control_characters" };
  const digits = v.replace(/\s+/g, "");
  if (!digits) return { ok: false, key: "required" };
  return PHONE_DIGITS.test(digits) ? { ok: true, value: digits } : { ok: false, key: "invalid_phone" };
};
