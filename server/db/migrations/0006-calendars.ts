import type { CreateTableBuilder, Kysely } from "kysely";
import { isPostgres } from "../dialect.js";

// Her calendar, both ways: the secret of the private feed of bookings (out), and the ICS
// addresses of her own calendars whose busy times block slots (in). Portable types only.

function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Kysely<any>): Promise<void> {
  // One row (id 1). The secret is kept readable because the admin must be able to read the
  // address again; requests compare it in constant time (docs/decisions/015).
  await db.schema
    .createTable("calendar_feed")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable("calendar_imports"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    // The last attempt, successful or not, and its error (a reason code and a detail).
    .addColumn("fetched_at", "text")
    .addColumn("error", "text")
    .addColumn("error_detail", "text")
    // The last good copy: busy intervals as JSON [[startMs, endMs], …] and when it was read.
    .addColumn("busy", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("events", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("succeeded_at", "text")
    // Set by the instance that claimed the refresh; another instance leaves it alone until then.
    .addColumn("claimed_until", "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("calendar_imports").execute();
  await db.schema.dropTable("calendar_feed").execute();
}
