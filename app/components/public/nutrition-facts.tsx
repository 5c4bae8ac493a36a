import { dailyValuePercent } from "../../../core/nutrition";
import { useLanguage, useT } from "../../i18n";
import type { RecipeNutritionalFact } from "../../lib/api/recipes";
import { formatQuantity, numberFormat } from "../../lib/format";

/** The facts per portion with the share of the daily reference each covers (core/nutrition.ts). */
export function NutritionFacts({ facts }: { facts: RecipeNutritionalFact[] }) {
  const t = useT();
  const lang = useLanguage();
  const pct = numberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (facts.length === 0) return <p className="state">{t("recipe.noNutrition")}</p>;
  return (
    <>
      <div className="nutrition-wrap">
      <table className="nutrition">
        <caption className="visually-hidden">
          {t("recipe.nutrition")} · {t("recipe.perPortion")}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t("recipe.nutrient")}</th>
            <th scope="col">{t("recipe.amount")}</th>
            <th scope="col">{t("recipe.dv")}</th>
          </tr>
        </thead>
        <tbody>
          {facts.map((f, i) => {
            const p = dailyValuePercent(f);
            return (
              <tr key={f.id ?? i}>
                <th scope="row">{f.name}</th>
                <td>
                  {formatQuantity(f.quantity, lang)} {f.size}
                </td>
                <td>{p === null ? <span className="nutrition__none">{t("recipe.noNrv")}</span> : `${pct.format(p)}%`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      </div>
      <p className="nutrition__note">{t("recipe.dvNote")}</p>
    </>
  );
}
