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
import type { MailContext } from "../bookings/mails.js";
import { practiceMailContext } from "../practice/practice-mail.js";
import type { InvoicingService } from "../invoices/invoicing-service.js";
import type { MailQueue } from "../outbox/mail-queue.js";
import type { OutgoingMail } from "../mail/outgoing-mail.js";
import { planDeliveredCancelNotice, refundDueNotice, refundedNotice, refundFlagNotice, refundMail, secondPaymentNotice } from "./payment-mails.js";

export interface RefundDeps {
  repos: Repositories;
  config: Config;
  log: FastifyBaseLogger;
  /** Where a change's mails are queued (server/outbox/mail-queue.ts). */
  mails: MailQueue;
  invoicing: InvoicingService;
}

/** What the client's cancellation refunds: counted already when Stripe refunds it; nothing automatic after a delivered plan. */
export interface ClientCancelRefund {
  amount: number;
  currency: string;
  counted: boolean;
  planDelivered: boolean;
}

export type RefundSource = "client_cancel" | "admin" | "by_hand" | "stripe_dashboard" | "second_payment";

/** How a refund's amount is counted on the booking's refunded sum. */
type Counting = { within: number } | "counted" | "another_payment";

/** A charge as Stripe's charge.refunded event carries it: what the webhook reads of it. */
export interface RefundedCharge {
  payment_intent: string | null;
  amount_refunded: number;
  currency: string;
  refunds: { id: string; amount: number }[] | null;
}

/**
 * Refunds by the policy (free cancellation up to 24 h before; no refunds after a
 * personalised plan is delivered, which she decides). Through Stripe when the payment was
 * Stripe's and a secret key is set; otherwise she refunds by hand and records it here. Every
 * refund is a row with Stripe's id (when there is one) and a line in the booking's history.
 */
