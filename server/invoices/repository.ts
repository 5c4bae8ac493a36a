// Issued invoices, their VeriFactu registration records and the payments waiting for theirs:
// the SQL only. What an invoice says, when one is issued and how it is numbered and hashed are
// the invoicing service's (server/invoices/invoicing-service.ts). Every write takes the
// transaction of the payment or refund it documents (docs/decisions/028). Nothing here updates
// or deletes an invoice: corrections are rectifying invoices.
import { sql } from "kysely";
import type { Database } from "../db/database.js";
import type { NewRow, Row } from "../db/schema.js";
import type { Executor, Trx } from "../kernel/transactions.js";

export type InvoiceRow = Row<"invoices">;
export type InvoiceType = "simplified" | "full" | "rectifying";

/** A paid bundle without a sale invoice: the query both the count and the next one to invoice share. */
const uninvoicedBundles = (ex: Executor) =>
  ex
    .selectFrom("client_bundles as b")
    .where("b.status", "=", "paid")
    .where((eb) => eb.not(eb.exists(eb.selectFrom("invoices as i").select("i.id").whereRef("i.bundle_id", "=", "b.id").where("i.type", "!=", "rectifying"))));

export function invoicesRepository(db: Database) {
  return {
    // ---- the chain, in the order issuing an invoice writes it ----------------------------

    /**
     * Locks the chain's head (a row update: PostgreSQL's row lock; on SQLite every transaction
     * already holds the write lock) and counts the record about to join it. Concurrent payments,
     * in this process or another instance, wait for each other here. Answers the last hash.
     */
    async lockChainHead(trx: Trx): Promise<string> {
      const head = await trx
        .updateTable("invoice_chain")
        .set((eb) => ({ records: eb("records", "+", 1) }))
        .where("id", "=", 1)
        .returning("last_hash")
        .executeTakeFirstOrThrow();
      return head.last_hash;
    },

    /** The next number of a series in a year: its counter, incremented (made at 1 for a new year). */
    async nextNumber(trx: Trx, series: string, year: number): Promise<number> {
      const counter = await trx
        .insertInto("invoice_counters")
        .values({ series, year, last_number: 1 })
        .onConflict((oc) => oc.columns(["series", "year"]).doUpdateSet({ last_number: sql`invoice_counters.last_number + 1` }))
        .returning("last_number")
        .executeTakeFirstOrThrow();
      return counter.last_number;
    },

    /** Stores an invoice and moves the chain's head onto its hash. */
    async append(trx: Trx, values: NewRow<"invoices"> & { hash: string }): Promise<InvoiceRow> {
      const row = await trx.insertInto("invoices").values(values).returningAll().executeTakeFirstOrThrow();
      await trx.updateTable("invoice_chain").set({ last_hash: values.hash }).where("id", "=", 1).execute();
      return row;
    },

    // ---- what invoicing reads ------------------------------------------------------------

    /** The invoice that currently documents a booking's payment: the full one if there is one, else the simplified one. */
    async paymentInvoice(ex: Executor, bookingId: number): Promise<InvoiceRow | undefined> {
      const rows = await ex.selectFrom("invoices").selectAll().where("booking_id", "=", bookingId).where("type", "!=", "rectifying").orderBy("id").execute();
      return rows.find((r) => r.type === "full") ?? rows[0];
    },

    /** The invoice of a bundle's sale (not a rectifying one). */
    saleInvoice: (ex: Executor, bundleId: number) =>
      ex.selectFrom("invoices").selectAll().where("bundle_id", "=", bundleId).where("type", "!=", "rectifying").orderBy("id").executeTakeFirst(),

    /** Whether a rectifying invoice corrects this one. */
    async isRectified(ex: Executor, invoiceId: number): Promise<boolean> {
      return (await ex.selectFrom("invoices").select("id").where("rectifies", "=", invoiceId).executeTakeFirst()) !== undefined;
    },

    /** A booking as its payment's invoice needs it, with its plan's price and VAT when the plan still exists. */
    async bookingPayment(trx: Trx, bookingId: number) {
      const booking = await trx.selectFrom("bookings").selectAll().where("id", "=", bookingId).executeTakeFirst();
      if (!booking) return undefined;
      const plan =
        booking.service_plan_id !== null
          ? await trx.selectFrom("service_plans").select(["price", "vat_rate"]).where("id", "=", booking.service_plan_id).executeTakeFirst()
          : undefined;
      return { booking, plan };
    },

    /** A booking's refunds, oldest first. */
    refundsOf: (trx: Trx, bookingId: number) =>
      trx.selectFrom("booking_refunds").select(["id", "amount"]).where("booking_id", "=", bookingId).orderBy("id").execute(),

    // ---- payments waiting for the fiscal identity ----------------------------------------

    /** A booking's payment waits for its invoice (once). */
    async addPending(trx: Trx, bookingId: number, paidAt: string): Promise<void> {
      await trx
        .insertInto("invoice_pending")
        .values({ booking_id: bookingId, paid_at: paidAt })
        .onConflict((oc) => oc.column("booking_id").doNothing())
        .execute();
    },

    async removePending(trx: Trx, bookingId: number): Promise<void> {
      await trx.deleteFrom("invoice_pending").where("booking_id", "=", bookingId).execute();
    },

    /** The booking's payment that has waited longest. */
    nextPending: (trx: Trx) => trx.selectFrom("invoice_pending").selectAll().orderBy("paid_at").orderBy("booking_id").limit(1).executeTakeFirst(),

    /**
     * The paid bundle without a sale invoice (sold while the identity was incomplete) paid
     * first. Derived, not queued: a paid bundle is invoiced at sale, so the only paid ones
     * without an invoice are these.
     */
    nextUninvoicedBundle: (trx: Trx) =>
      uninvoicedBundles(trx).select(["b.id", "b.paid_at", "b.refunded_cents"]).orderBy("b.paid_at").orderBy("b.id").limit(1).executeTakeFirst(),

    /** Payments waiting for their invoice: sessions' and bundles'. */
    async pendingCount(): Promise<number> {
      const r = await db
        .selectFrom("invoice_pending")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow();
      const bundles = await uninvoicedBundles(db)
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(r.n) + Number(bundles.n);
    },

    // ---- what the routes show ------------------------------------------------------------

    async find(id: number): Promise<InvoiceRow | undefined> {
      return db.selectFrom("invoices").selectAll().where("id", "=", id).executeTakeFirst();
    },

    /** Issued between two Madrid dates (inclusive), optionally of one type or one booking, in number order. */
    async list(f: { from?: string; to?: string; type?: InvoiceType; booking_id?: number }): Promise<InvoiceRow[]> {
      let q = db.selectFrom("invoices").selectAll();
      if (f.from) q = q.where("issue_date", ">=", f.from);
      if (f.to) q = q.where("issue_date", "<=", f.to);
      if (f.type) q = q.where("type", "=", f.type);
      if (f.booking_id) q = q.where("booking_id", "=", f.booking_id);
      return q.orderBy("id").execute();
    },

    /** For simplified invoices' ids: the number of the full invoice that replaced each, by id. */
    async replacementsOf(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom("invoices").select(["replaces", "number"]).where("replaces", "in", ids).execute();
      return new Map(rows.map((r) => [r.replaces!, r.number]));
    },

    /** The invoices of one booking, oldest first. */
    async ofBooking(bookingId: number): Promise<InvoiceRow[]> {
      return db.selectFrom("invoices").selectAll().where("booking_id", "=", bookingId).orderBy("id").execute();
    },

    /** Every record in chain order: what verify recomputes. */
    async chain(): Promise<InvoiceRow[]> {
      return db.selectFrom("invoices").selectAll().orderBy("id").execute();
    },

    /** The chain's head: how many records were issued and the last one's hash. */
    async chainHead(): Promise<{ records: number; last_hash: string }> {
      return db.selectFrom("invoice_chain").select(["records", "last_hash"]).where("id", "=", 1).executeTakeFirstOrThrow();
    },
  };
}

export type InvoicesRepository = ReturnType<typeof invoicesRepository>;
