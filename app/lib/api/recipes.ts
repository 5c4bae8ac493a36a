import type { Call } from "./call";

export interface RecipeIngredient {
  id?: number;
  name: string;
  quantity: string | number;
  size: string;
}
export interface RecipeInstruction {
  id?: number;
  step_number: number;
  step_content: string;
}
export interface RecipeNutritionalFact {
  id?: number;
  name: string;
  quantity: string | number;
  size: string;
}

export interface Recipe {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  category: string | null;
  language: string;
  published_date: string | null;
  image_url: string | null;
  ingredients: RecipeIngredient[];
  instructions: RecipeInstruction[];
  nutritional_facts: RecipeNutritionalFact[];
  valuable_info: { duration?: string | null; difficulty?: string | null; portions?: number | string | null } | null;
  meta_info: { meta_title?: string | null; meta_description?: string | null; meta_keywords?: string | null } | null;
}

export const recipesApi = (call: Call) => ({
  list: (language: string) => call<Recipe[]>(`/recipes?language=${encodeURIComponent(language)}`),
  get: (slug: string) => call<Recipe>(`/recipes/slug/${encodeURIComponent(slug)}`),
});
