import { useEffect, useId, useState } from "react";
import { useAdmin, useAdminT } from "../admin-context";
import type { FoodOut } from "../../../lib/api/meal-plans";
import type { Language } from "../../../../core/languages";

/**
 * A search of the food table in her language (any of the three matches): results as buttons,
 * so a click or Enter on one adds it. The list is announced by its count.
 */
export function FoodSearch({
  label,
  onPick,
  language,
  initialQuery = "",
}: {
  label: string;
  onPick: (f: FoodOut) => void;
  /** The names' language: the admin's unless given (a recipe's own). */
  language?: Language;
  /** A first search, made at once: a suggestion from a name already written. */
  initialQuery?: string;
}) {
  const admin = useAdmin();
  const { api } = admin;
  const lang = language ?? admin.lang;
  const t = useAdminT();
  const id = useId();
  const [q, setQ] = useState(initialQuery);
  const [state, setState] = useState<{ kind: "idle" } | { kind: "searching" } | { kind: "done"; foods: FoodOut[] }>({ kind: "idle" });

  useEffect(() => {
    const query = q.trim();
    if (query.length < 2) {
      setState({ kind: "idle" });
      return;
    }
    let live = true;
    setState({ kind: "searching" });
    // A short pause so that each key does not ask the server while she is still typing.
    const timer = window.setTimeout(() => {
      api.mealPlans.searchFoods(query, lang).then(
        (foods) => live && setState({ kind: "done", foods }),
        () => live && setState({ kind: "done", foods: [] }),
      );
    }, 200);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [q, api, lang]);

  return (
    <div className="food-search">
      <div className="field">
        <label htmlFor={`${id}-q`}>{label}</label>
        <input id={`${id}-q`} type="search" value={q} autoComplete="off" aria-describedby={`${id}-hint`} onChange={(e) => setQ(e.target.value)} />
        <p className="hint" id={`${id}-hint`}>
          {t("admin.mealPlans.searchHint")}
        </p>
      </div>
      <p role="status" className="visually-hidden">
        {state.kind === "searching" ? t("admin.mealPlans.searching") : state.kind === "done" ? t("admin.mealPlans.foodResults", { n: state.foods.length }) : ""}
      </p>
      {state.kind === "done" &&
        (state.foods.length === 0 ? (
          <p className="muted">{t("admin.mealPlans.noFoods")}</p>
        ) : (
          <ul className="food-results plain-list">
            {state.foods.map((f) => (
              <li key={f.id}>
                <button
                  type="button"
                  className="food-result"
                  onClick={() => {
                    onPick(f);
                    setQ("");
                  }}
                >
                  <span className="food-result__name">
                    {f.name}
                    {f.name_fallback && lang !== "en" ? <span className="muted"> ({t("admin.mealPlans.englishName")})</span> : null}
                  </span>
                  <span className="muted">
                    {f.group} · {t("admin.mealPlans.per100", { kcal: Math.round(f.per_100g.energy_kcal ?? 0) })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
