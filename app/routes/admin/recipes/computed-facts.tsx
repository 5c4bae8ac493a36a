import { intlLocale, type Language } from "../../../../core/languages";
import { nutrientKey } from "../../../../core/nutrition";
import { PLAN_TEXTS } from "../../../../core/meal-plan-texts";
import type { Totals } from "../../../../core/meal-plan-totals";
import { useAdmin, useAdminT } from "../admin-context";

/** The five computed facts, each with the key the daily values know it by and its name in the recipe's language. */
export const COMPUTED_FACTS: { total: keyof Totals; key: string; text: keyof typeof PLAN_TEXTS; unit: string }[] = [
  { total: "energy_kcal", key: "energy", text: "energy", unit: "kcal" },
  { total: "protein_g", key: "protein", text: "protein", unit: "g" },
  { total: "fat_g", key: "fat", text: "fat", unit: "g" },
  { total: "carbohydrate_g", key: "carbohydrates", text: "carbohydrate", unit: "g" },
  { total: "fibre_g", key: "fiber", text: "fibre", unit: "g" },
];

type Fact = { name: string; quantity: string; size: string };

/** Her typed facts with the new values put in (matched by nutrient, whatever she named it), the missing ones added in the recipe's language. */
export function adoptFacts<T extends Fact>(rows: T[], perPortion: Totals, language: Language, make: (f: Fact) => T): T[] {
  const round = (n: number, unit: string) => String(unit === "kcal" ? Math.round(n) : Math.round(n * 10) / 10);
  const out = rows.map((r) => {
    const c = COMPUTED_FACTS.find((x) => x.key === nutrientKey(r.name));
    return c ? { ...r, quantity: round(perPortion[c.total], c.unit), size: c.unit } : r;
  });
  for (const c of COMPUTED_FACTS)
    if (!rows.some((r) => nutrientKey(r.name) === c.key))
      out.push(make({ name: PLAN_TEXTS[c.text][language], quantity: round(perPortion[c.total], c.unit), size: c.unit }));
  return out;
}

/** Beside her typed facts: the ones computed from the linked ingredients, and a button to take them. */
export function ComputedFacts({
  typed,
  perPortion,
  linked,
  total,
  onAdopt,
}: {
  typed: Fact[];
  perPortion: Totals | null;
  linked: number;
  total: number;
  onAdopt: () => void;
}) {
  const { lang } = useAdmin();
  const t = useAdminT();
  if (!perPortion) return <p className="muted">{t("admin.recipes.computedNone")}</p>;
  const n = new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 1 });
  return (
    <div className="computed-facts">
      <table className="admin-table">
        <caption>{t("admin.recipes.computedTitle", { linked, total })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin.mealPlans.nutrient")}</th>
            <th scope="col">{t("admin.recipes.typedValue")}</th>
            <th scope="col">{t("admin.recipes.computedValue")}</th>
          </tr>
        </thead>
        <tbody>
          {COMPUTED_FACTS.map((c) => {
            const mine = typed.find((r) => nutrientKey(r.name) === c.key);
            return (
              <tr key={c.key} data-nutrient={c.key}>
                <th scope="row">{PLAN_TEXTS[c.text][lang]}</th>
                <td className="num">{mine ? `${mine.quantity} ${mine.size}` : "—"}</td>
                <td className="num">
                  {n.format(c.unit === "kcal" ? Math.round(perPortion[c.total]) : Math.round(perPortion[c.total] * 10) / 10)} {c.unit}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button type="button" className="btn" onClick={onAdopt}>
        {t("admin.recipes.adopt")}
      </button>
    </div>
  );
}
