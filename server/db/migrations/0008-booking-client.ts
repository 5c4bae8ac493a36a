import type { Kysely } from "kysely";

// What the client-facing booking flow needs: a duration and an intro-call flag on each plan,
// whether a booking is free, and when the client consented to the processing of health data.
// Portable types only, as in 0001.

export async function up(db: Kysely<any>): Promise<void> {
  // NULL: the plan lasts one slot of the availability settings (it follows a change of them).
  await db.schema.alterTable("service_plans").addColumn("duration_minutes", "integer").execute();
  await db.schema
    .alterTable("service_plans")
    .addColumn("intro_call", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // 1 for a price-0 booking: confirmed at once, never cancelled for want of payment.
  await db.schema
    .alterTable("bookings")
    .addColumn("free", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("bookings").addColumn("privacy_consent_at", "text").execute();
  // The per-email and per-phone limit on unpaid future bookings reads these.
  await db.schema.createIndex("bookings_email_status").on("bookings").columns(["email", "status"]).execute();
  await db.schema.createIndex("bookings_phone_status").on("bookings").columns(["phone_number", "status"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("bookings_phone_status").execute();
  await db.schema.dropIndex("bookings_email_status").execute();
  await db.schema.alterTable("bookings").dropColumn("privacy_consent_at").execute();
  await db.schema.alterTable("bookings").dropColumn("free").execute();
  await db.schema.alterTable("service_plans").dropColumn("intro_call").execute();
  await db.schema.alterTable("service_plans").dropColumn("duration_minutes").execute();
}
