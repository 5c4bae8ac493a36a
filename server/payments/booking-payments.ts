import type { Transaction } from "kysely";
import type { Database } from "../db/database.js";
import type { DB } from "../db/schema.js";

export interface ReceivedPayment {
  /** In the currency's minor unit, as the provider reports it. */
  amount: number | null;
  /** ISO 4217, upper case. */
  currency: string | null;
  /** The provider's payment id (Stripe's payment intent), for refunds. */
  reference: string | null;
  at: string;
  mismatch: boolean;
}

/** The payment columns of a booking: its price when booked and what was received for it. */
export function bookingPaymentsRepository(db: Database) {
  return {
    /** Keeps the price a payment must match, inside the booking's own transaction. */
    async setPrice(trx: Transaction<DB>, bookingId: number, cents: number): Promise<void> {
      await trx.updateTable("bookings").set({ price_cents: cents }).where("id", "=", bookingId).execute();
    },

    /** The booking a provider's payment id (Stripe's payment intent) belongs to. */
    async findByReference(reference: string) {
      return db.selectFrom("bookings").selectAll().where("payment_reference", "=", reference).executeTakeFirst();
    },

    /**
     * A refund, inside the transaction of its history note: its row and the booking's refunded
     * sum together; answers the refund's id. A provider refund id seen before fails on its unique index, undoing both.
     */
    async addRefund(
      trx: Transaction<DB>,
      r: { bookingId: number; amount: number; currency: string; providerRefundId: string | null; source: string; at: string },
    ): Promise<number> {
      const { id } = await trx
        .insertInto("booking_refunds")
        .values({ booking_id: r.bookingId, amount: r.amount, currency: r.currency, provider_refund_id: r.providerRefundId, source: r.source, created_at: r.at })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .updateTable("bookings")
        .set((eb) => ({ refunded_amount: eb("refunded_amount", "+", r.amount) }))
        .where("id", "=", r.bookingId)
        .execute();
      return id;
    },

    async hasRefund(providerRefundId: string): Promise<boolean> {
      const row = await db.selectFrom("booking_refunds").select("id").where("provider_refund_id", "=", providerRefundId).executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Records what the provider received. A payment already recorded that matched is kept (a
     * second payment does not overwrite the one that confirmed the booking); one that did not
     * match is replaced by a later one, which may be the right payment. Returns whether it was
     * recorded.
     */
    async recordReceived(bookingId: number, p: ReceivedPayment): Promise<boolean> {
      const res = await db
        .updateTable("bookings")
        .set({
          payment_amount: p.amount,
          payment_currency: p.currency,
          payment_reference: p.reference,
          payment_received_at: p.at,
          payment_mismatch: p.mismatch ? 1 : 0,
        })
        .where("id", "=", bookingId)
        .where((eb) => eb.or([eb("payment_amount", "is", null), eb("payment_mismatch", "=", 1)]))
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
  };
}

export type BookingPaymentsRepository = ReturnType<typeof bookingPaymentsRepository>;
