// The booking engine's operations: availability, booking, status changes, self-service.
// Routes and jobs call these; the rules are in core/booking-rules.ts, the SQL in repository.ts.
import type { FastifyBaseLogger } from "fastify";
import {
  TakenIndex, addDays, availableSlots, checkSlot, clientMayChange, madridToday, paymentDeadline,
  unavailableDates, type Availability,
} from "../../core/booking-rules.js";
import { isActive, type BookingAction, type BookingActor } from "../../core/booking-status.js";
import type { BookingRequest, ManagedBooking } from "../../core/schemas/booking.js";
import type { Language } from "../../core/languages.js";
import type { Config } from "../config.js";
import type { Mailer, OutgoingMail } from "../mail/mailer.js";
import type { Repositories } from "../repositories.js";
import { ApiError } from "../http/errors.js";
import { hashToken, newToken } from "../auth/tokens.js";
import { clock } from "./clock.js";
import type { BookingRow } from "./repository.js";
import {
  cancellationMail, confirmationMail, nutritionistNotice, reminderMail, rescheduleMail,
  type MailContext, type PlanForMail,
} from "./mails.js";

export interface BookingDeps {
  repos: Repositories;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
}

const SLOT_ERRORS = {
  invalid_date: [422, "invalid_date", "date"],
  invalid_time: [422, "invalid_time", "time"],
  date_unavailable: [422, "date_unavailable", "date"],
  time_unavailable: [422, "time_unavailable", "time"],
  slot_taken: [409, "slot_taken", "time"],
} as const;

