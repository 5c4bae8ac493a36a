// A booking's life: booked, paid, completed or cancelled (by her, the client or the payment
// deadline), moved, and the client's private link. Each change runs in one transaction with
// the mails it sends (server/bookings/service-context.ts); the SQL is in repository.ts.
import { clientMayChange, paymentDeadline } from "../../core/booking-rules.js";
import { isActive, type BookingAction, type BookingActor } from "../../core/booking-status.js";
import type { BookingRequest, ManagedBooking } from "../../core/schemas/booking.js";
import type { Language } from "../../core/languages.js";
import { bookingPaymentLink } from "../../core/payment-link.js";
import { ApiError } from "../http/errors.js";
import { hashToken, newToken } from "../auth/tokens.js";
import { BookingConflict, type BookingConflictReason } from "./booking-conflict.js";
import { clock } from "../kernel/clock.js";
import { euroCents } from "../../core/money.js";
import { expectedCents } from "../payments/payment-state.js";
import { paymentOf } from "../payments/payment-state.js";
import { paymentMismatchNotice, refundOnCancelText } from "../payments/payment-mails.js";
import { withCountryCode } from "../../core/phone-international.js";
import { bookingUid } from "./calendar-uid.js";
import { publicUrls } from "../uploads/public-urls.js";
import { toBooking, type BookingRow } from "./repository.js";
import { cancellationMail, confirmationMail, latePaymentNotice, meetingOf, nutritionistNotice, paidMail, rescheduleMail, type PlanForMail } from "./mails.js";
import type { AvailabilityService } from "./availability-service.js";
import type { BookingContext } from "./service-context.js";
import { intakeInvitation } from "../clients/mails.js";

/** The answer for each refusal the repository reports. */
const CONFLICT_ANSWERS: Record<BookingConflictReason, () => ApiError> = {
  slot_taken: () => new ApiError(409, "slot_taken", { time: ["slot_taken"] }),
  booking_not_found: () => new ApiError(404, "booking_not_found"),
  invalid_transition: () => new ApiError(409, "invalid_transition"),
  booking_not_active: () => new ApiError(409, "booking_not_active"),
};

/** Rethrows a repository refusal as the client's answer; anything else unchanged. */
function answer(e: unknown): never {
  throw e instanceof BookingConflict ? CONFLICT_ANSWERS[e.reason]() : e;
}

