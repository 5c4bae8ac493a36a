import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { intlLocale, type Language } from "../../../../core/languages";
import { useLanguage } from "../../../i18n";
import type { Recipe, RecipeWrite } from "../../../lib/api/recipes";
import { useAdmin, useAdminT } from "../admin-context";
import type { FoodOut } from "../../../lib/api/meal-plans";
import { addTotals, zeroTotals, type Totals } from "../../../../core/meal-plan-totals";
import { readNumber } from "../meal-plans/plan-draft";
import { IngredientFood } from "./ingredient-food";
import { adoptFacts, ComputedFacts } from "./computed-facts";
import { DIFFICULTIES, missingRecipeParts, ingredientAddError, instructionAddError, renumberSteps, type Difficulty } from "../../../../core/schemas/recipe";
import { slugify } from "../../../../core/slugify";
import { ContentLanguageSelect, ImageField } from "../ui";

interface Row {
  id?: number;
  /** In a translation: the original's name, shown while this one's is written. */
  original?: string;
  key: string;
  name: string;
  quantity: string;
  size: string;
  /** An ingredient linked to a food, with its grams as typed (the computed facts). */
  food_id?: number | null;
  grams?: string;
}
interface Step {
  id?: number;
  key: string;
  step_number: number;
  step_content: string;
}

export interface RecipeFormState {
  title: string;
  description: string;
  category: string;
  slug: string;
  language: Language;
  ingredients: Row[];
  instructions: Step[];
  nutrition: Row[];
  info: { id?: number; duration: string; difficulty: Difficulty; portions: string };
  meta: { id?: number; meta_title: string; meta_description: string; meta_keywords: string };
}

let keys = 0;
const key = () => `r${++keys}`;

export function emptyRecipe(): RecipeFormState {
  return {
    title: "",
    description: "",
    category: "",
    slug: "",
    language: "en",
    ingredients: [],
    instructions: [],
    nutrition: [],
    info: { duration: "", difficulty: "Easy", portions: "" },
    meta: { meta_title: "", meta_description: "", meta_keywords: "" },
  };
}

export function recipeToState(r: Recipe): RecipeFormState {
  const difficulty = (DIFFICULTIES as readonly string[]).includes(r.valuable_info?.difficulty ?? "") ? (r.valuable_info!.difficulty as Difficulty) : "Easy";
  return {
    title: r.title,
    description: r.description ?? "",
    category: r.category ?? "",
    slug: r.slug,
    language: (r.language as Language) ?? "en",
    ingredients: r.ingredients.map((i) => ({
      id: i.id,
      key: key(),
      name: i.name,
      quantity: i.quantity,
      size: i.size,
      food_id: i.food_id ?? null,
      grams: i.grams !== undefined ? String(i.grams) : "",
    })),
    instructions: renumberSteps(
      [...r.instructions]
        .sort((a, b) => a.step_number - b.step_number)
        .map((s) => ({ id: s.id, key: key(), step_number: s.step_number, step_content: s.step_content })),
    ),
    nutrition: r.nutritional_facts.map((n) => ({ id: n.id, key: key(), name: n.name, quantity: n.quantity, size: n.size })),
    info: {
      id: r.valuable_info?.id,
      duration: r.valuable_info?.duration ?? "",
      difficulty,
      portions: r.valuable_info?.portions ? String(r.valuable_info.portions) : "",
    },
    meta: {
      id: r.meta_info?.id,
      meta_title: r.meta_info?.meta_title ?? "",
      meta_description: r.meta_info?.meta_description ?? "",
      meta_keywords: r.meta_info?.meta_keywords ?? "",
    },
  };
}

/**
 * A translation's start: the original's language-independent fields (category, duration,
 * difficulty, portions, ingredient quantities and units, nutrition facts), the texts empty.
 */
export function translationStart(r: Recipe, language: Language): RecipeFormState {
  const from = recipeToState(r);
  return {
    ...emptyRecipe(),
    language,
    category: from.category,
    ingredients: from.ingredients.map((i) => ({
      key: key(),
      name: "",
      original: i.name,
      quantity: i.quantity,
      size: i.size,
      food_id: i.food_id,
      grams: i.grams,
    })),
    nutrition: from.nutrition.map((n) => ({ key: key(), name: n.name, quantity: n.quantity, size: n.size })),
    info: { duration: from.info.duration, difficulty: from.info.difficulty, portions: from.info.portions },
  };
}

