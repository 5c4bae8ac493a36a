import { z } from "zod";
import { email, language, positiveId, requiredText } from "./common.js";
import { bookingRequest } from "./booking.js";

/** `POST /api/v1/bundle_orders`: who buys which plan's bundle; her phone is checked as a booking's. */
export const bundleOrderBody = z.object({
  plan_id: positiveId,
  name: requiredText(200),
  email,
  phone_number: bookingRequest.shape.phone_number,
  language,
});

/** Her grant (change > 0) or removal (change < 0) of a client's credits, with the reason her ledger shows. */
export const creditChangeBody = z.object({
  change: z
    .number({ error: "credit_change_invalid" })
    .int("credit_change_invalid")
    .min(-50, "credit_change_invalid")
    .max(50, "credit_change_invalid")
    .refine((v) => v !== 0, "credit_change_invalid"),
  reason: requiredText(200),
});

/** A bundle's refund: an amount in cents, or none for the price paid in proportion to the credits left. */
export const bundleRefundBody = z.object({ amount: z.number().int().positive().max(100_000_000).optional() }).nullish();

/** Her credits: what she can book with now, each bundle, and every movement (newest first). */
export const creditsOut = z.object({
  available: z.number().describe("Credits she can book with now: bundles not expired, and credits granted by hand."),
  available_for_plan: z
    .number()
    .nullable()
    .describe("Of those, the credits that book the plan asked for with `service_plan_id` (its bundles' and the granted ones); null when none was asked for."),
  bundles: z.array(
    z.object({
      id: z.number(),
      plan_id: z.number().nullable(),
      sessions: z.number(),
      used: z.number().describe("Held or spent by bookings, lost included; returned credits are not used."),
      expires_at: z.string().nullable(),
    }),
  ),
  ledger: z.array(
    z.object({
      change: z.number(),
      reason: z
        .string()
        .describe(
          "purchase, booking, rescheduled (the held credit moved with its booking), returned, spent, lost, expired, refunded, or `admin: <her reason>`.",
        ),
      booking_id: z.number().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type Credits = z.infer<typeof creditsOut>;