export function lifecycleService(ctx: BookingContext, slots: AvailabilityService) {
  const { repos, config, site, mailContext, manageUrl, mails, planFor, checkout, refunds, invoicing, withPayUrl, instructionsIn } = ctx;
  const bookings = repos.bookings;
  const urls = publicUrls(config.PUBLIC_URL, config.API_BASE_PATH);

  /**
   * Slot hoarding (decision 017): a person may hold only so many future bookings nobody has
   * paid for (unpaid and free ones), counted by email and by phone number separately.
   */
  async function requireUnderHoldLimit(email: string, typed: string, now: number) {
    // One number, however it was stored: as typed, or with the Greek country code a booking in
    // Greek adds (core/phone-international.ts).
    const greek = withCountryCode(typed, "gr");
    const phones = [...new Set([typed, greek, greek.startsWith("+30") ? greek.slice(3) : typed])];
    const held = await bookings.unpaidFutureCounts(email, phones, new Date(now).toISOString());
    const limit = config.BOOKING_UNPAID_LIMIT;
    if (held.email >= limit) throw new ApiError(409, "unpaid_limit_email", { email: ["unpaid_limit_email"] });
    if (held.phone >= limit) throw new ApiError(409, "unpaid_limit_phone", { phone_number: ["unpaid_limit_phone"] });
  }

  const service = {
    /** A booking as the admin sees it: its plan's price and payment link, its meeting and its history. */
    async details(id: number) {
      const row = await bookings.find(id);
      if (!row) throw new ApiError(404, "booking_not_found");
      const plan = row.service_plan_id != null ? await repos.servicePlans.find(row.service_plan_id) : undefined;
      return {
        ...toBooking(row, site),
        price: plan?.price ?? null,
        payment_link: plan?.payment_link ?? null,
        meeting_url: meetingOf(row),
        payment: paymentOf(row, await expectedCents(repos, row)),
        history: await bookings.history(id),
      };
    },

    /**
     * A booking. With `credit` (a signed-in client paying with a bundle's credit) one credit is
     * held in the booking's own transaction and the booking is confirmed at once; with none left
     * nothing is kept and the answer is 409.
     */
    async create(input: BookingRequest, lang: Language, credit?: { clientId: number }) {
      const plan = await repos.servicePlans.find(input.service_plan_id);
      if (!plan) throw new ApiError(422, "unknown_service_plan", { service_plan_id: ["unknown_service_plan"] });
      const a = await slots.availability();
      const now = clock.now().getTime();
      const duration = slots.durationOf(a, plan);
      const slot = await slots.requireSlot(a, input.date, input.time, now, duration);
      const phone = withCountryCode(input.phone_number, input.language ?? lang);
      // A credit is paid for: the limit on bookings nobody has paid for does not apply.
      if (!credit) await requireUnderHoldLimit(input.email, input.phone_number, now);
      const { token, hash } = newToken();
      // Nothing to pay: the booking is confirmed at once and no payment deadline applies.
      const free = plan.price === 0;
      const planForMail: PlanForMail = {
        price: plan.price,
        payment_link: plan.payment_link,
        free,
        credit: Boolean(credit) && !free,
        instructions: free || credit ? null : await instructionsIn(input.language ?? lang),
        contact: await ctx.contactEmail(),
      };
      const withCredit = Boolean(credit) && !free;
      // Known before the insert (the plan was read above): nothing is read inside its transaction.
      const payUrl = checkout && !withCredit ? checkout.payUrl({ status: free ? "confirmed" : "pending_payment", free }, plan.payment_link, token) : null;
      if (checkout) planForMail.pay_url = payUrl;
      const meetingUrl = await ctx.meetingUrl();
      const mail = await mailContext();
      const row = await mails
        .transaction(async (trx, queue) => {
          await slots.holdSlot(trx, input.date, slot);
          const r = await bookings.create(trx, {
            service_plan_id: plan.id,
            service_plan_title: plan.title,
            name: input.name,
            email: input.email,
            phone_number: phone,
            message: input.message,
            language: input.language ?? lang,
            date: input.date,
            time: input.time,
            start: slot.start,
            duration_minutes: duration,
            manage_token_hash: hash,
            free,
            withCredit,
            privacy_consent_at: input.privacy_consent ? new Date(now).toISOString() : null,
            time_zone: input.time_zone ?? null,
            meeting_url: meetingUrl,
          });
          // The price a payment must match, even if the plan's price changes later (none is due for a credit).
          if (!withCredit) await repos.bookingPayments.setPrice(trx, r.id, euroCents(plan.price));
          // Her client record; until she has sent the health questionnaire the mail invites her to.
          const client = await repos.clients.linkBooking(trx, r);
          if (withCredit) await repos.bundles.hold(trx, { clientId: client.clientId, planId: plan.id, bookingId: r.id, at: new Date(now).toISOString() });
          const invitation = client.intakeSubmitted ? [] : [intakeInvitation(r.language, manageUrl(token, r.language))];
          await queue(trx, [
            {
              kind: "booking_confirmation",
              bookingId: r.id,
              mail: confirmationMail(mail, r, planForMail, manageUrl(token, r.language), invitation),
            },
            { kind: "booking_notice", bookingId: r.id, mail: nutritionistNotice(mail, "new", r) },
          ]);
          return r;
        })
        .catch(answer);
      return { row, payUrl, instructions: payUrl || free || plan.payment_link ? null : (planForMail.instructions ?? null) };
    },

    /**
     * Admin and system status changes (mark paid, complete, cancel). Marking paid assigns the
     * meeting and tells the client; cancelling tells both.
     */
    async apply(id: number, action: BookingAction, actor: BookingActor, note: string, refund?: { amount: number; currency: string }) {
      const current = await bookings.find(id);
      const plan = current ? await planFor(current) : null;
      const meetingUrl = action === "mark_paid" ? await ctx.meetingUrl() : undefined;
      const mail = await mailContext();
      const { row } = await mails
        .transaction(async (trx, queue) => {
          const changed = await bookings.transition(trx, id, action, actor, note, meetingUrl ? { meetingUrl } : {});
          const r = changed.row;
          // A credit the booking holds: spent when the session took place; on a cancellation,
          // returned inside the free window and lost after it, as the services page says.
          const at = clock.now();
          if (action === "complete") await repos.bundles.settle(trx, r.id, "spent", at.toISOString());
          if (action === "cancel")
            await repos.bundles.settle(trx, r.id, clientMayChange(Date.parse(r.start_at!), at.getTime()) ? "returned" : "lost", at.toISOString());
          if (action === "cancel") {
            await queue(trx, [
              {
                kind: "booking_cancelled",
                bookingId: r.id,
                mail: cancellationMail(mail, r, actor, refund ? refundOnCancelText(r, refund.amount, refund.currency) : undefined),
              },
              { kind: "booking_notice", bookingId: r.id, mail: nutritionistNotice(mail, "cancelled", r, { by: actor, refund }) },
            ]);
          } else if (action === "mark_paid") {
            // The payment's invoice, numbered in this same transaction (docs/decisions/028).
            const invoice = await invoicing.paymentReceived(trx, { bookingId: r.id });
            const token = await ctx.extraToken(trx, r);
            const invoiceLink = invoice ? { number: invoice.number, url: ctx.invoicePdfUrl(token, invoice.id) } : undefined;
            await queue(trx, [{ kind: "booking_paid", bookingId: r.id, mail: paidMail(mail, r, plan, manageUrl(token, r.language), invoiceLink) }]);
          }
          return changed;
        })
        .catch(answer);
      return { row };
    },

    /**
     * The confirmation again, with a new private link: the old link stops working (it may
     * have reached the wrong person, or the first mail never arrived).
     */
    async resendConfirmation(id: number) {
      const current = await bookings.find(id);
      if (!current) throw new ApiError(404, "booking_not_found");
      const plan = await planFor(current);
      const { token, hash } = newToken();
      const mail = await mailContext();
      const row = await mails
        .transaction(async (trx, queue) => {
          const r = await bookings.replaceManageToken(trx, id, hash);
          await queue(trx, [
            { kind: "booking_confirmation", bookingId: r.id, mail: confirmationMail(mail, r, withPayUrl(plan, r, token), manageUrl(token, r.language)) },
          ]);
          return r;
        })
        .catch(answer);
      return { row };
    },

    /**
     * A payment the provider reports for a booking (client_reference_id). An unpaid booking
     * becomes confirmed; one already paid is left alone; one no longer active (cancelled,
     * perhaps by the payment deadline a minute before) is flagged to her for a refund.
     */
    async paidByProvider(id: number, eventId: string): Promise<"confirmed" | "already_paid" | "refund_flagged" | "unknown_booking"> {
      const current = await bookings.find(id);
      if (!current) return "unknown_booking";
      if (current.status === "pending_payment") {
        try {
          await service.apply(id, "mark_paid", "system", `paid through Stripe (event ${eventId})`);
          return "confirmed";
        } catch (e) {
          if (!(e instanceof ApiError && e.status === 409)) throw e;
          // Changed meanwhile (paid by her, or cancelled): decide on its new status below.
        }
      }
      const row = (await bookings.find(id))!;
      if (row.status === "confirmed" || row.status === "completed") return "already_paid";
      const mail = await mailContext();
      await mails.transaction(async (trx, queue) => {
        const r = await bookings.note(trx, id, "system", `paid through Stripe (event ${eventId}) while ${row.status}: refund needed`);
        if (r) await queue(trx, [{ kind: "refund_notice", bookingId: id, mail: latePaymentNotice(mail, r, eventId) }]);
      });
      return "refund_flagged";
    },

    /**
     * A payment the provider reports for a booking whose amount or currency is not its price:
     * kept on the booking (server/payments/payment-service.ts records it), noted in its history
     * and mailed to her; the booking keeps waiting for her decision.
     */
    async paymentMismatch(id: number, what: string, eventId: string): Promise<void> {
      const mail = await mailContext();
      await mails.transaction(async (trx, queue) => {
        const r = await bookings.note(trx, id, "system", `${what} (Stripe event ${eventId}): not confirmed`);
        if (r) await queue(trx, [{ kind: "payment_mismatch", bookingId: id, mail: paymentMismatchNotice(mail, r, what, eventId) }]);
      });
    },

    // ---- the client's private link ----------------------------------------------------

    async findByToken(token: string): Promise<BookingRow> {
      const row = /^[A-Za-z0-9_-]{20,200}$/.test(token) ? await bookings.findByTokenHash(hashToken(token)) : undefined;
      if (!row) throw new ApiError(404, "manage_link_invalid");
      return row;
    },

    async managed(token: string): Promise<ManagedBooking> {
      const row = await service.findByToken(token);
      const plan = await planFor(row);
      const start = Date.parse(row.start_at!);
      const invoices = await repos.invoices.ofBooking(row.id);
      return {
        id: row.id,
        name: row.name,
        date: row.date,
        time: row.time,
        status: row.status as ManagedBooking["status"],
        service_plan_id: row.service_plan_id,
        service_plan_title: row.service_plan_title,
        price: plan?.price ?? null,
        payment_link: row.status === "pending_payment" ? bookingPaymentLink(plan?.payment_link, row) : null,
        payment_url: checkout && plan ? checkout.payUrl(row, plan.payment_link, token) : null,
        // No way to pay online: how to pay, in her words.
        payment_instructions:
          row.status === "pending_payment" && plan && !plan.payment_link && !(checkout && checkout.payUrl(row, plan.payment_link, token))
            ? (plan.instructions ?? null)
            : null,
        meeting_url: meetingOf(row),
        payment_deadline: new Date(paymentDeadline(start)).toISOString(),
        start_at: row.start_at!,
        duration_minutes: row.duration_minutes,
        language: row.language,
        time_zone: row.time_zone,
        calendar_uid: bookingUid(site, row.id),
        sequence: row.sequence,
        can_change: isActive(row.status) && clientMayChange(start, clock.now().getTime()),
        change_deadline: new Date(paymentDeadline(start)).toISOString(),
        contact_email: await ctx.contactEmail(),
        invoices: invoices.map((i) => ({
          id: i.id,
          number: i.number,
          type: i.type as "simplified" | "full" | "rectifying",
          issue_date: i.issue_date,
          total: i.total,
          currency: i.currency,
          pdf_url: urls.answered(ctx.invoicePdfUrl(token, i.id)),
          replaced_by: invoices.find((full) => full.replaces === i.id)?.number ?? null,
        })),
        // Once, in place of the simplified invoice, while no refund has rectified it.
        can_request_full_invoice: invoices.some((i) => i.type === "simplified") && !invoices.some((i) => i.type === "full" || i.type === "rectifying"),
      };
    },

    /** Free until 24 h before the start (CHANGE_WINDOW_HOURS); afterwards a refusal that says whom to contact. */
    async requireChangeable(row: BookingRow) {
      if (!isActive(row.status)) throw new ApiError(409, "booking_not_active");
      if (!clientMayChange(Date.parse(row.start_at!), clock.now().getTime())) throw new ApiError(409, "change_window_closed");
    },

    async cancelByClient(token: string) {
      const row = await service.findByToken(token);
      await service.requireChangeable(row);
      // Inside the free window a paid booking is refunded what is left; her mail says how much
      // and when. After a plan was delivered for it nothing is refunded by itself (she decides).
      const due = (await refunds?.dueOnClientCancel(row)) ?? undefined;
      const result = await service
        .apply(row.id, "cancel", "client", "cancelled on the private page", due && !due.planDelivered ? due : undefined)
        .catch(async (e: unknown) => {
          if (due) await refunds!.cancelFailed(row.id, due);
          throw e;
        });
      if (due) await refunds!.afterClientCancel(row.id, due);
      return result;
    },

    async reschedule(token: string, date: string, time: string) {
      const row = await service.findByToken(token);
      await service.requireChangeable(row);
      if (row.date === date && row.time === time) throw new ApiError(422, "same_slot", { time: ["same_slot"] });
      const a = await slots.availability();
      // The session keeps the length it was booked with.
      const slot = await slots.requireSlot(a, date, time, clock.now().getTime(), row.duration_minutes);
      const plan = await planFor(row);
      const mail = await mailContext();
      const { row: moved } = await mails
        .transaction(async (trx, queue) => {
          await slots.holdSlot(trx, date, slot, row.id);
          const changed = await bookings.reschedule(trx, row.id, { date, time, start: slot.start, duration_minutes: row.duration_minutes }, "client");
          const { row: r, before } = changed;
          // Moved inside the free window, as cancelling there would return it: the credit it holds moves with it.
          await repos.bundles.moved(trx, r.id, clock.now().toISOString());
          const oldStart = Date.parse(before.start_at!);
          await queue(trx, [
            {
              kind: "booking_rescheduled",
              bookingId: r.id,
              mail: rescheduleMail(mail, r, oldStart, withPayUrl(plan, r, token), manageUrl(token, r.language), r.status === "confirmed"),
            },
            { kind: "booking_notice", bookingId: r.id, mail: nutritionistNotice(mail, "rescheduled", r, { oldStart, by: "client" }) },
          ]);
          return changed;
        })
        .catch(answer);
      return { row: moved };
    },

    /** Cancels unpaid bookings at their payment deadline and mails only the ones this run claimed. */
    async runPaymentDeadline(now = clock.now()) {
      const mail = await mailContext();
      const rows = await mails.transaction(async (trx, queue) => {
        const cancelled = await bookings.cancelOverdue(trx, now);
        for (const r of cancelled) {
          await queue(trx, [
            { kind: "booking_cancelled", bookingId: r.id, mail: cancellationMail(mail, r, "system") },
            { kind: "booking_notice", bookingId: r.id, mail: nutritionistNotice(mail, "cancelled", r, { by: "system" }) },
          ]);
        }
        return cancelled;
      });
      return rows.length;
    },
  };
  return service;
}
