import { PRACTICE_CURRENCY, euroCents } from "../../core/money.js";
import type { Repositories } from "../repositories.js";
import type { PaymentOut } from "../../core/schemas/payment.js";
import type { BookingRow } from "../bookings/repository.js";

/**
 * A booking's payment as the admin sees it. Refunds say the most; then a payment that did not
 * match, while the booking still waits (once she marks it paid, she has accepted it); then
 * paid: money the provider reported, or a booking she marked paid by hand, which counts as
 * its price in euros.
 */
export function paymentOf(row: BookingRow, expected: number | null): PaymentOut {
  const byHand = row.payment_amount === null && row.paid_at !== null;
  const amount = byHand ? expected : row.payment_amount;
  const currency = byHand ? PRACTICE_CURRENCY : row.payment_currency;
  const paidAt = row.payment_received_at ?? row.paid_at;
  const refunded = row.refunded_amount;
  const accepted = row.status === "confirmed" || row.status === "completed";
  const status =
    refunded > 0 && amount !== null
      ? refunded >= amount
        ? "refunded"
        : "partially_refunded"
      : row.payment_mismatch === 1 && !accepted
        ? "mismatch"
        : amount !== null && paidAt !== null
          ? "paid"
          : "unpaid";
  return { status, amount, currency, paid_at: amount !== null ? paidAt : null, refunded_amount: refunded, expected_amount: expected };
}

/** What a booking costs in cents: its price when booked, or (booked before that was kept) its plan's. */
export async function expectedCents(repos: Repositories, row: BookingRow): Promise<number | null> {
  if (row.price_cents !== null) return row.price_cents;
  if (row.free === 1) return 0;
  const plan = row.service_plan_id !== null ? await repos.servicePlans.find(row.service_plan_id) : undefined;
  return plan ? euroCents(plan.price) : null;
}
