import { describe, expect, it } from "vitest";
import {
  canSubmitRecipeCreate,
  canSubmitRecipeEdit,
  missingRecipeParts,
  ingredientAddError,
  instructionAddError,
  publishedDate,
  recipeInput,
  recipeUpdate,
  renumberSteps,
  type RecipeDraft,
} from "./recipe";

const valid = () => ({
  title: "  Greek Salad  ",
  description: "Tomatoes, cucumber and feta.",
  category: "Salads",
  slug: "",
  language: "en",
  ingredients_attributes: [{ name: "Tomato", quantity: "3", size: "pcs" }],
  instructions_attributes: [
    { step_number: 1, step_content: "Chop." },
    { step_number: 2, step_content: "Serve." },
  ],
  nutritional_facts_attributes: [
    { name: "Calories", quantity: "250", size: "kcal" },
    { name: "", quantity: "", size: "" },
  ],
  valuable_info_attributes: { duration: "15 min", difficulty: "", portions: "2" },
  meta_info_attributes: { meta_title: "Greek salad", meta_description: "A salad", meta_keywords: "salad, greek" },
});

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("recipe schema", () => {
  it("trims, fills the slug from the title, defaults difficulty and drops blank rows", () => {
    const r = recipeInput.parse(valid());
    expect(r.title).toBe("Greek Salad");
    expect(r.slug).toBe("greek-salad");
    expect(r.valuable_info_attributes).toEqual({ duration: "15 min", difficulty: "Easy", portions: 2 });
    expect(r.nutritional_facts_attributes).toEqual([{ name: "Calories", quantity: "250", size: "kcal" }]);
  });

  it("cleans a typed slug, Greek titles included", () => {
    expect(recipeInput.parse({ ...valid(), slug: "My Salad!" }).slug).toBe("my-salad");
    expect(recipeInput.parse({ ...valid(), title: "Χωριάτικη σαλάτα" }).slug).toBe("choriatiki-salata");
    expect(issues(recipeInput.safeParse({ ...valid(), slug: "!!!" }))).toEqual({ slug: "invalid_slug" });
  });

  it("numbers steps without a number by position and sorts by number", () => {
    const r = recipeInput.parse({
      ...valid(),
      instructions_attributes: [
        { step_number: "2", step_content: "b" },
        { step_number: "1", step_content: "a" },
      ],
    });
    expect(r.instructions_attributes.map((s) => [s.step_number, s.step_content])).toEqual([
      [1, "a"],
      [2, "b"],
    ]);
    expect(
      recipeInput
        .parse({ ...valid(), instructions_attributes: [{ step_content: "a" }, { step_content: "b" }] })
        .instructions_attributes.map((s) => s.step_number),
    ).toEqual([1, 2]);
  });

  it("refuses step numbers that do not run 1..n", () => {
    for (const nums of [
      [2, 3],
      [1, 3],
      [1, 1],
      [0, 1],
    ]) {
      const r = recipeInput.safeParse({ ...valid(), instructions_attributes: nums.map((n) => ({ step_number: n, step_content: "x" })) });
      expect(r.success).toBe(false);
      expect(Object.values(issues(r))).toContain("steps_contiguous");
    }
  });

  it("requires what the create form requires, with message keys", () => {
    const r = recipeInput.safeParse({
      ...valid(),
      title: " ",
      ingredients_attributes: [],
      instructions_attributes: [],
      valuable_info_attributes: { duration: "", portions: 0, difficulty: "Extreme" },
    });
    expect(issues(r)).toEqual({
      title: "required",
      ingredients_attributes: "ingredients_required",
      instructions_attributes: "instructions_required",
      "valuable_info_attributes.duration": "required",
      "valuable_info_attributes.difficulty": "invalid_difficulty",
      "valuable_info_attributes.portions": "portions_min",
    });
  });

  it("drops rows marked _destroy and treats blank ids as new rows", () => {
    const r = recipeInput.parse({
      ...valid(),
      ingredients_attributes: [
        { id: "", name: "Feta", quantity: "100", size: "g" },
        { id: "4", name: "Old", quantity: "1", size: "g", _destroy: "1" },
      ],
    });
    expect(r.ingredients_attributes).toEqual([{ id: undefined, name: "Feta", quantity: "100", size: "g" }]);
  });

  it("update keeps what is left out and a blank slug", () => {
    expect(recipeUpdate.parse({ title: "New", slug: "" })).toEqual({ title: "New", slug: undefined });
    expect(recipeUpdate.parse({ slug: "Nueva Receta" }).slug).toBe("nueva-receta");
    expect(recipeUpdate.safeParse({ ingredients_attributes: [] }).success).toBe(false);
  });
});

