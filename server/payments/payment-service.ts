import type { FastifyBaseLogger } from "fastify";
import { PRACTICE_CURRENCY, formatMoney } from "../../core/money.js";
import type { Config } from "../config.js";
import type { Repositories } from "../repositories.js";
import type { BookingService } from "../bookings/service.js";
import type { CheckoutSessionFields } from "./webhook-event.js";
import { paymentMismatchNotice } from "./payment-mails.js";
import { practiceMailContext } from "../practice/practice-mail.js";
import { expectedCents } from "./payment-state.js";
import type { RefundService } from "./refunds.js";
import type { MailQueue } from "../outbox/mail-queue.js";

export interface PaymentDeps {
  repos: Repositories;
  config: Config;
  log: FastifyBaseLogger;
  bookings: BookingService;
  refunds: RefundService;
  /** Where a change's mails are queued (server/outbox/mail-queue.ts). */
  mails: MailQueue;
}

export type PaidOutcome = "confirmed" | "already_paid" | "refund_flagged" | "unknown_booking" | "payment_mismatch" | "second_payment";

/** The booking id a Checkout Session names; sessions the site makes carry it twice, and both must agree. */
function bookingIdOf(session: CheckoutSessionFields): number | null {
  const ref = session.client_reference_id ?? null;
  const meta = session.metadata?.booking_id;
  if (meta !== undefined && meta !== null && String(meta) !== ref) return null;
  return ref !== null && /^\d{1,12}$/.test(ref) ? Number(ref) : null;
}

/** Payments reported by the provider, checked against the booking they name. */
export function paymentService({ repos, config, log, bookings, refunds, mails }: PaymentDeps) {
  /** The practice as mails name it, read when a mail is written (server/practice/practice-mail.ts). */
  const mailContext = () => practiceMailContext(repos, config);

  return {
    /**
     * A paid Checkout Session (the site's own or a Payment Link's). It confirms its booking only
     * for exactly the booking's price in euros; anything else is recorded on the booking,
     * noted in its history and mailed to her, and the booking keeps waiting for her decision.
     */
    async sessionPaid(eventId: string, session: CheckoutSessionFields): Promise<{ outcome: PaidOutcome; bookingId: number | null }> {
      const id = bookingIdOf(session);
      const row = id !== null ? await repos.bookings.find(id) : undefined;
      if (id === null || !row) {
        log.warn({ eventId, clientReferenceId: (session.client_reference_id ?? "").slice(0, 40) }, "stripe payment for an unknown booking");
        return { outcome: "unknown_booking", bookingId: id };
      }
      const expected = await expectedCents(repos, row);
      const amount = session.amount_total ?? null;
      const currency = session.currency ? session.currency.toUpperCase() : null;
      const matches = expected !== null && amount === expected && currency === PRACTICE_CURRENCY;
      const reference = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
      const recorded = await repos.bookingPayments.recordReceived(id, { amount, currency, reference, at: new Date().toISOString(), mismatch: !matches });
      // The booking already has its payment, and this is another one (an older Checkout Session
      // of the same booking, paid too): noted, refunded in full, and she is told.
      const kept = recorded ? undefined : await repos.bookings.find(id);
      if (kept?.payment_reference && reference && amount !== null && amount > 0 && currency && kept.payment_reference !== reference) {
        log.warn({ eventId, bookingId: id }, "a second stripe payment for one booking: refunded");
        await refunds.refundSecondPayment(kept, eventId, { amount, currency, reference });
        return { outcome: "second_payment", bookingId: id };
      }
      if (!matches) {
        const received = amount !== null && currency ? formatMoney(amount, currency) : "a payment of unknown amount";
        const what = `${received} received for a ${expected !== null ? formatMoney(expected, PRACTICE_CURRENCY) : "(unknown price)"} booking`;
        log.warn({ eventId, bookingId: id, amount, currency, expected }, "stripe payment does not match its booking");
        const mailCtx = await mailContext();
        await mails.transaction(async (trx, queue) => {
          const r = await repos.bookings.note(trx, id, "system", `${what} (Stripe event ${eventId}): not confirmed`);
          if (r) await queue(trx, [{ kind: "payment_mismatch", bookingId: id, mail: paymentMismatchNotice(mailCtx, r, what, eventId) }]);
        });
        return { outcome: "payment_mismatch", bookingId: id };
      }
      const outcome = await bookings.paidByProvider(id, eventId);
      if (outcome === "refund_flagged") log.warn({ eventId, bookingId: id }, "stripe payment for a booking no longer awaiting payment");
      return { outcome, bookingId: id };
    },
  };
}

export type PaymentService = ReturnType<typeof paymentService>;
