import { z } from "zod";
import { madridToday } from "../practice-time.js";
import { slugify } from "../slugify.js";
import { flag, integer, language, optionalText, positiveId, requiredMultilineText, requiredText, singleLine } from "./common.js";
import { slugTranslations } from "./translations.js";

// One schema for the admin recipe form and the API (create and update). Messages are keys
// of core/i18n/api-messages.ts. Nested lists follow Rails' *_attributes names, since the
// original client sends recipe[ingredients_attributes][0][name] and the like.

export const DIFFICULTIES = ["Easy", "Medium", "Hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Blank ids (sent for new rows) mean "no id". */
const nestedId = z.preprocess((v) => (v === "" || v === null ? undefined : v), positiveId.optional());

const difficulty = z.preprocess(
  (v) => {
    if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return "Easy";
    if (typeof v !== "string") return v;
    const t = v.trim().toLowerCase();
    return DIFFICULTIES.find((d) => d.toLowerCase() === t) ?? v;
  },
  z.enum(DIFFICULTIES, { error: "invalid_difficulty" }),
);

/** A decimal from JSON or a form field; blank is "not sent". */
const decimal = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v.replace(",", "."))) : v),
  z.number({ error: "invalid" }).gt(0, "invalid").max(20000, "invalid"),
);

export const ingredientAttributes = z.object({
  id: nestedId,
  name: requiredText(200),
  quantity: requiredText(50),
  size: optionalText(50),
  /** The food it is (the composition table or hers) and its quantity in grams: the recipe's computed nutrition. Null unlinks. */
  food_id: z.preprocess((v) => (v === "" ? null : v), positiveId.nullable()).optional(),
  grams: decimal.nullable().optional(),
  _destroy: flag,
});

export const instructionAttributes = z.object({
  id: nestedId,
  /** Missing numbers are taken from the position in the list. */
  step_number: z.preprocess((v) => (v === "" || v === null ? undefined : v), integer(1, 500, "steps_contiguous").optional()),
  step_content: requiredMultilineText(4000),
  _destroy: flag,
});

export const nutritionalFactAttributes = z.object({
  id: nestedId,
  name: requiredText(100),
  quantity: requiredText(50),
  size: optionalText(30),
  _destroy: flag,
});

export const valuableInfoAttributes = z.object({
  id: nestedId,
  duration: requiredText(100),
  difficulty,
  portions: integer(1, 1000, "portions_min"),
});

export const metaInfoAttributes = z.object({
  id: nestedId,
  meta_title: requiredText(200),
  meta_description: requiredMultilineText(500),
  meta_keywords: requiredText(500),
});

/** A row the admin added and left empty (e.g. an 'Add Nutritional Fact' row) is not an error. */
function isBlankRow(v: unknown): boolean {
  if (!v || typeof v !== "object") return false;
  const row = v as Record<string, unknown>;
  if (row.id !== undefined && row.id !== null && row.id !== "") return false;
  return Object.entries(row).every(([k, x]) => k === "_destroy" || x === undefined || x === null || (typeof x === "string" && x.trim() === ""));
}

/** Multipart sends lists as indexed fields; a lone object is a one-item list. */
const listOf = <T extends z.ZodTypeAny>(item: T, max: number, minKey?: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v.filter((x) => !isBlankRow(x)) : typeof v === "object" ? [v] : v),
    minKey ? z.array(item).min(1, minKey).max(max, "too_long") : z.array(item).max(max, "too_long"),
  );

type Instruction = z.infer<typeof instructionAttributes>;
type Kept<T> = Omit<T, "_destroy">;

/** Drops rows marked _destroy (Rails style); leaving a row out removes it just the same. */
function kept<T extends { _destroy: boolean }>(rows: T[]): Kept<T>[] {
  return rows.filter((r) => !r._destroy).map(({ _destroy, ...rest }) => rest);
}

/** Numbers steps without one by their position, then insists on 1..n with no gap or repeat. */
function numberedSteps(rows: Instruction[], ctx: z.RefinementCtx): (Kept<Instruction> & { step_number: number })[] {
  const steps = kept(rows).map((s, i) => ({ ...s, step_number: s.step_number ?? i + 1 }));
  const numbers = steps.map((s) => s.step_number).sort((a, b) => a - b);
  if (numbers.some((n, i) => n !== i + 1)) ctx.addIssue({ code: "custom", message: "steps_contiguous", path: [] });
  return steps.sort((a, b) => a.step_number - b.step_number);
}

