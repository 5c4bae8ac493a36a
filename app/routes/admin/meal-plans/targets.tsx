import { useId, useState } from "react";
import { useAdmin, useAdminT } from "../admin-context";
import type { AdminKey } from "../../../i18n";
import type { Activity, SuggestedTargets } from "../../../lib/api/meal-plans";
import { readNumber, type DraftTargets } from "./plan-draft";

const FIELDS: { key: keyof DraftTargets; label: AdminKey; max: number }[] = [
  { key: "energy_kcal", label: "admin.mealPlans.energyKcal", max: 10000 },
  { key: "protein_pct", label: "admin.mealPlans.proteinPct", max: 100 },
  { key: "fat_pct", label: "admin.mealPlans.fatPct", max: 100 },
  { key: "carbohydrate_pct", label: "admin.mealPlans.carbohydratePct", max: 100 },
  { key: "fibre_g", label: "admin.mealPlans.fibreG", max: 200 },
];
const ACTIVITIES: Activity[] = ["sedentary", "light", "moderate", "active", "very_active"];

/** The plan's targets, and a suggestion from her questionnaire she may take and then change. */
export function TargetsPanel({ clientId, targets, onChange }: { clientId: number; targets: DraftTargets; onChange: (t: DraftTargets) => void }) {
  const { api } = useAdmin();
  const t = useAdminT();
  const id = useId();
  const [age, setAge] = useState("");
  const [sex, setSex] = useState<"" | "female" | "male">("");
  const [activity, setActivity] = useState<Activity>("light");
  const [suggestion, setSuggestion] = useState<SuggestedTargets | null>(null);
  const [busy, setBusy] = useState(false);
  const [weight, setWeight] = useState("");
  const [perKg, setPerKg] = useState("");

  // Protein in grams per kilogram of her weight, turned into its share of the energy (4 kcal a
  // gram); carbohydrate takes what protein and fat leave.
  const kcal = readNumber(targets.energy_kcal);
  const w = readNumber(weight);
  const g = readNumber(perKg);
  const perKgPct = kcal && w && g ? Math.round(((g * w * 4) / kcal) * 100) : null;
  function applyPerKg() {
    if (perKgPct === null) return;
    const fat = readNumber(targets.fat_pct);
    onChange({
      ...targets,
      protein_pct: String(perKgPct),
      carbohydrate_pct: fat !== null && perKgPct + fat <= 100 ? String(100 - perKgPct - fat) : targets.carbohydrate_pct,
    });
  }

  const shares = [targets.protein_pct, targets.fat_pct, targets.carbohydrate_pct].map(readNumber);
  const sum = shares.every((s) => s !== null) ? shares.reduce<number>((a, b) => a + (b ?? 0), 0) : null;

  async function suggest() {
    setBusy(true);
    try {
      const a = readNumber(age);
      const got = await api.mealPlans.suggestTargets(clientId, { age: a && a >= 14 && a <= 110 ? Math.round(a) : undefined, sex: sex || undefined, activity });
      // Her weight from the questionnaire serves the grams per kilogram too.
      if (got.weight_kg && !weight) setWeight(String(got.weight_kg));
      setSuggestion(got);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t("admin.mealPlans.targets")}</h2>
      <div className="form-grid targets-grid">
        {FIELDS.map((f) => (
          <div className="field" key={f.key}>
            <label htmlFor={`${id}-${f.key}`}>{t(f.label)}</label>
            <input
              id={`${id}-${f.key}`}
              inputMode="decimal"
              value={targets[f.key]}
              aria-invalid={targets[f.key] !== "" && (readNumber(targets[f.key]) === null || readNumber(targets[f.key])! > f.max)}
              onChange={(e) => onChange({ ...targets, [f.key]: e.target.value })}
            />
          </div>
        ))}
      </div>
      {sum !== null && Math.abs(sum - 100) > 1 && (
        <p role="alert" className="admin-error">
          {t("admin.mealPlans.sharesOff", { sum })}
        </p>
      )}
      <details className="targets-suggest">
        <summary>{t("admin.mealPlans.perKgTitle")}</summary>
        <div className="form-grid">
          <div className="field">
            <label htmlFor={`${id}-weight`}>{t("admin.mealPlans.weightKg")}</label>
            <input id={`${id}-weight`} inputMode="decimal" value={weight} onChange={(e) => setWeight(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-perkg`}>{t("admin.mealPlans.proteinPerKg")}</label>
            <input id={`${id}-perkg`} inputMode="decimal" value={perKg} onChange={(e) => setPerKg(e.target.value)} />
          </div>
        </div>
        <p role="status">{perKgPct !== null ? t("admin.mealPlans.perKgResult", { pct: perKgPct, grams: Math.round(g! * w!) }) : ""}</p>
        <button type="button" className="btn" disabled={perKgPct === null || perKgPct > 100} onClick={applyPerKg}>
          {t("admin.mealPlans.perKgApply")}
        </button>
      </details>
      <details className="targets-suggest">
        <summary>{t("admin.mealPlans.suggestTitle")}</summary>
        <div className="form-grid">
          <div className="field">
            <label htmlFor={`${id}-age`}>{t("admin.mealPlans.age")}</label>
            <input id={`${id}-age`} inputMode="numeric" value={age} onChange={(e) => setAge(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-sex`}>{t("admin.mealPlans.sex")}</label>
            <select id={`${id}-sex`} value={sex} onChange={(e) => setSex(e.target.value as "" | "female" | "male")}>
              <option value="">{t("admin.mealPlans.sexUnknown")}</option>
              <option value="female">{t("admin.mealPlans.female")}</option>
              <option value="male">{t("admin.mealPlans.male")}</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-activity`}>{t("admin.mealPlans.activity")}</label>
            <select id={`${id}-activity`} value={activity} onChange={(e) => setActivity(e.target.value as Activity)}>
              {ACTIVITIES.map((a) => (
                <option key={a} value={a}>
                  {t(`admin.mealPlans.activity.${a}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button type="button" className="btn" disabled={busy} onClick={() => void suggest()}>
          {t("admin.mealPlans.suggest")}
        </button>
        <div role="status">
          {suggestion &&
            (suggestion.energy_kcal === null ? (
              <p>
                {t("admin.mealPlans.suggestMissing", {
                  what: suggestion.missing.map((m) => t(`admin.mealPlans.missing.${m as "age"}`)).join(", "),
                })}
              </p>
            ) : (
              <>
                <p>
                  {t("admin.mealPlans.suggestion", {
                    kcal: suggestion.energy_kcal,
                    height: suggestion.height_cm ?? "",
                    weight: suggestion.weight_kg ?? "",
                    fibre: suggestion.fibre_g,
                  })}
                </p>
                <button
                  type="button"
                  className="btn btn--primary"
                  onClick={() =>
                    onChange({
                      energy_kcal: String(suggestion.energy_kcal),
                      protein_pct: String(suggestion.protein_pct),
                      fat_pct: String(suggestion.fat_pct),
                      carbohydrate_pct: String(suggestion.carbohydrate_pct),
                      fibre_g: String(suggestion.fibre_g),
                    })
                  }
                >
                  {t("admin.mealPlans.useSuggestion")}
                </button>
              </>
            ))}
        </div>
      </details>
    </section>
  );
}
