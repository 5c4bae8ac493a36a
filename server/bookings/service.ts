// The booking engine's operations: availability, booking, status changes, self-service.
// Routes and jobs call these; the rules are in core/booking-rules.ts, the SQL in repository.ts.
import type { FastifyBaseLogger } from "fastify";
import {
  TakenIndex,
  addDays,
  availableSlots,
  checkSlot,
  clientMayChange,
  madridToday,
  paymentDeadline,
  unavailableDates,
  type Availability,
} from "../../core/booking-rules.js";
import { isActive, type BookingAction, type BookingActor } from "../../core/booking-status.js";
import { bookingRequest, type BookingRequest, type ManagedBooking } from "../../core/schemas/booking.js";
import type { Language } from "../../core/languages.js";
import type { Config } from "../config.js";
import type { Repositories } from "../repositories.js";
import type { QueuedMail } from "../outbox/repository.js";
import { ApiError, fieldsFromIssues } from "../http/errors.js";
import { BookingConflict, type BookingConflictReason } from "./booking-conflict.js";
import { hashToken, newToken } from "../auth/tokens.js";
import { newMeetingUrl } from "../meetings/meeting-link.js";
import { bookingPaymentLink } from "../../core/payment-link.js";
import { clock } from "./clock.js";
import { euroCents } from "../../core/money.js";
import { expectedCents } from "../payments/payment-service.js";
import { paymentOf } from "../payments/payment-state.js";
import type { CheckoutService } from "../payments/checkout.js";
import type { RefundService } from "../payments/refunds.js";
import { refundOnCancelText } from "../payments/payment-mails.js";
import { toBooking, type AfterChange, type BookingRow } from "./repository.js";
import type { ServicePlan } from "../../core/schemas/service-plan.js";
import {
  cancellationMail,
  confirmationMail,
  latePaymentNotice,
  meetingOf,
  nutritionistNotice,
  paidMail,
  paymentReminderMail,
  reminderMail,
  rescheduleMail,
  type MailContext,
  type PlanForMail,
} from "./mails.js";

export interface BookingDeps {
  repos: Repositories;
  config: Config;
  log: FastifyBaseLogger;
  /** Tells the outbox worker there is mail (it also polls, so this only saves waiting). */
  outbox?: { kick(): void };
  /** Online payment: the site's pay address that mails and pages give (server/payments/checkout.ts). */
  checkout?: Pick<CheckoutService, "payUrl">;
  /** Refunds by the policy: the client's cancellation of a paid booking is refunded in full. */
  refunds?: Pick<RefundService, "dueOnClientCancel" | "afterClientCancel">;
}

/** The payment reminder goes out this long before the payment deadline (24 h before the start). */
export const PAYMENT_REMINDER_LEAD_HOURS = 12;

const SLOT_ERRORS = {
  invalid_date: [422, "invalid_date", "date"],
  invalid_time: [422, "invalid_time", "time"],
  date_unavailable: [422, "date_unavailable", "date"],
  time_unavailable: [422, "time_unavailable", "time"],
  slot_taken: [409, "slot_taken", "time"],
} as const;

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

/**
 * A booking request that failed validation: one message for the whole form, as the booking
 * form shows it (SPEC §5), unless only the date, the time, the message or the consent is wrong:
 * then that field's own message, so a too-long message is not blamed on the phone number.
 */
export function invalidBookingRequest(body: unknown): ApiError {
  const parsed = bookingRequest.safeParse(body ?? {});
  const fields = parsed.success ? {} : fieldsFromIssues(parsed.error.issues);
  const names = Object.keys(fields);
  // The message's length error says what the limit is; its other errors (control characters) are its own.
  const messageKey = fields.message?.[0] === "too_long" ? "message_too_long" : (fields.message?.[0] ?? "");
  const own: Record<string, string> = { date: fields.date?.[0] ?? "", time: fields.time?.[0] ?? "", message: messageKey, privacy_consent: "invalid" };
  const key = names.length === 1 && own[names[0]!] ? own[names[0]!]! : "booking_fields_invalid";
  if (fields.message) fields.message = [messageKey];
  return new ApiError(422, key, fields);
}

