import type { Language } from "../../../core/languages";
import type { Difficulty, Recipe } from "../../../core/schemas/recipe";
import type { Call } from "./call";

export type { Difficulty, Recipe } from "../../../core/schemas/recipe";
export type RecipeIngredient = Recipe["ingredients"][number];
export type RecipeInstruction = Recipe["instructions"][number];
export type RecipeNutritionalFact = Recipe["nutritional_facts"][number];

/** What the admin form sends; rows carry their id when they already exist. */
export interface RecipeWrite {
  title: string;
  description: string;
  category: string;
  /** Blank: made from the title. */
  slug?: string;
  language: Language;
  /** `food_id` links the ingredient to a food with its `grams`; "" unlinks it (a form field cannot be null). */
  ingredients_attributes: { id?: number; name: string; quantity: string; size: string; food_id?: number | ""; grams?: number }[];
  instructions_attributes: { id?: number; step_number: number; step_content: string }[];
  nutritional_facts_attributes?: { id?: number; name: string; quantity: string; size: string }[];
  valuable_info_attributes: { id?: number; duration: string; difficulty: Difficulty; portions: number };
  meta_info_attributes: { id?: number; meta_title: string; meta_description: string; meta_keywords: string };
  /** On create: the slug of the recipe this one translates (it joins that recipe's group). */
  translation_of?: string;
}

/** The contract's multipart form: recipe[title], recipe[ingredients_attributes][0][name], …, recipe[image]. */
export function recipeFormData(recipe: Partial<RecipeWrite>, image?: Blob | null): FormData {
  const form = new FormData();
  const add = (name: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((v, i) => add(`${name}[${i}]`, v));
    else if (typeof value === "object") for (const [k, v] of Object.entries(value)) add(`${name}[${k}]`, v);
    else form.append(name, String(value));
  };
  for (const [key, value] of Object.entries(recipe)) add(`recipe[${key}]`, value);
  if (image) form.append("recipe[image]", image, (image as File).name || "image");
  return form;
}

/** A recipe as a list card needs it: title, picture, info; not its ingredients, steps or facts. */
export const recipeCard = (recipe: Recipe): Recipe => ({ ...recipe, ingredients: [], instructions: [], nutritional_facts: [] });

export const recipesApi = (call: Call) => ({
  list: (language: string) => call<Recipe[]>(`/recipes?language=${encodeURIComponent(language)}`),
  /** One page of the list (ask for one more than shown to know whether another page follows). */
  listPage: (language: string, page: { limit: number; offset?: number }) =>
    call<Recipe[]>(`/recipes?language=${encodeURIComponent(language)}&limit=${page.limit}&offset=${page.offset ?? 0}`),
  get: (slug: string) => call<Recipe>(`/recipes/slug/${encodeURIComponent(slug)}`),
  create: (recipe: RecipeWrite, image?: Blob | null) => call<Recipe>("/recipes", { method: "POST", body: recipeFormData(recipe, image) }),
  /** The image is sent only when a new one was chosen; the stored one is kept otherwise. */
  update: (slug: string, recipe: Partial<RecipeWrite>, image?: Blob | null) =>
    call<Recipe>(`/recipes/slug/${encodeURIComponent(slug)}`, { method: "PATCH", body: recipeFormData(recipe, image) }),
  remove: (slug: string) => call<null>(`/recipes/slug/${encodeURIComponent(slug)}`, { method: "DELETE" }),
});
