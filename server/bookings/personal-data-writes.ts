import { sql, type Kysely, type Transaction } from "kysely";
import { ACTIVE_STATUSES } from "../../core/booking-status.js";
import type { DB } from "../db/schema.js";
import type { Executor } from "../kernel/transactions.js";

// What an erasure or the retention job changes in bookings, kept in the bookings folder, which
// alone writes that table: the personal-data and clients folders call these inside their own
// transactions.

const sameEmail = (email: string) => sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`;

/** What erased bookings keep: date, time, plan and status. */
const ERASED = { name: "", email: "", phone_number: "", message: "", message_sealed: 0, manage_token_hash: null };

/** Her bookings still to come are cancelled (their times freed), each with its line of history. */
export async function cancelActiveBookingsOf(trx: Transaction<DB>, email: string, at: string, note: string): Promise<number> {
  const active = await trx
    .selectFrom("bookings")
    .select(["id", "status"])
    .where(sameEmail(email))
    .where("status", "in", [...ACTIVE_STATUSES])
    .execute();
  for (const b of active) {
    await trx
      .updateTable("bookings")
      .set({ status: "cancelled", slot_key: null, sequence: sql<number>`sequence + 1` })
      .where("id", "=", b.id)
      .execute();
    await trx
      .insertInto("booking_events")
      .values({ booking_id: b.id, from_status: b.status, to_status: "cancelled", actor: "admin", note, created_at: at })
      .execute();
  }
  return active.length;
}

/** Her bookings lose name, address, phone and message; the count of those changed. */
export async function anonymiseBookingsOf(trx: Transaction<DB>, email: string, at: string): Promise<number> {
  const done = await trx
    .updateTable("bookings")
    .set({ ...ERASED, personal_data_erased_at: at, updated_at: at })
    .where(sameEmail(email))
    .executeTakeFirst();
  return Number(done.numUpdatedRows);
}

/** Retention: bookings that took place before `cutoff` and are over lose their personal data. */
export async function anonymiseBookingsBefore(db: Kysely<DB>, cutoff: Date, at: string): Promise<number> {
  const done = await db
    .updateTable("bookings")
    .set({ ...ERASED, personal_data_erased_at: at })
    .where("date", "<", cutoff.toISOString().slice(0, 10))
    .where("personal_data_erased_at", "is", null)
    .where("status", "not in", [...ACTIVE_STATUSES])
    .executeTakeFirst();
  return Number(done.numUpdatedRows);
}

/** A booking joins its client's record. */
export async function linkBookingToClient(ex: Executor, bookingId: number, clientId: number): Promise<void> {
  await ex.updateTable("bookings").set({ client_id: clientId }).where("id", "=", bookingId).execute();
}

/** An erasure: the private links of these bookings stop working. */
export async function deleteManageLinksOf(trx: Transaction<DB>, bookingIds: number[]): Promise<void> {
  if (bookingIds.length) await trx.deleteFrom("manage_links").where("booking_id", "in", bookingIds).execute();
}
