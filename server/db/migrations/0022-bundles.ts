import type { CreateTableBuilder, Kysely } from "kysely";
import { isPostgres } from "../dialect.js";

// Session bundles ("bonos", docs/decisions/042): a plan may also be sold as N sessions at a
// bundle price, valid for some months; each sale is a client bundle, paid once and invoiced at
// sale, and each credit's movement (bought, held by a booking, returned, spent, lost, expired,
// granted, removed, refunded) is a row of the credit ledger, whose sum is her balance.

function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Kysely<any>): Promise<void> {
  // Shared by the plan's translation group, like its price. NULL sessions: not sold as a bundle.
  await db.schema.alterTable("service_plans").addColumn("bundle_sessions", "integer").execute();
  await db.schema.alterTable("service_plans").addColumn("bundle_price", "integer").execute();
  await db.schema.alterTable("service_plans").addColumn("validity_months", "integer").execute();
  // JSON array of the ids of other plans a credit may also book (the plan itself always can).
  await db.schema.alterTable("service_plans").addColumn("bundle_covers", "text").execute();

  await withId(db, db.schema.createTable("client_bundles"))
    .addColumn("client_id", "integer", (c) => c.references("clients.id").onDelete("set null"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("plan_id", "integer", (c) => c.references("service_plans.id").onDelete("set null"))
    .addColumn("plan_title", "text", (c) => c.notNull())
    // JSON array of every plan id (all languages) a credit of this bundle books, fixed at sale.
    .addColumn("covered_plans", "text", (c) => c.notNull())
    .addColumn("sessions", "integer", (c) => c.notNull())
    .addColumn("price_cents", "integer", (c) => c.notNull())
    .addColumn("vat_rate", "integer", (c) => c.notNull())
    .addColumn("validity_months", "integer", (c) => c.notNull())
    // pending_payment until Stripe reports the exact amount; paid; mismatch (flagged to her).
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("payment_amount", "integer")
    .addColumn("payment_currency", "text")
    .addColumn("payment_reference", "text")
    .addColumn("paid_at", "text")
    .addColumn("refunded_cents", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expires_at", "text")
    .addColumn("expiry_reminded_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("client_bundles_client").on("client_bundles").column("client_id").execute();
  await db.schema.createIndex("client_bundles_reference").on("client_bundles").column("payment_reference").execute();

  await withId(db, db.schema.createTable("credit_ledger"))
    .addColumn("client_id", "integer", (c) => c.notNull().references("clients.id").onDelete("cascade"))
    // NULL: credits she granted by hand, which belong to no bundle and do not expire.
    .addColumn("bundle_id", "integer", (c) => c.references("client_bundles.id").onDelete("cascade"))
    .addColumn("booking_id", "integer", (c) => c.references("bookings.id").onDelete("set null"))
    .addColumn("change", "integer", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("credit_ledger_client").on("credit_ledger").column("client_id").execute();
  await db.schema.createIndex("credit_ledger_booking").on("credit_ledger").column("booking_id").execute();

  // A bundle's sale invoice (and its refunds' rectifying ones) belong to no booking.
  await db.schema
    .alterTable("invoices")
    .addColumn("bundle_id", "integer", (c) => c.references("client_bundles.id").onDelete("set null"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("invoices").dropColumn("bundle_id").execute();
  await db.schema.dropTable("credit_ledger").execute();
  await db.schema.dropTable("client_bundles").execute();
  for (const c of ["bundle_covers", "validity_months", "bundle_price", "bundle_sessions"]) await db.schema.alterTable("service_plans").dropColumn(c).execute();
}
