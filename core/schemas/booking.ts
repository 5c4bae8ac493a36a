import { clientInvoiceOut } from "./invoice.js";
import { z } from "zod";
import { BOOKING_STATUSES } from "../booking-status.js";
import { HORIZON_DAYS_LIMITS, MIN_NOTICE_FLOOR_HOURS, MIN_NOTICE_LIMITS, SLOT_MINUTES_LIMITS, WEEKDAYS, timeMinutes } from "../booking-rules.js";
import { fromRule, integer, optionalText } from "./common.js";
import { BOOKING_MESSAGE_MAX, bookingRequestRules, dateRule, timeRule, type BookingRequest } from "../booking-request.js";
import { LANGUAGES } from "../languages.js";
import { toE164 } from "../phone-international.js";

export type { BookingRequest } from "../booking-request.js";
import { paymentOut } from "./payment.js";

// Messages are keys of core/i18n/api-messages.ts (and core/i18n/messages/bookings.ts).

export const dateString = fromRule(dateRule, { type: "string", format: "date", description: "YYYY-MM-DD, Madrid." });

export const timeString = fromRule(timeRule, { type: "string", pattern: "^\\d{2}:\\d{2}$", description: "HH:MM, Madrid wall time." });

/**
 * The payload of POST /bookings, made of the rules the booking form checks
 * with (core/booking-request.ts): one rule per field, applied once, by the same function.
 */
const r = bookingRequestRules(toE164);
export const bookingRequest = z.object({
  service_plan_id: fromRule(r.service_plan_id, {
    type: "integer",
    minimum: 1,
    description: "An existing service plan's id (a number, or its digits as text).",
  }),
  date: dateString,
  time: timeString,
  name: fromRule(r.name, { type: "string", maxLength: 200 }),
  email: fromRule(r.email, { type: "string", format: "email", maxLength: 254 }),
  phone_number: fromRule(r.phone_number, {
    type: "string",
    description:
      "Exactly 10 digits (spaces between groups are ignored), or the number with its country code (+34 612 345 678), answered in E.164 (+34612345678).",
  }),
  message: fromRule(r.message, { type: "string", maxLength: BOOKING_MESSAGE_MAX, optional: true }),
  language: fromRule(r.language, {
    type: "string",
    enum: [...LANGUAGES],
    optional: true,
    description: "The language of the client's mails; the request's language when absent.",
  }),
  privacy_consent: fromRule(r.privacy_consent, {
    type: "boolean",
    optional: true,
    description: "true records when the client consented to the processing of health data (GDPR art. 9).",
  }),
  time_zone: fromRule(r.time_zone, {
    type: "string",
    optional: true,
    maxLength: 64,
    description:
      "The client's IANA time zone (Europe/Athens), as her browser names it: her mails and pages then write the session's time in Madrid's clock and in hers. Absent: Madrid's only.",
  }),
  pay_with: z
    .enum(["credit"], { error: "invalid" })
    .optional()
    .describe(
      "`credit`: a signed-in client (her session cookie) pays with a credit of her bundles; the booking is confirmed at once and answered without a payment_url.",
    ),
}) satisfies z.ZodType<BookingRequest, unknown>;

export const rescheduleRequest = z.object({ date: dateString, time: timeString });

// ---------------------------------------------------------------------------------------------
// Availability settings (admin)

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, "invalid_time");
const toMinutes = (v: string) => (v === "24:00" ? 1440 : timeMinutes(v)!);

export const timeRange = z.object({ start: hhmm, end: hhmm }).refine((r) => toMinutes(r.start) < toMinutes(r.end), { message: "range_order", path: ["end"] });

const dayRanges = z
  .array(timeRange)
  .max(8)
  .default([])
  .refine((ranges) => {
    const sorted = [...ranges].sort((x, y) => toMinutes(x.start) - toMinutes(y.start));
    return sorted.every((r, i) => i === 0 || toMinutes(sorted[i - 1]!.end) <= toMinutes(r.start));
  }, "ranges_overlap");

export const blockedRange = z
  .object({ start_date: dateString, end_date: dateString, note: optionalText(200) })
  .refine((b) => b.start_date <= b.end_date, { message: "range_order", path: ["end_date"] });

