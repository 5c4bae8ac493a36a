import { z } from "zod";

/**
 * What the webhook reads of a Stripe event, checked before anything is done with it. A valid
 * signature says who sent the bytes, not that they have the expected shape (a test payload, an
 * API version we do not expect, a bug): anything else is refused with a 400 rather than
 * failing halfway with a 500, which Stripe would retry for days.
 */
const envelope = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** The fields of a Checkout Session the webhook uses; others are ignored. */
export const checkoutSession = z.object({
  id: z.string().max(255).nullish(),
  client_reference_id: z.string().max(255).nullish(),
  payment_status: z.string().max(64).nullish(),
  amount_total: z.number().int().nullish(),
  currency: z.string().max(16).nullish(),
  payment_intent: z.union([z.string().max(255), z.object({ id: z.string().max(255) })]).nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});
export type CheckoutSessionFields = z.infer<typeof checkoutSession>;

/** The fields of a Charge (charge.refunded) the webhook uses. */
const refundedCharge = z.object({
  payment_intent: z.union([z.string().max(255), z.object({ id: z.string().max(255) })]).nullish(),
  amount_refunded: z.number().int().min(0),
  currency: z.string().min(1).max(16),
  refunds: z.object({ data: z.array(z.object({ id: z.string().max(255), amount: z.number().int().min(0) })) }).nullish(),
});

/** A refunded charge's fields, or null when one of them is missing or of the wrong type. */
export function parseRefundedCharge(object: Record<string, unknown>) {
  const parsed = refundedCharge.safeParse(object);
  if (!parsed.success) return null;
  const c = parsed.data;
  return {
    payment_intent: typeof c.payment_intent === "string" ? c.payment_intent : (c.payment_intent?.id ?? null),
    amount_refunded: c.amount_refunded,
    currency: c.currency,
    refunds: c.refunds?.data ?? null,
  };
}

export type WebhookEvent = z.infer<typeof envelope>;

/** The event's envelope, or null when it is not one Stripe would send. */
export function parseEvent(value: unknown): WebhookEvent | null {
  const parsed = envelope.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A Checkout Session's fields, or null when one of them has the wrong type. */
export function parseSession(object: Record<string, unknown>): CheckoutSessionFields | null {
  const parsed = checkoutSession.safeParse(object);
  return parsed.success ? parsed.data : null;
}

/**
 * The package's check refuses a signature older than the tolerance but accepts any date in
 * the future; one from the future is refused the same way, since a replayed or forged
 * timestamp could otherwise stay valid for as long as its sender liked. The time read is the
 * one the package reads, the last `t=` of the header (it splits on commas and keeps the last
 * value of each key): a header with two would otherwise be checked on one time and signed on
 * the other.
 */
export function signedInTheFuture(header: string, toleranceSeconds: number, nowMs = Date.now()): boolean {
  let t = -1;
  for (const item of header.split(",")) {
    const [key, value] = item.split("=");
    if (key === "t") t = Number.parseInt(value ?? "", 10);
  }
  return t - Math.floor(nowMs / 1000) > toleranceSeconds;
}
