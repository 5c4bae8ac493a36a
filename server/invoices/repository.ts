// Issued invoices and their VeriFactu registration records. Every write runs inside the
// transaction of the payment or refund it documents (docs/decisions/028): the number, the
// record's place in the hash chain and the invoice are stored together or not at all.
// Nothing here updates or deletes an invoice: corrections are rectifying invoices.
import { sql, type Transaction } from "kysely";
import { PRACTICE_CURRENCY, euroCents } from "../../core/money.js";
import { fiscalIdentityMissing, type PracticeIdentity } from "../../core/practice-identity.js";
import { aeatDate, altaHash, madridDate, madridTimestamp, splitVat } from "../../core/verifactu.js";
import type { Database } from "../db/database.js";
import type { DB, Row } from "../db/schema.js";
import { practiceIdentityRepository } from "../practice/identity-repository.js";
import { clock } from "../kernel/clock.js";
import { recordDigest } from "./record-digest.js";
import { isUniqueViolation } from "../db/unique-violation.js";

type Trx = Transaction<DB>;
export type InvoiceRow = Row<"invoices">;
export type InvoiceType = "simplified" | "full" | "rectifying";

/** The client named on a full invoice. */
export interface InvoiceClient {
  name: string;
  tax_id: string;
  address: string;
}

/** Series of each kind: the practice's prefix, with C for full and R for rectifying invoices. */
export function seriesFor(prefix: string, type: InvoiceType): string {
  return type === "simplified" ? prefix : `${prefix}${type === "full" ? "C" : "R"}`;
}

export const printedNumber = (series: string, year: number, seq: number) => `${series}${year}-${String(seq).padStart(6, "0")}`;

interface Draft {
  type: InvoiceType;
  aeatType: string;
  bookingId: number | null;
  /** A bundle's sale, or its refund's correction. */
  bundleId?: number | null;
  rectifies?: number | null;
  replaces?: number | null;
  refundId?: number | null;
  description: string;
  language: string;
  client?: InvoiceClient | null;
  total: number;
  vatRate: number;
  currency: string;
  /** When the payment (or refund) happened, if another day than the issue. */
  operationAt?: string | null;
}

/**
 * One invoice: the chain's head is locked first (a row update: PostgreSQL's row lock; on
 * SQLite every transaction already holds the write lock), then the series' counter is
 * incremented, then the record is hashed onto the chain. Concurrent payments, in this
 * process or another instance, wait for each other here and take consecutive numbers.
 */
async function issue(trx: Trx, identity: PracticeIdentity, d: Draft, now = clock.now().getTime()): Promise<InvoiceRow> {
  const head = await trx
    .updateTable("invoice_chain")
    .set((eb) => ({ records: eb("records", "+", 1) }))
    .where("id", "=", 1)
    .returning(["last_hash", "records"])
    .executeTakeFirstOrThrow();
  const issueDate = madridDate(now);
  const year = Number(issueDate.slice(0, 4));
  const series = seriesFor(identity.invoice_series, d.type);
  const counter = await trx
    .insertInto("invoice_counters")
    .values({ series, year, last_number: 1 })
    .onConflict((oc) => oc.columns(["series", "year"]).doUpdateSet({ last_number: sql`invoice_counters.last_number + 1` }))
    .returning("last_number")
    .executeTakeFirstOrThrow();
  const number = printedNumber(series, year, counter.last_number);
  const { base, vat } = splitVat(d.total, d.vatRate);
  const generatedAt = madridTimestamp(now);
  const hash = await altaHash({
    issuerTaxId: identity.tax_id,
    number,
    issueDate: aeatDate(issueDate),
    aeatType: d.aeatType,
    vat,
    total: d.total,
    previousHash: head.last_hash,
    generatedAt,
  });
  const operationDate = d.operationAt ? madridDate(Date.parse(d.operationAt)) : null;
  const values = {
    series,
    year,
    seq: counter.last_number,
    number,
    type: d.type,
    aeat_type: d.aeatType,
    issued_at: new Date(now).toISOString(),
    issue_date: issueDate,
    operation_date: operationDate && operationDate !== issueDate ? operationDate : null,
    booking_id: d.bookingId,
    bundle_id: d.bundleId ?? null,
    rectifies: d.rectifies ?? null,
    replaces: d.replaces ?? null,
    refund_id: d.refundId ?? null,
    description: d.description,
    language: d.language,
    client_name: d.client?.name ?? null,
    client_tax_id: d.client?.tax_id ?? null,
    client_address: d.client?.address ?? null,
    issuer_name: identity.legal_name,
    issuer_tax_id: identity.tax_id,
    issuer_address: identity.address,
    issuer_registration: [identity.college, identity.registration_number].filter(Boolean).join(" "),
    base,
    vat_rate: d.vatRate,
    vat,
    total: d.total,
    currency: d.currency,
    generated_at: generatedAt,
    previous_hash: head.last_hash,
    hash,
  };
  const row = await trx
    .insertInto("invoices")
    .values({ ...values, record_digest: recordDigest(values) })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx.updateTable("invoice_chain").set({ last_hash: hash }).where("id", "=", 1).execute();
  return row;
}

