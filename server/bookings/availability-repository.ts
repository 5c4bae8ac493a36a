// Her availability (weekly hours, slot length, notice, horizon, blocked days) and the
// intervals active bookings hold: what decides which slots can be offered.
import { DEFAULT_AVAILABILITY, WEEKDAYS, addDays, type Availability, type Taken } from "../../core/booking-rules.js";
import { nowIso, type Database } from "../db/database.js";
import type { Executor } from "../kernel/transactions.js";

export function bookingAvailabilityRepository(db: Database) {
  return {
    async availability(): Promise<Availability> {
      const [row, blocks] = await Promise.all([
        db.selectFrom("availability_settings").selectAll().where("id", "=", 1).executeTakeFirst(),
        db.selectFrom("availability_blocks").selectAll().orderBy("start_date").orderBy("id").execute(),
      ]);
      const blocked = blocks.map((b) => ({ start_date: b.start_date, end_date: b.end_date, ...(b.note ? { note: b.note } : {}) }));
      if (!row) return { ...DEFAULT_AVAILABILITY, blocked };
      const hours = JSON.parse(row.weekly_hours) as Partial<Availability["weekly_hours"]>;
      return {
        slot_minutes: row.slot_minutes,
        min_notice_hours: row.min_notice_hours,
        horizon_days: row.horizon_days,
        weekly_hours: Object.fromEntries(WEEKDAYS.map((d) => [d, hours[d] ?? []])) as Availability["weekly_hours"],
        blocked,
      };
    },

    /** Replaces the settings and the blocked ranges together. */
    async saveAvailability(a: Availability): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const values = {
          slot_minutes: a.slot_minutes,
          min_notice_hours: a.min_notice_hours,
          horizon_days: a.horizon_days,
          weekly_hours: JSON.stringify(a.weekly_hours),
          updated_at: nowIso(),
        };
        await trx
          .insertInto("availability_settings")
          .values({ id: 1, ...values })
          .onConflict((oc) => oc.column("id").doUpdateSet(values))
          .execute();
        await trx.deleteFrom("availability_blocks").execute();
        if (a.blocked.length) {
          await trx
            .insertInto("availability_blocks")
            .values(a.blocked.map((b, i) => ({ id: i + 1, start_date: b.start_date, end_date: b.end_date, note: b.note ?? "" })))
            .execute();
        }
      });
    },

    /**
     * Active bookings whose slot is on a date from `from` to `to` (inclusive), plus the day
     * before, which could run past midnight. A range scan of the unique slot_key index.
     * Inside a booking's transaction (`ex`), it sees what the transaction sees; `exceptId`
     * leaves out a booking being moved.
     */
    async takenBetween(from: string, to: string, ex: Executor = db, exceptId?: number): Promise<(Taken & { date: string; time: string })[]> {
      let q = ex
        .selectFrom("bookings")
        .select(["date", "time", "start_at", "duration_minutes"])
        .where("slot_key", ">=", addDays(from, -1))
        .where("slot_key", "<", addDays(to, 1));
      if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
      const rows = await q.execute();
      return rows.map((r) => {
        const start = Date.parse(r.start_at!);
        return { date: r.date, time: r.time, start, end: start + r.duration_minutes * 60_000 };
      });
    },
  };
}

export type BookingAvailabilityRepository = ReturnType<typeof bookingAvailabilityRepository>;