export function refundService({ repos, config, log, mails, invoicing }: RefundDeps) {
  const stripe = stripeGetter(config);
  const payments = repos.bookingPayments;
  /** The practice as mails name it, read when a mail is written (server/practice/practice-mail.ts). */
  const mailContext = () => practiceMailContext(repos, config);

  /** A booking's payment: what was paid, what is left to refund, or null when nothing was received. */
  async function paymentLeft(row: BookingRow) {
    const p = paymentOf(row, await expectedCents(repos, row));
    if (p.amount === null || p.currency === null || p.paid_at === null) return null;
    return { paid: p.amount, left: p.amount - p.refunded_amount, currency: p.currency, reference: row.payment_reference };
  }

  /** What can still be refunded of a booking's payment, or null when nothing is. */
  async function refundable(row: BookingRow) {
    const p = await paymentLeft(row);
    return p && p.left > 0 ? p : null;
  }

  /** The refusal when another refund took what was left meanwhile: nothing left (409), or less than asked (422). */
  async function overdrawn(id: number): Promise<ApiError> {
    const row = await repos.bookings.find(id);
    return row && (await refundable(row))
      ? new ApiError(422, "refund_amount_invalid", { amount: ["refund_amount_invalid"] })
      : new ApiError(409, "refund_not_paid");
  }

  /**
   * Records a refund with its history line, its rectifying invoice (of the booking's own
   * payment) and, when asked, the client's mail. `count`: counted here within what was paid
   * (refused when it would pass it), counted already, or a refund of another payment.
   */
  async function record(
    row: BookingRow,
    r: { amount: number; currency: string; providerRefundId: string | null; source: RefundSource; actor: BookingActor; note: string; mailClient: boolean },
    count: Counting,
    paymentReference?: string,
  ): Promise<"recorded" | "already_recorded" | "over"> {
    const over = new Error("refund over what was paid");
    try {
      const mailCtx = await mailContext();
      await mails.transaction(async (trx, queue) => {
        if (typeof count === "object" && !(await payments.countRefund(row.id, r.amount, count.within, trx))) throw over;
        const b = await repos.bookings.note(trx, row.id, r.actor, r.note);
        if (!b) return;
        const refundId = await payments.addRefund(trx, {
          bookingId: row.id,
          amount: r.amount,
          currency: r.currency,
          providerRefundId: r.providerRefundId,
          source: r.source,
          at: new Date().toISOString(),
          paymentReference,
        });
        // Its rectifying invoice, in the same transaction (docs/decisions/028); a second payment had none.
        const rectifying = count !== "another_payment" ? await invoicing.refundMade(trx, { bookingId: row.id, refundId, amount: r.amount }) : null;
        // The automatic refund of a client's cancellation: she learns it was done, and by which invoice.
        if (r.source === "client_cancel") {
          const notice = refundedNotice(mailCtx, b, r.amount, r.currency, rectifying?.number ?? null);
          await queue(trx, [{ kind: "refund_notice", bookingId: row.id, mail: notice }]);
        }
        if (r.mailClient) await queue(trx, [{ kind: "refund_issued", bookingId: row.id, mail: refundMail(mailCtx, b, r.amount, r.currency) }]);
      });
    } catch (e) {
      if (e === over) return "over";
      if (isUniqueViolation(e, "provider_refund_id")) return "already_recorded";
      throw e;
    }
    return "recorded";
  }

  /** Records a refund Stripe made whose amount was counted before asking it; counted back if it was recorded already. */
  async function recordCounted(row: BookingRow, r: Parameters<typeof record>[1]) {
    if ((await record(row, r, "counted")) === "already_recorded") await payments.uncountRefund(row.id, r.amount);
  }

  async function viaStripe(row: BookingRow, amount: number, reference: string): Promise<string> {
    const refund = await (await stripe!()).refunds.create({ payment_intent: reference, amount, metadata: { booking_id: String(row.id) } });
    return refund.id;
  }

  /** A history line and a mail to her, together. */
  async function tellHer(row: BookingRow, note: string, mail: (b: BookingRow, ctx: MailContext) => OutgoingMail) {
    const mailCtx = await mailContext();
    await mails.transaction(async (trx, queue) => {
      const b = await repos.bookings.note(trx, row.id, "system", note);
      if (b) await queue(trx, [{ kind: "refund_notice", bookingId: row.id, mail: mail(b, mailCtx) }]);
    });
  }

  const refundDue = (row: BookingRow, amount: number, currency: string, why: string, note: string) =>
    tellHer(row, note, (b, mailCtx) => refundDueNotice(mailCtx, b, amount, currency, why));

  return {
    /** Whether refunds go through Stripe (a secret key is set). */
    throughStripe: stripe !== null,

    /**
     * She refunds a booking: all that is left, or `amount` cents of it. Through Stripe when the
     * payment was Stripe's; otherwise recorded as done by hand. The client is told by mail.
     * The amount is counted on the booking in the same statement that checks it is still left,
     * before Stripe is asked, so parallel refunds cannot together pass what was paid.
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
        if (!(await payments.countRefund(id, value, r.paid))) throw await overdrawn(id);
        let refundId: string;
        try {
          refundId = await viaStripe(row, value, r.reference);
        } catch (e) {
          await payments.uncountRefund(id, value);
          log.error({ err: e, bookingId: id }, "stripe refund failed");
          throw new ApiError(502, "refund_failed");
        }
        await recordCounted(row, {
          amount: value,
          currency: r.currency,
          providerRefundId: refundId,
          source: "admin",
          actor: "admin",
          note: `refunded ${money} through Stripe (${refundId}) by ${adminEmail}`,
          mailClient: true,
        });
        return;
      }
      const done = await record(
        row,
        {
          amount: value,
          currency: r.currency,
          providerRefundId: null,
          source: "by_hand",
          actor: "admin",
          note: `refund of ${money} made by hand, recorded by ${adminEmail}`,
          mailClient: true,
        },
        { within: r.paid },
      );
      if (done === "over") throw await overdrawn(id);
    },

    /**
     * What the client's cancellation within the free window refunds: all that is left, counted
     * on the booking now when Stripe will refund it (a refund she makes at the same time then
     * finds nothing left, or this finds only what hers left). After a plan was delivered for
     * the booking nothing is refunded by itself: she is told and decides.
     */
    async dueOnClientCancel(row: BookingRow): Promise<ClientCancelRefund | null> {
      const p = await refundable(row);
      if (!p) return null;
      if ((await payments.plansDelivered(row.id)) > 0) return { amount: p.left, currency: p.currency, counted: false, planDelivered: true };
      if (!stripe || !p.reference) return { amount: p.left, currency: p.currency, counted: false, planDelivered: false };
      const amount = await payments.countRest(row.id, p.paid);
      return amount > 0 ? { amount, currency: p.currency, counted: true, planDelivered: false } : null;
    },

    /** The cancellation did not happen: what dueOnClientCancel counted is given back. */
    async cancelFailed(id: number, due: ClientCancelRefund): Promise<void> {
      if (due.counted) await payments.uncountRefund(id, due.amount);
    },

    /**
     * After the client's cancellation: the refund through Stripe, or (no Stripe payment, or
     * Stripe refused) a notice to her to refund by hand. Her cancellation mail already said how
     * much and when, the same in both cases. After a delivered plan, only a notice: she decides.
     */
    async afterClientCancel(id: number, due: ClientCancelRefund): Promise<void> {
      const row = await repos.bookings.find(id);
      if (!row) return;
      const money = formatMoney(due.amount, due.currency);
      if (due.planDelivered) {
        await tellHer(
          row,
          `cancelled by the client within the free window after a plan was delivered: no automatic refund of ${money}, yours to decide`,
          (b, mailCtx) => planDeliveredCancelNotice(mailCtx, b, due.amount, due.currency),
        );
        return;
      }
      if (due.counted && row.payment_reference) {
        try {
          const refundId = await viaStripe(row, due.amount, row.payment_reference);
          await recordCounted(row, {
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
          await payments.uncountRefund(id, due.amount);
          log.error({ err: e, bookingId: id }, "automatic stripe refund failed");
          await refundDue(
            row,
            due.amount,
            due.currency,
            "The client cancelled within the free window, and the automatic refund through Stripe failed.",
            `automatic refund of ${money} failed: refund due by hand`,
          );
          return;
        }
      }
      await refundDue(
        row,
        due.amount,
        due.currency,
        "The client cancelled within the free window; this payment was not made through Stripe, so the refund is yours to make.",
        `refund of ${money} due by hand: cancelled by the client within the free window`,
      );
    },

    /**
     * A second payment of a booking already paid (another Checkout Session of the same booking,
     * paid too): noted in its history, refunded in full through Stripe, and she is told. It is
     * not the booking's payment: its refund does not count on the booking's refunded sum, and
     * it had no invoice of its own, so its refund has no rectifying invoice.
     */
    async refundSecondPayment(row: BookingRow, eventId: string, p: { amount: number; currency: string; reference: string }): Promise<void> {
      // The same payment reported again (another event of its session): refunded once.
      if (await payments.paymentRefunded(p.reference)) return;
      const money = formatMoney(p.amount, p.currency);
      const what = `${money} (${p.reference}, Stripe event ${eventId})`;
      let outcome: string;
      try {
        const refundId = await viaStripe(row, p.amount, p.reference);
        await record(
          row,
          {
            amount: p.amount,
            currency: p.currency,
            providerRefundId: refundId,
            source: "second_payment",
            actor: "system",
            note: `second payment of ${what} refunded in full through Stripe (${refundId})`,
            mailClient: true,
          },
          "another_payment",
          p.reference,
        );
        outcome = `It has been refunded in full through Stripe (${refundId}), and the client has been told. The booking keeps its first payment.`;
      } catch (e) {
        log.error({ err: e, bookingId: row.id }, "refund of a second payment failed");
        outcome = "Its automatic refund through Stripe failed: please refund it in Stripe's dashboard.";
        await repos.bookings.transaction((trx) => repos.bookings.note(trx, row.id, "system", `second payment of ${what}: automatic refund failed, refund due`));
      }
      await tellHer(row, `second payment of ${what}: nutritionist told`, (b, mailCtx) => secondPaymentNotice(mailCtx, b, what, outcome));
    },

    /**
     * Stripe's charge.refunded: refunds made in its dashboard (or by our own calls, already
     * recorded) are reconciled, so the booking's refunded sum matches Stripe's. Refunds in
     * another currency than the payment's, or more than it, change nothing: they are flagged
     * in the booking's history and to her.
     */
    async reconcileCharge(eventId: string, charge: RefundedCharge): Promise<"refund_recorded" | "already_recorded" | "unknown_payment" | "refund_flagged"> {
      const row = charge.payment_intent ? await payments.findByReference(charge.payment_intent) : undefined;
      const p = row ? await paymentLeft(row) : null;
      if (!row || !p) {
        log.warn({ eventId }, "stripe refund for a payment of no booking");
        return "unknown_payment";
      }
      const currency = charge.currency.toUpperCase();
      const listed = (charge.refunds ?? []).reduce((sum, re) => sum + re.amount, 0);
      const flag =
        currency !== p.currency
          ? `refunds in ${currency} of a payment in ${p.currency}`
          : Math.max(charge.amount_refunded, listed) > p.paid
            ? `refunds of ${formatMoney(Math.max(charge.amount_refunded, listed), currency)} of a payment of ${formatMoney(p.paid, p.currency)}`
            : null;
      const flagged = async (what: string) => {
        log.warn({ eventId, bookingId: row.id }, "stripe refunds that do not fit the payment: not recorded");
        await tellHer(row, `${what} reported by Stripe (event ${eventId}): not recorded`, (b, mailCtx) => refundFlagNotice(mailCtx, b, what, eventId));
        return "refund_flagged" as const;
      };
      if (flag) return flagged(flag);
      let recorded = false;
      if (charge.refunds && charge.refunds.length) {
        for (const re of charge.refunds) {
          if (await payments.hasRefund(re.id)) continue;
          const note = `refund of ${formatMoney(re.amount, currency)} made in Stripe's dashboard (${re.id}, event ${eventId})`;
          const done = await record(
            row,
            { amount: re.amount, currency, providerRefundId: re.id, source: "stripe_dashboard", actor: "system", note, mailClient: true },
            { within: p.paid },
          );
          if (done === "over") return flagged(`a refund of ${formatMoney(re.amount, currency)} (${re.id}) beyond what is left of the payment`);
          recorded = done === "recorded" || recorded;
        }
        return recorded ? "refund_recorded" : "already_recorded";
      }
      // Newer API versions leave the list out: what Stripe refunded beyond what we know of.
      const diff = charge.amount_refunded - row.refunded_amount;
      if (diff <= 0) return "already_recorded";
      const note = `refund of ${formatMoney(diff, currency)} made in Stripe's dashboard (event ${eventId})`;
      const done = await record(
        row,
        { amount: diff, currency, providerRefundId: null, source: "stripe_dashboard", actor: "system", note, mailClient: true },
        { within: p.paid },
      );
      return done === "over" ? "already_recorded" : "refund_recorded";
    },
  };
}

export type RefundService = ReturnType<typeof refundService>;
