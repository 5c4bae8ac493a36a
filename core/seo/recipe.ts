import { nutrientKey } from "../nutrition";
import { parseDuration } from "./duration";
import { compact, isoDate, type JsonLd } from "./json-ld";

/** What the builder needs of a recipe (the API's recipe has all of it). */
export interface RecipeData {
  title: string;
  description: string;
  category: string;
  published_date: string;
  updated_at?: string;
  ingredients: readonly { name: string; quantity: string; size: string }[];
  instructions: readonly { step_number: number; step_content: string }[];
  nutritional_facts: readonly { name: string; quantity: string; size: string }[];
  valuable_info: { duration: string; difficulty: string; portions: number } | null;
  meta_info: { meta_title: string; meta_description: string; meta_keywords: string } | null;
}

/** NutritionInformation properties by the nutrient keys of core/nutrition.ts. */
const NUTRITION_PROPERTY: Record<string, string> = {
  energy: "calories",
  protein: "proteinContent",
  fat: "fatContent",
  saturated_fat: "saturatedFatContent",
  carbohydrates: "carbohydrateContent",
  fiber: "fiberContent",
  sugars: "sugarContent",
  sodium: "sodiumContent",
};
/** Named only by their own words, as core/nutrition.ts has no reference for them. */
const EXTRA_NUTRIENTS: [RegExp, string][] = [
  [/cholesterol|colesterol|χοληστερ/i, "cholesterolContent"],
  [/trans/i, "transFatContent"],
  [/unsaturated|insaturad|ακορεστ/i, "unsaturatedFatContent"],
];

const quantityText = (quantity: string, size: string) => `${quantity.trim().replace(/^(\d+),(\d+)$/, "$1.$2")} ${size.trim()}`.trim();

/** Values per portion, in the form schema.org's Energy and Mass take ("320 kcal", "12 g"). */
export function nutritionJsonLd(facts: RecipeData["nutritional_facts"]): JsonLd | undefined {
  const out: Record<string, string> = {};
  for (const f of facts) {
    const key = nutrientKey(f.name);
    const prop = (key && NUTRITION_PROPERTY[key]) ?? EXTRA_NUTRIENTS.find(([re]) => re.test(f.name))?.[1];
    if (!prop || out[prop] || !f.quantity.trim()) continue;
    out[prop] = quantityText(f.quantity, f.size || (prop === "calories" ? "kcal" : "g"));
  }
  if (Object.keys(out).length === 0) return undefined;
  return { "@type": "NutritionInformation", ...out };
}

export interface RecipeContext {
  /** The page's absolute URL. */
  url: string;
  /** Absolute image URLs, largest first. */
  images: readonly string[];
  /** BCP 47 (el for Greek). */
  inLanguage: string;
  author: JsonLd;
  /** "2 servings" in the page's language; the number alone when not given. */
  yieldText?: (portions: number) => string;
}

export function recipeJsonLd(r: RecipeData, ctx: RecipeContext): JsonLd {
  const info = r.valuable_info;
  const steps = [...r.instructions].sort((a, b) => a.step_number - b.step_number);
  return compact({
    "@context": "https://schema.org",
    "@type": "Recipe",
    "@id": `${ctx.url}#recipe`,
    name: r.title,
    headline: r.meta_info?.meta_title || undefined,
    description: r.meta_info?.meta_description || r.description,
    image: [...ctx.images],
    url: ctx.url,
    inLanguage: ctx.inLanguage,
    author: ctx.author,
    datePublished: isoDate(r.published_date),
    dateModified: isoDate(r.updated_at),
    recipeCategory: r.category,
    keywords: r.meta_info?.meta_keywords,
    totalTime: parseDuration(info?.duration),
    recipeYield: info ? [String(info.portions), ...(ctx.yieldText ? [ctx.yieldText(info.portions)] : [])] : undefined,
    recipeIngredient: r.ingredients.map((i) => `${quantityText(i.quantity, i.size)} ${i.name.trim()}`.trim()),
    recipeInstructions: steps.map((s, i) => ({
      "@type": "HowToStep",
      position: i + 1,
      text: s.step_content,
      url: `${ctx.url}#step-${i + 1}`,
    })),
    // The recipe's facts are per portion, which is what NutritionInformation describes.
    nutrition: nutritionJsonLd(r.nutritional_facts),
  });
}
