import type { Language } from "../../../core/languages";
import type { FoodBody, FoodOut, FoodUpdate } from "../../../core/schemas/food";
import type { PlanBody, PlanContent, PlanOut } from "../../../core/schemas/meal-plan";
import type { DocumentOut } from "../../../core/schemas/client";
import { jsonInit, type Call } from "./call";

export type { FoodOut, PlanContent, PlanOut };

export interface PlanSummary {
  id: number;
  name: string;
  booking_id: number | null;
  days: number;
  delivered_at: string | null;
  updated_at: string;
}

export interface PlanTemplate {
  id: number;
  name: string;
  plan: PlanContent;
  updated_at: string;
}

export interface SuggestedTargets {
  height_cm: number | null;
  weight_kg: number | null;
  energy_kcal: number | null;
  protein_pct: number;
  fat_pct: number;
  carbohydrate_pct: number;
  fibre_g: number;
  missing: string[];
}

export type Activity = "sedentary" | "light" | "moderate" | "active" | "very_active";

const enc = encodeURIComponent;

/** The admin's food table and her clients' meal plans (docs/decisions/040). */
export const mealPlansApi = (call: Call) => ({
  searchFoods: (q: string, language: Language) => call<FoodOut[]>(`/api/admin/foods?q=${enc(q)}&language=${language}`),
  food: (id: number, language: Language) => call<FoodOut>(`/api/admin/foods/${id}?language=${language}`),
  addFood: (body: FoodBody) => call<FoodOut>("/api/admin/foods", jsonInit("POST", body)),
  updateFood: (id: number, body: FoodUpdate) => call<FoodOut>(`/api/admin/foods/${id}`, jsonInit("PUT", body)),

  list: (clientId: number) => call<PlanSummary[]>(`/api/admin/clients/${clientId}/meal-plans`),
  get: (clientId: number, planId: number) => call<PlanOut>(`/api/admin/clients/${clientId}/meal-plans/${planId}`),
  create: (clientId: number, plan: PlanBody) => call<PlanOut>(`/api/admin/clients/${clientId}/meal-plans`, jsonInit("POST", plan)),
  update: (clientId: number, planId: number, plan: PlanBody) => call<PlanOut>(`/api/admin/clients/${clientId}/meal-plans/${planId}`, jsonInit("PUT", plan)),
  remove: (clientId: number, planId: number) => call<null>(`/api/admin/clients/${clientId}/meal-plans/${planId}`, { method: "DELETE" }),
  deliver: (clientId: number, planId: number) => call<DocumentOut>(`/api/admin/clients/${clientId}/meal-plans/${planId}/deliver`, { method: "POST" }),
  suggestTargets: (clientId: number, q: { age?: number; sex?: "female" | "male"; activity: Activity }) => {
    const qs = new URLSearchParams({ activity: q.activity });
    if (q.age) qs.set("age", String(q.age));
    if (q.sex) qs.set("sex", q.sex);
    return call<SuggestedTargets>(`/api/admin/clients/${clientId}/meal-plans/suggested-targets?${qs}`);
  },

  templates: () => call<PlanTemplate[]>("/api/admin/meal-plan-templates"),
  addTemplate: (name: string, plan: PlanContent) => call<PlanTemplate>("/api/admin/meal-plan-templates", jsonInit("POST", { name, plan })),
  removeTemplate: (id: number) => call<null>(`/api/admin/meal-plan-templates/${id}`, { method: "DELETE" }),
});
