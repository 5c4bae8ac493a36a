// Invoicing: what a payment, a refund and a completed fiscal identity mean for the practice's
// invoices. A payment (a booking's or a bundle's sale) gets its simplified invoice, a refund the
// rectifying invoice of what it corrects, each inside the transaction of the payment or refund
// (docs/decisions/028); while the identity misses a field an invoice needs, payments wait and
// are invoiced once it is complete, in the order paid. The SQL is in repository.ts; numbering
// and the hash chain in issue.ts (docs/decisions/048).
import { PRACTICE_CURRENCY, euroCents } from "../../core/money.js";
import { fiscalIdentityMissing, type PracticeIdentity } from "../../core/practice-identity.js";
import type { Database } from "../db/database.js";
import { isUniqueViolation } from "../db/unique-violation.js";
import { clock } from "../kernel/clock.js";
import type { Trx } from "../kernel/transactions.js";
import { practiceIdentityRepository } from "../practice/identity-repository.js";
import type { Repositories } from "../repositories.js";
import { issueInvoice, type InvoiceClient } from "./issue.js";
import type { InvoiceRow } from "./repository.js";

export interface InvoicingDeps {
  db: Database;
  repos: Repositories;
}

/** A payment: a booking's, or a bundle's sale. */
export type Payment = { bookingId: number } | { bundleId: number };
/** A refund: of a booking's payment (its refund's row), or of a bundle's unused part. */
export type Refund = { bookingId: number; refundId: number; amount: number } | { bundleId: number; amount: number };

/** What a bundle's sale invoice says it was for: the plan and the number of sessions. */
const bundleDescription = (b: { plan_title: string; sessions: number }) => `${b.plan_title} · ${b.sessions}`;

/** What a booking's invoice says it was for. */
const bookingDescription = (b: { service_plan_title: string | null; date: string | null }) =>
  [b.service_plan_title ?? "", b.date ?? ""].filter(Boolean).join(" · ");