export function bookingService({ repos, mailer, config, log }: BookingDeps) {
  const bookings = repos.bookings;
  const mailCtx: MailContext = { publicUrl: config.PUBLIC_URL.replace(/\/$/, ""), mailFrom: config.MAIL_FROM, nutritionistEmail: config.NUTRITIONIST_EMAIL };
  // The page opens in the language the client booked in.
  const manageUrl = (token: string, lang: string) => `${mailCtx.publicUrl}/manage-booking/${token}?lang=${lang}`;

  /** Mail goes out after the change is stored; a failure is logged and never undoes the booking. */
  function deliver(mails: OutgoingMail[]): Promise<void> {
    return Promise.all(mails.map((m) => mailer.send(m).catch((err) => log.error({ err, subject: m.subject }, "booking mail failed")))).then(() => undefined);
  }

  async function planFor(row: BookingRow): Promise<PlanForMail | null> {
    if (row.service_plan_id == null) return null;
    const plan = await repos.servicePlans.find(row.service_plan_id);
    return plan ? { price: plan.price, payment_link: plan.payment_link } : null;
  }

  async function takenFor(from: string, to: string): Promise<TakenIndex> {
    return new TakenIndex(await bookings.takenBetween(from, to));
  }

  /** Checks a requested slot against every rule; throws the 4xx the visitor should see. */
  async function requireSlot(a: Availability, date: string, time: string, now: number) {
    const check = checkSlot(a, date, time, now, await takenFor(date, date));
    if (!check.ok) {
      const [status, key, field] = SLOT_ERRORS[check.reason];
      throw new ApiError(status, key, { [field]: [key] });
    }
    return check.slot;
  }

  const service = {
    availability: () => bookings.availability(),
    saveAvailability: (a: Availability) => bookings.saveAvailability(a),

    async unavailableDates() {
      const now = clock.now().getTime();
      const a = await bookings.availability();
      const today = madridToday(now);
      const last = addDays(today, a.horizon_days);
      return { dates: unavailableDates(a, now, await takenFor(today, last)), first_date: today, last_date: last };
    },

    async availableTimes(date: string) {
      const now = clock.now().getTime();
      const [a, taken] = await Promise.all([bookings.availability(), bookings.takenBetween(date, date)]);
      const index = new TakenIndex(taken);
      return {
        available_times: availableSlots(a, date, now, index).map((s) => s.time),
        booked_times: taken.filter((t) => t.date === date).map((t) => t.time).sort(),
      };
    },

    async create(input: BookingRequest, lang: Language) {
      const plan = await repos.servicePlans.find(input.service_plan_id);
      if (!plan) throw new ApiError(422, "unknown_service_plan", { service_plan_id: ["unknown_service_plan"] });
      const a = await bookings.availability();
      const slot = await requireSlot(a, input.date, input.time, clock.now().getTime());
      const { token, hash } = newToken();
      const row = await bookings.create({
        service_plan_id: plan.id, service_plan_title: plan.title, name: input.name, email: input.email,
        phone_number: input.phone_number, message: input.message, language: input.language ?? lang,
        date: input.date, time: input.time, start: slot.start, duration_minutes: a.slot_minutes, manage_token_hash: hash,
      });
      const mailed = deliver([
        confirmationMail(mailCtx, row, { price: plan.price, payment_link: plan.payment_link }, manageUrl(token, row.language)),
        nutritionistNotice(mailCtx, "new", row),
      ]);
      return { row, mailed };
    },

    /** Admin and system status changes (mark paid, complete, cancel). */
    async apply(id: number, action: BookingAction, actor: BookingActor, note: string) {
      const { row } = await bookings.transition(id, action, actor, note);
      const mailed = action === "cancel"
        ? deliver([cancellationMail(mailCtx, row, actor), nutritionistNotice(mailCtx, "cancelled", row, { by: actor })])
        : Promise.resolve();
      return { row, mailed };
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
        id: row.id, name: row.name, date: row.date, time: row.time, status: row.status as ManagedBooking["status"],
        service_plan_title: row.service_plan_title, price: plan?.price ?? null, payment_link: plan?.payment_link ?? null,
        payment_deadline: new Date(paymentDeadline(start)).toISOString(), start_at: row.start_at!, duration_minutes: row.duration_minutes,
        language: row.language, can_change: isActive(row.status) && clientMayChange(start, clock.now().getTime()),
        change_deadline: new Date(paymentDeadline(start)).toISOString(), contact_email: config.NUTRITIONIST_EMAIL,
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
      return service.apply(row.id, "cancel", "client", "cancelled on the private page");
    },

    async reschedule(token: string, date: string, time: string) {
      const row = await service.findByToken(token);
      await service.requireChangeable(row);
      if (row.date === date && row.time === time) throw new ApiError(422, "same_slot", { time: ["same_slot"] });
      const a = await bookings.availability();
      const slot = await requireSlot(a, date, time, clock.now().getTime());
      const { before, row: moved } = await bookings.reschedule(row.id, { date, time, start: slot.start, duration_minutes: a.slot_minutes }, "client");
      const oldStart = Date.parse(before.start_at!);
      const mailed = deliver([
        rescheduleMail(mailCtx, moved, oldStart, await planFor(moved), manageUrl(token, moved.language), moved.status === "confirmed"),
        nutritionistNotice(mailCtx, "rescheduled", moved, { oldStart, by: "client" }),
      ]);
      return { row: moved, mailed };
    },

    // ---- jobs ---------------------------------------------------------------------------

    /** Cancels unpaid bookings at their payment deadline and mails only the ones this run claimed. */
    async runPaymentDeadline(now = clock.now()) {
      const rows = await bookings.cancelOverdue(now);
      await deliver(rows.flatMap((r) => [cancellationMail(mailCtx, r, "system"), nutritionistNotice(mailCtx, "cancelled", r, { by: "system" })]));
      return rows.length;
    },

    /** Sends the day-before reminder once per booking (claimed by a conditional update). */
    async runReminders(now = clock.now()) {
      const rows = await bookings.claimReminders(now);
      await deliver(rows.map((r) => reminderMail(mailCtx, r)));
      return rows.length;
    },
  };
  return service;
}

export type BookingService = ReturnType<typeof bookingService>;
