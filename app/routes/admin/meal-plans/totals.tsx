import { intlLocale } from "../../../../core/languages";
import { roundTotals, targetGrams, type Totals } from "../../../../core/meal-plan-totals";
import { useAdmin, useAdminT } from "../admin-context";
import type { AdminKey } from "../../../i18n";

const ROWS: { key: keyof Totals; label: AdminKey; unit: string }[] = [
  { key: "energy_kcal", label: "admin.mealPlans.energy", unit: "kcal" },
  { key: "protein_g", label: "admin.mealPlans.protein", unit: "g" },
  { key: "fat_g", label: "admin.mealPlans.fat", unit: "g" },
  { key: "carbohydrate_g", label: "admin.mealPlans.carbohydrate", unit: "g" },
  { key: "fibre_g", label: "admin.mealPlans.fibre", unit: "g" },
];

function useNumber() {
  const { lang } = useAdmin();
  const f = new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 1 });
  return (n: number) => f.format(n);
}

/** A meal's totals on one line: the alternatives are other choices and are not added. */
export function MealTotals({ totals }: { totals: Totals }) {
  const t = useAdminT();
  const n = useNumber();
  const r = roundTotals(totals);
  return (
    <p className="meal-totals" aria-live="polite">
      <strong>{t("admin.mealPlans.mealTotals")}:</strong> {ROWS.map((row) => `${t(row.label)} ${n(r[row.key])} ${row.unit}`).join(" · ")}
    </p>
  );
}

export type TargetNumbers = {
  energy_kcal: number | null;
  protein_pct: number | null;
  fat_pct: number | null;
  carbohydrate_pct: number | null;
  fibre_g: number | null;
};

/** The day's totals beside the targets, with the difference and a bar of how much is reached. */
export function DayTotals({ totals, targets, caption }: { totals: Totals; targets: TargetNumbers; caption: string }) {
  const t = useAdminT();
  const n = useNumber();
  const r = roundTotals(totals);
  const grams = targetGrams(targets);
  const target: Record<keyof Totals, number | null> = {
    energy_kcal: targets.energy_kcal,
    protein_g: grams.protein_g,
    fat_g: grams.fat_g,
    carbohydrate_g: grams.carbohydrate_g,
    fibre_g: targets.fibre_g,
  };
  return (
    <table className="admin-table day-totals">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("admin.mealPlans.nutrient")}</th>
          <th scope="col">{t("admin.mealPlans.total")}</th>
          <th scope="col">{t("admin.mealPlans.target")}</th>
          <th scope="col">{t("admin.mealPlans.difference")}</th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map((row) => {
          const goal = target[row.key];
          const diff = goal === null ? null : Math.round((r[row.key] - goal) * 10) / 10;
          return (
            <tr key={row.key} data-nutrient={row.key}>
              <th scope="row">{t(row.label)}</th>
              <td className="num">
                {n(r[row.key])} {row.unit}
                {goal ? (
                  <span className="totals-bar" aria-hidden="true">
                    <span className={r[row.key] > goal * 1.1 ? "over" : ""} style={{ width: `${Math.min(100, (r[row.key] / goal) * 100)}%` }} />
                  </span>
                ) : null}
              </td>
              <td className="num">{goal === null ? "—" : `${n(goal)} ${row.unit}`}</td>
              <td className="num">{diff === null ? "—" : `${diff > 0 ? "+" : diff < 0 ? "−" : ""}${n(Math.abs(diff))} ${row.unit}`}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
