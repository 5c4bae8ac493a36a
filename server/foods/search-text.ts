import type { Kysely, Transaction } from "kysely";
import type { DB } from "../db/schema.js";
import { foldForSearch } from "../../core/text-fold.js";

/** The distinct folded words of a food's names in the three languages: what the search finds it by. */
export function foodWords(names: { en: string | null; es: string | null; gr: string | null }): string[] {
  const words = new Set<string>();
  for (const n of [names.en, names.es, names.gr]) if (n) for (const w of foldForSearch(n).split(" ")) if (w) words.add(w);
  return [...words];
}

const CHUNK = 500;

/** Writes the search index of these foods afresh (in the caller's transaction). */
export async function indexFoodWords(ex: Kysely<DB> | Transaction<DB>, foods: { id: number; en: string | null; es: string | null; gr: string | null }[]) {
  if (foods.length === 0) return;
  const ids = foods.map((f) => f.id);
  for (let i = 0; i < ids.length; i += CHUNK)
    await ex
      .deleteFrom("food_words")
      .where("food_id", "in", ids.slice(i, i + CHUNK))
      .execute();
  const rows = foods.flatMap((f) => foodWords(f).map((word) => ({ word, food_id: f.id })));
  for (let i = 0; i < rows.length; i += CHUNK)
    await ex
      .insertInto("food_words")
      .values(rows.slice(i, i + CHUNK))
      .execute();
}
