import { sql, type Kysely, type Transaction } from "kysely";
import { DEFAULT_AVAILABILITY, WEEKDAYS, addDays, paymentDeadline, type Availability, type Taken } from "../../core/booking-rules.js";
import { TRANSITIONS, type BookingAction, type BookingActor, type BookingStatus } from "../../core/booking-status.js";
import type { Booking } from "../../core/schemas/booking.js";
import { ApiError } from "../http/errors.js";
import { nowIso, type Database } from "../db/database.js";
import type { DB, NewRow, Row } from "../db/schema.js";
import { isUniqueViolation } from "../db/unique-violation.js";

type Executor = Kysely<DB> | Transaction<DB>;
export type BookingRow = Row<"bookings">;

export function toBooking(r: BookingRow): Booking {
  const start = r.start_at ?? new Date(0).toISOString();
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone_number: r.phone_number,
    date: r.date,
    time: r.time,
    status: r.status as BookingStatus,
    message: r.message,
    service_plan_id: r.service_plan_id,
    service_plan_title: r.service_plan_title,
    language: r.language,
    start_at: start,
    duration_minutes: r.duration_minutes,
    payment_deadline: new Date(paymentDeadline(Date.parse(start))).toISOString(),
    sequence: r.sequence,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

export interface NewBooking {
  service_plan_id: number;
  service_plan_title: string;
  name: string;
  email: string;
  phone_number: string;
  message: string;
  language: string;
  date: string;
  time: string;
  start: number;
  duration_minutes: number;
  manage_token_hash: string;
}

export interface SlotChange {
  date: string;
  time: string;
  start: number;
  duration_minutes: number;
}

/** The unique slot_key is what refuses a second booking of a slot, on any number of instances. */
function slotTaken(e: unknown): never {
  if (isUniqueViolation(e, "slot_key")) throw new ApiError(409, "slot_taken");
  throw e;
}

export function bookingsRepository(db: Database) {
  async function addEvent(ex: Executor, bookingId: number, from: string | null, to: string, actor: BookingActor, note: string, at: string) {
    await ex.insertInto("booking_events").values({ booking_id: bookingId, from_status: from, to_status: to, actor, note, created_at: at }).execute();
  }

  const repo = {
    // ---- availability -------------------------------------------------------------------

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
          slot_minutes: a.slot_minutes, min_notice_hours: a.min_notice_hours, horizon_days: a.horizon_days,
          weekly_hours: JSON.stringify(a.weekly_hours), updated_at: nowIso(),
        };
        await trx.insertInto("availability_settings").values({ id: 1, ...values }).onConflict((oc) => oc.column("id").doUpdateSet(values)).execute();
        await trx.deleteFrom("availability_blocks").execute();
        if (a.blocked.length) {
          await trx.insertInto("availability_blocks")
            .values(a.blocked.map((b, i) => ({ id: i + 1, start_date: b.start_date, end_date: b.end_date, note: b.note ?? "" })))
            .execute();
        }
      });
    },

    /**
     * Active bookings whose slot is on a date from `from` to `to` (inclusive), plus the day
     * before, which could run past midnight. A range scan of the unique slot_key index.
     */
    async takenBetween(from: string, to: string): Promise<(Taken & { date: string; time: string })[]> {
      const rows = await db.selectFrom("bookings")
        .select(["date", "time", "start_at", "duration_minutes"])
        .where("slot_key", ">=", addDays(from, -1))
        .where("slot_key", "<", addDays(to, 1))
        .execute();
      return rows.map((r) => {
        const start = Date.parse(r.start_at!);
        return { date: r.date, time: r.time, start, end: start + r.duration_minutes * 60_000 };
      });
    },

    // ---- bookings -----------------------------------------------------------------------

    async create(b: NewBooking): Promise<BookingRow> {
      const now = nowIso();
      try {
        return await db.transaction().execute(async (trx) => {
          const row = await trx.insertInto("bookings").values({
            service_plan_id: b.service_plan_id, service_plan_title: b.service_plan_title,
            name: b.name, email: b.email, phone_number: b.phone_number, message: b.message, language: b.language,
            date: b.date, time: b.time, status: "pending_payment", slot_key: `${b.date} ${b.time}`,
            start_at: new Date(b.start).toISOString(), duration_minutes: b.duration_minutes,
            manage_token_hash: b.manage_token_hash, created_at: now, updated_at: now,
          }).returningAll().executeTakeFirstOrThrow();
          await addEvent(trx, row.id, null, "pending_payment", "client", "booked", now);
          return row;
        });
      } catch (e) {
        return slotTaken(e);
      }
    },

    async find(id: number): Promise<BookingRow | undefined> {
      return db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
    },

    async findByTokenHash(hash: string): Promise<BookingRow | undefined> {
      return db.selectFrom("bookings").selectAll().where("manage_token_hash", "=", hash).executeTakeFirst();
    },

    /** Newest session first. */
    async list(status?: string): Promise<BookingRow[]> {
      let q = db.selectFrom("bookings").selectAll().orderBy("date", "desc").orderBy("time", "desc").orderBy("id", "desc");
      if (status) q = q.where("status", "=", status);
      return q.execute();
    },

    async history(id: number) {
      return db.selectFrom("booking_events").select(["from_status", "to_status", "actor", "note", "created_at"])
        .where("booking_id", "=", id).orderBy("id").execute();
    },

    async remove(id: number): Promise<boolean> {
      const res = await db.deleteFrom("bookings").where("id", "=", id).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    /**
     * Applies a status change if the booking is in a status the action may start from. The
     * conditional UPDATE is the guard: of two concurrent changes only one matches the row.
     * A booking that stops being active releases its slot (slot_key NULL).
     */
    async transition(id: number, action: BookingAction, actor: BookingActor, note: string): Promise<{ before: BookingStatus; row: BookingRow }> {
      const { from, to } = TRANSITIONS[action];
      return db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom("bookings").select("status").where("id", "=", id).executeTakeFirst();
        if (!current) throw new ApiError(404, "booking_not_found");
        const now = nowIso();
        const releases = to === "cancelled";
        const row = await trx.updateTable("bookings")
          .set({
            status: to, updated_at: now,
            ...(releases ? { slot_key: null, sequence: sql<number>`sequence + 1` } : {}),
          })
          .where("id", "=", id)
          .where("status", "in", from)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw new ApiError(409, "invalid_transition");
        await addEvent(trx, id, current.status, to, actor, note, now);
        return { before: current.status as BookingStatus, row };
      });
    },

    /** Moves an active booking to another slot, keeping its id; SEQUENCE rises for calendars. */
    async reschedule(id: number, to: SlotChange, actor: BookingActor): Promise<{ before: BookingRow; row: BookingRow }> {
      try {
        return await db.transaction().execute(async (trx) => {
          const before = await trx.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
          if (!before) throw new ApiError(404, "booking_not_found");
          const now = nowIso();
          const row = await trx.updateTable("bookings")
            .set({
              date: to.date, time: to.time, slot_key: `${to.date} ${to.time}`, start_at: new Date(to.start).toISOString(),
              duration_minutes: to.duration_minutes, sequence: sql<number>`sequence + 1`, reminder_sent_at: null, updated_at: now,
            })
            .where("id", "=", id)
            .where("status", "in", ["pending_payment", "confirmed"])
            .where("start_at", "=", before.start_at)
            .returningAll()
            .executeTakeFirst();
          if (!row) throw new ApiError(409, "booking_not_active");
          await addEvent(trx, id, before.status, row.status, actor, `rescheduled from ${before.date} ${before.time} to ${to.date} ${to.time}`, now);
          return { before, row };
        });
      } catch (e) {
        return slotTaken(e);
      }
    },

    /**
     * The payment deadline: cancels every booking still unpaid 24 h before its start. One
     * UPDATE … RETURNING claims the rows; when two instances run it at once, the second
     * finds them no longer pending_payment (PostgreSQL re-checks the WHERE after the first
     * commits; SQLite serialises writers), so each booking is cancelled, and mailed, once.
     */
    async cancelOverdue(now: Date): Promise<BookingRow[]> {
      const cutoff = new Date(now.getTime() + 24 * 3_600_000).toISOString();
      const at = now.toISOString();
      return db.transaction().execute(async (trx) => {
        const rows = await trx.updateTable("bookings")
          .set({ status: "cancelled", slot_key: null, sequence: sql<number>`sequence + 1`, updated_at: at })
          .where("status", "=", "pending_payment")
          .where("start_at", "<=", cutoff)
          .returningAll()
          .execute();
        for (const r of rows) await addEvent(trx, r.id, "pending_payment", "cancelled", "system", "not paid 24 hours before the start", at);
        return rows;
      });
    },

    /** Claims the confirmed bookings starting within 24 h whose reminder is not yet sent. */
    async claimReminders(now: Date): Promise<BookingRow[]> {
      const at = now.toISOString();
      return db.updateTable("bookings")
        .set({ reminder_sent_at: at })
        .where("status", "=", "confirmed")
        .where("reminder_sent_at", "is", null)
        .where("start_at", ">", at)
        .where("start_at", "<=", new Date(now.getTime() + 24 * 3_600_000).toISOString())
        .returningAll()
        .execute();
    },

    /** Inserts rows as given, with a first history entry each; for the demo seed and the benchmark. */
    async insertMany(rows: NewRow<"bookings">[], note = "imported"): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < rows.length; i += 500) {
          const chunk = rows.slice(i, i + 500);
          const ids = await trx.insertInto("bookings").values(chunk).returning(["id", "status", "created_at"]).execute();
          await trx.insertInto("booking_events")
            .values(ids.map((r) => ({ booking_id: r.id, from_status: null, to_status: r.status, actor: "system", note, created_at: r.created_at })))
            .execute();
        }
      });
    },

    async count(): Promise<number> {
      const r = await db.selectFrom("bookings").select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
  return repo;
}

export type BookingsRepository = ReturnType<typeof bookingsRepository>;