const ingredientsList = listOf(ingredientAttributes, 100, "ingredients_required").transform((rows, ctx) => {
  const out = kept(rows);
  if (out.length === 0) ctx.addIssue({ code: "custom", message: "ingredients_required", path: [] });
  return out;
});
const instructionsList = listOf(instructionAttributes, 100, "instructions_required").transform((rows, ctx) => {
  const out = numberedSteps(rows, ctx);
  if (out.length === 0) ctx.addIssue({ code: "custom", message: "instructions_required", path: [] });
  return out;
});
const nutritionList = listOf(nutritionalFactAttributes, 60).transform(kept);

const slugText = z.preprocess((v) => (v === undefined || v === null ? "" : v), singleLine("invalid_slug").trim().max(200, "too_long"));

const recipeShape = {
  title: requiredText(200),
  description: requiredMultilineText(5000),
  category: requiredText(100),
  slug: slugText,
  language: z.preprocess((v) => (v === undefined || v === null || v === "" ? "en" : v), language),
  ingredients_attributes: ingredientsList,
  instructions_attributes: instructionsList,
  nutritional_facts_attributes: nutritionList,
  valuable_info_attributes: valuableInfoAttributes,
  meta_info_attributes: metaInfoAttributes,
};

/** A typed or blank slug becomes a clean one; a blank one comes from the title. */
function cleanSlug(typed: string, title: string, ctx: z.RefinementCtx): string {
  const slug = slugify(typed || title)
    .slice(0, 200)
    .replace(/-+$/, "");
  if (!slug) ctx.addIssue({ code: "custom", message: "invalid_slug", path: ["slug"] });
  return slug;
}

/** Create: everything the create form requires except the image (a JSON client sends none). */
export const recipeInput = z.object(recipeShape).transform((r, ctx) => ({ ...r, slug: cleanSlug(r.slug, r.title, ctx) }));
export type RecipeInput = z.output<typeof recipeInput>;
export type RecipePayload = z.input<typeof recipeInput>;

/**
 * Update: what is sent replaces what is stored, what is left out stays. A list that is
 * sent is the whole list (rows with an id are updated, without one created, the rest
 * removed); valuable and meta info are updated in place. A blank slug keeps the current one.
 */
export const recipeUpdate = z
  .object({
    title: recipeShape.title.optional(),
    description: recipeShape.description.optional(),
    category: recipeShape.category.optional(),
    slug: slugText,
    language: language.optional(),
    ingredients_attributes: ingredientsList.optional(),
    instructions_attributes: instructionsList.optional(),
    nutritional_facts_attributes: nutritionList.optional(),
    valuable_info_attributes: valuableInfoAttributes.optional(),
    meta_info_attributes: metaInfoAttributes.optional(),
  })
  .transform((r, ctx) => ({ ...r, slug: r.slug ? cleanSlug(r.slug, "", ctx) : undefined }));
export type RecipeUpdate = z.output<typeof recipeUpdate>;

// ---- Answers ----

export const recipeOut = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  language: z.string(),
  /** DD/MM/YYYY, the day it was created in Madrid. */
  published_date: z.string(),
  image_url: z.string().nullable(),
  /** `food_id` and `grams` only on an ingredient linked to a food. */
  ingredients: z.array(
    z.object({ id: z.number(), name: z.string(), quantity: z.string(), size: z.string(), food_id: z.number().optional(), grams: z.number().optional() }),
  ),
  instructions: z.array(z.object({ id: z.number(), step_number: z.number(), step_content: z.string() })),
  nutritional_facts: z.array(z.object({ id: z.number(), name: z.string(), quantity: z.string(), size: z.string() })),
  valuable_info: z.object({ id: z.number(), duration: z.string(), difficulty: z.string(), portions: z.number() }).nullable(),
  meta_info: z.object({ id: z.number(), meta_title: z.string(), meta_description: z.string(), meta_keywords: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  translations: slugTranslations,
  /** Per portion, from the ingredients linked to foods; present when at least one is linked. */
  computed_nutrition: z
    .object({
      per_portion: z.object({ energy_kcal: z.number(), protein_g: z.number(), fat_g: z.number(), carbohydrate_g: z.number(), fibre_g: z.number() }),
      linked_ingredients: z.number(),
      total_ingredients: z.number(),
    })
    .optional(),
});
export type Recipe = z.infer<typeof recipeOut>;