export const availabilityBody = z.object({
  slot_minutes: integer(SLOT_MINUTES_LIMITS.min, SLOT_MINUTES_LIMITS.max).refine((v) => v % SLOT_MINUTES_LIMITS.step === 0, "invalid"),
  min_notice_hours: integer(0, MIN_NOTICE_LIMITS.max).refine((v) => v >= MIN_NOTICE_FLOOR_HOURS, "min_notice_floor"),
  horizon_days: integer(HORIZON_DAYS_LIMITS.min, HORIZON_DAYS_LIMITS.max),
  weekly_hours: z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, dayRanges])) as Record<(typeof WEEKDAYS)[number], typeof dayRanges>),
  blocked: z.array(blockedRange).max(500).default([]),
});
export type AvailabilityInput = z.infer<typeof availabilityBody>;

export const availabilityOut = z.object({
  slot_minutes: z.number(),
  min_notice_hours: z.number(),
  horizon_days: z.number(),
  weekly_hours: z.record(z.string(), z.array(z.object({ start: z.string(), end: z.string() }))),
  blocked: z.array(z.object({ start_date: z.string(), end_date: z.string(), note: z.string().optional() })),
  time_zone: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Answers

export const bookingStatus = z.enum(BOOKING_STATUSES);

export const bookingOut = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  date: z.string(),
  time: z.string(),
  status: bookingStatus,
  message: z.string(),
  service_plan_id: z.number().nullable(),
  service_plan_title: z.string().nullable(),
  language: z.string(),
  /** The start as a UTC instant (ISO 8601); date and time are Madrid wall time. */
  start_at: z.string(),
  duration_minutes: z.number(),
  payment_deadline: z.string(),
  /** The version of the booking's calendar event (RFC 5545 SEQUENCE): rises with every change. */
  sequence: z.number(),
  /** The UID of the booking's calendar event, the same in every file the site writes about it. */
  calendar_uid: z.string(),
  /** When the client consented to the processing of health data, or null. */
  privacy_consent_at: z.string().nullable(),
  /** The client's IANA time zone when she gave it (her browser's), or null. */
  time_zone: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Booking = z.infer<typeof bookingOut>;

/** The answer of POST /bookings: the booking, and where the client pays it. */
export const bookingCreatedOut = bookingOut.extend({
  /** The site's pay address (absolute), or null: a free plan, or no way to pay online. */
  payment_url: z.string().nullable(),
  /** With no way to pay online: her payment instructions in the booking's language, or null. */
  payment_instructions: z.string().nullable(),
});
export type BookingCreated = z.infer<typeof bookingCreatedOut>;

export const bookingEventOut = z.object({
  from_status: z.string().nullable(),
  to_status: z.string(),
  actor: z.string(),
  note: z.string(),
  created_at: z.string(),
});

export const bookingDetailsOut = bookingOut.extend({
  price: z.number().nullable(),
  payment_link: z.string().nullable(),
  /** The video meeting, once paid (null before). */
  meeting_url: z.string().nullable(),
  /** What was paid and refunded (amounts in cents). */
  payment: paymentOut,
  history: z.array(bookingEventOut),
});
export type BookingDetails = z.infer<typeof bookingDetailsOut>;

/** What the client's private page shows: no other client's data, no admin history. */
export const managedBookingOut = z.object({
  id: z.number(),
  name: z.string(),
  date: z.string(),
  time: z.string(),
  status: bookingStatus,
  service_plan_id: z.number().nullable(),
  service_plan_title: z.string().nullable(),
  price: z.number().nullable(),
  /** While unpaid: the plan's payment link carrying this booking's reference and the client's address. */
  payment_link: z.string().nullable(),
  /** While unpaid and payable online: the site's pay address (a fresh Checkout Session, or the Payment Link). */
  payment_url: z.string().nullable(),
  /** While unpaid with no way to pay online: her payment instructions in the booking's language, or null. */
  payment_instructions: z.string().nullable(),
  /** The video meeting, once paid (null before). */
  meeting_url: z.string().nullable(),
  payment_deadline: z.string(),
  start_at: z.string(),
  duration_minutes: z.number(),
  language: z.string(),
  /** Her IANA time zone when her browser gave it on booking, or null: the page writes her time beside Madrid's. */
  time_zone: z.string().nullable(),
  /** For the page's calendar file: the same event, and version, as the latest invitation mailed. */
  calendar_uid: z.string(),
  sequence: z.number(),
  /** Whether cancel and reschedule are still allowed (until 24 h before the start, while active). */
  can_change: z.boolean(),
  change_deadline: z.string(),
  contact_email: z.string(),
  /** The invoices of the booking's payment (and refunds), each with its PDF behind this link. */
  invoices: z.array(clientInvoiceOut),
  /** Whether she may still ask for a full invoice (a simplified one exists and no full one yet). */
  can_request_full_invoice: z.boolean(),
});
export type ManagedBooking = z.infer<typeof managedBookingOut>;
