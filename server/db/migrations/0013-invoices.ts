import type { CreateTableBuilder, Kysely } from "kysely";
import { isPostgres } from "../dialect.js";

// Invoices for every payment, numbered per series and year, each with its VeriFactu
// registration record and the hash chaining it to the one before (docs/decisions/028).

function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Kysely<any>): Promise<void> {
  // VAT treatment of a plan: 0 (exempt, Ley 37/1992 art. 20.Uno.3º) or 21; shared by its translation group.
  await db.schema
    .alterTable("service_plans")
    .addColumn("vat_rate", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  // The last number given in each series and year. Incremented inside the payment's own
  // transaction, so a number exists exactly when its invoice does: no gaps, no repeats.
  await db.schema
    .createTable("invoice_counters")
    .addColumn("series", "text", (c) => c.notNull())
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("last_number", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("invoice_counters_pk", ["series", "year"])
    .execute();

  // The head of the registration records' hash chain: one row, locked by every new record,
  // so records are chained one after the other even from several instances.
  await db.schema
    .createTable("invoice_chain")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("last_hash", "text", (c) => c.notNull())
    .addColumn("records", "integer", (c) => c.notNull())
    .execute();
  await db.insertInto("invoice_chain").values({ id: 1, last_hash: "", records: 0 }).execute();

  await withId(db, db.schema.createTable("invoices"))
    .addColumn("series", "text", (c) => c.notNull())
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("seq", "integer", (c) => c.notNull())
    // As printed: series, year and the zero-padded number, e.g. F2026-000001.
    .addColumn("number", "text", (c) => c.notNull().unique())
    // simplified | full | rectifying
    .addColumn("type", "text", (c) => c.notNull())
    // The AEAT's TipoFactura: F2 simplified, F3 full replacing a simplified one, R1/R5 rectifying.
    .addColumn("aeat_type", "text", (c) => c.notNull())
    .addColumn("issued_at", "text", (c) => c.notNull())
    // The Madrid date of issue and, when it differs, of the payment (fecha de operación).
    .addColumn("issue_date", "text", (c) => c.notNull())
    .addColumn("operation_date", "text")
    // Kept when the booking's personal data are erased (the law asks for invoices to be kept).
    .addColumn("booking_id", "integer")
    .addColumn("rectifies", "integer", (c) => c.references("invoices.id"))
    .addColumn("replaces", "integer", (c) => c.references("invoices.id"))
    .addColumn("refund_id", "integer")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("client_name", "text")
    .addColumn("client_tax_id", "text")
    .addColumn("client_address", "text")
    // The issuer as it was when the invoice was issued.
    .addColumn("issuer_name", "text", (c) => c.notNull())
    .addColumn("issuer_tax_id", "text", (c) => c.notNull())
    .addColumn("issuer_address", "text", (c) => c.notNull())
    .addColumn("issuer_registration", "text", (c) => c.notNull())
    // Cents; negative on a rectifying invoice (rectification by differences).
    .addColumn("base", "integer", (c) => c.notNull())
    .addColumn("vat_rate", "integer", (c) => c.notNull())
    .addColumn("vat", "integer", (c) => c.notNull())
    .addColumn("total", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    // The registration record (registro de alta): its generation time with zone, the previous
    // record's hash (empty for the first) and its own SHA-256 hash.
    .addColumn("generated_at", "text", (c) => c.notNull())
    .addColumn("previous_hash", "text", (c) => c.notNull())
    .addColumn("hash", "text", (c) => c.notNull())
    .addUniqueConstraint("invoices_series_year_seq", ["series", "year", "seq"])
    .execute();
  await db.schema.createIndex("invoices_booking").on("invoices").column("booking_id").execute();
  await db.schema.createIndex("invoices_issued").on("invoices").column("issue_date").execute();
  // One full invoice in place of a simplified one; one rectifying invoice per refund.
  await db.schema.createIndex("invoices_replaces").on("invoices").column("replaces").unique().execute();
  await db.schema.createIndex("invoices_refund").on("invoices").column("refund_id").unique().execute();

  // Payments made while the practice's fiscal identity was incomplete: invoiced, in order,
  // once it is complete.
  await db.schema
    .createTable("invoice_pending")
    .addColumn("booking_id", "integer", (c) => c.primaryKey())
    .addColumn("paid_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("invoice_pending").execute();
  await db.schema.dropTable("invoices").execute();
  await db.schema.dropTable("invoice_chain").execute();
  await db.schema.dropTable("invoice_counters").execute();
  await db.schema.alterTable("service_plans").dropColumn("vat_rate").execute();
}