describe("recipe form rules", () => {
  const draft = (): RecipeDraft => ({
    title: "T",
    description: "D",
    category: "C",
    ingredients_attributes: [{ name: "a" }],
    instructions_attributes: [{ step_content: "b" }],
    valuable_info_attributes: { duration: "10 min", difficulty: "Easy", portions: 2 },
    meta_info_attributes: { meta_title: "m", meta_description: "d", meta_keywords: "k" },
  });

  it("enables edit when every required part is there; create also needs an image", () => {
    expect(canSubmitRecipeEdit(draft())).toBe(true);
    expect(canSubmitRecipeCreate(draft())).toBe(false);
    expect(canSubmitRecipeCreate({ ...draft(), image: { name: "x.jpg" } })).toBe(true);
  });

  it("keeps submit disabled while any required part is missing", () => {
    const cases: RecipeDraft[] = [
      { ...draft(), title: "  " },
      { ...draft(), description: "" },
      { ...draft(), category: undefined },
      { ...draft(), ingredients_attributes: [] },
      { ...draft(), instructions_attributes: [] },
      { ...draft(), valuable_info_attributes: { duration: "", difficulty: "Easy", portions: 2 } },
      { ...draft(), valuable_info_attributes: { duration: "5", difficulty: "Easy", portions: 0 } },
      { ...draft(), valuable_info_attributes: { duration: "5", difficulty: "Easy", portions: "" } },
      { ...draft(), meta_info_attributes: { meta_title: "m", meta_description: "d", meta_keywords: "" } },
    ];
    for (const c of cases) {
      expect(canSubmitRecipeEdit(c)).toBe(false);
      expect(canSubmitRecipeCreate({ ...c, image: "file" })).toBe(false);
    }
    expect(canSubmitRecipeEdit({ ...draft(), valuable_info_attributes: { duration: "5", difficulty: "Hard", portions: "3" } })).toBe(true);
  });

  it("checks an ingredient before it is added", () => {
    const list = [{ name: "Olive oil" }];
    expect(ingredientAddError({ name: "Feta", quantity: "100", size: "g" }, list)).toBeNull();
    expect(ingredientAddError({ name: "Feta", quantity: "", size: "g" }, list)).toBe("ingredient_fields_required");
    expect(ingredientAddError({ name: "Feta", quantity: "1", size: " " }, list)).toBe("ingredient_fields_required");
    expect(ingredientAddError({ name: " olive OIL ", quantity: "2", size: "tbsp" }, list)).toBe("ingredient_duplicate");
  });

  it("checks a step before it is added and renumbers after removal", () => {
    expect(instructionAddError("   ")).toBe("step_description_required");
    expect(instructionAddError("")).toBe("step_description_required");
    expect(instructionAddError(" Chop ")).toBeNull();
    expect(
      renumberSteps([
        { step_number: 1, step_content: "a" },
        { step_number: 3, step_content: "c" },
      ]).map((s) => s.step_number),
    ).toEqual([1, 2]);
  });

  it("formats the published date in Madrid, DD/MM/YYYY", () => {
    expect(publishedDate(new Date("2025-03-30T23:30:00Z"))).toBe("31/03/2025");
    expect(publishedDate(new Date("2025-01-05T22:59:00Z"))).toBe("05/01/2025");
    expect(publishedDate(new Date("2025-01-05T23:00:00Z"))).toBe("06/01/2025");
  });
});

describe("what the recipe form still needs", () => {
  it("names each missing part, the image only when creating", () => {
    expect(missingRecipeParts({}, true)).toEqual([
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
    ]);
    expect(missingRecipeParts({ title: "Oats", valuable_info_attributes: { portions: 0 } }, false)).not.toContain("image");
    expect(missingRecipeParts({ title: "Oats", valuable_info_attributes: { portions: 0 } }, false)).toContain("portions");
  });
});