/** What a bundle's sale invoice says it was for: the plan and the number of sessions. */
export const bundleDescription = (b: { plan_title: string; sessions: number }) => `${b.plan_title} · ${b.sessions}`;

/** What a booking's invoice says it was for. */
const descriptionOf = (b: { service_plan_title: string | null; date: string | null }) => [b.service_plan_title ?? "", b.date ?? ""].filter(Boolean).join(" · ");

export function invoicesRepository(db: Database) {
  /** The invoice that currently documents a booking's payment: the full one if there is one, else the simplified one. */
  async function paymentInvoice(ex: Database | Trx, bookingId: number): Promise<InvoiceRow | undefined> {
    const rows = await ex.selectFrom("invoices").selectAll().where("booking_id", "=", bookingId).where("type", "!=", "rectifying").orderBy("id").execute();
    return rows.find((r) => r.type === "full") ?? rows[0];
  }

  /**
   * The invoice of a booking's payment, inside the transaction that marks it paid; null when
   * nothing is owed (a free booking) or the fiscal identity is incomplete, in which case the
   * payment waits in invoice_pending and is invoiced once the identity is complete.
   */
  async function forPayment(trx: Trx, bookingId: number, now = clock.now().getTime()): Promise<InvoiceRow | null> {
    const b = await trx.selectFrom("bookings").selectAll().where("id", "=", bookingId).executeTakeFirst();
    if (!b) return null;
    if (await paymentInvoice(trx, bookingId)) return null; // one invoice per payment
    const plan =
      b.service_plan_id !== null
        ? await trx.selectFrom("service_plans").select(["price", "vat_rate"]).where("id", "=", b.service_plan_id).executeTakeFirst()
        : undefined;
    const total = b.payment_amount ?? b.price_cents ?? (plan ? euroCents(plan.price) : null);
    if (total === null || total <= 0) return null;
    const paidAt = b.payment_received_at ?? b.paid_at ?? new Date(now).toISOString();
    const identity = await practiceIdentityRepository(trx).get();
    if (fiscalIdentityMissing(identity).length) {
      await trx
        .insertInto("invoice_pending")
        .values({ booking_id: bookingId, paid_at: paidAt })
        .onConflict((oc) => oc.column("booking_id").doNothing())
        .execute();
      return null;
    }
    await trx.deleteFrom("invoice_pending").where("booking_id", "=", bookingId).execute();
    return issue(
      trx,
      identity,
      {
        type: "simplified",
        aeatType: "F2",
        bookingId,
        description: descriptionOf(b),
        language: b.language,
        total,
        vatRate: plan?.vat_rate ?? 0,
        currency: (b.payment_currency ?? PRACTICE_CURRENCY).toUpperCase(),
        operationAt: paidAt,
      },
      now,
    );
  }

  /** The invoice of a bundle's sale (not a rectifying one). */
  const saleInvoice = (ex: Database | Trx, bundleId: number) =>
    ex.selectFrom("invoices").selectAll().where("bundle_id", "=", bundleId).where("type", "!=", "rectifying").orderBy("id").executeTakeFirst();

  /**
   * The next sale to invoice now that the identity is complete: a paid bundle without a sale
   * invoice (sold while it was incomplete), oldest payment first. Derived, not queued: a paid
   * bundle is invoiced once at sale, so the only paid ones without an invoice are these.
   */
  const nextUninvoicedBundle = (ex: Database | Trx) =>
    ex
      .selectFrom("client_bundles as b")
      .select(["b.id", "b.paid_at"])
      .where("b.status", "=", "paid")
      .where((eb) => eb.not(eb.exists(eb.selectFrom("invoices as i").select("i.id").whereRef("i.bundle_id", "=", "b.id").where("i.type", "!=", "rectifying"))))
      .orderBy("b.paid_at")
      .orderBy("b.id")
      .limit(1)
      .executeTakeFirst();

  /** A paid bundle's sale invoice, issued later; then one rectifying invoice for what was refunded meanwhile. Answers how many were issued. */
  async function invoiceBundleLate(trx: Trx, bundleId: number): Promise<number> {
    const b = await trx.selectFrom("client_bundles").selectAll().where("id", "=", bundleId).executeTakeFirstOrThrow();
    const sale = await invoices.forBundle(trx, {
      id: b.id,
      description: bundleDescription(b),
      language: b.language,
      total: b.payment_amount ?? b.price_cents,
      vatRate: b.vat_rate,
      currency: (b.payment_currency ?? PRACTICE_CURRENCY).toUpperCase(),
      paidAt: b.paid_at ?? new Date().toISOString(),
    });
    if (!sale) return 0;
    return b.refunded_cents > 0 && (await invoices.forBundleRefund(trx, b.id, b.refunded_cents)) ? 2 : 1;
  }

  const invoices = {
    forPayment,

    /**
     * A bundle's sale, invoiced once at payment in the same series and chain as sessions, at its
     * plan's VAT; null when the fiscal identity is incomplete: the sale is invoiced once it is
     * complete (issuePending), as a session's payment is.
     */
    async forBundle(
      trx: Trx,
      b: { id: number; description: string; language: string; total: number; vatRate: number; currency: string; paidAt: string },
      now = clock.now().getTime(),
    ): Promise<InvoiceRow | null> {
      if (await saleInvoice(trx, b.id)) return null;
      const identity = await practiceIdentityRepository(trx).get();
      if (fiscalIdentityMissing(identity).length) return null;
      return issue(
        trx,
        identity,
        {
          type: "simplified",
          aeatType: "F2",
          bookingId: null,
          bundleId: b.id,
          description: b.description,
          language: b.language,
          total: b.total,
          vatRate: b.vatRate,
          currency: b.currency,
          operationAt: b.paidAt,
        },
        now,
      );
    },

    /** The rectifying invoice of a bundle's refund, correcting its sale invoice; none when the sale has none. */
    async forBundleRefund(trx: Trx, bundleId: number, amount: number, now = clock.now().getTime()): Promise<InvoiceRow | null> {
      const original = await saleInvoice(trx, bundleId);
      if (!original) return null;
      const identity = await practiceIdentityRepository(trx).get();
      if (fiscalIdentityMissing(identity).length) return null;
      return issue(
        trx,
        identity,
        {
          type: "rectifying",
          aeatType: "R5",
          bookingId: null,
          bundleId,
          rectifies: original.id,
          description: original.description,
          language: original.language,
          total: -amount,
          vatRate: original.vat_rate,
          currency: original.currency,
        },
        now,
      );
    },

    paymentInvoice: (bookingId: number) => paymentInvoice(db, bookingId),

    /**
     * A refund's rectifying invoice (by differences: negative amounts), inside the refund's
     * transaction, correcting the invoice of the payment; none when that payment has none.
     */
    async forRefund(trx: Trx, bookingId: number, refundId: number, amount: number, now = clock.now().getTime()): Promise<InvoiceRow | null> {
      const original = await paymentInvoice(trx, bookingId);
      if (!original) return null;
      const identity = await practiceIdentityRepository(trx).get();
      if (fiscalIdentityMissing(identity).length) return null;
      return issue(
        trx,
        identity,
        {
          type: "rectifying",
          // R5 corrects a simplified invoice; R1 a full one (art. 80.Dos LIVA: a refunded service).
          aeatType: original.type === "simplified" ? "R5" : "R1",
          bookingId,
          rectifies: original.id,
          refundId,
          description: original.description,
          language: original.language,
          client:
            original.client_name !== null ? { name: original.client_name, tax_id: original.client_tax_id ?? "", address: original.client_address ?? "" } : null,
          total: -amount,
          vatRate: original.vat_rate,
          currency: original.currency,
        },
        now,
      );
    },

    /**
     * The client asks for a full invoice with her name, tax id and address: issued in the full
     * series, recording the simplified one it replaces (TipoFactura F3). One per payment.
     */
    async fullInPlaceOf(
      bookingId: number,
      client: InvoiceClient,
    ): Promise<{ invoice: InvoiceRow } | { refused: "no_invoice" | "already_full" | "rectified" | "identity_incomplete" }> {
      const asked = db.transaction().execute(async (trx) => {
        const current = await paymentInvoice(trx, bookingId);
        if (!current) return { refused: "no_invoice" as const };
        if (current.type === "full") return { refused: "already_full" as const };
        // A refund already rectified the simplified invoice: replacing it now would count the refund twice.
        const rectified = await trx.selectFrom("invoices").select("id").where("rectifies", "=", current.id).executeTakeFirst();
        if (rectified) return { refused: "rectified" as const };
        const identity = await practiceIdentityRepository(trx).get();
        if (fiscalIdentityMissing(identity).length) return { refused: "identity_incomplete" as const };
        const invoice = await issue(trx, identity, {
          type: "full",
          aeatType: "F3",
          bookingId,
          replaces: current.id,
          description: current.description,
          language: current.language,
          client,
          total: current.total,
          vatRate: current.vat_rate,
          currency: current.currency,
          operationAt: current.operation_date ?? current.issue_date,
        });
        return { invoice };
      });
      // Asked several times at once: on PostgreSQL the others read "no full invoice yet" before
      // the first committed, and the one-full-invoice-per-payment index refuses them.
      return asked.catch((e: unknown) => {
        if (isUniqueViolation(e, "invoices_replaces") || isUniqueViolation(e, "invoices.replaces")) return { refused: "already_full" as const };
        throw e;
      });
    },

    /**
     * Payments made while the identity was incomplete, invoiced now in the order they were paid
     * (each dated today, with its payment's date as the operation's). Returns how many.
     */
    async issuePending(): Promise<number> {
      let issued = 0;
      for (;;) {
        const done = await db.transaction().execute(async (trx) => {
          const next = await trx.selectFrom("invoice_pending").selectAll().orderBy("paid_at").orderBy("booking_id").limit(1).executeTakeFirst();
          // Bundles sold meanwhile take their place among the sessions in the order they were paid.
          const bundle = await nextUninvoicedBundle(trx);
          if (!next && !bundle) return false;
          const identity = await practiceIdentityRepository(trx).get();
          if (fiscalIdentityMissing(identity).length) return false;
          if (bundle && (!next || (bundle.paid_at ?? "") < next.paid_at)) {
            issued += await invoiceBundleLate(trx, bundle.id);
            return true;
          }
          if (!next) return false;
          const row = await forPayment(trx, next.booking_id);
          await trx.deleteFrom("invoice_pending").where("booking_id", "=", next.booking_id).execute();
          if (row) {
            issued++;
            // Refunded meanwhile: each refund gets its rectifying invoice too, after the invoice it corrects.
            const refunds = await trx.selectFrom("booking_refunds").select(["id", "amount"]).where("booking_id", "=", next.booking_id).orderBy("id").execute();
            for (const r of refunds) if (await invoices.forRefund(trx, next.booking_id, r.id, r.amount)) issued++;
          }
          return true;
        });
        if (!done) return issued;
      }
    },

    /** Payments waiting for their invoice: sessions' and bundles'. */
    async pendingCount(): Promise<number> {
      const r = await db
        .selectFrom("invoice_pending")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow();
      const bundles = await db
        .selectFrom("client_bundles as b")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("b.status", "=", "paid")
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom("invoices as i").select("i.id").whereRef("i.bundle_id", "=", "b.id").where("i.type", "!=", "rectifying"))),
        )
        .executeTakeFirstOrThrow();
      return Number(r.n) + Number(bundles.n);
    },

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
  return invoices;
}

export type InvoicesRepository = ReturnType<typeof invoicesRepository>;
