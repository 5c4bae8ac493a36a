import { z } from "zod";
import { MICRONUTRIENTS } from "../food-nutrients.js";
import { FOOD_GROUPS } from "../food-groups.js";
import { optionalText, requiredText } from "./common.js";

const amount = (max: number) => z.number({ error: "invalid" }).min(0, "invalid").max(max, "invalid");

export const per100gIn = z
  .object({
    energy_kcal: amount(900),
    protein_g: amount(100),
    fat_g: amount(100),
    carbohydrate_g: amount(100),
    fibre_g: amount(100),
    ...Object.fromEntries(MICRONUTRIENTS.map((k) => [k, amount(100_000).optional()])),
  })
  .refine((v) => v.protein_g + v.fat_g + v.carbohydrate_g <= 100.5, { message: "macros_over_100", path: ["carbohydrate_g"] });

export const measureIn = z.object({ name: requiredText(100), grams: z.number({ error: "invalid" }).gt(0, "invalid").max(5000, "invalid") });

export const measuresIn = z
  .array(measureIn)
  .max(30, "too_long")
  .refine((ms) => new Set(ms.map((m) => m.name.toLowerCase())).size === ms.length, { message: "measure_duplicate" });

const namesIn = z.object({ en: optionalText(200), es: optionalText(200), gr: optionalText(200) });

export const foodBody = z.object({
  names: namesIn.refine((n) => Boolean(n.en || n.es || n.gr), { message: "food_name_required" }),
  group: z
    .string()
    .refine((g) => g in FOOD_GROUPS, { message: "food_group_unknown" })
    .optional(),
  per_100g: per100gIn,
  measures: measuresIn.optional(),
});

/** A change: for the table's own foods only `measures` (hers) may be sent. */
export const foodUpdateBody = z.object({
  names: namesIn.refine((n) => Boolean(n.en || n.es || n.gr), { message: "food_name_required" }).optional(),
  group: z
    .string()
    .refine((g) => g in FOOD_GROUPS, { message: "food_group_unknown" })
    .optional(),
  per_100g: per100gIn.optional(),
  measures: measuresIn.optional(),
});

export const foodOut = z.object({
  id: z.number(),
  name: z.string(),
  /** True when the name is not in the language asked for (the English name, or the one she gave). */
  name_fallback: z.boolean(),
  names: z.object({ en: z.string().nullable(), es: z.string().nullable(), gr: z.string().nullable() }),
  group: z.string(),
  group_code: z.string(),
  source: z.enum(["usda-sr", "own"]),
  per_100g: z.record(z.string(), z.number()),
  /** `name` in the language asked for; `key` is the name a plan item's `measure` gives. */
  measures: z.array(z.object({ name: z.string(), key: z.string(), grams: z.number(), own: z.boolean() })),
});

export type FoodOut = z.infer<typeof foodOut>;
export type FoodBody = z.infer<typeof foodBody>;
export type FoodUpdate = z.infer<typeof foodUpdateBody>;