/** A linked ingredient's food and grams; a saved row that is no longer linked is unlinked ("" is null). */
function foodLink(i: Row, withIds: boolean): { food_id?: number | ""; grams?: number } {
  if (i.food_id) {
    const g = readNumber(i.grams ?? "");
    return { food_id: i.food_id, ...(g !== null && g > 0 ? { grams: g } : {}) };
  }
  return withIds && i.id !== undefined ? { food_id: "" } : {};
}

/** Per portion, from the ingredients linked to a food with their grams; null when none counts. */
export function computedPerPortion(rows: Row[], foods: Map<number, FoodOut>, portions: number): { perPortion: Totals | null; linked: number } {
  let total = zeroTotals();
  let linked = 0;
  for (const r of rows) {
    const f = r.food_id ? foods.get(r.food_id) : undefined;
    const g = readNumber(r.grams ?? "");
    if (!f || g === null || g <= 0) continue;
    linked++;
    const v = (k: string) => ((f.per_100g[k] ?? 0) * g) / 100;
    total = addTotals(total, {
      energy_kcal: v("energy_kcal"),
      protein_g: v("protein_g"),
      fat_g: v("fat_g"),
      carbohydrate_g: v("carbohydrate_g"),
      fibre_g: v("fibre_g"),
    });
  }
  if (linked === 0) return { perPortion: null, linked };
  const n = portions > 0 ? portions : 1;
  return {
    perPortion: {
      energy_kcal: total.energy_kcal / n,
      protein_g: total.protein_g / n,
      fat_g: total.fat_g / n,
      carbohydrate_g: total.carbohydrate_g / n,
      fibre_g: total.fibre_g / n,
    },
    linked,
  };
}

/** The payload of the recipes API; rows carry their id on edit (new rows none). */
export function recipePayload(s: RecipeFormState, withIds: boolean): RecipeWrite {
  const id = (v: number | undefined) => (withIds && v !== undefined ? { id: v } : {});
  return {
    title: s.title.trim(),
    description: s.description.trim(),
    category: s.category.trim(),
    slug: s.slug.trim(),
    language: s.language,
    ingredients_attributes: s.ingredients.map((i) => ({ ...id(i.id), name: i.name, quantity: i.quantity, size: i.size, ...foodLink(i, withIds) })),
    instructions_attributes: s.instructions.map((x) => ({ ...id(x.id), step_number: x.step_number, step_content: x.step_content })),
    nutritional_facts_attributes: s.nutrition
      .filter((n) => n.name.trim() || n.quantity.trim() || n.size.trim())
      .map((n) => ({ ...id(n.id), name: n.name.trim(), quantity: n.quantity.trim(), size: n.size.trim() })),
    valuable_info_attributes: { ...id(s.info.id), duration: s.info.duration.trim(), difficulty: s.info.difficulty, portions: Number(s.info.portions) },
    meta_info_attributes: {
      ...id(s.meta.id),
      meta_title: s.meta.meta_title.trim(),
      meta_description: s.meta.meta_description.trim(),
      meta_keywords: s.meta.meta_keywords.trim(),
    },
  };
}

/**
 * The recipe form, for create (image required) and edit. Submit is enabled
 * exactly when the form's rules (core/schemas/recipe.ts) pass; the parent resets it after a create by remounting it.
 */
