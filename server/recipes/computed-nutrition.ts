// A recipe's nutrition computed from its ingredients linked to foods (food_id, grams): the sum of
// what each brings, divided by the recipe's portions.
import type { Executor } from "../kernel/transactions.js";
import type { FoodNutrients } from "../../core/food-nutrients.js";
import { addTotals, roundTotals, zeroTotals, type Totals } from "../../core/meal-plan-totals.js";

export interface ComputedNutrition {
  per_portion: Totals;
  linked_ingredients: number;
  total_ingredients: number;
}

/** Unrounded per-portion values by recipe, with the counts; recipes with no linked ingredient are absent. */
export async function computedNutritionOf(ex: Executor, recipeIds: number[]): Promise<Map<number, ComputedNutrition>> {
  const out = new Map<number, ComputedNutrition>();
  if (recipeIds.length === 0) return out;
  const ids = [...new Set(recipeIds)];
  const [ingredients, info] = await Promise.all([
    ex
      .selectFrom("recipe_ingredients as i")
      .leftJoin("foods as f", "f.id", "i.food_id")
      .select(["i.recipe_id", "i.food_id", "i.grams", "f.per_100g"])
      .where("i.recipe_id", "in", ids)
      .execute(),
    ex.selectFrom("recipe_valuable_info").select(["recipe_id", "portions"]).where("recipe_id", "in", ids).execute(),
  ]);
  const portions = new Map(info.map((r) => [r.recipe_id, r.portions > 0 ? r.portions : 1]));
  for (const id of ids) {
    const mine = ingredients.filter((i) => i.recipe_id === id);
    const linked = mine.filter((i) => i.food_id !== null && i.grams !== null && i.per_100g);
    if (linked.length === 0) continue;
    let total = zeroTotals();
    for (const i of linked) {
      const v = JSON.parse(i.per_100g!) as FoodNutrients;
      const g = Number(i.grams);
      total = addTotals(total, {
        energy_kcal: (v.energy_kcal * g) / 100,
        protein_g: (v.protein_g * g) / 100,
        fat_g: (v.fat_g * g) / 100,
        carbohydrate_g: (v.carbohydrate_g * g) / 100,
        fibre_g: (v.fibre_g * g) / 100,
      });
    }
    const n = portions.get(id) ?? 1;
    out.set(id, {
      per_portion: {
        energy_kcal: total.energy_kcal / n,
        protein_g: total.protein_g / n,
        fat_g: total.fat_g / n,
        carbohydrate_g: total.carbohydrate_g / n,
        fibre_g: total.fibre_g / n,
      },
      linked_ingredients: linked.length,
      total_ingredients: mine.length,
    });
  }
  return out;
}

export const roundedNutrition = (c: ComputedNutrition): ComputedNutrition => ({ ...c, per_portion: roundTotals(c.per_portion) });
