import type { FastifyBaseLogger } from "fastify";
import { formatMoney } from "../../core/money.js";
import type { BookingActor } from "../../core/booking-status.js";
import type { Config } from "../config.js";
import type { Repositories } from "../repositories.js";
import type { BookingRow } from "../bookings/repository.js";
import { ApiError } from "../http/errors.js";
import { isUniqueViolation } from "../db/unique-violation.js";
import { stripeGetter } from "./stripe-client.js";
import { expectedCents } from "./payment-state.js";
import { paymentOf } from "./payment-state.js";
import { refundDueNotice, refundMail, refundedNotice } from "./payment-mails.js";

export interface RefundDeps {
  repos: Repositories;
  config: Config;
  log: FastifyBaseLogger;
  outboxWorker?: { kick(): void };
}

export type RefundSource = "client_cancel" | "admin" | "by_hand" | "stripe_dashboard";

/** A charge as Stripe's charge.refunded event carries it: what the webhook reads of it. */
export interface RefundedCharge {
  payment_intent: string | null;
  amount_refunded: number;
  currency: string;
  refunds: { id: string; amount: number }[] | null;
}

/**
 * Refunds by the policy (SPEC §1: free cancellation up to 24 h before; no refunds after a
 * personalised plan is delivered, which she decides). Through Stripe when the payment was
 * Stripe's and a secret key is set; otherwise she refunds by hand and records it here. Every
 * refund is a row with Stripe's id (when there is one) and a line in the booking's history.
 */
