import type { Kysely } from "kysely";

// The booking engine: the nutritionist's availability, and what the jobs and the client's
// self-service need on each booking. Portable types only, as in 0001.

export async function up(db: Kysely<any>): Promise<void> {
  // One row (id 1). Weekly hours are a small JSON document: {mon: [{start, end}], …}.
  await db.schema
    .createTable("availability_settings")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("slot_minutes", "integer", (c) => c.notNull())
    .addColumn("min_notice_hours", "integer", (c) => c.notNull())
    .addColumn("horizon_days", "integer", (c) => c.notNull())
    .addColumn("weekly_hours", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  // Whole days (inclusive) on which nothing can be booked: holidays, vacations.
  await db.schema
    .createTable("availability_blocks")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("start_date", "text", (c) => c.notNull())
    .addColumn("end_date", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull())
    .execute();

  // start_at is the UTC instant of date+time in Madrid: the jobs compare it with now.
  await db.schema.alterTable("bookings").addColumn("start_at", "text").execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("duration_minutes", "integer", (c) => c.notNull().defaultTo(60))
    .execute();
  await db.schema.alterTable("bookings").addColumn("reminder_sent_at", "text").execute();
  await db.schema.createIndex("bookings_status_start").on("bookings").columns(["status", "start_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("bookings_status_start").execute();
  for (const c of ["reminder_sent_at", "duration_minutes", "start_at"]) {
    await db.schema.alterTable("bookings").dropColumn(c).execute();
  }
  await db.schema.dropTable("availability_blocks").execute();
  await db.schema.dropTable("availability_settings").execute();
}
