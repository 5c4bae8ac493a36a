// A plan's arithmetic, the same in the editor (totals move as she types) and on the server:
// grams of each item, the nutrients they bring, and the totals of a meal and a day.
import { MAIN_NUTRIENTS, type FoodNutrients, type MainNutrient } from "./food-nutrients.js";
import type { PlanItem } from "./schemas/meal-plan.js";

export type Totals = { energy_kcal: number; protein_g: number; fat_g: number; carbohydrate_g: number; fibre_g: number };

export interface FoodFacts {
  per_100g: FoodNutrients;
  measures: { name: string; grams: number }[];
}

/** What one portion of a recipe brings (computed from its linked ingredients), or null when none is linked. */
export type RecipeFacts = Totals | null;

export interface Lookup {
  food(id: number): FoodFacts | undefined;
  recipe(id: number): RecipeFacts | undefined;
}

export const zeroTotals = (): Totals => ({ energy_kcal: 0, protein_g: 0, fat_g: 0, carbohydrate_g: 0, fibre_g: 0 });

/** The grams of a food item: as given, or its amount of the named measure (null: no such measure). */
export function itemGrams(item: PlanItem, food: FoodFacts | undefined): number | null {
  if ("grams" in item) return item.grams;
  if (!("measure" in item) || !food) return null;
  const m = food.measures.find((x) => x.name.toLowerCase() === item.measure.toLowerCase());
  return m ? item.amount * m.grams : null;
}

/** Unrounded: rounding happens once, on what is shown. */
export function itemTotals(item: PlanItem, lookup: Lookup): Totals {
  const out = zeroTotals();
  if ("recipe_id" in item) {
    const r = lookup.recipe(item.recipe_id);
    if (r) for (const k of MAIN_NUTRIENTS) out[k as keyof Totals] = r[k as keyof Totals] * item.portions;
    return out;
  }
  const food = lookup.food(item.food_id);
  const grams = itemGrams(item, food);
  if (!food || grams === null) return out;
  const map: Record<MainNutrient, keyof Totals> = {
    energy_kcal: "energy_kcal",
    protein_g: "protein_g",
    fat_g: "fat_g",
    carbohydrate_g: "carbohydrate_g",
    fibre_g: "fibre_g",
  };
  for (const k of MAIN_NUTRIENTS) out[map[k]] = ((food.per_100g[k] ?? 0) * grams) / 100;
  return out;
}

export function addTotals(a: Totals, b: Totals): Totals {
  return {
    energy_kcal: a.energy_kcal + b.energy_kcal,
    protein_g: a.protein_g + b.protein_g,
    fat_g: a.fat_g + b.fat_g,
    carbohydrate_g: a.carbohydrate_g + b.carbohydrate_g,
    fibre_g: a.fibre_g + b.fibre_g,
  };
}

/** Energy to the kilocalorie, grams to a tenth. */
export function roundTotals(t: Totals): Totals {
  const tenth = (n: number) => Math.round(n * 10) / 10;
  return {
    energy_kcal: Math.round(t.energy_kcal),
    protein_g: tenth(t.protein_g),
    fat_g: tenth(t.fat_g),
    carbohydrate_g: tenth(t.carbohydrate_g),
    fibre_g: tenth(t.fibre_g),
  };
}

/** A meal counts its main items; an alternative is another choice, not an addition. */
export function mealTotals(meal: { items: PlanItem[] }, lookup: Lookup): Totals {
  return meal.items.reduce((t, i) => addTotals(t, itemTotals(i, lookup)), zeroTotals());
}

export function dayTotals(day: { meals: { items: PlanItem[] }[] }, lookup: Lookup): Totals {
  return day.meals.reduce((t, m) => addTotals(t, mealTotals(m, lookup)), zeroTotals());
}

/** The targets' grams: energy shares at 4 kcal per gram of protein and carbohydrate, 9 of fat. */
export function targetGrams(t: { energy_kcal: number | null; protein_pct: number | null; fat_pct: number | null; carbohydrate_pct: number | null }) {
  const g = (pct: number | null, kcalPerGram: number) =>
    t.energy_kcal !== null && pct !== null ? Math.round((t.energy_kcal * pct) / 100 / kcalPerGram) : null;
  return { protein_g: g(t.protein_pct, 4), fat_g: g(t.fat_pct, 9), carbohydrate_g: g(t.carbohydrate_pct, 4) };
}

/**
 * Mifflin–St Jeor resting energy (kcal/day) times an activity factor: 10 × kg + 6.25 × cm − 5 ×
 * years, + 5 for men and − 161 for women.
 */
export function mifflinStJeor(p: { weight_kg: number; height_cm: number; age: number; sex: "female" | "male" }, activityFactor: number): number {
  const rest = 10 * p.weight_kg + 6.25 * p.height_cm - 5 * p.age + (p.sex === "male" ? 5 : -161);
  return Math.round((rest * activityFactor) / 10) * 10;
}

/** The usual activity factors, from sedentary to very active. */
export const ACTIVITY_FACTORS = { sedentary: 1.2, light: 1.375, moderate: 1.55, active: 1.725, very_active: 1.9 } as const;