/** The recipe's published_date: today in the practice's time zone, DD/MM/YYYY. */
export function publishedDate(now: Date = new Date()): string {
  const [year, month, day] = madridToday(now.getTime()).split("-");
  return `${day}/${month}/${year}`;
}

// ---- Admin form rules: what the form checks before Submit is enabled ----

const filled = (v: unknown) => (typeof v === "string" ? v.trim() !== "" : v !== undefined && v !== null);

/** The form's state, in the payload's shape; image is the chosen file, if any. */
export interface RecipeDraft {
  title?: string;
  description?: string;
  category?: string;
  ingredients_attributes?: readonly unknown[];
  instructions_attributes?: readonly unknown[];
  valuable_info_attributes?: { duration?: string; difficulty?: string; portions?: number | string | null };
  meta_info_attributes?: { meta_title?: string; meta_description?: string; meta_keywords?: string };
  image?: unknown;
}

/** The parts a recipe needs before it can be sent, in the form's order. */
export const RECIPE_PARTS = [
  "title",
  "description",
  "category",
  "image",
  "ingredients",
  "instructions",
  "duration",
  "difficulty",
  "portions",
  "meta_title",
  "meta_description",
  "meta_keywords",
] as const;
export type RecipePart = (typeof RECIPE_PARTS)[number];

/**
 * What is still missing, so the form can say it next to its disabled button. The image is
 * needed only when creating (`needImage`); slug and nutrition never are.
 */
export function missingRecipeParts(d: RecipeDraft, needImage: boolean): RecipePart[] {
  const info = d.valuable_info_attributes ?? {};
  const meta = d.meta_info_attributes ?? {};
  const portions = typeof info.portions === "string" ? Number(info.portions) : info.portions;
  const present: Record<RecipePart, boolean> = {
    title: filled(d.title),
    description: filled(d.description),
    category: filled(d.category),
    image: !needImage || (d.image !== undefined && d.image !== null && d.image !== ""),
    ingredients: (d.ingredients_attributes?.length ?? 0) > 0,
    instructions: (d.instructions_attributes?.length ?? 0) > 0,
    duration: filled(info.duration),
    difficulty: filled(info.difficulty),
    portions: typeof portions === "number" && Number.isInteger(portions) && portions >= 1,
    meta_title: filled(meta.meta_title),
    meta_description: filled(meta.meta_description),
    meta_keywords: filled(meta.meta_keywords),
  };
  return RECIPE_PARTS.filter((p) => !present[p]);
}

/** Edit submit is enabled once every required part is there; slug, nutrition and the image are not needed. */
export function canSubmitRecipeEdit(d: RecipeDraft): boolean {
  return missingRecipeParts(d, false).length === 0;
}

/** Create submit also needs an image. */
export function canSubmitRecipeCreate(d: RecipeDraft): boolean {
  return missingRecipeParts(d, true).length === 0;
}

/** The ingredient adder: null when it may be added, else the message key to show. */
export function ingredientAddError(
  candidate: { name?: string; quantity?: string | number; size?: string },
  existing: readonly { name: string }[],
): "ingredient_fields_required" | "ingredient_duplicate" | null {
  const name = String(candidate.name ?? "").trim();
  if (!name || !filled(String(candidate.quantity ?? "")) || !filled(candidate.size ?? "")) return "ingredient_fields_required";
  const lower = name.toLocaleLowerCase();
  if (existing.some((i) => i.name.trim().toLocaleLowerCase() === lower)) return "ingredient_duplicate";
  return null;
}

/** The step adder: null when the (trimmed) text may be added, else the message key to show. */
export function instructionAddError(text: string | undefined | null): "step_description_required" | null {
  return (text ?? "").trim() === "" ? "step_description_required" : null;
}

/** After adding or removing steps, numbers run from 1 again in list order. */
export function renumberSteps<T extends { step_content: string }>(steps: readonly T[]): (T & { step_number: number })[] {
  return steps.map((s, i) => ({ ...s, step_number: i + 1 }));
}
