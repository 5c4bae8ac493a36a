// The food composition table and her own foods: search by name in the three languages, the
// foods of a plan or a recipe by id, and her additions (docs/decisions/040).
import { sql } from "kysely";
import type { Database } from "../db/database.js";
import type { Row } from "../db/schema.js";
import type { Language } from "../../core/languages.js";
import type { FoodNutrients } from "../../core/food-nutrients.js";
import type { FoodBody, FoodOut, FoodUpdate } from "../../core/schemas/food.js";
import { foldForSearch } from "../../core/text-fold.js";
import { foodGroupName } from "../../core/food-groups.js";
import { measureName } from "../../core/food-measures.js";
import { invalid, notFound } from "../kernel/domain-errors.js";
import { indexFoodWords } from "./search-text.js";

export type FoodRow = Row<"foods">;

/** A food as the engine counts it: its values and its measures by name. */
export interface Food {
  id: number;
  per_100g: FoodNutrients;
  measures: { name: string; grams: number; own: boolean }[];
  group_code: string;
  names: { en: string | null; es: string | null; gr: string | null };
}

const parse = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

export function toFood(r: FoodRow): Food {
  const own = parse<{ name: string; grams: number }[]>(r.own_measures, []).map((m) => ({ ...m, own: true }));
  const theirs = parse<{ name: string; grams: number }[]>(r.measures, [])
    .filter((m) => !own.some((o) => o.name.toLowerCase() === m.name.toLowerCase()))
    .map((m) => ({ ...m, own: false }));
  return {
    id: r.id,
    per_100g: parse<FoodNutrients>(r.per_100g, { energy_kcal: 0, protein_g: 0, fat_g: 0, carbohydrate_g: 0, fibre_g: 0 }),
    measures: [...own, ...theirs],
    group_code: r.group_code ?? "own",
    names: { en: r.name_en || null, es: r.name_es, gr: r.name_gr },
  };
}

/** The name in `language`, else English, else the one she gave; and whether it fell back. */
export function foodName(names: Food["names"], language: Language): { name: string; fallback: boolean } {
  const own = names[language];
  if (own) return { name: own, fallback: false };
  return { name: names.en ?? names.es ?? names.gr ?? "", fallback: true };
}

export function foodOut(r: FoodRow, language: Language): FoodOut {
  const f = toFood(r);
  const { name, fallback } = foodName(f.names, language);
  return {
    id: f.id,
    name,
    name_fallback: fallback,
    names: f.names,
    group: foodGroupName(f.group_code, language),
    group_code: f.group_code,
    source: r.source === "own" ? "own" : "usda-sr",
    per_100g: f.per_100g as Record<string, number>,
    measures: f.measures.map((m) => ({ ...m, key: m.name, name: m.own ? m.name : measureName(m.name, language) })),
  };
}

const SEARCH_LIMIT = 30;
/** Enough candidates to rank the best first, few enough to rank quickly. */
const CANDIDATES = 120;

