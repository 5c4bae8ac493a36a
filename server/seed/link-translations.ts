import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import { newGroup, type TranslatedTable } from "../translations/groups.js";
import { demoBlogTopics } from "./blogs.js";
import { demoRecipes } from "./recipes.js";
import { demoServicePlans } from "./service-plans.js";

/** Each demo item's translations, as sets of [language, title]. */
function demoSets(): { table: TranslatedTable; items: [string, string][] }[] {
  const recipes = new Map<number, [string, string][]>();
  for (const r of demoRecipes) recipes.set(r.image.seed, [...(recipes.get(r.image.seed) ?? []), [r.input.language, r.input.title]]);
  return [
    ...demoBlogTopics.map((t) => ({ table: "blogs" as const, items: t.blogs.map((b): [string, string] => [b.language, b.title]) })),
    ...[...recipes.values()].map((items) => ({ table: "recipes" as const, items })),
    ...demoServicePlans.map((set) => ({ table: "service_plans" as const, items: set.map((p): [string, string] => [p.language, p.title]) })),
  ];
}

/**
 * Links the demo content of a database seeded before translation groups existed: the demo's
 * translations, found by language and title, become one group when none of them is in a
 * group yet. Anything the admin has linked, or content that is not the demo's, is left alone.
 */
export async function linkDemoTranslations(db: Database): Promise<void> {
  const loose = db as unknown as Kysely<any>;
  for (const { table, items } of demoSets()) {
    const rows: { id: number; language: string; title: string; translation_group: number | null }[] = await loose
      .selectFrom(table)
      .select(["id", "language", "title", "translation_group"])
      .where((w) => w.or(items.map(([language, title]) => w.and([w("language", "=", language), w("title", "=", title)]))))
      .execute();
    const languages = new Set(rows.map((r) => r.language));
    if (rows.length < 2 || languages.size !== rows.length || rows.some((r) => r.translation_group !== null)) continue;
    await db.transaction().execute(async (trx) => {
      const group = await newGroup(trx);
      await (trx as unknown as Kysely<any>)
        .updateTable(table)
        .set({ translation_group: group })
        .where(
          "id",
          "in",
          rows.map((r) => r.id),
        )
        .execute();
    });
  }
}
