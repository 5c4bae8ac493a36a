import { useMemo } from "react";
import { useBrowserApi } from "../use-api";
import type { Language } from "../../../core/languages";
import type { PlanOut } from "../../../core/schemas/meal-plan";
import type { Call } from "./call";

export interface PlanViewItem {
  name: string;
  quantity: string;
  recipe_path: string | null;
}
type Totals = PlanOut["days"][number]["totals"];
export interface MyPlan {
  id: number;
  name: string;
  note: string;
  delivered_at: string | null;
  hide_numbers: boolean;
  targets: (PlanOut["targets"] & { protein_g: number | null; fat_g: number | null; carbohydrate_g: number | null }) | null;
  days: { name: string; meals: { name: string; items: PlanViewItem[]; alternatives: PlanViewItem[][] }[]; totals: Totals | null }[];
  attribution: string;
}
export interface ShoppingListOut {
  groups: { group: string; items: { name: string; grams: number }[] }[];
}

/** Her delivered plans, through her session cookie. */
export const myPlansApi = (call: Call) => ({
  plans: () => call<{ id: number; name: string; days: number; delivered_at: string | null }[]>("/api/v1/me/meal-plans"),
  plan: (id: number, language: Language) => call<MyPlan>(`/api/v1/me/meal-plans/${id}?language=${language}`),
  shoppingList: (id: number, language: Language, days?: number[]) =>
    call<ShoppingListOut>(`/api/v1/me/meal-plans/${id}/shopping-list?language=${language}${days?.length ? `&days=${days.join(",")}` : ""}`),
});

/** Her plans' calls, beside the public pages' client: only her plan pages load them. */
export function useMyPlansApi() {
  const api = useBrowserApi();
  return useMemo(() => ({ myPlans: myPlansApi(api.call) }), [api]);
}
