import { z } from "zod";
import { INTAKE_ANSWER_MAX, INTAKE_QUESTION_IDS, type IntakeQuestionId } from "../intake-questions.js";
import { optionalMultilineText, positiveId, requiredMultilineText } from "./common.js";
import { paymentOut } from "./payment.js";

// The practice's clients (docs/decisions/030). Messages are keys of core/i18n/api-messages.ts.

export const clientSummaryOut = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  language: z.string(),
  /** The start (UTC) of her next active booking, or null. */
  next_session: z.string().nullable(),
  /** The start of her latest session that took place (confirmed or completed, already started), or null. */
  last_session: z.string().nullable(),
  /** How many bookings she has made. */
  bookings: z.number(),
});
export type ClientSummary = z.infer<typeof clientSummaryOut>;

const answersShape = Object.fromEntries(INTAKE_QUESTION_IDS.map((id) => [id, optionalMultilineText(INTAKE_ANSWER_MAX).optional()])) as Record<
  IntakeQuestionId,
  z.ZodOptional<ReturnType<typeof optionalMultilineText>>
>;
/** Unknown questions are refused rather than stored unseen. */
export const intakeAnswers = z.strictObject(answersShape, { error: "unknown_question" });

export const intakeBody = z.object({
  answers: intakeAnswers,
  /** true: she sends it to the nutritionist (she may still change it until the session). */
  submitted: z.boolean().optional().default(false),
});

export const intakeOut = z.object({
  answers: z.record(z.string(), z.string()),
  submitted: z.boolean(),
  submitted_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  /** Whether she may still change it: until the start of the session it was invited for. */
  editable: z.boolean(),
});
export type IntakeOut = z.infer<typeof intakeOut>;

export const noteBody = z.object({ booking_id: positiveId.nullable().optional(), text: requiredMultilineText(20_000) });
export const noteEditBody = z.object({ text: requiredMultilineText(20_000) });

export const noteOut = z.object({
  id: z.number(),
  booking_id: z.number().nullable(),
  text: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Earlier texts, newest first, each with when it was written. */
  history: z.array(z.object({ text: z.string(), created_at: z.string() })),
});
export type NoteOut = z.infer<typeof noteOut>;

export const accessLogOut = z.object({ actor: z.string(), what: z.string(), created_at: z.string() });

export const clientBookingOut = z.object({
  id: z.number(),
  date: z.string(),
  time: z.string(),
  start_at: z.string().nullable(),
  status: z.string(),
  service_plan_title: z.string().nullable(),
  payment: paymentOut,
  privacy_consent_at: z.string().nullable(),
});

export const documentOut = z.object({
  id: z.number(),
  booking_id: z.number().nullable(),
  title: z.string(),
  size: z.number(),
  created_at: z.string(),
  /** How many times she downloaded it. */
  downloads: z.number(),
});
export type DocumentOut = z.infer<typeof documentOut>;

export const clientDetailsOut = z.object({
  /** `hide_numbers`: her own view shows no weight and no energy figures (plans included: no energy, targets or totals). */
  client: clientSummaryOut.extend({ created_at: z.string(), hide_numbers: z.boolean() }),
  /** Another name or phone a later booking gave: never applied by itself, the admin decides. */
  pending_details: z.object({ name: z.string(), phone: z.string(), booking_id: z.number().nullable(), at: z.string() }).nullable(),
  bookings: z.array(clientBookingOut),
  intake: intakeOut.nullable(),
  notes: z.array(noteOut),
  /** Her contact messages, found by her address. */
  messages: z.array(z.object({ id: z.number(), message: z.string(), created_at: z.string() })),
  /** Consents she gave, with their dates: privacy (health data) at each booking, the newsletter. */
  consents: z.array(z.object({ kind: z.enum(["privacy", "newsletter"]), at: z.string(), booking_id: z.number().nullable() })),
  subscription: z.object({ status: z.string(), created_at: z.string(), confirmed_at: z.string().nullable() }).nullable(),
  /** Who opened her health data, newest first. */
  access_log: z.array(accessLogOut),
  /** Plans delivered to her, newest first. */
  documents: z.array(documentOut),
});
export type ClientDetails = z.infer<typeof clientDetailsOut>;

/** What the booking details screen shows of its client. */
export const bookingClientOut = z.object({
  client_id: z.number().nullable(),
  intake: intakeOut.nullable(),
  /** Plans delivered for this booking: after one, the policy gives no refund. */
  delivered_plans: z.array(z.object({ id: z.number(), title: z.string(), created_at: z.string() })),
});
export type BookingClient = z.infer<typeof bookingClientOut>;

/** Her own view at /my-bookings. */
export const myBookingsOut = z.object({
  client: z.object({ name: z.string(), email: z.string(), phone: z.string(), language: z.string() }),
  bookings: z.array(
    z.object({
      id: z.number(),
      date: z.string(),
      time: z.string(),
      start_at: z.string().nullable(),
      /** The zone she booked from (her browser's), or null: the page writes her time beside Madrid's. */
      time_zone: z.string().nullable(),
      status: z.string(),
      service_plan_id: z.number().nullable(),
      service_plan_title: z.string().nullable(),
      upcoming: z.boolean(),
    }),
  ),
  questionnaire: z.object({ submitted_at: z.string().nullable(), editable_booking_id: z.number().nullable() }),
  documents: z.array(z.object({ id: z.number(), title: z.string(), created_at: z.string() })),
  /** The plan her follow-up is booked with (her latest session's), or null. */
  follow_up_plan_id: z.number().nullable(),
});
export type MyBookings = z.infer<typeof myBookingsOut>;
