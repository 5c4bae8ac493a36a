import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect.js";

// No two active bookings may overlap, whatever their lengths (a two-hour session at 10:00 and
// a one-hour one at 11:00). The unique slot_key only refuses two bookings at the same start.
//
// - booking_days: one row per Madrid date that has been booked. A booking takes the rows of
//   the dates it touches before it checks for overlaps and writes, so two bookings of one day
//   are made one after the other (PostgreSQL: SELECT … FOR UPDATE on those rows; SQLite: every
//   write transaction begins IMMEDIATE, server/db/database.ts, which serialises writers).
// - PostgreSQL only: an exclusion constraint, so the database itself refuses an overlap even
//   from a writer that skipped the lock. This is the one place the migration branches on the
//   engine: SQLite has no exclusion constraints (nor ranges or GiST indexes); there the day lock
//   is the guard, and a single writer at a time makes it sufficient.
//
// The constraint indexes each active booking's span as a range of instants. start_at is ISO
// 8601 text ending in Z; casting text to timestamptz is only STABLE in PostgreSQL (it may read
// the TimeZone and DateStyle settings), which an index expression may not use. For text that
// carries its own offset neither setting changes the result, so a small function declared
// IMMUTABLE wraps the cast. STRICT: a booking without start_at has no span (NULL), rather than
// an unbounded one that would clash with every other. Ranges alone need no btree_gist: the
// constraint compares no plain column with =, and GiST on ranges is built in.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("booking_days")
    .addColumn("day", "text", (c) => c.primaryKey())
    .execute();
  if (!isPostgres(db)) return;

  await sql`
    create function booking_span(start_at text, minutes integer) returns tstzrange
    language sql immutable strict parallel safe
    as $$ select tstzrange(start_at::timestamptz, start_at::timestamptz + make_interval(mins => minutes)) $$
  `.execute(db);

  // Bookings that already overlap (the race this closes) would stop the constraint from being
  // made. The migration fails, naming them, rather than cancelling anyone's session silently:
  // she cancels or moves one of each pair in the admin, then the site starts.
  const { rows } = await sql<{ a: number; b: number }>`
    select x.id as a, y.id as b from bookings x join bookings y on x.id < y.id
    where x.slot_key is not null and y.slot_key is not null
      and booking_span(x.start_at, x.duration_minutes) && booking_span(y.start_at, y.duration_minutes)
    order by x.id, y.id
  `.execute(db);
  if (rows.length) {
    throw new Error(`active bookings overlap: ${rows.map((r) => `#${r.a} and #${r.b}`).join(", ")}. Cancel or move one of each pair, then start again.`);
  }
  await sql`
    alter table bookings add constraint bookings_no_overlap
    exclude using gist (booking_span(start_at, duration_minutes) with &&) where (slot_key is not null)
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table bookings drop constraint bookings_no_overlap`.execute(db);
    await sql`drop function booking_span(text, integer)`.execute(db);
  }
  await db.schema.dropTable("booking_days").execute();
}
