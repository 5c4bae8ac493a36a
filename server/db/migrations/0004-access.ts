import type { Kysely } from "kysely";

// Access to the site and to people's data.
//
// Keys the site makes for itself and every instance must share, e.g. the one that signs
// admin device cookies: kept in the database so a new instance needs no extra setting.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("site_secrets")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  // When a booking's name, email, phone and message were erased (on request or by retention);
  // date, plan and status stay for the accounts.
  await db.schema.alterTable("bookings").addColumn("personal_data_erased_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").dropColumn("personal_data_erased_at").execute();
  await db.schema.dropTable("site_secrets").execute();
}
