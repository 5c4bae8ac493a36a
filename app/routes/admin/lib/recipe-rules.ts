// The recipe form's rules of SPEC §5 (the same the API applies).
export const DIFFICULTIES = ["Easy", "Medium", "Hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

const filled = (v: unknown) => (typeof v === "string" ? v.trim() !== "" : v !== undefined && v !== null);

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

/** Edit submit is enabled once every required part is there; slug, nutrition and the image are not needed. */
export function canSubmitRecipeEdit(d: RecipeDraft): boolean {
  const info = d.valuable_info_attributes ?? {};
  const meta = d.meta_info_attributes ?? {};
  const portions = typeof info.portions === "string" ? Number(info.portions) : info.portions;
  return (
    filled(d.title) && filled(d.description) && filled(d.category) &&
    (d.ingredients_attributes?.length ?? 0) > 0 && (d.instructions_attributes?.length ?? 0) > 0 &&
    filled(info.duration) && filled(info.difficulty) && typeof portions === "number" && Number.isInteger(portions) && portions >= 1 &&
    filled(meta.meta_title) && filled(meta.meta_description) && filled(meta.meta_keywords)
  );
}

/** Create submit also needs an image. */
export function canSubmitRecipeCreate(d: RecipeDraft): boolean {
  return canSubmitRecipeEdit(d) && d.image !== undefined && d.image !== null && d.image !== "";
}

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

export function instructionAddError(text: string | undefined | null): "step_description_required" | null {
  return (text ?? "").trim() === "" ? "step_description_required" : null;
}

export function renumberSteps<T extends { step_content: string }>(steps: readonly T[]): (T & { step_number: number })[] {
  return steps.map((s, i) => ({ ...s, step_number: i + 1 }));
}
