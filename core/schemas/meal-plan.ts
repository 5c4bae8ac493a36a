import { z } from "zod";
import { optionalMultilineText, positiveId, requiredText } from "./common.js";

const positive = (max: number) => z.number({ error: "invalid" }).gt(0, "invalid").max(max, "invalid");

/** A food by weight, a food by one of its household measures, or portions of one of her recipes. */
export const planItem = z.union([
  z.object({ food_id: positiveId, grams: positive(5000) }).strict(),
  z.object({ food_id: positiveId, measure: requiredText(100), amount: positive(100) }).strict(),
  z.object({ recipe_id: positiveId, portions: positive(20) }).strict(),
]);

export const planMeal = z.object({
  name: requiredText(80),
  items: z.array(planItem).max(40, "too_long"),
  /** Each alternative ("or") is a whole other choice for the meal; totals count the main one. */
  alternatives: z.array(z.array(planItem).max(40, "too_long")).max(5, "too_long").default([]),
});

export const planDay = z.object({ name: requiredText(80), meals: z.array(planMeal).min(1, "required").max(10, "too_long") });

const pct = z.number({ error: "invalid" }).min(0, "invalid").max(100, "invalid");

export const planTargets = z
  .object({
    energy_kcal: z.number({ error: "invalid" }).min(0, "invalid").max(10000, "invalid").nullable().default(null),
    protein_pct: pct.nullable().default(null),
    fat_pct: pct.nullable().default(null),
    carbohydrate_pct: pct.nullable().default(null),
    fibre_g: z.number({ error: "invalid" }).min(0, "invalid").max(200, "invalid").nullable().default(null),
  })
  .refine(
    (t) => {
      const parts = [t.protein_pct, t.fat_pct, t.carbohydrate_pct];
      return parts.some((p) => p === null) || Math.abs(parts.reduce<number>((a, b) => a + (b ?? 0), 0) - 100) <= 1;
    },
    { message: "plan_shares_not_100", path: ["carbohydrate_pct"] },
  );

export const planBody = z.object({
  name: requiredText(120),
  note: optionalMultilineText(5000),
  booking_id: positiveId.nullable().optional(),
  targets: planTargets.default({ energy_kcal: null, protein_pct: null, fat_pct: null, carbohydrate_pct: null, fibre_g: null }),
  days: z.array(planDay).min(1, "required").max(14, "plan_too_many_days"),
});

export const templateBody = z.object({ name: requiredText(120), plan: planBody.omit({ booking_id: true }) });

export type PlanItem = z.infer<typeof planItem>;
export type PlanBody = z.infer<typeof planBody>;
export type PlanContent = Omit<PlanBody, "booking_id">;

const totalsOut = z.object({ energy_kcal: z.number(), protein_g: z.number(), fat_g: z.number(), carbohydrate_g: z.number(), fibre_g: z.number() });

const itemOut = z.union([
  z.object({ food_id: z.number(), grams: z.number() }),
  z.object({ food_id: z.number(), measure: z.string(), amount: z.number() }),
  z.object({ recipe_id: z.number(), portions: z.number() }),
]);

export const planOut = z.object({
  id: z.number(),
  client_id: z.number(),
  booking_id: z.number().nullable(),
  name: z.string(),
  note: z.string(),
  targets: z.object({
    energy_kcal: z.number().nullable(),
    protein_pct: z.number().nullable(),
    fat_pct: z.number().nullable(),
    carbohydrate_pct: z.number().nullable(),
    fibre_g: z.number().nullable(),
  }),
  days: z.array(
    z.object({
      name: z.string(),
      meals: z.array(z.object({ name: z.string(), items: z.array(itemOut), alternatives: z.array(z.array(itemOut)), totals: totalsOut })),
      totals: totalsOut,
    }),
  ),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const planSummaryOut = z.object({
  id: z.number(),
  name: z.string(),
  booking_id: z.number().nullable(),
  days: z.number(),
  delivered_at: z.string().nullable(),
  updated_at: z.string(),
});

export type PlanOut = z.infer<typeof planOut>;
