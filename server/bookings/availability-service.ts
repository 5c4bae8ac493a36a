// Which slots can be offered and booked: her availability, the plan's length, active
// bookings and the busy times of her own calendars. Rules in core/booking-rules.ts.
import { TakenIndex, addDays, availableSlots, checkSlot, madridToday, unavailableDates, type Availability, type Slot } from "../../core/booking-rules.js";
import type { ServicePlan } from "../../core/schemas/service-plan.js";
import { ApiError } from "../http/errors.js";
import { clock } from "../kernel/clock.js";
import { BookingConflict } from "./booking-conflict.js";
import type { Trx } from "../kernel/transactions.js";
import type { BookingContext } from "./service-context.js";

const SLOT_ERRORS = {
  invalid_date: [422, "invalid_date", "date"],
  invalid_time: [422, "invalid_time", "time"],
  date_unavailable: [422, "date_unavailable", "date"],
  time_unavailable: [422, "time_unavailable", "time"],
  slot_taken: [409, "slot_taken", "time"],
} as const;

export function availabilityService({ repos }: BookingContext) {
  const store = repos.bookingAvailability;

  /** The plan a query names, or none; an unknown id is the visitor's mistake (422). */
  async function requirePlan(id: number | undefined): Promise<ServicePlan | undefined> {
    if (id === undefined) return undefined;
    const plan = await repos.servicePlans.find(id);
    if (!plan) throw new ApiError(422, "unknown_service_plan", { service_plan_id: ["unknown_service_plan"] });
    return plan;
  }

  /** What no new booking may overlap: active bookings and the busy times of her own calendars. */
  async function takenFor(from: string, to: string): Promise<TakenIndex> {
    const [taken, busy] = await Promise.all([store.takenBetween(from, to), repos.calendars.busy()]);
    return new TakenIndex([...taken, ...busy]);
  }

  /** A plan lasts its own duration, or one slot of the availability settings. */
  const durationOf = (a: Availability, plan?: ServicePlan) => plan?.duration_minutes ?? a.slot_minutes;

  return {
    availability: () => store.availability(),
    saveAvailability: (a: Availability) => store.saveAvailability(a),

    durationOf,

    /** Checks a requested slot against every rule; throws the 4xx the visitor should see. */
    async requireSlot(a: Availability, date: string, time: string, now: number, duration: number): Promise<Slot> {
      const [taken, busy] = await Promise.all([store.takenBetween(date, date), repos.calendars.busy()]);
      let check = checkSlot(a, date, time, now, new TakenIndex(taken), duration);
      // A slot her own calendar blocks was never offered: to the visitor it is simply not available.
      if (check.ok && new TakenIndex(busy).overlaps(check.slot)) check = { ok: false, reason: "time_unavailable" };
      if (!check.ok) {
        const [status, key, field] = SLOT_ERRORS[check.reason];
        throw new ApiError(status, key, { [field]: [key] });
      }
      return check.slot;
    },

    /**
     * Inside the transaction that writes a booking: takes the locks of the dates its session
     * touches, then checks again that no active booking overlaps it, since another request may
     * have booked between requireSlot and now. `exceptId` is a booking being moved.
     */
    async holdSlot(trx: Trx, date: string, slot: Slot, exceptId?: number): Promise<void> {
      const days = [date];
      while (days.at(-1)! < madridToday(slot.end - 1)) days.push(addDays(days.at(-1)!, 1));
      await repos.bookings.lockDays(trx, days);
      const taken = await store.takenBetween(date, days.at(-1)!, trx, exceptId);
      if (new TakenIndex(taken).overlaps(slot)) throw new BookingConflict("slot_taken");
    },

    async unavailableDates(planId?: number) {
      const now = clock.now().getTime();
      const [a, plan] = await Promise.all([store.availability(), requirePlan(planId)]);
      const today = madridToday(now);
      const last = addDays(today, a.horizon_days);
      return { dates: unavailableDates(a, now, await takenFor(today, last), durationOf(a, plan)), first_date: today, last_date: last };
    },

    async availableTimes(date: string, planId?: number) {
      const now = clock.now().getTime();
      const [a, taken, busy, plan] = await Promise.all([store.availability(), store.takenBetween(date, date), repos.calendars.busy(), requirePlan(planId)]);
      const index = new TakenIndex([...taken, ...busy]);
      return {
        available_times: availableSlots(a, date, now, index, durationOf(a, plan)).map((s) => s.time),
        booked_times: taken
          .filter((t) => t.date === date)
          .map((t) => t.time)
          .sort(),
      };
    },
  };
}

export type AvailabilityService = ReturnType<typeof availabilityService>;
