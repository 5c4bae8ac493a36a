import type { CreateTableBuilder, Kysely } from "kysely";
import { isPostgres } from "../dialect.js";

// Portable column types only (text, integer); the one difference between the engines,
// how an auto-generated id is declared, is settled in withId.
function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("admins"))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("password_changed_at", "text", (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable("admin_sessions"))
    .addColumn("admin_id", "integer", (c) => c.notNull().references("admins.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .execute();

  await withId(db, db.schema.createTable("service_plans"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("price", "integer", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("payment_link", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("service_plans_language_order").on("service_plans").columns(["language", "sort_order"]).execute();

  await withId(db, db.schema.createTable("service_plan_features"))
    .addColumn("service_plan_id", "integer", (c) => c.notNull().references("service_plans.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("service_plan_features_plan").on("service_plan_features").column("service_plan_id").execute();

  await withId(db, db.schema.createTable("blogs"))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("published_date", "text")
    .addColumn("profile_image_url", "text")
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("meta_title", "text", (c) => c.notNull())
    .addColumn("meta_description", "text", (c) => c.notNull())
    .addColumn("meta_keywords", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("blogs_language_published").on("blogs").columns(["language", "published_date"]).execute();

  await withId(db, db.schema.createTable("recipes"))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("published_date", "text", (c) => c.notNull())
    .addColumn("image_url", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("recipes_language").on("recipes").columns(["language", "created_at"]).execute();

  for (const [table, extra] of [
    ["recipe_ingredients", "position"],
    ["recipe_nutritional_facts", "position"],
  ] as const) {
    await withId(db, db.schema.createTable(table))
      .addColumn("recipe_id", "integer", (c) => c.notNull().references("recipes.id").onDelete("cascade"))
      .addColumn(extra, "integer", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("quantity", "text", (c) => c.notNull())
      .addColumn("size", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex(`${table}_recipe`).on(table).column("recipe_id").execute();
  }

  await withId(db, db.schema.createTable("recipe_instructions"))
    .addColumn("recipe_id", "integer", (c) => c.notNull().references("recipes.id").onDelete("cascade"))
    .addColumn("step_number", "integer", (c) => c.notNull())
    .addColumn("step_content", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("recipe_instructions_recipe").on("recipe_instructions").column("recipe_id").execute();

  await withId(db, db.schema.createTable("recipe_valuable_info"))
    .addColumn("recipe_id", "integer", (c) => c.notNull().unique().references("recipes.id").onDelete("cascade"))
    .addColumn("duration", "text", (c) => c.notNull())
    .addColumn("difficulty", "text", (c) => c.notNull())
    .addColumn("portions", "integer", (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable("recipe_meta_info"))
    .addColumn("recipe_id", "integer", (c) => c.notNull().unique().references("recipes.id").onDelete("cascade"))
    .addColumn("meta_title", "text", (c) => c.notNull())
    .addColumn("meta_description", "text", (c) => c.notNull())
    .addColumn("meta_keywords", "text", (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable("subscribers"))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("unsubscribe_token", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable("contact_messages"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("read_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable("bookings"))
    .addColumn("service_plan_id", "integer", (c) => c.references("service_plans.id").onDelete("set null"))
    .addColumn("service_plan_title", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone_number", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("time", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("slot_key", "text", (c) => c.unique())
    .addColumn("manage_token_hash", "text", (c) => c.unique())
    .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("bookings_date").on("bookings").columns(["date", "time"]).execute();

  await withId(db, db.schema.createTable("booking_events"))
    .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("from_status", "text")
    .addColumn("to_status", "text", (c) => c.notNull())
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("booking_events_booking").on("booking_events").column("booking_id").execute();

  await withId(db, db.schema.createTable("download_tokens"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("pdf_name", "text", (c) => c.notNull())
    .addColumn("expires_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    "download_tokens",
    "booking_events",
    "bookings",
    "contact_messages",
    "subscribers",
    "recipe_meta_info",
    "recipe_valuable_info",
    "recipe_instructions",
    "recipe_nutritional_facts",
    "recipe_ingredients",
    "recipes",
    "blogs",
    "service_plan_features",
    "service_plans",
    "admin_sessions",
    "admins",
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
