import type { CreateTableBuilder, Kysely } from "kysely";
import { isPostgres } from "../dialect.js";

// Refunds of a booking's payment, each with the provider's id when Stripe made it (docs/decisions/025).

function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("booking_refunds"))
    .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    // Stripe's refund id (re_…); NULL for a refund she made by hand (bank transfer, Bizum).
    .addColumn("provider_refund_id", "text", (c) => c.unique())
    // client_cancel | admin | by_hand | stripe_dashboard
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("booking_refunds_booking").on("booking_refunds").column("booking_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("booking_refunds").execute();
}