export function invoicingService({ db, repos }: InvoicingDeps) {
  const invoices = repos.invoices;

  /** The practice as issuer, read in the transaction; null while a field an invoice needs is missing. */
  async function issuer(trx: Trx): Promise<PracticeIdentity | null> {
    const identity = await practiceIdentityRepository(trx).get();
    return fiscalIdentityMissing(identity).length ? null : identity;
  }

  /**
   * A booking's payment: null when nothing is owed (a free booking), it has its invoice already
   * (one per payment), or the identity is incomplete, in which case the payment waits.
   */
  async function invoiceBooking(trx: Trx, bookingId: number): Promise<InvoiceRow | null> {
    const now = clock.now().getTime();
    const found = await invoices.bookingPayment(trx, bookingId);
    if (!found) return null;
    if (await invoices.paymentInvoice(trx, bookingId)) return null;
    const { booking: b, plan } = found;
    const total = b.payment_amount ?? b.price_cents ?? (plan ? euroCents(plan.price) : null);
    if (total === null || total <= 0) return null;
    const paidAt = b.payment_received_at ?? b.paid_at ?? new Date(now).toISOString();
    const identity = await issuer(trx);
    if (!identity) {
      await invoices.addPending(trx, bookingId, paidAt);
      return null;
    }
    await invoices.removePending(trx, bookingId);
    return issueInvoice(
      invoices,
      trx,
      identity,
      {
        type: "simplified",
        aeatType: "F2",
        bookingId,
        description: bookingDescription(b),
        language: b.language,
        total,
        vatRate: plan?.vat_rate ?? 0,
        currency: (b.payment_currency ?? PRACTICE_CURRENCY).toUpperCase(),
        operationAt: paidAt,
      },
      now,
    );
  }

  /**
   * A bundle's sale, in the same series and chain as sessions, at its plan's VAT. Null when it
   * has its invoice already or the identity is incomplete: nothing is queued, a paid bundle
   * without a sale invoice is itself what waits (repository.ts, nextUninvoicedBundle).
   */
  async function invoiceBundle(trx: Trx, bundleId: number): Promise<InvoiceRow | null> {
    const now = clock.now().getTime();
    if (await invoices.saleInvoice(trx, bundleId)) return null;
    const identity = await issuer(trx);
    if (!identity) return null;
    const b = await repos.bundles.find(bundleId, trx);
    if (!b) return null;
    return issueInvoice(
      invoices,
      trx,
      identity,
      {
        type: "simplified",
        aeatType: "F2",
        bookingId: null,
        bundleId,
        description: bundleDescription(b),
        language: b.language,
        total: b.payment_amount ?? b.price_cents,
        vatRate: b.vat_rate,
        currency: (b.payment_currency ?? PRACTICE_CURRENCY).toUpperCase(),
        operationAt: b.paid_at ?? new Date(now).toISOString(),
      },
      now,
    );
  }

  /** A rectifying invoice by differences (a negative amount) correcting `original`: a booking's payment or a bundle's sale. */
  async function rectify(trx: Trx, original: InvoiceRow, amount: number, refundId: number | null): Promise<InvoiceRow | null> {
    const identity = await issuer(trx);
    if (!identity) return null;
    return issueInvoice(
      invoices,
      trx,
      identity,
      {
        type: "rectifying",
        // R5 corrects a simplified invoice; R1 a full one (art. 80.Dos LIVA: a refunded service).
        aeatType: original.type === "simplified" ? "R5" : "R1",
        bookingId: original.booking_id,
        bundleId: original.bundle_id,
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
      clock.now().getTime(),
    );
  }

  const service = {
    /** A payment happened: its invoice, inside the payment's transaction, or null (see invoiceBooking and invoiceBundle). */
    paymentReceived(trx: Trx, payment: Payment): Promise<InvoiceRow | null> {
      return "bookingId" in payment ? invoiceBooking(trx, payment.bookingId) : invoiceBundle(trx, payment.bundleId);
    },

    /**
     * A refund happened: the rectifying invoice of the payment's invoice (for a booking, the
     * full one when it has one), inside the refund's transaction; none when the payment has
     * no invoice yet (it gets its rectifying one when it is invoiced) or the identity is incomplete.
     */
    async refundMade(trx: Trx, refund: Refund): Promise<InvoiceRow | null> {
      const original = "bundleId" in refund ? await invoices.saleInvoice(trx, refund.bundleId) : await invoices.paymentInvoice(trx, refund.bookingId);
      if (!original) return null;
      return rectify(trx, original, refund.amount, "refundId" in refund ? refund.refundId : null);
    },

    /**
     * The identity is now complete: payments made while it was not are invoiced, one
     * transaction each, in the order they were paid (each dated today, with its payment's date
     * as the operation's), each followed by the rectifying invoices of what was refunded
     * meanwhile. Returns how many invoices were issued.
     */
    async identityCompleted(): Promise<number> {
      let issued = 0;
      for (;;) {
        const done = await db.transaction().execute(async (trx) => {
          const next = await invoices.nextPending(trx);
          // Bundles sold meanwhile take their place among the sessions in the order they were paid.
          const bundle = await invoices.nextUninvoicedBundle(trx);
          if (!next && !bundle) return false;
          if (!(await issuer(trx))) return false;
          if (bundle && (!next || (bundle.paid_at ?? "") < next.paid_at)) {
            if (!(await invoiceBundle(trx, bundle.id))) return true;
            issued++;
            if (bundle.refunded_cents > 0 && (await service.refundMade(trx, { bundleId: bundle.id, amount: bundle.refunded_cents }))) issued++;
            return true;
          }
          if (!next) return false;
          const row = await invoiceBooking(trx, next.booking_id);
          await invoices.removePending(trx, next.booking_id);
          if (row) {
            issued++;
            for (const r of await invoices.refundsOf(trx, next.booking_id))
              if (await service.refundMade(trx, { bookingId: next.booking_id, refundId: r.id, amount: r.amount })) issued++;
          }
          return true;
        });
        if (!done) return issued;
      }
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
        const current = await invoices.paymentInvoice(trx, bookingId);
        if (!current) return { refused: "no_invoice" as const };
        if (current.type === "full") return { refused: "already_full" as const };
        // A refund already rectified the simplified invoice: replacing it now would count the refund twice.
        if (await invoices.isRectified(trx, current.id)) return { refused: "rectified" as const };
        const identity = await issuer(trx);
        if (!identity) return { refused: "identity_incomplete" as const };
        const invoice = await issueInvoice(
          invoices,
          trx,
          identity,
          {
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
          },
          clock.now().getTime(),
        );
        return { invoice };
      });
      // Asked several times at once: on PostgreSQL the others read "no full invoice yet" before
      // the first committed, and the one-full-invoice-per-payment index refuses them.
      return asked.catch((e: unknown) => {
        if (isUniqueViolation(e, "invoices_replaces") || isUniqueViolation(e, "invoices.replaces")) return { refused: "already_full" as const };
        throw e;
      });
    },
  };
  return service;
}

export type InvoicingService = ReturnType<typeof invoicingService>;