export function foodsRepository(db: Database) {
  async function get(id: number): Promise<FoodRow> {
    const row = await db.selectFrom("foods").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw notFound("food_not_found");
    return row;
  }

  return {
    get,

    /**
     * Every word of the query must begin a word of one of the names (folded: no case, no
     * accents, Greek final sigma as medial). Ranked: her own foods, names in the language
     * asked that begin with the query, translated names, then shorter names.
     */
    async search(q: string, language: Language, limit = SEARCH_LIMIT): Promise<FoodOut[]> {
      const words = foldForSearch(q).split(" ").filter(Boolean).slice(0, 6);
      let query = db.selectFrom("foods").select(["id", "source", "name_en", "name_es", "name_gr"]);
      // No query, or a single letter (which begins most names of the table): her own foods and
      // the staples, the foods named in all three languages.
      if (words.every((w) => w.length < 2))
        query = query.where((e) => e.or([e("source", "=", "own"), e.and([e("name_es", "is not", null), e("name_gr", "is not", null)])]));
      // A prefix is a range of the index's key: from the word to the word followed by the last
      // character of the Basic Multilingual Plane (folded words hold none beyond it).
      for (const w of words)
        query = query.where("id", "in", (e) => e.selectFrom("food_words").select("food_id").where("word", ">=", w).where("word", "<", `${w}\uffff`));
      // The engine orders the matches roughly (hers, then named in the language, then short
      // names) so that the candidates kept are the likely best; the ranking below is finer.
      const named = sql.ref(`name_${language}`);
      const found = await query
        .orderBy(sql`case when source = 'own' then 0 else 1 end`)
        .orderBy(sql`case when ${named} is null then 1 else 0 end`)
        .orderBy(sql`length(coalesce(${named}, name_en))`)
        .orderBy("id")
        .limit(CANDIDATES)
        .execute();
      const whole = words.join(" ");
      const rank = (r: (typeof found)[number]) => {
        const name = r[`name_${language}`];
        const folded = foldForSearch(name ?? r.name_en);
        return (r.source === "own" ? 0 : 8) + (name ? 0 : 4) + (folded.startsWith(whole) ? 0 : 2) + (folded.split(" ")[0] === words[0] ? 0 : 1);
      };
      const best = found
        .map((r) => ({ r, k: rank(r), len: (r[`name_${language}`] ?? r.name_en).length }))
        .sort((a, b) => a.k - b.k || a.len - b.len || a.r.id - b.r.id)
        .slice(0, limit)
        .map((x) => x.r.id);
      if (best.length === 0) return [];
      const rows = await db.selectFrom("foods").selectAll().where("id", "in", best).execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      return best.map((id) => foodOut(byId.get(id)!, language));
    },

    async byIds(ids: number[]): Promise<Map<number, Food>> {
      const unique = [...new Set(ids)];
      const out = new Map<number, Food>();
      for (let i = 0; i < unique.length; i += 500) {
        const rows = await db
          .selectFrom("foods")
          .selectAll()
          .where("id", "in", unique.slice(i, i + 500))
          .execute();
        for (const r of rows) out.set(r.id, toFood(r));
      }
      return out;
    },

    async create(body: FoodBody, language: Language): Promise<FoodOut> {
      const now = new Date().toISOString();
      const names = { en: body.names.en || null, es: body.names.es || null, gr: body.names.gr || null };
      const id = await db.transaction().execute(async (tx) => {
        const { id } = await tx
          .insertInto("foods")
          .values({
            source: "own",
            source_code: null,
            group_code: body.group ?? "own",
            name_en: names.en ?? "",
            name_es: names.es,
            name_gr: names.gr,
            per_100g: JSON.stringify(body.per_100g),
            measures: "[]",
            own_measures: JSON.stringify(body.measures ?? []),
            created_at: now,
            updated_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await indexFoodWords(tx, [{ id, ...names }]);
        return id;
      });
      return foodOut(await get(id), language);
    },

    /** Her own foods change whole; the table's foods take only her household measures. */
    async update(id: number, body: FoodUpdate, language: Language): Promise<FoodOut> {
      const row = await get(id);
      const own = row.source === "own";
      if (!own && (body.names || body.per_100g || body.group)) throw invalid("food_not_own", { food: ["food_not_own"] });
      const names = body.names ? { en: body.names.en || null, es: body.names.es || null, gr: body.names.gr || null } : null;
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable("foods")
          .set({
            ...(names ? { name_en: names.en ?? "", name_es: names.es, name_gr: names.gr } : {}),
            ...(body.group ? { group_code: body.group } : {}),
            ...(body.per_100g ? { per_100g: JSON.stringify(body.per_100g) } : {}),
            ...(body.measures ? { own_measures: JSON.stringify(body.measures) } : {}),
            updated_at: new Date().toISOString(),
          })
          .where("id", "=", id)
          .execute();
        if (names) await indexFoodWords(tx, [{ id, ...names }]);
      });
      return foodOut(await get(id), language);
    },
  };
}

export type FoodsRepository = ReturnType<typeof foodsRepository>;