export function RecipeForm({
  initial,
  currentImage,
  imageHint,
  mode,
  busy,
  onSubmit,
}: {
  initial: RecipeFormState;
  currentImage?: string | null;
  /** Said under the image field (a translation shares the original's image unless given one). */
  imageHint?: string;
  mode: "create" | "edit";
  busy: boolean;
  onSubmit: (state: RecipeFormState, image: File | null) => void;
}) {
  const t = useAdminT();
  const lang = useLanguage();
  const [s, setS] = useState(initial);
  const [slugByHand, setSlugByHand] = useState(mode === "edit");
  const [image, setImage] = useState<File | null>(null);
  const [ingredient, setIngredient] = useState({ name: "", quantity: "", size: "" });
  const [ingredientError, setIngredientError] = useState<string | null>(null);
  const [step, setStep] = useState("");
  const [stepError, setStepError] = useState<string | null>(null);
  const { api } = useAdmin();
  const [foods, setFoods] = useState<Map<number, FoodOut>>(new Map());

  // The foods of the ingredients already linked, for their names and the computed facts.
  useEffect(() => {
    const ids = [...new Set(initial.ingredients.flatMap((i) => (i.food_id ? [i.food_id] : [])))];
    void Promise.all(ids.map((id) => api.mealPlans.food(id, initial.language).catch(() => null))).then((list) =>
      setFoods((m) => new Map([...m, ...list.filter((f): f is FoodOut => f !== null).map((f) => [f.id, f] as const)])),
    );
  }, [api, initial]);
  const computed = computedPerPortion(s.ingredients, foods, Number(s.info.portions) || 1);

  const edit = (patch: Partial<RecipeFormState>) => setS((x) => ({ ...x, ...patch }));
  const draft = {
    title: s.title,
    description: s.description,
    category: s.category,
    ingredients_attributes: s.ingredients,
    instructions_attributes: s.instructions,
    valuable_info_attributes: { duration: s.info.duration, difficulty: s.info.difficulty, portions: s.info.portions === "" ? null : Number(s.info.portions) },
    meta_info_attributes: s.meta,
    image: image ?? undefined,
  };
  // A translation created without an image of its own shows the original's, so it needs none.
  const named = s.ingredients.every((i) => i.name.trim() !== "");
  const missing = missingRecipeParts(draft, mode === "create" && !currentImage);
  const canSubmit = named && missing.length === 0;
  // Said in the admin's language, as a list she reads ("title, image and one step").
  const missingText = new Intl.ListFormat(intlLocale(lang), { type: "conjunction" }).format([
    ...missing.map((p) => t(`admin.recipes.part.${p}`)),
    ...(named ? [] : [t("admin.recipes.part.ingredientNames")]),
  ]);

  function addIngredient() {
    const err = ingredientAddError(ingredient, s.ingredients);
    if (err) {
      setIngredientError(t(err === "ingredient_duplicate" ? "admin.recipes.ingredientDuplicate" : "admin.recipes.ingredientFields"));
      return;
    }
    setIngredientError(null);
    edit({ ingredients: [...s.ingredients, { key: key(), name: ingredient.name.trim(), quantity: ingredient.quantity.trim(), size: ingredient.size.trim() }] });
    setIngredient({ name: "", quantity: "", size: "" });
  }

  function addStep() {
    if (instructionAddError(step)) {
      setStepError(t("admin.recipes.stepRequired"));
      return;
    }
    setStepError(null);
    edit({ instructions: renumberSteps([...s.instructions, { key: key(), step_number: 0, step_content: step.trim() }]) });
    setStep("");
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (canSubmit && !busy) onSubmit(s, image);
  }

  const setRow = (list: "nutrition" | "ingredients", k: string, patch: Partial<Row>) =>
    edit({ [list]: s[list].map((r) => (r.key === k ? { ...r, ...patch } : r)) });

  return (
    <form className="form" onSubmit={submit}>
      <div className="admin-card">
        <div className="field">
          <label htmlFor="recipe-title">{t("admin.field.title")}</label>
          <input
            id="recipe-title"
            required
            value={s.title}
            onChange={(e) => {
              const title = e.target.value;
              edit(slugByHand ? { title } : { title, slug: slugify(title) });
            }}
          />
        </div>
        <div className="field">
          <label htmlFor="recipe-description">{t("admin.field.description")}</label>
          <textarea id="recipe-description" rows={6} required value={s.description} onChange={(e) => edit({ description: e.target.value })} />
        </div>
        <div className="grid-3">
          <div className="field">
            <label htmlFor="recipe-category">{t("admin.field.category")}</label>
            <input id="recipe-category" required value={s.category} onChange={(e) => edit({ category: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor="recipe-slug">{t("admin.field.slug")}</label>
            <input
              id="recipe-slug"
              required
              value={s.slug}
              onChange={(e) => {
                setSlugByHand(e.target.value !== "");
                edit({ slug: e.target.value });
              }}
            />
          </div>
          <ContentLanguageSelect id="recipe-language" value={s.language} onChange={(language) => edit({ language })} />
        </div>
        <ImageField
          label={t("admin.field.image")}
          current={currentImage}
          file={image}
          onFile={setImage}
          required={mode === "create" && !currentImage}
          hint={imageHint}
        />
      </div>

      <fieldset className="admin-card">
        <legend>{t("admin.recipes.ingredients")}</legend>
        <div className="grid-3">
          <div className="field">
            <label htmlFor="ingredient-name">{t("admin.recipes.ingredientName")}</label>
            <input id="ingredient-name" value={ingredient.name} onChange={(e) => setIngredient({ ...ingredient, name: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor="ingredient-quantity">{t("admin.recipes.quantity")}</label>
            <input
              id="ingredient-quantity"
              inputMode="decimal"
              value={ingredient.quantity}
              onChange={(e) => setIngredient({ ...ingredient, quantity: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor="ingredient-unit">{t("admin.recipes.unit")}</label>
            <input id="ingredient-unit" value={ingredient.size} onChange={(e) => setIngredient({ ...ingredient, size: e.target.value })} />
          </div>
        </div>
        {ingredientError && (
          <p role="alert" className="admin-error">
            {ingredientError}
          </p>
        )}
        <button type="button" className="btn" onClick={addIngredient}>
          {t("admin.recipes.addIngredient")}
        </button>
        {s.ingredients.length > 0 && (
          <ul className="plain-list added-list" aria-label={t("admin.recipes.ingredients")}>
            {s.ingredients.map((i, n) => (
              <li key={i.key} className="row">
                {i.original !== undefined ? (
                  <span className="grow field">
                    <label htmlFor={`ingredient-${i.key}`}>{t("admin.translations.ingredientName", { n: n + 1, name: i.original })}</label>
                    <span className="row">
                      <input id={`ingredient-${i.key}`} required value={i.name} onChange={(e) => setRow("ingredients", i.key, { name: e.target.value })} />
                      <span>
                        {i.quantity} {i.size}
                      </span>
                    </span>
                  </span>
                ) : (
                  <span className="grow">
                    {i.name}: {i.quantity} {i.size}
                  </span>
                )}
                <IngredientFood
                  row={{ ...i, name: i.name || (i.original ?? "") }}
                  food={i.food_id ? foods.get(i.food_id) : undefined}
                  language={s.language}
                  onLink={(patch, food) => {
                    if (food) setFoods((m) => new Map(m).set(food.id, food));
                    setRow("ingredients", i.key, patch);
                  }}
                />
                <button
                  type="button"
                  className="btn btn--ghost"
                  aria-label={`${t("admin.action.remove")}: ${i.name}`}
                  onClick={() => edit({ ingredients: s.ingredients.filter((x) => x.key !== i.key) })}
                >
                  {t("admin.action.remove")}
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <fieldset className="admin-card">
        <legend>{t("admin.recipes.instructions")}</legend>
        <div className="field">
          <label htmlFor="recipe-step">{t("admin.recipes.describeStep")}</label>
          <textarea id="recipe-step" rows={3} value={step} onChange={(e) => setStep(e.target.value)} />
        </div>
        {stepError && (
          <p role="alert" className="admin-error">
            {stepError}
          </p>
        )}
        <button type="button" className="btn" onClick={addStep}>
          {t("admin.recipes.addStep")}
        </button>
        {s.instructions.length === 0 ? (
          <p className="muted">{t("admin.recipes.noSteps")}</p>
        ) : (
          <ol className="steps" aria-label={t("admin.recipes.instructions")}>
            {s.instructions.map((x) => (
              <li key={x.key}>
                <span>
                  <strong>{t("admin.recipes.stepN", { n: x.step_number })}</strong> {x.step_content}
                </span>
                <button
                  type="button"
                  className="btn btn--ghost"
                  aria-label={`${t("admin.action.remove")}: ${t("admin.recipes.stepLabel", { n: x.step_number })}`}
                  onClick={() => edit({ instructions: renumberSteps(s.instructions.filter((y) => y.key !== x.key)) })}
                >
                  {t("admin.action.remove")}
                </button>
              </li>
            ))}
          </ol>
        )}
      </fieldset>

      <fieldset className="admin-card">
        <legend>{t("admin.recipes.valuableInfo")}</legend>
        <div className="grid-3">
          <div className="field">
            <label htmlFor="recipe-duration">{t("admin.recipes.duration")}</label>
            <input
              id="recipe-duration"
              required
              placeholder={t("admin.recipes.durationPlaceholder")}
              value={s.info.duration}
              onChange={(e) => edit({ info: { ...s.info, duration: e.target.value } })}
            />
          </div>
          <div className="field">
            <label htmlFor="recipe-difficulty">{t("admin.recipes.difficulty")}</label>
            <select id="recipe-difficulty" value={s.info.difficulty} onChange={(e) => edit({ info: { ...s.info, difficulty: e.target.value as Difficulty } })}>
              {DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {t(`admin.recipes.difficulty.${d}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="recipe-portions">{t("admin.recipes.portions")}</label>
            <input
              id="recipe-portions"
              type="number"
              min={1}
              step={1}
              required
              value={s.info.portions}
              onChange={(e) => {
                // Zero and negative numbers are blanked rather than kept.
                const v = e.target.value;
                edit({ info: { ...s.info, portions: v !== "" && Number(v) <= 0 ? "" : v } });
              }}
            />
          </div>
        </div>
      </fieldset>

      <fieldset className="admin-card">
        <legend>{t("admin.recipes.nutrition")}</legend>
        {s.nutrition.length === 0 && <p className="muted">{t("admin.recipes.noNutrition")}</p>}
        <ul className="plain-list">
          {s.nutrition.map((n, i) => (
            <li key={n.key} className="nutrition-row">
              <div className="field">
                <label htmlFor={`nut-name-${n.key}`}>{t("admin.recipes.nutrientN", { n: i + 1 })}</label>
                <input id={`nut-name-${n.key}`} value={n.name} onChange={(e) => setRow("nutrition", n.key, { name: e.target.value })} />
              </div>
              <div className="field">
                <label htmlFor={`nut-qty-${n.key}`}>{t("admin.recipes.quantityN", { n: i + 1 })}</label>
                <input
                  id={`nut-qty-${n.key}`}
                  inputMode="decimal"
                  value={n.quantity}
                  onChange={(e) => setRow("nutrition", n.key, { quantity: e.target.value })}
                />
              </div>
              <div className="field">
                <label htmlFor={`nut-unit-${n.key}`}>{t("admin.recipes.unitN", { n: i + 1 })}</label>
                <input id={`nut-unit-${n.key}`} value={n.size} onChange={(e) => setRow("nutrition", n.key, { size: e.target.value })} />
              </div>
              <button
                type="button"
                className="btn btn--ghost"
                aria-label={t("admin.recipes.removeNutrientN", { n: i + 1 })}
                onClick={() => edit({ nutrition: s.nutrition.filter((x) => x.key !== n.key) })}
              >
                {t("admin.action.remove")}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="btn" onClick={() => edit({ nutrition: [...s.nutrition, { key: key(), name: "", quantity: "", size: "" }] })}>
          {t("admin.recipes.addNutrition")}
        </button>
        <ComputedFacts
          typed={s.nutrition}
          perPortion={computed.perPortion}
          linked={computed.linked}
          total={s.ingredients.length}
          onAdopt={() => computed.perPortion && edit({ nutrition: adoptFacts(s.nutrition, computed.perPortion, s.language, (f) => ({ key: key(), ...f })) })}
        />
      </fieldset>

      <fieldset className="admin-card">
        <legend>{t("admin.recipes.meta")}</legend>
        <div className="field">
          <label htmlFor="recipe-meta-title">{t("admin.field.metaTitle")}</label>
          <input id="recipe-meta-title" required value={s.meta.meta_title} onChange={(e) => edit({ meta: { ...s.meta, meta_title: e.target.value } })} />
        </div>
        <div className="field">
          <label htmlFor="recipe-meta-description">{t("admin.field.metaDescription")}</label>
          <textarea
            id="recipe-meta-description"
            rows={2}
            required
            value={s.meta.meta_description}
            onChange={(e) => edit({ meta: { ...s.meta, meta_description: e.target.value } })}
          />
        </div>
        <div className="field">
          <label htmlFor="recipe-meta-keywords">{t("admin.field.metaKeywords")}</label>
          <input
            id="recipe-meta-keywords"
            required
            value={s.meta.meta_keywords}
            onChange={(e) => edit({ meta: { ...s.meta, meta_keywords: e.target.value } })}
          />
        </div>
      </fieldset>

      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={!canSubmit || busy}>
          {busy
            ? mode === "create"
              ? t("admin.state.submitting")
              : t("admin.state.saving")
            : mode === "create"
              ? t("admin.recipes.createSubmit")
              : t("admin.recipes.updateSubmit")}
        </button>
        <Link to="/admin-recipes" className="btn btn--ghost">
          {t("admin.action.cancel")}
        </Link>
        {!canSubmit && (
          <p className="hint" id="recipe-submit-hint" aria-live="polite">
            {t("admin.recipes.stillMissing", { parts: missingText })}
          </p>
        )}
      </div>
    </form>
  );
}
