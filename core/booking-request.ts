// What a visitor sends to book: one set of rules for the booking form and for
// POST /bookings. The form checks with `checkBookingRequest` (no zod on the public page);
// the API's body schema (core/schemas/booking.ts) is built from the same rules, so each
// request is checked once, by the same functions, on both sides.
import { LANGUAGES, type Language } from "./languages.js";
import { BOOKING_MESSAGE_MAX, isValidDate, timeMinutes } from "./booking-rules.js";
import { checkFields, integerIn, optionalBoolean, optionalOneOf, optionalText, requiredEmail, requiredLine, type Rule } from "./field-rules.js";
import { phoneNumberRule, type InternationalCheck } from "./phone-number.js";
import { isTimeZone } from "./zone-reading.js";

export { BOOKING_MESSAGE_MAX };

/** A real calendar date, "YYYY-MM-DD". */
export const dateRule: Rule<string> = (v) => {
  const line = requiredLine(100)(v);
  if (!line.ok) return line.key === "too_long" ? { ok: false, key: "invalid_date" } : line;
  return isValidDate(line.value) ? line : { ok: false, key: "invalid_date" };
};

/** A time of day, "HH:MM". */
export const timeRule: Rule<string> = (v) => {
  const line = requiredLine(100)(v);
  if (!line.ok) return line.key === "too_long" ? { ok: false, key: "invalid_time" } : line;
  return timeMinutes(line.value) !== null ? line : { ok: false, key: "invalid_time" };
};

/** The client's IANA time zone ("Europe/Athens"), as her browser names it; optional. */
export const timeZoneRule: Rule<string | undefined> = (v) => {
  if (v === undefined || v === null || v === "") return { ok: true, value: undefined };
  return typeof v === "string" && isTimeZone(v) ? { ok: true, value: v } : { ok: false, key: "invalid_time_zone" };
};

/**
 * The rules of each field. A phone number written with its country code needs `international`
 * (core/phone-international.ts); the booking page passes it once a visitor has typed a "+".
 */
export const bookingRequestRules = (international?: InternationalCheck) =>
  ({
    service_plan_id: integerIn(1, 1_000_000_000),
    date: dateRule,
    time: timeRule,
    name: requiredLine(200),
    email: requiredEmail,
    phone_number: phoneNumberRule(international),
    // The message's length error says what the limit is.
    message: optionalText(BOOKING_MESSAGE_MAX, "message_too_long"),
    /** The language of the client's mails; the request language when absent. */
    language: optionalOneOf(LANGUAGES, "invalid_language"),
    /**
     * The client's explicit consent to the processing of health data the message may hold
     * (GDPR art. 9). Optional for the contract's clients; the web form requires it. When true,
     * the booking keeps the moment it was given.
     */
    privacy_consent: optionalBoolean,
    /** Her own time zone: the mails and her pages then write the session's time in hers too. */
    time_zone: timeZoneRule,
  }) satisfies Record<string, Rule<unknown>>;

/** What a client sends (numbers may come as text, as from a form). */
export interface BookingRequestInput {
  service_plan_id: number | string;
  date: string;
  time: string;
  name: string;
  email: string;
  phone_number: string;
  message?: string;
  language?: Language;
  privacy_consent?: boolean;
  time_zone?: string;
  /** A signed-in client paying with a bundle's credit. */
  pay_with?: "credit";
}

/** A request once checked: trimmed, the phone without spaces, the email in lower case. */
export interface BookingRequest {
  service_plan_id: number;
  date: string;
  time: string;
  name: string;
  email: string;
  phone_number: string;
  message: string;
  language?: Language;
  privacy_consent?: boolean;
  time_zone?: string;
}

/**
 * The message a refused request answers with: one for the whole form, as the booking form
 * shows it (its one message), unless only the date, the time, the message, the consent or the time zone is wrong:
 * then that field's own message, so a too-long message is not blamed on the phone number.
 */
export function bookingRequestErrorKey(fields: Record<string, string[]>): string {
  const names = Object.keys(fields);
  const only = names.length === 1 ? names[0]! : "";
  const own: Record<string, string | undefined> = {
    date: fields.date?.[0],
    time: fields.time?.[0],
    message: fields.message?.[0],
    privacy_consent: "invalid",
    time_zone: fields.time_zone?.[0],
  };
  return own[only] ?? "booking_fields_invalid";
}

export type BookingRequestCheck = { success: true; data: BookingRequest } | { success: false; key: string; fields: Record<string, string[]> };

/** Checks a booking request as the API will: the cleaned request, or the message key and each field's key. */
export function checkBookingRequest(input: unknown, international?: InternationalCheck): BookingRequestCheck {
  const r = checkFields(bookingRequestRules(international), input);
  return r.success ? { success: true, data: r.data } : { success: false, key: bookingRequestErrorKey(r.fields), fields: r.fields };
}
