import { z } from "zod";

/** What became of a booking's payment, as the admin sees it. */
export const PAYMENT_STATUSES = ["unpaid", "paid", "mismatch", "refunded", "partially_refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentOut = z.object({
  status: z.enum(PAYMENT_STATUSES),
  /** Received, in the currency's minor unit (cents); null before any payment. */
  amount: z.number().nullable(),
  /** ISO 4217, upper case; null before any payment. */
  currency: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** Refunded so far, in the same unit. */
  refunded_amount: z.number(),
  /** What the booking costs, in cents of euro (what a payment must match); null if unknown. */
  expected_amount: z.number().nullable(),
});
export type PaymentOut = z.infer<typeof paymentOut>;
