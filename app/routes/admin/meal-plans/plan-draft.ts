// The plan as the editor holds it while she types: amounts as typed (a half-typed "1," is kept),
// turned into the API's items for the totals and on save.
import type { PlanContent, PlanItem } from "../../../../core/schemas/meal-plan";
import type { FoodFacts, Lookup, RecipeFacts } from "../../../../core/meal-plan-totals";
import type { FoodOut } from "../../../lib/api/meal-plans";

/** A food by grams (unit "g") or by one of its measures (unit = the measure's key), or a recipe by portions. */
export type DraftItem = { food_id: number; amount: string; unit: string } | { recipe_id: number; amount: string };
export interface DraftMeal {
  name: string;
  items: DraftItem[];
  alternatives: DraftItem[][];
}
export interface DraftDay {
  name: string;
  meals: DraftMeal[];
}
export interface DraftTargets {
  energy_kcal: string;
  protein_pct: string;
  fat_pct: string;
  carbohydrate_pct: string;
  fibre_g: string;
}
export interface Draft {
  name: string;
  note: string;
  booking_id: number | null;
  targets: DraftTargets;
  days: DraftDay[];
}

export interface RecipeChoice {
  id: number;
  title: string;
  slug: string;
  /** Undefined until loaded; null when no ingredient is linked to a food. */
  facts?: RecipeFacts;
}

/** "1,5" and "1.5" both read as one and a half. */
export function readNumber(s: string): number | null {
  const n = Number(s.trim().replace(",", "."));
  return s.trim() !== "" && Number.isFinite(n) ? n : null;
}

export function toItem(d: DraftItem): PlanItem | null {
  const n = readNumber(d.amount);
  if (n === null || n <= 0) return null;
  if ("recipe_id" in d) return { recipe_id: d.recipe_id, portions: n };
  return d.unit === "g" ? { food_id: d.food_id, grams: n } : { food_id: d.food_id, measure: d.unit, amount: n };
}

export function fromItem(i: PlanItem): DraftItem {
  if ("recipe_id" in i) return { recipe_id: i.recipe_id, amount: String(i.portions) };
  if ("grams" in i) return { food_id: i.food_id, amount: String(i.grams), unit: "g" };
  return { food_id: i.food_id, amount: String(i.amount), unit: i.measure };
}

const items = (list: DraftItem[]) => list.map(toItem).filter((i): i is PlanItem => i !== null);

const num = (s: string) => readNumber(s);

export function toContent(d: Draft): PlanContent & { booking_id: number | null } {
  return {
    name: d.name.trim(),
    note: d.note,
    booking_id: d.booking_id,
    targets: {
      energy_kcal: num(d.targets.energy_kcal),
      protein_pct: num(d.targets.protein_pct),
      fat_pct: num(d.targets.fat_pct),
      carbohydrate_pct: num(d.targets.carbohydrate_pct),
      fibre_g: num(d.targets.fibre_g),
    },
    days: d.days.map((day) => ({
      name: day.name.trim(),
      meals: day.meals.map((m) => ({ name: m.name.trim(), items: items(m.items), alternatives: m.alternatives.map(items).filter((a) => a.length > 0) })),
    })),
  };
}

const text = (n: number | null) => (n === null ? "" : String(n));

export function fromContent(p: PlanContent & { booking_id?: number | null }): Draft {
  return {
    name: p.name,
    note: p.note ?? "",
    booking_id: p.booking_id ?? null,
    targets: {
      energy_kcal: text(p.targets.energy_kcal),
      protein_pct: text(p.targets.protein_pct),
      fat_pct: text(p.targets.fat_pct),
      carbohydrate_pct: text(p.targets.carbohydrate_pct),
      fibre_g: text(p.targets.fibre_g),
    },
    days: p.days.map((day) => ({
      name: day.name,
      meals: day.meals.map((m) => ({ name: m.name, items: m.items.map(fromItem), alternatives: (m.alternatives ?? []).map((a) => a.map(fromItem)) })),
    })),
  };
}

/** The foods and recipes a draft names, for loading what the totals need. */
export function usedIds(d: Draft): { foods: number[]; recipes: number[] } {
  const all = d.days.flatMap((day) => day.meals.flatMap((m) => [...m.items, ...m.alternatives.flat()]));
  return {
    foods: [...new Set(all.flatMap((i) => ("food_id" in i ? [i.food_id] : [])))],
    recipes: [...new Set(all.flatMap((i) => ("recipe_id" in i ? [i.recipe_id] : [])))],
  };
}

/** The totals' lookup over what the editor has loaded; measures by their key, as items name them. */
export function lookupOf(foods: Map<number, FoodOut>, recipes: Map<number, RecipeChoice>): Lookup {
  return {
    food: (id): FoodFacts | undefined => {
      const f = foods.get(id);
      return f && { per_100g: f.per_100g as FoodFacts["per_100g"], measures: f.measures.map((m) => ({ name: m.key, grams: m.grams })) };
    },
    recipe: (id) => recipes.get(id)?.facts ?? null,
  };
}

export const draftItems = items;