export function bookingService({ repos, config, outbox, checkout, refunds }: BookingDeps) {
  const bookings = repos.bookings;
  const mailCtx: MailContext = {
    publicUrl: config.PUBLIC_URL.replace(/\/$/, ""),
    mailFrom: config.MAIL_FROM,
    nutritionistEmail: config.NUTRITIONIST_EMAIL,
    signature: config.MAIL_SIGNATURE,
  };
  // The page opens in the language the client booked in.
  const manageUrl = (token: string, lang: string) => `${mailCtx.publicUrl}/manage-booking/${token}?lang=${lang}`;

  /**
   * Mails join the outbox inside the change's transaction: stored together or not at all.
   * The worker sends them after the commit; kicked here so it need not wait for its next poll.
   */
  const queue = (trx: Parameters<AfterChange>[0], mails: QueuedMail[]) => repos.outbox.add(trx, mails);
  const sendSoon = () => outbox?.kick();

  /** A further private token for a later mail (the first token is stored only hashed). */
  async function extraToken(trx: Parameters<AfterChange>[0], row: BookingRow): Promise<string> {
    const { token, hash } = newToken();
    await bookings.addManageLink(trx, row.id, hash);
    return token;
  }
  const extraManageUrl = async (trx: Parameters<AfterChange>[0], row: BookingRow) => manageUrl(await extraToken(trx, row), row.language);

  /** The plan as a mail shows it, with the site's pay address for this token when it can be paid online. */
  const withPayUrl = (plan: PlanForMail | null, row: BookingRow, token: string): PlanForMail | null =>
    plan && checkout ? { ...plan, pay_url: checkout.payUrl(row, plan.payment_link, token) } : plan;

  /** Makes meeting addresses; her personal link is read first, outside any transaction. */
  const meetingMaker = async () => {
    const personal = await repos.meetingSettings.personalLink();
    return () => newMeetingUrl(config.MEETING_BASE_URL, personal);
  };
  const meetingUrl = async () => (await meetingMaker())();

  /** Her payment instructions in a language (empty: none), for bookings that cannot be paid online. */
  const instructionsIn = async (lang: string) => (await repos.paymentInstructions.get())[lang as Language] || null;

  async function planFor(row: BookingRow): Promise<PlanForMail | null> {
    if (row.free === 1) return { price: 0, payment_link: null, free: true };
    if (row.service_plan_id == null) return null;
    const plan = await repos.servicePlans.find(row.service_plan_id);
    return plan ? { price: plan.price, payment_link: plan.payment_link, instructions: await instructionsIn(row.language) } : null;
  }

  /** The plan a query names, or none; an unknown id is the visitor's mistake (422). */
  async function requirePlan(id: number | undefined): Promise<ServicePlan | undefined> {
    if (id === undefined) return undefined;
    const plan = await repos.servicePlans.find(id);
    if (!plan) throw new ApiError(422, "unknown_service_plan", { service_plan_id: ["unknown_service_plan"] });
    return plan;
  }

  /** A plan lasts its own duration, or one slot of the availability settings. */
  const durationOf = (a: Availability, plan?: ServicePlan) => plan?.duration_minutes ?? a.slot_minutes;

  /**
   * Slot hoarding (decision 017): a person may hold only so many future bookings nobody has
   * paid for (unpaid and free ones), counted by email and by phone number separately.
   */
  async function requireUnderHoldLimit(email: string, phone: string, now: number) {
    const held = await bookings.unpaidFutureCounts(email, phone, new Date(now).toISOString());
    const limit = config.BOOKING_UNPAID_LIMIT;
    if (held.email >= limit) throw new ApiError(409, "unpaid_limit_email", { email: ["unpaid_limit_email"] });
    if (held.phone >= limit) throw new ApiError(409, "unpaid_limit_phone", { phone_number: ["unpaid_limit_phone"] });
  }

  /** What no new booking may overlap: active bookings and the busy times of her own calendars. */
  async function takenFor(from: string, to: string): Promise<TakenIndex> {
    const [taken, busy] = await Promise.all([bookings.takenBetween(from, to), repos.calendars.busy()]);
    return new TakenIndex([...taken, ...busy]);
  }

  /** Checks a requested slot against every rule; throws the 4xx the visitor should see. */
  async function requireSlot(a: Availability, date: string, time: string, now: number, duration: number) {
    const [taken, busy] = await Promise.all([bookings.takenBetween(date, date), repos.calendars.busy()]);
    let check = checkSlot(a, date, time, now, new TakenIndex(taken), duration);
    // A slot her own calendar blocks was never offered: to the visitor it is simply not available.
    if (check.ok && new TakenIndex(busy).overlaps(check.slot)) check = { ok: false, reason: "time_unavailable" };
    if (!check.ok) {
      const [status, key, field] = SLOT_ERRORS[check.reason];
      throw new ApiError(status, key, { [field]: [key] });
    }
    return check.slot;
  }

  const service = {
    /** A booking as the admin sees it: its plan's price and payment link, its meeting and its history. */
    async details(id: number) {
      const row = await bookings.find(id);
      if (!row) throw new ApiError(404, "booking_not_found");
      const plan = row.service_plan_id != null ? await repos.servicePlans.find(row.service_plan_id) : undefined;
      return {
        ...toBooking(row),
        price: plan?.price ?? null,
        payment_link: plan?.payment_link ?? null,
        meeting_url: meetingOf(row),
        payment: paymentOf(row, await expectedCents(repos, row)),
        history: await bookings.history(id),
      };
    },

    availability: () => bookings.availability(),
    saveAvailability: (a: Availability) => bookings.saveAvailability(a),

    async unavailableDates(planId?: number) {
      const now = clock.now().getTime();
      const [a, plan] = await Promise.all([bookings.availability(), requirePlan(planId)]);
      const today = madridToday(now);
      const last = addDays(today, a.horizon_days);
      return { dates: unavailableDates(a, now, await takenFor(today, last), durationOf(a, plan)), first_date: today, last_date: last };
    },

    async availableTimes(date: string, planId?: number) {
      const now = clock.now().getTime();
      const [a, taken, busy, plan] = await Promise.all([
        bookings.availability(),
        bookings.takenBetween(date, date),
        repos.calendars.busy(),
        requirePlan(planId),
      ]);
      const index = new TakenIndex([...taken, ...busy]);
      return {
        available_times: availableSlots(a, date, now, index, durationOf(a, plan)).map((s) => s.time),
        booked_times: taken
          .filter((t) => t.date === date)
          .map((t) => t.time)
          .sort(),
      };
    },

    async create(input: BookingRequest, lang: Language) {
      const plan = await repos.servicePlans.find(input.service_plan_id);
      if (!plan) throw new ApiError(422, "unknown_service_plan", { service_plan_id: ["unknown_service_plan"] });
      const a = await bookings.availability();
      const now = clock.now().getTime();
      const duration = durationOf(a, plan);
      const slot = await requireSlot(a, input.date, input.time, now, duration);
      await requireUnderHoldLimit(input.email, input.phone_number, now);
      const { token, hash } = newToken();
      // Nothing to pay: the booking is confirmed at once and no payment deadline applies.
      const free = plan.price === 0;
      const planForMail: PlanForMail = {
        price: plan.price,
        payment_link: plan.payment_link,
        free,
        instructions: free ? null : await instructionsIn(input.language ?? lang),
      };
      // Known before the insert (the plan was read above): nothing is read inside its transaction.
      const payUrl = checkout ? checkout.payUrl({ status: free ? "confirmed" : "pending_payment", free }, plan.payment_link, token) : null;
      if (checkout) planForMail.pay_url = payUrl;
      const row = await bookings
        .create(
          {
            service_plan_id: plan.id,
            service_plan_title: plan.title,
            name: input.name,
            email: input.email,
            phone_number: input.phone_number,
            message: input.message,
            language: input.language ?? lang,
            date: input.date,
            time: input.time,
            start: slot.start,
            duration_minutes: duration,
            manage_token_hash: hash,
            free,
            privacy_consent_at: input.privacy_consent ? new Date(now).toISOString() : null,
            meeting_url: await meetingUrl(),
          },
          async (trx, r) => {
            // The price a payment must match, even if the plan's price changes later.
            await repos.bookingPayments.setPrice(trx, r.id, euroCents(plan.price));
            await queue(trx, [
              { kind: "booking_confirmation", bookingId: r.id, mail: confirmationMail(mailCtx, r, planForMail, manageUrl(token, r.language)) },
              { kind: "booking_notice", bookingId: r.id, mail: nutritionistNotice(mailCtx, "new", r) },
            ]);
          },
        )
        .catch(answer);
      sendSoon();
      return { row, payUrl, instructions: payUrl || free || plan.payment_link ? null : (planForMail.instructions ?? null) };
    },

    /**
     * Admin and system status changes (mark paid, complete, cancel). Marking paid assigns the
     * meeting and tells the client; cancelling tells both.
     */
    async apply(id: number, action: BookingAction, actor: BookingActor, note: string, refund?: { amount: number; currency: string }) {
      const current = await bookings.find(id);
      const plan = current ? await planFor(current) : null;
      const after: AfterChange | undefined =
        action === "cancel"
          ? (trx, r) =>
              queue(trx, [
                {
                  kind: "booking_cancelled",
                  bookingId: r.id,
                  mail: cancellationMail(mailCtx, r, actor, refund ? refundOnCancelText(r, refund.amount, refund.currency) : undefined),
                },
                { kind: "booking_notice", bookingId: r.id, mail: nutritionistNotice(mailCtx, "cancelled", r, { by: actor }) },
              ])
          : action === "mark_paid"
            ? async (trx, r) => queue(trx, [{ kind: "booking_paid", bookingId: r.id, mail: paidMail(mailCtx, r, plan, await extraManageUrl(trx, r)) }])
            : undefined;
      const { row } = await bookings
        .transition(id, action, actor, note, { after, ...(action === "mark_paid" ? { meetingUrl: await meetingUrl() } : {}) })
        .catch(answer);
      sendSoon();
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
      const row = await bookings
        .replaceManageToken(id, hash, (trx, r) =>
          queue(trx, [
            { kind: "booking_confirmation", bookingId: r.id, mail: confirmationMail(mailCtx, r, withPayUrl(plan, r, token), manageUrl(token, r.language)) },
          ]),
        )
        .catch(answer);
      sendSoon();
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
      await bookings.note(id, "system", `paid through Stripe (event ${eventId}) while ${row.status}: refund needed`, (trx, r) =>
        queue(trx, [{ kind: "refund_notice", bookingId: id, mail: latePaymentNotice(mailCtx, r, eventId) }]),
      );
      sendSoon();
      return "refund_flagged";
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
        can_change: isActive(row.status) && clientMayChange(start, clock.now().getTime()),
        change_deadline: new Date(paymentDeadline(start)).toISOString(),
        contact_email: config.NUTRITIONIST_EMAIL,
      };
    },

    /** Free until 24 h before the start (SPEC §1); afterwards a refusal that says whom to contact. */
    async requireChangeable(row: BookingRow) {
      if (!isActive(row.status)) throw new ApiError(409, "booking_not_active");
      if (!clientMayChange(Date.parse(row.start_at!), clock.now().getTime())) throw new ApiError(409, "change_window_closed");
    },

    async cancelByClient(token: string) {
      const row = await service.findByToken(token);
      await service.requireChangeable(row);
      // Inside the free window a paid booking is refunded in full; her mail says how much and when.
      const refund = (await refunds?.dueOnClientCancel(row)) ?? undefined;
      const result = await service.apply(row.id, "cancel", "client", "cancelled on the private page", refund);
      if (refund) await refunds!.afterClientCancel(row.id, refund);
      return result;
    },

    async reschedule(token: string, date: string, time: string) {
      const row = await service.findByToken(token);
      await service.requireChangeable(row);
      if (row.date === date && row.time === time) throw new ApiError(422, "same_slot", { time: ["same_slot"] });
      const a = await bookings.availability();
      // The session keeps the length it was booked with.
      const slot = await requireSlot(a, date, time, clock.now().getTime(), row.duration_minutes);
      const plan = await planFor(row);
      const { row: moved } = await bookings
        .reschedule(row.id, { date, time, start: slot.start, duration_minutes: row.duration_minutes }, "client", (trx, r, before) => {
          const oldStart = Date.parse(before.start_at!);
          return queue(trx, [
            {
              kind: "booking_rescheduled",
              bookingId: r.id,
              mail: rescheduleMail(mailCtx, r, oldStart, withPayUrl(plan, r, token), manageUrl(token, r.language), r.status === "confirmed"),
            },
            { kind: "booking_notice", bookingId: r.id, mail: nutritionistNotice(mailCtx, "rescheduled", r, { oldStart, by: "client" }) },
          ]);
        })
        .catch(answer);
      sendSoon();
      return { row: moved };
    },

    // ---- jobs ---------------------------------------------------------------------------

    /** Cancels unpaid bookings at their payment deadline and mails only the ones this run claimed. */
    async runPaymentDeadline(now = clock.now()) {
      const rows = await bookings.cancelOverdue(now, (trx, r) =>
        queue(trx, [
          { kind: "booking_cancelled", bookingId: r.id, mail: cancellationMail(mailCtx, r, "system") },
          { kind: "booking_notice", bookingId: r.id, mail: nutritionistNotice(mailCtx, "cancelled", r, { by: "system" }) },
        ]),
      );
      if (rows.length) sendSoon();
      return rows.length;
    },

    /** The day-before reminder of a confirmed session, once per booking (claimed by a conditional update). */
    async runReminders(now = clock.now()) {
      const rows = await bookings.claimReminders(now, await meetingMaker(), async (trx, r) =>
        queue(trx, [{ kind: "session_reminder", bookingId: r.id, mail: reminderMail(mailCtx, r, await extraManageUrl(trx, r)) }]),
      );
      if (rows.length) sendSoon();
      return rows.length;
    },

    /** The payment reminder of an unpaid booking, PAYMENT_REMINDER_LEAD_HOURS before its deadline, once. */
    async runPaymentReminders(now = clock.now()) {
      const plans = new Map<number, PlanForMail | null>();
      const instructions = await repos.paymentInstructions.get(); // read before the claim's transaction
      const rows = await bookings.claimPaymentReminders(now, PAYMENT_REMINDER_LEAD_HOURS, async (trx, r) => {
        // Plans are read through the transaction: on SQLite the one connection is held by it.
        if (r.service_plan_id != null && !plans.has(r.service_plan_id)) {
          const p = await repos.servicePlans.find(r.service_plan_id, trx);
          plans.set(r.service_plan_id, p ? { price: p.price, payment_link: p.payment_link } : null);
        }
        const plan = r.service_plan_id != null ? plans.get(r.service_plan_id)! : null;
        const token = await extraToken(trx, r);
        const withInstructions = plan ? { ...plan, instructions: instructions[r.language as Language] || null } : null;
        await queue(trx, [
          {
            kind: "payment_reminder",
            bookingId: r.id,
            mail: paymentReminderMail(mailCtx, r, withPayUrl(withInstructions, r, token), manageUrl(token, r.language)),
          },
        ]);
      });
      if (rows.length) sendSoon();
      return rows.length;
    },
  };
  return service;
}

export type BookingService = ReturnType<typeof bookingService>;
