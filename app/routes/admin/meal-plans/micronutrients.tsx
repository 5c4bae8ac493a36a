import { useEffect, useState } from "react";
import { intlLocale } from "../../../../core/languages";
import { MICRONUTRIENTS, type Micronutrient } from "../../../../core/food-nutrients";
import { itemGrams } from "../../../../core/meal-plan-totals";
import type { PlanItem } from "../../../../core/schemas/meal-plan";
import { useAdmin, useAdminT } from "../admin-context";
import type { FoodOut } from "../../../lib/api/meal-plans";

const STORE = "planMicronutrients";

/** The micronutrients she follows in her plans: her choice, kept in this browser. */
export function useChosenMicronutrients() {
  const [chosen, setChosen] = useState<Micronutrient[]>([]);
  useEffect(() => {
    try {
      const saved = JSON.parse(localStorage.getItem(STORE) ?? "[]") as string[];
      setChosen(MICRONUTRIENTS.filter((m) => saved.includes(m)));
    } catch {
      // A damaged entry is forgotten.
    }
  }, []);
  const set = (list: Micronutrient[]) => {
    setChosen(list);
    localStorage.setItem(STORE, JSON.stringify(list));
  };
  return [chosen, set] as const;
}

export function MicronutrientChoice({ chosen, onChange }: { chosen: Micronutrient[]; onChange: (m: Micronutrient[]) => void }) {
  const t = useAdminT();
  return (
    <details className="micro-choice">
      <summary>{t("admin.mealPlans.micros")}</summary>
      <fieldset className="micro-choice__list">
        <legend className="visually-hidden">{t("admin.mealPlans.micros")}</legend>
        {MICRONUTRIENTS.map((m) => (
          <label key={m} className="check">
            <input
              type="checkbox"
              checked={chosen.includes(m)}
              onChange={(e) => onChange(e.target.checked ? MICRONUTRIENTS.filter((x) => x === m || chosen.includes(x)) : chosen.filter((x) => x !== m))}
            />{" "}
            {t(`admin.mealPlans.micro.${m}`)}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

const unitOf = (m: Micronutrient) => (m.endsWith("_mg") ? "mg" : m.endsWith("_ug") ? "µg" : "g");

/** The day's chosen micronutrients from its foods (a recipe's are not computed, and say so). */
export function DayMicronutrients({ chosen, items, foods }: { chosen: Micronutrient[]; items: PlanItem[]; foods: Map<number, FoodOut> }) {
  const { lang } = useAdmin();
  const t = useAdminT();
  if (chosen.length === 0) return null;
  const n = new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 1 });
  const sum = (m: Micronutrient) =>
    items.reduce((acc, i) => {
      if (!("food_id" in i)) return acc;
      const f = foods.get(i.food_id);
      const g = f ? itemGrams(i, { per_100g: f.per_100g as never, measures: f.measures.map((x) => ({ name: x.key, grams: x.grams })) }) : null;
      return acc + (f && g !== null ? ((f.per_100g[m] ?? 0) * g) / 100 : 0);
    }, 0);
  const hasRecipe = items.some((i) => "recipe_id" in i);
  return (
    <table className="admin-table day-totals day-micros">
      <caption>{t("admin.mealPlans.microsTitle")}</caption>
      <tbody>
        {chosen.map((m) => (
          <tr key={m} data-nutrient={m}>
            <th scope="row">{t(`admin.mealPlans.micro.${m}`)}</th>
            <td className="num">
              {n.format(sum(m))} {unitOf(m)}
            </td>
          </tr>
        ))}
      </tbody>
      {hasRecipe && (
        <tfoot>
          <tr>
            <td colSpan={2} className="hint">
              {t("admin.mealPlans.microsNoRecipes")}
            </td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}