export function refundService({ repos, config, log, outboxWorker }: RefundDeps) {
  const stripe = stripeGetter(config);
  const mailCtx = {
    publicUrl: config.PUBLIC_URL.replace(/\/$/, ""),
    mailFrom: config.MAIL_FROM,
    nutritionistEmail: config.NUTRITIONIST_EMAIL,
    signature: config.MAIL_SIGNATURE,
  };

  /** What can still be refunded of a booking's payment, or null when nothing was received. */
  async function refundable(row: BookingRow) {
    const p = paymentOf(row, await expectedCents(repos, row));
    if (p.amount === null || p.currency === null || p.paid_at === null) return null;
    const left = p.amount - p.refunded_amount;
    return left > 0 ? { left, currency: p.currency, reference: row.payment_reference } : null;
  }

  /** Records a refund with its history line (and, when asked, the client's mail); false if already recorded. */
  async function record(
    row: BookingRow,
    r: { amount: number; currency: string; providerRefundId: string | null; source: RefundSource; actor: BookingActor; note: string; mailClient: boolean },
  ): Promise<boolean> {
    try {
      await repos.bookings.transaction(async (trx) => {
        const b = await repos.bookings.note(trx, row.id, r.actor, r.note);
        if (!b) return;
        const refundId = await repos.bookingPayments.addRefund(trx, {
          bookingId: row.id,
          amount: r.amount,
          currency: r.currency,
          providerRefundId: r.providerRefundId,
          source: r.source,
          at: new Date().toISOString(),
        });
        // Its rectifying invoice, in the same transaction (docs/decisions/028).
        const rectifying = await repos.invoices.forRefund(trx, row.id, refundId, r.amount);
        // The automatic refund of a client's cancellation: she learns it was done, and by which invoice.
        if (r.source === "client_cancel") {
          const notice = refundedNotice(mailCtx, b, r.amount, r.currency, rectifying?.number ?? null);
          await repos.outbox.add(trx, [{ kind: "refund_notice", bookingId: row.id, mail: notice }]);
        }
        if (r.mailClient) await repos.outbox.add(trx, [{ kind: "refund_issued", bookingId: row.id, mail: refundMail(mailCtx, b, r.amount, r.currency) }]);
      });
    } catch (e) {
      if (isUniqueViolation(e, "provider_refund_id")) return false;
      throw e;
    }
    outboxWorker?.kick();
    return true;
  }

  async function viaStripe(row: BookingRow, amount: number, reference: string): Promise<string> {
    const refund = await (await stripe!()).refunds.create({ payment_intent: reference, amount, metadata: { booking_id: String(row.id) } });
    return refund.id;
  }

  async function tellHer(row: BookingRow, amount: number, currency: string, why: string, note: string) {
    await repos.bookings.transaction(async (trx) => {
      const b = await repos.bookings.note(trx, row.id, "system", note);
      if (b) await repos.outbox.add(trx, [{ kind: "refund_notice", bookingId: row.id, mail: refundDueNotice(mailCtx, b, amount, currency, why) }]);
    });
    outboxWorker?.kick();
  }

  return {
    /** Whether refunds go through Stripe (a secret key is set). */
    throughStripe: stripe !== null,

    /**
     * She refunds a booking: all that is left, or `amount` cents of it. Through Stripe when the
     * payment was Stripe's; otherwise recorded as done by hand. The client is told by mail.
     */
    async refund(id: number, amount: number | undefined, adminEmail: string): Promise<void> {
      const row = await repos.bookings.find(id);
      if (!row) throw new ApiError(404, "booking_not_found");
      const r = await refundable(row);
      if (!r) throw new ApiError(409, "refund_not_paid");
      const value = amount ?? r.left;
      if (!Number.isInteger(value) || value < 1 || value > r.left) throw new ApiError(422, "refund_amount_invalid", { amount: ["refund_amount_invalid"] });
      const money = formatMoney(value, r.currency);
      if (stripe && r.reference) {
        let refundId: string;
        try {
          refundId = await viaStripe(row, value, r.reference);
        } catch (e) {
          log.error({ err: e, bookingId: id }, "stripe refund failed");
          throw new ApiError(502, "refund_failed");
        }
        await record(row, {
          amount: value,
          currency: r.currency,
          providerRefundId: refundId,
          source: "admin",
          actor: "admin",
          note: `refunded ${money} through Stripe (${refundId}) by ${adminEmail}`,
          mailClient: true,
        });
      } else {
        await record(row, {
          amount: value,
          currency: r.currency,
          providerRefundId: null,
          source: "by_hand",
          actor: "admin",
          note: `refund of ${money} made by hand, recorded by ${adminEmail}`,
          mailClient: true,
        });
      }
    },

    /** A paid booking the client cancels within the free window is refunded in full: how much, or null. */
    async dueOnClientCancel(row: BookingRow): Promise<{ amount: number; currency: string } | null> {
      const r = await refundable(row);
      return r ? { amount: r.left, currency: r.currency } : null;
    },

    /**
     * After the client's cancellation: the full refund through Stripe, or (no Stripe payment, or
     * Stripe refused) a notice to her to refund by hand. Her cancellation mail already said how
     * much and when, the same in both cases.
     */
    async afterClientCancel(id: number, due: { amount: number; currency: string }): Promise<void> {
      const row = await repos.bookings.find(id);
      if (!row) return;
      const money = formatMoney(due.amount, due.currency);
      if (stripe && row.payment_reference) {
        try {
          const refundId = await viaStripe(row, due.amount, row.payment_reference);
          await record(row, {
            amount: due.amount,
            currency: due.currency,
            providerRefundId: refundId,
            source: "client_cancel",
            actor: "system",
            note: `refunded ${money} through Stripe (${refundId}): cancelled by the client within the free window`,
            mailClient: false,
          });
          return;
        } catch (e) {
          log.error({ err: e, bookingId: id }, "automatic stripe refund failed");
          await tellHer(
            row,
            due.amount,
            due.currency,
            "The client cancelled within the free window, and the automatic refund through Stripe failed.",
            `automatic refund of ${money} failed: refund due by hand`,
          );
          return;
        }
      }
      await tellHer(
        row,
        due.amount,
        due.currency,
        "The client cancelled within the free window; this payment was not made through Stripe, so the refund is yours to make.",
        `refund of ${money} due by hand: cancelled by the client within the free window`,
      );
    },

    /**
     * Stripe's charge.refunded: refunds made in its dashboard (or by our own calls, already
     * recorded) are reconciled, so the booking's refunded sum matches Stripe's.
     */
    async reconcileCharge(eventId: string, charge: RefundedCharge): Promise<"refund_recorded" | "already_recorded" | "unknown_payment"> {
      const row = charge.payment_intent ? await repos.bookingPayments.findByReference(charge.payment_intent) : undefined;
      if (!row) {
        log.warn({ eventId }, "stripe refund for a payment of no booking");
        return "unknown_payment";
      }
      const currency = charge.currency.toUpperCase();
      let recorded = false;
      if (charge.refunds && charge.refunds.length) {
        for (const re of charge.refunds) {
          if (await repos.bookingPayments.hasRefund(re.id)) continue;
          const note = `refund of ${formatMoney(re.amount, currency)} made in Stripe's dashboard (${re.id}, event ${eventId})`;
          recorded =
            (await record(row, {
              amount: re.amount,
              currency,
              providerRefundId: re.id,
              source: "stripe_dashboard",
              actor: "system",
              note,
              mailClient: true,
            })) || recorded;
        }
        return recorded ? "refund_recorded" : "already_recorded";
      }
      // Newer API versions leave the list out: what Stripe refunded beyond what we know of.
      const diff = charge.amount_refunded - row.refunded_amount;
      if (diff <= 0) return "already_recorded";
      const note = `refund of ${formatMoney(diff, currency)} made in Stripe's dashboard (event ${eventId})`;
      await record(row, { amount: diff, currency, providerRefundId: null, source: "stripe_dashboard", actor: "system", note, mailClient: true });
      return "refund_recorded";
    },
  };
}

export type RefundService = ReturnType<typeof refundService>;
