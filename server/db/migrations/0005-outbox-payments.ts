import type { CreateTableBuilder, Kysely } from "kysely";
import { isPostgres } from "../dialect.js";

// The mail outbox, payments confirmed by the provider, meeting links and the payment
// reminder. Portable types only, as in 0001.

function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Kysely<any>): Promise<void> {
  // Every mail, written in the transaction of the change that causes it; the worker sends it.
  await withId(db, db.schema.createTable("outbox"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    // The whole message as JSON; emptied once sent, so private links do not stay in the table.
    .addColumn("payload", "text")
    .addColumn("booking_id", "integer")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    // Retries stop here (about 24 h after queueing, or after an admin's retry).
    .addColumn("give_up_at", "text", (c) => c.notNull())
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", "text")
    .addColumn("last_error", "text")
    .addColumn("smtp_response", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("outbox_status_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("outbox_booking").on("outbox").column("booking_id").execute();

  // Webhook events already handled: the provider retries, and an event must count once.
  await db.schema
    .createTable("payment_events")
    .addColumn("event_id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("booking_id", "integer")
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  // Practice-wide settings set in the admin (one row per key), e.g. her personal meeting link.
  await db.schema
    .createTable("practice_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  // Further private links of a booking, issued with later mails (the reminder) because the
  // first token is stored only hashed; re-sending the confirmation ends them all.
  await db.schema
    .createTable("manage_links")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("manage_links_booking").on("manage_links").column("booking_id").execute();

  await db.schema.alterTable("bookings").addColumn("meeting_url", "text").execute();
  await db.schema.alterTable("bookings").addColumn("paid_at", "text").execute();
  await db.schema.alterTable("bookings").addColumn("payment_reminder_sent_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const c of ["payment_reminder_sent_at", "paid_at", "meeting_url"]) {
    await db.schema.alterTable("bookings").dropColumn(c).execute();
  }
  await db.schema.dropTable("manage_links").execute();
  await db.schema.dropTable("practice_settings").execute();
  await db.schema.dropTable("payment_events").execute();
  await db.schema.dropIndex("outbox_booking").execute();
  await db.schema.dropIndex("outbox_status_due").execute();
  await db.schema.dropTable("outbox").execute();
}
