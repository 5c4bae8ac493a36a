// Writing a publisher's table into `foods`: new foods added, changed values updated, the rest
// left alone, her own foods and her household measures never touched; so importing the same
// release twice changes nothing and a newer release only updates (docs/decisions/040).
import fs from "node:fs";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../db/schema.js";
import { MAIN_NUTRIENTS, MICRONUTRIENTS, type FoodNutrients } from "../../core/food-nutrients.js";
import type { SourceFood, SourceTable } from "./sr-format.js";
import { indexFoodWords } from "./search-text.js";

type Ex = Kysely<DB> | Transaction<DB>;

export interface ImportCounts {
  added: number;
  updated: number;
  unchanged: number;
  /** Foods of the source already stored but absent from this release: kept, plans may use them. */
  not_in_release: number;
  /** Her own foods, left as they were. */
  own_kept: number;
}

export type Translations = Map<string, { es: string; gr: string }>;

/** The Spanish and Greek names written for the staples (server/foods/shipped/names-es-gr.tsv). */
export function readTranslations(text: string): Translations {
  const out: Translations = new Map();
  for (const line of text.split(/\r?\n/).slice(1)) {
    const [code, es, gr] = line.split("\t");
    if (code && es && gr) out.set(code, { es: es.trim(), gr: gr.trim() });
  }
  return out;
}

/** Read from the source tree (the command line runs from it); the compiled table carries them for the server. */
export function shippedTranslations(): Translations {
  return readTranslations(fs.readFileSync(new URL("./shipped/names-es-gr.tsv", import.meta.url), "utf8"));
}

const CHUNK = 200;

function rowOf(source: string, f: SourceFood, names: Translations, now: string) {
  const t = names.get(f.code);
  return {
    source,
    source_code: f.code,
    group_code: f.group,
    name_en: f.name,
    name_es: t?.es ?? null,
    name_gr: t?.gr ?? null,
    per_100g: JSON.stringify(f.per_100g),
    measures: JSON.stringify(f.measures),
    updated_at: now,
  };
}

type Row = ReturnType<typeof rowOf>;
const SAME: (keyof Row)[] = ["group_code", "name_en", "name_es", "name_gr", "per_100g", "measures"];

/** Imports a release in one transaction (nothing half-written), and answers the counts. */
export async function importTable(db: Kysely<DB>, table: SourceTable, names: Translations, now = new Date().toISOString()): Promise<ImportCounts> {
  return db.transaction().execute(async (tx) => importInto(tx, table, names, now));
}

export async function importInto(ex: Ex, table: SourceTable, names: Translations, now: string): Promise<ImportCounts> {
  const stored = new Map<string, Row & { id: number }>();
  const rows = (await ex.selectFrom("foods").selectAll().where("source", "=", table.source).execute()) as (Row & { id: number })[];
  for (const r of rows) stored.set(r.source_code, r);
  const counts: ImportCounts = { added: 0, updated: 0, unchanged: 0, not_in_release: 0, own_kept: 0 };
  const fresh: (Row & { created_at: string })[] = [];
  const renamed: { id: number; en: string; es: string | null; gr: string | null }[] = [];
  const seen = new Set<string>();
  for (const f of table.foods) {
    if (seen.has(f.code)) continue;
    seen.add(f.code);
    const row = rowOf(table.source, f, names, now);
    const old = stored.get(f.code);
    if (!old) {
      fresh.push({ ...row, created_at: now });
      continue;
    }
    if (SAME.every((k) => old[k] === row[k])) {
      counts.unchanged++;
      continue;
    }
    await ex.updateTable("foods").set(row).where("id", "=", old.id).execute();
    if (old.name_en !== row.name_en || old.name_es !== row.name_es || old.name_gr !== row.name_gr)
      renamed.push({ id: old.id, en: row.name_en, es: row.name_es, gr: row.name_gr });
    counts.updated++;
  }
  for (let i = 0; i < fresh.length; i += CHUNK) {
    const part = fresh.slice(i, i + CHUNK);
    const ids = await ex.insertInto("foods").values(part).returning("id").execute();
    // RETURNING gives the rows in the order inserted on both engines.
    part.forEach((r, j) => renamed.push({ id: ids[j]!.id as number, en: r.name_en, es: r.name_es, gr: r.name_gr }));
  }
  await indexFoodWords(ex, renamed);
  counts.added = fresh.length;
  counts.not_in_release = [...stored.keys()].filter((c) => !seen.has(c)).length;
  const own = await ex
    .selectFrom("foods")
    .select((e) => e.fn.countAll<number>().as("n"))
    .where("source", "=", "own")
    .executeTakeFirst();
  counts.own_kept = Number(own?.n ?? 0);
  return counts;
}

/** The table the repository ships, compiled from the release by `npm run foods -- compile`. */
export interface ShippedTable {
  source: "usda-sr";
  release: string;
  citation: string;
  /** [code, group, English, Spanish, Greek name, [energy, protein, fat, carbohydrate, fibre, ...micronutrients], [[measure, grams], ...]] */
  foods: [string, string | null, string, string | null, string | null, (number | null)[], [string, number][]][];
}

// The shipped file is positional: this order is its format.
export const SHIPPED_NUTRIENTS = [...MAIN_NUTRIENTS, ...MICRONUTRIENTS] as const;

/** The compiled table carries the staples' Spanish and Greek names, so a fresh start needs no other file. */
export function compileShipped(table: SourceTable, names: Translations, release: string, citation: string): ShippedTable {
  return {
    source: table.source,
    release,
    citation,
    foods: table.foods.map((f) => [
      f.code,
      f.group,
      f.name,
      names.get(f.code)?.es ?? null,
      names.get(f.code)?.gr ?? null,
      SHIPPED_NUTRIENTS.map((k) => f.per_100g[k] ?? null),
      f.measures.map((m) => [m.name, m.grams] as [string, number]),
    ]),
  };
}

export function expandShipped(shipped: ShippedTable): { table: SourceTable; names: Translations } {
  const names: Translations = new Map();
  for (const [code, , , es, gr] of shipped.foods) if (es && gr) names.set(code, { es, gr });
  const table: SourceTable = {
    source: shipped.source,
    groups: {},
    foods: shipped.foods.map(([code, group, name, , , values, measures]) => {
      const per_100g = { energy_kcal: 0, protein_g: 0, fat_g: 0, carbohydrate_g: 0, fibre_g: 0 } as FoodNutrients;
      SHIPPED_NUTRIENTS.forEach((k, i) => {
        const v = values[i];
        if (v !== null && v !== undefined) per_100g[k] = v;
      });
      return { code, group, name, per_100g, measures: measures.map(([n, grams]) => ({ name: n, grams })) };
    }),
  };
  return { table, names };
}

/** The shipped table, read when a fresh database is made (migration 0020). */
export async function loadShippedTable(ex: Ex, now: string): Promise<ImportCounts> {
  // A module of its own in the build (a chunk loaded only here), not part of the server's start.
  const shipped = (await import("./shipped/usda-sr28.json")).default as unknown as ShippedTable;
  const { table, names } = expandShipped(shipped);
  return importInto(ex, table, names, now);
}
