import type { CreateTableBuilder, Kysely } from "kysely";
import { isPostgres } from "../dialect.js";

// Her progress and her food photo journal (docs/decisions/044): measurements with the goals the
// nutritionist sets, and photos of her meals with the nutritionist's comments. Values, names,
// notes and comments are stored encrypted (the columns hold ciphertext only); the photos are
// encrypted in the file storage. Dates and kinds stay readable: they order the lists.

function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Kysely<any>): Promise<void> {
  // Measurements the nutritionist adds for one client beside weight, waist, hip and body fat.
  await withId(db, db.schema.createTable("client_measurement_kinds"))
    .addColumn("client_id", "integer", (c) => c.notNull().references("clients.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("unit", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("client_measurement_kinds_client").on("client_measurement_kinds").column("client_id").execute();

  // kind: weight, waist, hip, body_fat, or the id (as text) of one of her own kinds.
  await withId(db, db.schema.createTable("client_measurements"))
    .addColumn("client_id", "integer", (c) => c.notNull().references("clients.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("client_measurements_client").on("client_measurements").columns(["client_id", "kind", "date"]).execute();

  // The nutritionist's goal for one measurement of one client.
  await db.schema
    .createTable("client_goals")
    .addColumn("client_id", "integer", (c) => c.notNull().references("clients.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("client_goals_pk", ["client_id", "kind"])
    .execute();

  await withId(db, db.schema.createTable("client_journal"))
    .addColumn("client_id", "integer", (c) => c.notNull().references("clients.id").onDelete("cascade"))
    .addColumn("meal", "text", (c) => c.notNull())
    .addColumn("eaten_at", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull())
    .addColumn("storage_key", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("client_journal_client").on("client_journal").columns(["client_id", "eaten_at"]).execute();

  await withId(db, db.schema.createTable("client_journal_comments"))
    .addColumn("entry_id", "integer", (c) => c.notNull().references("client_journal.id").onDelete("cascade"))
    .addColumn("client_id", "integer", (c) => c.notNull().references("clients.id").onDelete("cascade"))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("client_journal_comments_entry").on("client_journal_comments").column("entry_id").execute();
  await db.schema.createIndex("client_journal_comments_client").on("client_journal_comments").column("client_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("client_journal_comments").execute();
  await db.schema.dropTable("client_journal").execute();
  await db.schema.dropTable("client_goals").execute();
  await db.schema.dropTable("client_measurements").execute();
  await db.schema.dropTable("client_measurement_kinds").execute();
}
