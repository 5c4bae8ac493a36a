// A delivered plan as the client reads it, in her language: food names, household measures,
// recipes (with their public page), and the numbers unless her record hides them.
import type { FastifyInstance } from "fastify";
import { intlLocale, type Language } from "../../core/languages.js";
import { measureName } from "../../core/food-measures.js";
import { foodGroupName } from "../../core/food-groups.js";
import { itemGrams, targetGrams, type Totals } from "../../core/meal-plan-totals.js";
import type { PlanItem, PlanOut } from "../../core/schemas/meal-plan.js";
import { foodName } from "../foods/repository.js";
import { computedNutritionOf } from "../recipes/computed-nutrition.js";
import { PLAN_TEXTS } from "../../core/meal-plan-texts.js";
import { localDayName, localMealName } from "../../core/meal-names.js";

export interface ViewItem {
  name: string;
  /** "2 cucharadas (27 g)", "150 g", "1 ración". */
  quantity: string;
  /** The recipe's public page, for a recipe. */
  recipe_path: string | null;
}

export interface PlanView {
  id: number;
  name: string;
  note: string;
  delivered_at: string | null;
  hide_numbers: boolean;
  targets: (PlanOut["targets"] & { protein_g: number | null; fat_g: number | null; carbohydrate_g: number | null }) | null;
  days: { name: string; meals: { name: string; items: ViewItem[]; alternatives: ViewItem[][] }[]; totals: Totals | null }[];
}

export async function planView(app: FastifyInstance, plan: PlanOut, language: Language, hideNumbers: boolean): Promise<PlanView> {
  const items = plan.days.flatMap((d) => d.meals.flatMap((m) => [...m.items, ...m.alternatives.flat()]));
  const foods = await app.repos.foods.byIds(items.flatMap((i) => ("food_id" in i ? [i.food_id] : [])));
  const recipeIds = items.flatMap((i) => ("recipe_id" in i ? [i.recipe_id] : []));
  const recipes = recipeIds.length ? await app.db.selectFrom("recipes").select(["id", "title", "slug", "language"]).where("id", "in", recipeIds).execute() : [];
  const number = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 2 });
  const grams = (g: number) => `${number.format(g >= 100 ? Math.round(g) : Math.round(g * 10) / 10)} g`;
  const view = (i: PlanItem): ViewItem => {
    if ("recipe_id" in i) {
      const r = recipes.find((x) => x.id === i.recipe_id);
      return {
        name: r?.title ?? "",
        quantity: PLAN_TEXTS.portions[language].replace("{n}", number.format(i.portions)),
        recipe_path: r ? `/fullrecipe/${r.slug}?lang=${r.language}` : null,
      };
    }
    const f = foods.get(i.food_id);
    const name = f ? foodName(f.names, language).name : "";
    const g = itemGrams(i, f);
    if ("measure" in i && g !== null) {
      const own = f?.measures.find((m) => m.name.toLowerCase() === i.measure.toLowerCase());
      const label = own && !own.own ? measureName(own.name, language) : i.measure;
      return { name, quantity: `${number.format(i.amount)} × ${label} (${grams(g)})`, recipe_path: null };
    }
    return { name, quantity: g === null ? "" : grams(g), recipe_path: null };
  };
  return {
    id: plan.id,
    name: plan.name,
    note: plan.note,
    delivered_at: plan.delivered_at,
    hide_numbers: hideNumbers,
    targets: hideNumbers ? null : { ...plan.targets, ...targetGrams(plan.targets) },
    days: plan.days.map((d) => ({
      name: localDayName(d.name, language),
      meals: d.meals.map((m) => ({ name: localMealName(m.name, language), items: m.items.map(view), alternatives: m.alternatives.map((a) => a.map(view)) })),
      totals: hideNumbers ? null : d.totals,
    })),
  };
}

export interface ShoppingList {
  groups: { group: string; items: { name: string; grams: number }[] }[];
}

/** What one buys: to 10 g under 100 g, to 50 g under a kilo, to 100 g above. */
export function roundToBuy(g: number): number {
  const step = g < 100 ? 10 : g < 1000 ? 50 : 100;
  return Math.max(step, Math.ceil(g / step) * step);
}

/**
 * Every food of the chosen days summed across meals (main choices; a recipe counts its linked
 * ingredients for the portions eaten), grouped by food group, rounded up to what one buys.
 */
export async function shoppingList(app: FastifyInstance, plan: PlanOut, language: Language, days: number[] | null): Promise<ShoppingList> {
  const chosen = plan.days.filter((_, i) => days === null || days.includes(i + 1));
  const items = chosen.flatMap((d) => d.meals.flatMap((m) => m.items));
  const foods = await app.repos.foods.byIds(items.flatMap((i) => ("food_id" in i ? [i.food_id] : [])));
  const byFood = new Map<number, number>();
  const add = (id: number, g: number) => byFood.set(id, (byFood.get(id) ?? 0) + g);
  const recipeIds = items.flatMap((i) => ("recipe_id" in i ? [i.recipe_id] : []));
  const nutrition = await computedNutritionOf(app.db, recipeIds);
  const ingredients = recipeIds.length
    ? await app.db
        .selectFrom("recipe_ingredients")
        .select(["recipe_id", "food_id", "grams"])
        .where("recipe_id", "in", recipeIds)
        .where("food_id", "is not", null)
        .execute()
    : [];
  const portions = recipeIds.length
    ? await app.db.selectFrom("recipe_valuable_info").select(["recipe_id", "portions"]).where("recipe_id", "in", recipeIds).execute()
    : [];
  for (const i of items) {
    if ("recipe_id" in i) {
      if (!nutrition.has(i.recipe_id)) continue;
      const n = portions.find((p) => p.recipe_id === i.recipe_id)?.portions || 1;
      for (const ing of ingredients.filter((x) => x.recipe_id === i.recipe_id && x.grams !== null)) add(ing.food_id!, (Number(ing.grams) * i.portions) / n);
      continue;
    }
    const g = itemGrams(i, foods.get(i.food_id));
    if (g !== null) add(i.food_id, g);
  }
  const more = await app.repos.foods.byIds([...byFood.keys()].filter((id) => !foods.has(id)));
  const all = new Map([...foods, ...more]);
  const groups = new Map<string, { name: string; grams: number }[]>();
  for (const [id, g] of byFood) {
    const f = all.get(id);
    if (!f) continue;
    const group = foodGroupName(f.group_code, language);
    groups.set(group, [...(groups.get(group) ?? []), { name: foodName(f.names, language).name, grams: roundToBuy(g) }]);
  }
  return {
    groups: [...groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b, language === "gr" ? "el" : language))
      .map(([group, list]) => ({ group, items: list.sort((a, b) => a.name.localeCompare(b.name, language === "gr" ? "el" : language)) })),
  };
}
