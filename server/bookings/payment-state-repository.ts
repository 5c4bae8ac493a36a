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
     * Counts `amount` more as refunded, only while the refunded sum stays within `paid`: the
     * check and the increase are one statement, so parallel refunds cannot pass the limit
     * together (PostgreSQL's row lock re-reads the sum the first one left; SQLite's write lock
     * orders them). Answers whether it was counted.
     */
    async countRefund(bookingId: number, amount: number, paid: number, ex: Database | Transaction<DB> = db): Promise<boolean> {
      const res = await ex
        .updateTable("bookings")
        .set((eb) => ({ refunded_amount: eb("refunded_amount", "+", amount) }))
        .where("id", "=", bookingId)
        .where((eb) => eb(eb("refunded_amount", "+", amount), "<=", paid))
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    /**
     * Counts all that is left of `paid` as refunded, in one compare-and-set on the refunded sum
     * (repeated if another refund changed it meanwhile). Answers how much that was; 0: nothing left.
     */
    async countRest(bookingId: number, paid: number): Promise<number> {
      for (;;) {
        const row = await db.selectFrom("bookings").select("refunded_amount").where("id", "=", bookingId).executeTakeFirst();
        if (!row || row.refunded_amount >= paid) return 0;
        const res = await db
          .updateTable("bookings")
          .set({ refunded_amount: paid })
          .where("id", "=", bookingId)
          .where("refunded_amount", "=", row.refunded_amount)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) > 0) return paid - row.refunded_amount;
      }
    },

    /** Gives back an amount counted for a refund that did not happen (the provider refused it). */
    async uncountRefund(bookingId: number, amount: number): Promise<void> {
      await db
        .updateTable("bookings")
        .set((eb) => ({ refunded_amount: eb("refunded_amount", "-", amount) }))
        .where("id", "=", bookingId)
        .execute();
    },

    /**
     * A refund's row, inside the transaction of its history note; its amount was counted on the
     * booking first (countRefund, countRest), unless it returns another payment than the booking's
     * own (`paymentReference`). Answers the refund's id. A provider refund id seen before fails on
     * its unique index, undoing the transaction.
     */
    async addRefund(
      trx: Transaction<DB>,
      r: { bookingId: number; amount: number; currency: string; providerRefundId: string | null; source: string; at: string; paymentReference?: string },
    ): Promise<number> {
      const { id } = await trx
        .insertInto("booking_refunds")
        .values({
          booking_id: r.bookingId,
          amount: r.amount,
          currency: r.currency,
          provider_refund_id: r.providerRefundId,
          source: r.source,
          created_at: r.at,
          payment_reference: r.paymentReference ?? null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    },

    /** How many plans were delivered for a booking: after one, the client's cancellation is not refunded by itself. */
    async plansDelivered(bookingId: number): Promise<number> {
      const r = await db
        .selectFrom("client_documents")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("booking_id", "=", bookingId)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    /**
     * Keeps a new Checkout Session as the booking's open one, only if the open one is still
     * `previousId` (another opening of the pay address may have kept its own meanwhile).
     * Answers whether it was kept.
     */
    async keepSession(bookingId: number, previousId: string | null, s: { id: string; url: string; expiresAt: number }): Promise<boolean> {
      const res = await db
        .updateTable("bookings")
        .set({ checkout_session_id: s.id, checkout_session_url: s.url, checkout_session_expires_at: s.expiresAt })
        .where("id", "=", bookingId)
        .where((eb) => (previousId === null ? eb("checkout_session_id", "is", null) : eb("checkout_session_id", "=", previousId)))
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    /** Whether a payment other than the booking's own (a second payment) was refunded already. */
    async paymentRefunded(paymentReference: string): Promise<boolean> {
      const row = await db.selectFrom("booking_refunds").select("id").where("payment_reference", "=", paymentReference).executeTakeFirst();
      return row !== undefined;
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
