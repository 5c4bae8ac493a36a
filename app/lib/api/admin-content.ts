import type { Call } from "./call";

// The admin's calls for blogs and recipes (SPEC §7). Writes are multipart forms with the
// contract's bracketed field names; every call carries the admin token.

export interface BlogMeta {
  meta_title?: string | null;
  meta_description?: string | null;
  meta_keywords?: string | null;
}

export interface Blog {
  id: number;
  slug: string;
  title: string;
  description: string;
  category: string;
  language: string;
  published_date: string | null;
  profile_image_url: string | null;
  content: unknown;
  meta_info?: BlogMeta | null;
  created_at: string;
  updated_at: string;
}

export interface RecipeItem {
  id?: number;
  name: string;
  quantity: string;
  size: string;
}

export interface RecipeStep {
  id?: number;
  step_number: number;
  step_content: string;
}

export interface Recipe {
  id: number;
  slug: string;
  title: string;
  description: string;
  category: string;
  language: string;
  published_date: string | null;
  image_url: string | null;
  ingredients: RecipeItem[];
  instructions: RecipeStep[];
  nutritional_facts: RecipeItem[];
  valuable_info: { id?: number; duration: string; difficulty: string; portions: number | string } | null;
  meta_info: { id?: number; meta_title: string; meta_description: string; meta_keywords: string } | null;
}

export const adminBlogsApi = (call: Call) => ({
  list: (language: string) => call<Blog[] | { blogs: Blog[] }>(`/api/v1/blogs?language=${encodeURIComponent(language)}`).then((r) => (Array.isArray(r) ? r : r.blogs ?? [])),
  get: (slug: string) => call<Blog>(`/api/v1/blogs/${encodeURIComponent(slug)}`),
  create: (form: FormData) => call<Blog>("/api/v1/blogs", { method: "POST", body: form }),
  update: (slug: string, form: FormData) => call<Blog>(`/api/v1/blogs/${encodeURIComponent(slug)}`, { method: "PUT", body: form }),
  remove: (slug: string) => call<null>(`/api/v1/blogs/${encodeURIComponent(slug)}`, { method: "DELETE" }),
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append("image", file);
    return call<{ success: number; file: { url: string } }>("/api/v1/blog_images", { method: "POST", body: form });
  },
});

/** The contract's multipart form: recipe[title], recipe[ingredients_attributes][0][name], …, recipe[image]. */
export function recipeFormData(recipe: Record<string, unknown>, image?: Blob | null): FormData {
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

export const adminRecipesApi = (call: Call) => ({
  list: (language: string) => call<Recipe[] | { recipes: Recipe[] }>(`/recipes?language=${encodeURIComponent(language)}`).then((r) => (Array.isArray(r) ? r : r.recipes ?? [])),
  get: (slug: string) => call<Recipe>(`/recipes/slug/${encodeURIComponent(slug)}`),
  create: (form: FormData) => call<Recipe>("/recipes", { method: "POST", body: form }),
  update: (slug: string, form: FormData) => call<Recipe>(`/recipes/slug/${encodeURIComponent(slug)}`, { method: "PATCH", body: form }),
  remove: (slug: string) => call<null>(`/recipes/slug/${encodeURIComponent(slug)}`, { method: "DELETE" }),
});

