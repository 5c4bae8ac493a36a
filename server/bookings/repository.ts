// A booking's life in the database: made, found, changed in status or slot, erased. SQL
// only: the service opens each change's transaction and queues its mails in it
// (server/bookings/lifecycle-service.ts); nothing here builds a mail or calls back into it.
import { sql } from "kysely";
import { CHANGE_WINDOW_HOURS, paymentDeadline, slotKey } from "../../core/booking-rules.js";
import { ACTIVE_STATUSES, TRANSITIONS, type BookingAction, type BookingActor, type BookingStatus } from "../../core/booking-status.js";
import type { Booking } from "../../core/schemas/booking.js";
import { BookingConflict } from "./booking-conflict.js";
import { bookingUid, type UidHost } from "./calendar-uid.js";
import { nowIso, type Database } from "../db/database.js";
import type { NewRow, Row } from "../db/schema.js";
import { isUniqueViolation } from "../db/unique-violation.js";
import { isPostgres } from "../db/dialect.js";
import type { BookingMessages } from "./booking-messages.js";

// The transaction types live in the kernel; the booking engine's callers still find them here.
export type { Executor, Trx } from "../kernel/transactions.js";
import type { Executor, Trx } from "../kernel/transactions.js";
export const hoursAfter = (now: Date, hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
export type BookingRow = Row<"bookings">;

/** A booking as the API answers it; `uidHost` is the host of PUBLIC_URL (bookingUid). */
export function toBooking(r: BookingRow, uidHost: UidHost): Booking {
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
    calendar_uid: bookingUid(uidHost, r.id),
    privacy_consent_at: r.privacy_consent_at,
    time_zone: r.time_zone,
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
  /** Kept only if the booking starts confirmed (a free one): paid bookings get theirs when paid. */
  meeting_url?: string | null;
  /** Price 0: confirmed at once, never cancelled for want of payment. */
  free: boolean;
  /** Paid with a bundle's credit (held in the same transaction): confirmed at once too, but not free. */
  withCredit?: boolean;
  privacy_consent_at: string | null;
  /** Her IANA time zone, when her browser gave it. */
  time_zone: string | null;
}

export interface SlotChange {
  date: string;
  time: string;
  start: number;
  duration_minutes: number;
}

/**
 * What the database itself refuses, on any number of instances: a second booking of a start
 * (the unique slot_key) or, on PostgreSQL, one overlapping another active booking (the
 * exclusion constraint bookings_no_overlap, SQLSTATE 23P01; migration 0010).
 */
function slotTaken(e: unknown): never {
  if (isUniqueViolation(e, "slot_key") || (e as { code?: string } | null)?.code === "23P01") throw new BookingConflict("slot_taken");
  throw e;
}

/**
 * `messages` seals a booking's message on the way in and opens it on the way out: every row
 * this repository answers has its message readable (server/bookings/booking-messages.ts).
 */
export function bookingsRepository(db: Database, messages: BookingMessages) {
  const { open } = messages;
  async function addEvent(ex: Executor, bookingId: number, from: string | null, to: string, actor: BookingActor, note: string, at: string) {
    await ex.insertInto("booking_events").values({ booking_id: bookingId, from_status: from, to_status: to, actor, note, created_at: at }).execute();
  }

  const repo = {
    /** Runs a change and what goes with it (its mails) in one transaction. */
    transaction: <T>(work: (trx: Trx) => Promise<T>): Promise<T> => db.transaction().execute(work),

    /**
     * Takes the lock of each Madrid date a booking touches, until the transaction ends: two
     * bookings of one day are then checked and written one after the other. A date's row is
     * made the first time it is booked. PostgreSQL locks the rows (FOR UPDATE, in date order so
     * that two bookings never wait for each other); on SQLite the transaction already holds the
     * write lock from its start (BEGIN IMMEDIATE, server/db/database.ts).
     */
    async lockDays(trx: Trx, days: string[]): Promise<void> {
      const sorted = [...new Set(days)].sort();
      await trx
        .insertInto("booking_days")
        .values(sorted.map((day) => ({ day })))
        .onConflict((oc) => oc.column("day").doNothing())
        .execute();
      if (isPostgres(trx)) await trx.selectFrom("booking_days").select("day").where("day", "in", sorted).orderBy("day").forUpdate().execute();
    },

    // ---- bookings -----------------------------------------------------------------------

    /** Inserts a booking with its first history entry; a slot already held answers BookingConflict("slot_taken"). */
    async create(trx: Trx, b: NewBooking): Promise<BookingRow> {
      const now = nowIso();
      // A free booking (price 0) is confirmed at once: there is nothing to wait for.
      const status: BookingStatus = b.free || b.withCredit ? "confirmed" : "pending_payment";
      const row = await trx
        .insertInto("bookings")
        .values({
          service_plan_id: b.service_plan_id,
          service_plan_title: b.service_plan_title,
          name: b.name,
          email: b.email,
          phone_number: b.phone_number,
          ...messages.seal(b.message),
          language: b.language,
          date: b.date,
          time: b.time,
          status,
          slot_key: slotKey(b.date, b.time),
          start_at: new Date(b.start).toISOString(),
          duration_minutes: b.duration_minutes,
          manage_token_hash: b.manage_token_hash,
          created_at: now,
          updated_at: now,
          free: b.free ? 1 : 0,
          privacy_consent_at: b.privacy_consent_at,
          time_zone: b.time_zone,
          // A booking that starts confirmed (nothing to pay) has its meeting at once.
          meeting_url: status === "confirmed" ? (b.meeting_url ?? null) : null,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch(slotTaken);
      await addEvent(
        trx,
        row.id,
        null,
        status,
        "client",
        b.free ? "booked (free, nothing to pay)" : b.withCredit ? "booked with a bundle's credit" : "booked",
        now,
      );
      return open(row);
    },

    /** Future bookings nobody has paid for (awaiting payment, or free), by email and by phone. */
    async unpaidFutureCounts(email: string, phones: string[], nowIso: string): Promise<{ email: number; phone: number }> {
      const count = async (column: "email" | "phone_number", values: string[]) => {
        const r = await db
          .selectFrom("bookings")
          .select((eb) => eb.fn.countAll<string | number>().as("n"))
          .where(column, "in", values)
          .where("start_at", ">", nowIso)
          .where((eb) => eb.or([eb("status", "=", "pending_payment"), eb.and([eb("status", "=", "confirmed"), eb("free", "=", 1)])]))
          .executeTakeFirstOrThrow();
        return Number(r.n);
      };
      const [byEmail, byPhone] = await Promise.all([count("email", [email]), count("phone_number", phones)]);
      return { email: byEmail, phone: byPhone };
    },

    async find(id: number): Promise<BookingRow | undefined> {
      return open(await db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst());
    },

    /** The booking of a private link: its first token, or one issued with a later mail. */
    async findByTokenHash(hash: string): Promise<BookingRow | undefined> {
      return open(
        await db
          .selectFrom("bookings")
          .selectAll()
          .where((eb) =>
            eb.or([eb("manage_token_hash", "=", hash), eb("id", "in", eb.selectFrom("manage_links").select("booking_id").where("token_hash", "=", hash))]),
          )
          .executeTakeFirst(),
      );
    },

    /** One more private link for a booking, for a later mail; earlier links keep working. */
    async addManageLink(ex: Executor, id: number, hash: string): Promise<void> {
      await ex.insertInto("manage_links").values({ token_hash: hash, booking_id: id, created_at: nowIso() }).execute();
    },

    /** Newest session first. */
    async list(status?: string): Promise<BookingRow[]> {
      let q = db.selectFrom("bookings").selectAll().orderBy("date", "desc").orderBy("time", "desc").orderBy("id", "desc");
      if (status) q = q.where("status", "=", status);
      return (await q.execute()).map(open);
    },

    async history(id: number) {
      return db
        .selectFrom("booking_events")
        .select(["from_status", "to_status", "actor", "note", "created_at"])
        .where("booking_id", "=", id)
        .orderBy("id")
        .execute();
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
    async transition(
      trx: Trx,
      id: number,
      action: BookingAction,
      actor: BookingActor,
      note: string,
      opts: { meetingUrl?: string } = {},
    ): Promise<{ before: BookingStatus; row: BookingRow }> {
      const { from, to } = TRANSITIONS[action];
      const current = await trx.selectFrom("bookings").select("status").where("id", "=", id).executeTakeFirst();
      if (!current) throw new BookingConflict("booking_not_found");
      const now = nowIso();
      const releases = to === "cancelled";
      const row = await trx
        .updateTable("bookings")
        .set({
          status: to,
          updated_at: now,
          // Every change is a new version of the client's calendar event (RFC 5545 SEQUENCE):
          // an invitation that reused the last number could be ignored as a repeat.
          sequence: sql<number>`sequence + 1`,
          ...(releases ? { slot_key: null } : {}),
          // Confirmed means paid: the meeting is assigned now, once (a later change keeps it).
          ...(to === "confirmed" ? { paid_at: now, meeting_url: sql<string>`coalesce(meeting_url, ${opts.meetingUrl ?? null})` } : {}),
        })
        .where("id", "=", id)
        .where("status", "in", from)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new BookingConflict("invalid_transition");
      await addEvent(trx, id, current.status, to, actor, note, now);
      return { before: current.status as BookingStatus, row: open(row) };
    },

    /** Moves an active booking to another slot, keeping its id; SEQUENCE rises for calendars. */
    async reschedule(trx: Trx, id: number, to: SlotChange, actor: BookingActor): Promise<{ before: BookingRow; row: BookingRow }> {
      const before = await trx.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
      if (!before) throw new BookingConflict("booking_not_found");
      const now = nowIso();
      const row = await trx
        .updateTable("bookings")
        .set({
          date: to.date,
          time: to.time,
          slot_key: slotKey(to.date, to.time),
          start_at: new Date(to.start).toISOString(),
          duration_minutes: to.duration_minutes,
          sequence: sql<number>`sequence + 1`,
          reminder_sent_at: null,
          payment_reminder_sent_at: null,
          updated_at: now,
        })
        .where("id", "=", id)
        .where("status", "in", [...ACTIVE_STATUSES])
        .where("start_at", "=", before.start_at)
        .returningAll()
        .executeTakeFirst()
        .catch(slotTaken);
      if (!row) throw new BookingConflict("booking_not_active");
      await addEvent(trx, id, before.status, row.status, actor, `rescheduled from ${before.date} ${before.time} to ${to.date} ${to.time}`, now);
      return { before: open(before), row: open(row) };
    },

    /**
     * The payment deadline: cancels every booking still unpaid 24 h before its start. One
     * UPDATE … RETURNING claims the rows; when two instances run it at once, the second
     * finds them no longer pending_payment (PostgreSQL re-checks the WHERE after the first
     * commits; SQLite serialises writers), so each booking is cancelled, and mailed, once.
     */
    async cancelOverdue(trx: Trx, now: Date): Promise<BookingRow[]> {
      const cutoff = hoursAfter(now, CHANGE_WINDOW_HOURS);
      const at = now.toISOString();
      const rows = await trx
        .updateTable("bookings")
        .set({ status: "cancelled", slot_key: null, sequence: sql<number>`sequence + 1`, updated_at: at })
        .where("status", "=", "pending_payment")
        .where("start_at", "<=", cutoff)
        .returningAll()
        .execute();
      for (const r of rows) await addEvent(trx, r.id, "pending_payment", "cancelled", "system", "not paid 24 hours before the start", at);
      return rows.map(open);
    },

    /** A new private link for an active booking: the old one stops working at once. */
    async replaceManageToken(trx: Trx, id: number, hash: string): Promise<BookingRow> {
      const row = await trx
        .updateTable("bookings")
        .set({ manage_token_hash: hash, updated_at: nowIso() })
        .where("id", "=", id)
        .where("status", "in", [...ACTIVE_STATUSES])
        .returningAll()
        .executeTakeFirst();
      if (!row) {
        const exists = await trx.selectFrom("bookings").select("id").where("id", "=", id).executeTakeFirst();
        throw new BookingConflict(exists ? "booking_not_active" : "booking_not_found");
      }
      await trx.deleteFrom("manage_links").where("booking_id", "=", id).execute();
      await addEvent(trx, id, row.status, row.status, "admin", "confirmation sent again with a new private link", nowIso());
      return open(row);
    },

    /** A note in the booking's history, e.g. a payment that arrived after it was cancelled; the booking, or none. */
    async note(trx: Trx, id: number, actor: BookingActor, note: string): Promise<BookingRow | undefined> {
      const row = await trx.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
      if (row) await addEvent(trx, id, row.status, row.status, actor, note, nowIso());
      return open(row);
    },

    /** Inserts rows as given, with a first history entry each; for the demo seed and the benchmark. */
    async insertMany(rows: NewRow<"bookings">[], note = "imported"): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < rows.length; i += 500) {
          const chunk = rows.slice(i, i + 500).map((r) => ({ ...r, ...messages.seal(r.message ?? "") }));
          const ids = await trx.insertInto("bookings").values(chunk).returning(["id", "status", "created_at"]).execute();
          await trx
            .insertInto("booking_events")
            .values(ids.map((r) => ({ booking_id: r.id, from_status: null, to_status: r.status, actor: "system", note, created_at: r.created_at })))
            .execute();
        }
      });
    },

    /**
     * Bookings starting at or after `since`, with how many times each has changed (history
     * entries after the first): the private calendar feed's SEQUENCE.
     */
    async withChangeCounts(since: string): Promise<(BookingRow & { changes: number })[]> {
      const rows = await db
        .selectFrom("bookings")
        .selectAll("bookings")
        .select((eb) =>
          eb
            .selectFrom("booking_events")
            .select((e) => e.fn.countAll<string | number>().as("n"))
            .whereRef("booking_events.booking_id", "=", "bookings.id")
            .as("events"),
        )
        .where("start_at", ">=", since)
        .orderBy("start_at")
        .orderBy("id")
        .execute();
      return rows.map(({ events, ...r }) => ({ ...open(r), changes: Math.max(0, Number(events ?? 0) - 1) }));
    },

    async count(): Promise<number> {
      const r = await db
        .selectFrom("bookings")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
  return repo;
}

export type BookingsRepository = ReturnType<typeof bookingsRepository>;
