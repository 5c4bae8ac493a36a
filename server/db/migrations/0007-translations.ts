import type { Kysely } from "kysely";
import { isPostgres } from "../dialect.js";

// Translation groups: a blog, a recipe or a service plan points at the group it shares with
// its translations. A unique index on (group, language) keeps at most one per language;
// items in no group (NULL) are never in each other's way, on either engine. Groups are rows
// of their own so their ids are never handed out twice, even after every member is deleted.

const TABLES = ["blogs", "recipes", "service_plans"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const table = db.schema.createTable("translation_groups");
  await (
    isPostgres(db)
      ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
  )
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  for (const t of TABLES) {
    await db.schema
      .alterTable(t)
      .addColumn("translation_group", "integer", (c) => c.references("translation_groups.id"))
      .execute();
    await db.schema.createIndex(`${t}_translation_language`).on(t).columns(["translation_group", "language"]).unique().execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of TABLES) {
    await db.schema.dropIndex(`${t}_translation_language`).execute();
    await db.schema.alterTable(t).dropColumn("translation_group").execute();
  }
  await db.schema.dropTable("translation_groups").execute();
}
