/**
 * The ways a client may pay in Stripe Checkout, as Stripe names them. Cards are always offered
 * (a client without a Spanish bank has no Bizum); Bizum is added when the practice turns it on.
 */
export const PAYMENT_METHODS = ["card", "bizum"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const DEFAULT_PAYMENT_METHODS: PaymentMethod[] = ["card"];

/** The methods in their fixed order, each once: how they are kept and sent to Stripe. */
export function normalizePaymentMethods(methods: readonly string[]): PaymentMethod[] {
  return PAYMENT_METHODS.filter((m) => methods.includes(m));
}
