import { z } from "zod";
import { BOOKING_STATUSES } from "../booking-status.js";
import {
  HORIZON_DAYS_LIMITS,
  MIN_NOTICE_FLOOR_HOURS,
  MIN_NOTICE_LIMITS,
  PHONE_DIGITS,
  SLOT_MINUTES_LIMITS,
  WEEKDAYS,
  isValidDate,
  timeMinutes,
  withoutSpaces,
} from "../booking-rules.js";
import { paymentOut } from "./payment.js";
import { email, integer, language, optionalMultilineText, optionalText, requiredText, singleLine } from "./common.js";

// Messages are keys of core/i18n/api-messages.ts (and core/i18n/messages/bookings.ts).

export const dateString = z.string({ error: "required" }).trim().min(1, "required").refine(isValidDate, "invalid_date");

export const timeString = z
  .string({ error: "required" })
  .trim()
  .min(1, "required")
  .refine((v) => timeMinutes(v) !== null, "invalid_time");

/** Exactly 10 digits (SPEC §5); spaces a visitor types between groups are ignored. */
export const phoneNumber = singleLine("required").transform(withoutSpaces).pipe(z.string().min(1, "required").regex(PHONE_DIGITS, "invalid_phone"));

/** The payload of POST /bookings (SPEC §3, §7). */
export const bookingRequest = z.object({
  service_plan_id: integer(1, 1_000_000_000),
  date: dateString,
  time: timeString,
  name: requiredText(200),
  email: z.preprocess((v) => (v === undefined || v === null ? "" : v), z.string().trim().min(1, "required").pipe(email)),
  phone_number: phoneNumber,
  message: optionalMultilineText(5000),
  /** The language of the client's mails; the request language when absent. */
  language: language.optional(),
  /**
   * The client's explicit consent to the processing of health data the message may hold
   * (GDPR art. 9). Optional for the contract's clients; the web form requires it. When true,
   * the booking keeps the moment it was given.
   */
  privacy_consent: z.boolean({ error: "invalid" }).optional(),
});
export type BookingRequest = z.infer<typeof bookingRequest>;

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
  sequence: z.number(),
  /** When the client consented to the processing of health data, or null. */
  privacy_consent_at: z.string().nullable(),
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
  /** Whether cancel and reschedule are still allowed (until 24 h before the start, while active). */
  can_change: z.boolean(),
  change_deadline: z.string(),
  contact_email: z.string(),
});
export type ManagedBooking = z.infer<typeof managedBookingOut>;
