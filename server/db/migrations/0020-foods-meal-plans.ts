import { sql, type CreateTableBuilder, type Kysely } from "kysely";
import { isPostgres } from "../dialect.js";
import { loadShippedTable } from "../../foods/table-store.js";

// The food composition table (docs/decisions/040), filled from the table the repository ships;
// the nutritionist's meal plans for her clients (encrypted like the notes) and her templates;
// recipes' ingredients linked to foods; and the per-client choice to show no numbers.

function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("foods"))
    // "usda-sr" for the publisher's foods (source_code: its number), "own" for hers.
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("source_code", "text")
    .addColumn("group_code", "text")
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_es", "text")
    .addColumn("name_gr", "text")
    // JSON: values per 100 g; the source's household measures; the ones she added.
    .addColumn("per_100g", "text", (c) => c.notNull())
    .addColumn("measures", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("own_measures", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("foods_source_code").on("foods").columns(["source", "source_code"]).unique().execute();
  // The search's index: each word of a food's names, folded, once per food. A prefix is a range
  // of this key on both engines; on PostgreSQL the words compare by code point ("C"), so the
  // range holds whatever the database's collation.
  await db.schema
    .createTable("food_words")
    .addColumn("word", isPostgres(db) ? sql`text collate "C"` : "text", (c) => c.notNull())
    .addColumn("food_id", "integer", (c) => c.notNull().references("foods.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("food_words_pk", ["word", "food_id"])
    .execute();
  await db.schema.createIndex("food_words_food").on("food_words").column("food_id").execute();

  await db.schema
    .alterTable("clients")
    .addColumn("hide_numbers", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();

  // A client's plan: `content` is the encrypted JSON of its name, note, targets and days.
  await withId(db, db.schema.createTable("meal_plans"))
    .addColumn("client_id", "integer", (c) => c.notNull().references("clients.id").onDelete("cascade"))
    .addColumn("booking_id", "integer", (c) => c.references("bookings.id").onDelete("set null"))
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("delivered_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("meal_plans_client").on("meal_plans").column("client_id").execute();
  await db.schema.createIndex("meal_plans_booking").on("meal_plans").column("booking_id").execute();

  // Her templates hold no client's data: stored as plain JSON.
  await withId(db, db.schema.createTable("meal_plan_templates"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable("recipe_ingredients")
    .addColumn("food_id", "integer", (c) => c.references("foods.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("recipe_ingredients").addColumn("grams", "double precision").execute();

  await loadShippedTable(db, new Date().toISOString());
  // PostgreSQL plans the search better once it knows the tables' sizes.
  if (isPostgres(db)) await sql`analyze foods, food_words`.execute(db);
}
