import { useId } from "react";
import { intlLocale } from "../../../../core/languages";
import { itemTotals, mealTotals, type Lookup } from "../../../../core/meal-plan-totals";
import { useAdmin, useAdminT } from "../admin-context";
import type { FoodOut } from "../../../lib/api/meal-plans";
import { FoodSearch } from "./food-search";
import { MealTotals } from "./totals";
import { draftItems, toItem, type DraftItem, type DraftMeal, type RecipeChoice } from "./plan-draft";

export interface Catalogue {
  foods: Map<number, FoodOut>;
  recipes: RecipeChoice[];
  lookup: Lookup;
  /** Keeps a food found by the search, so that its values count at once. */
  addFood: (f: FoodOut) => void;
  /** Loads a recipe's facts the first time it is used. */
  useRecipe: (id: number) => void;
}

/** One meal: its name, its items, its alternatives, its totals (the main choice only). */
export function MealEditor({
  meal,
  onChange,
  catalogue,
  onCopy,
  onRemove,
}: {
  meal: DraftMeal;
  onChange: (m: DraftMeal) => void;
  catalogue: Catalogue;
  onCopy: () => void;
  onRemove: () => void;
}) {
  const t = useAdminT();
  const id = useId();
  return (
    <fieldset className="meal-editor">
      <legend className="visually-hidden">{meal.name}</legend>
      <div className="meal-editor__head">
        <div className="field">
          <label htmlFor={`${id}-name`}>{t("admin.mealPlans.mealName")}</label>
          <input id={`${id}-name`} value={meal.name} maxLength={80} required onChange={(e) => onChange({ ...meal, name: e.target.value })} />
        </div>
        <div className="meal-editor__actions">
          <button type="button" className="btn" onClick={onCopy}>
            {t("admin.mealPlans.copyMeal")}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onRemove}>
            {t("admin.mealPlans.removeMeal")}
          </button>
        </div>
      </div>
      <ItemsEditor items={meal.items} onChange={(items) => onChange({ ...meal, items })} catalogue={catalogue} />
      <MealTotals totals={mealTotals({ items: draftItems(meal.items) }, catalogue.lookup)} />
      {meal.alternatives.map((alt, i) => (
        <div className="meal-alternative" key={i}>
          <div className="meal-alternative__head">
            <h3>{t("admin.mealPlans.alternative", { n: i + 1 })}</h3>
            <button type="button" className="btn btn--ghost" onClick={() => onChange({ ...meal, alternatives: meal.alternatives.filter((_, j) => j !== i) })}>
              {t("admin.mealPlans.removeAlternative", { n: i + 1 })}
            </button>
          </div>
          <ItemsEditor
            items={alt}
            onChange={(items) => onChange({ ...meal, alternatives: meal.alternatives.map((a, j) => (j === i ? items : a)) })}
            catalogue={catalogue}
          />
        </div>
      ))}
      {meal.alternatives.length < 5 && (
        <button type="button" className="btn" onClick={() => onChange({ ...meal, alternatives: [...meal.alternatives, []] })}>
          {t("admin.mealPlans.addAlternative")}
        </button>
      )}
    </fieldset>
  );
}

/** The rows of a meal (or of one alternative), then the search and the recipe chooser that add to them. */
function ItemsEditor({ items, onChange, catalogue }: { items: DraftItem[]; onChange: (items: DraftItem[]) => void; catalogue: Catalogue }) {
  const { lang } = useAdmin();
  const t = useAdminT();
  const id = useId();
  const kcal = new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 0 });
  const set = (i: number, item: DraftItem) => onChange(items.map((x, j) => (j === i ? item : x)));
  const nameOf = (item: DraftItem) =>
    "recipe_id" in item
      ? (catalogue.recipes.find((r) => r.id === item.recipe_id)?.title ?? `#${item.recipe_id}`)
      : (catalogue.foods.get(item.food_id)?.name ?? "…");

  return (
    <div className="meal-items">
      {items.length === 0 ? (
        <p className="muted">{t("admin.mealPlans.noItems")}</p>
      ) : (
        <ul className="plain-list meal-items__list">
          {items.map((item, i) => {
            const name = nameOf(item);
            const planItem = toItem(item);
            const energy = planItem ? itemTotals(planItem, catalogue.lookup).energy_kcal : 0;
            const food = "food_id" in item ? catalogue.foods.get(item.food_id) : undefined;
            const recipe = "recipe_id" in item ? catalogue.recipes.find((r) => r.id === item.recipe_id) : undefined;
            return (
              <li key={i} className="plan-item">
                <span className="plan-item__name">
                  {name}
                  {recipe && recipe.facts === null ? <span className="hint">{t("admin.mealPlans.recipeNoFacts", { name })}</span> : null}
                </span>
                <input
                  id={`${id}-${i}-amount`}
                  aria-label={t("admin.mealPlans.amountOf", { name })}
                  className="plan-item__amount"
                  inputMode="decimal"
                  value={item.amount}
                  aria-invalid={planItem === null}
                  onChange={(e) => set(i, { ...item, amount: e.target.value })}
                />
                {"recipe_id" in item ? (
                  <span className="plan-item__unit">{t("admin.mealPlans.portions")}</span>
                ) : (
                  <select
                    id={`${id}-${i}-unit`}
                    aria-label={t("admin.mealPlans.unitOf", { name })}
                    className="plan-item__unit"
                    value={item.unit}
                    onChange={(e) => set(i, { ...item, unit: e.target.value })}
                  >
                    <option value="g">{t("admin.mealPlans.grams")}</option>
                    {food?.measures.map((m) => (
                      <option key={m.key} value={m.key}>
                        {t("admin.mealPlans.measureGrams", { name: m.name, grams: m.grams })}
                      </option>
                    ))}
                  </select>
                )}
                <span className="plan-item__kcal">{kcal.format(energy)} kcal</span>
                <button
                  type="button"
                  className="btn-icon"
                  aria-label={t("admin.mealPlans.removeItem", { name })}
                  onClick={() => onChange(items.filter((_, j) => j !== i))}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="meal-items__add">
        <FoodSearch
          label={t("admin.mealPlans.searchFood")}
          onPick={(f) => {
            catalogue.addFood(f);
            onChange([...items, { food_id: f.id, amount: "100", unit: "g" }]);
          }}
        />
        <div className="field">
          <label htmlFor={`${id}-recipe`}>{t("admin.mealPlans.addRecipe")}</label>
          <select
            id={`${id}-recipe`}
            value=""
            onChange={(e) => {
              const rid = Number(e.target.value);
              if (!rid) return;
              catalogue.useRecipe(rid);
              onChange([...items, { recipe_id: rid, amount: "1" }]);
            }}
          >
            <option value="">{t("admin.mealPlans.chooseRecipe")}</option>
            {catalogue.recipes.map((r) => (
              <option key={r.id} value={r.id}>
                {r.title}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
