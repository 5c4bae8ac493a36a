import { useState } from "react";
import type { Language } from "../../../../core/languages";
import { ingredientGrams } from "../../../../core/ingredient-grams";
import { useAdminT } from "../admin-context";
import type { FoodOut } from "../../../lib/api/meal-plans";
import { FoodSearch } from "../meal-plans/food-search";

export interface FoodLink {
  name: string;
  quantity: string;
  size: string;
  food_id?: number | null;
  grams?: string;
}

/**
 * An ingredient's food: the search opens with its name (in the recipe's language) as the
 * suggestion; once chosen, its quantity is turned into grams, which she may correct.
 */
export function IngredientFood({
  row,
  food,
  language,
  onLink,
}: {
  row: FoodLink;
  food: FoodOut | undefined;
  language: Language;
  onLink: (patch: Partial<FoodLink>, food?: FoodOut) => void;
}) {
  const t = useAdminT();
  const [open, setOpen] = useState(false);
  const gramsId = `ingredient-grams-${row.name.replace(/\W+/g, "-")}`;

  if (row.food_id) {
    return (
      <div className="ingredient-food">
        <span>{t("admin.recipes.linkedTo", { food: food?.name ?? `#${row.food_id}` })}</span>
        <label className="visually-hidden" htmlFor={gramsId}>
          {t("admin.recipes.gramsOf", { name: row.name })}
        </label>
        <input
          id={gramsId}
          className="ingredient-food__grams"
          inputMode="decimal"
          value={row.grams ?? ""}
          aria-invalid={!row.grams}
          onChange={(e) => onLink({ grams: e.target.value })}
        />
        <span>g</span>
        <button type="button" className="btn btn--ghost" onClick={() => onLink({ food_id: null, grams: "" })}>
          {t("admin.recipes.unlink", { name: row.name })}
        </button>
        {!row.grams && <p className="hint">{t("admin.recipes.gramsUnknown", { quantity: row.quantity, unit: row.size })}</p>}
      </div>
    );
  }
  if (!open)
    return (
      <button type="button" className="btn" onClick={() => setOpen(true)} aria-label={`${t("admin.recipes.linkFood")}: ${row.name}`}>
        {t("admin.recipes.linkFood")}
      </button>
    );
  return (
    <div className="ingredient-food ingredient-food--search">
      <FoodSearch
        label={t("admin.recipes.linkFoodOf", { name: row.name })}
        language={language}
        initialQuery={row.name}
        onPick={(f) => {
          const g = ingredientGrams(
            row.quantity,
            row.size,
            f.measures.map((m) => ({ name: m.key, grams: m.grams })),
          );
          onLink({ food_id: f.id, grams: g === null ? "" : String(g) }, f);
          setOpen(false);
        }}
      />
    </div>
  );
}
