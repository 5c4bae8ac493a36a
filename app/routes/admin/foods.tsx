import { useEffect, useState, type FormEvent } from "react";
import { FOOD_GROUPS } from "../../../core/food-groups";
import { FOOD_TABLE_ATTRIBUTION } from "../../../core/food-attribution";
import { serverErrors, useAdmin, useAdminT, useDocumentTitle } from "./admin-context";
import { FieldMessage, FormActions, PageHead } from "./ui";
import { fieldErrors, useFieldErrors, type FieldTexts } from "./field-errors";
import { foodBody, foodUpdateBody } from "../../../core/schemas/food";
import { useAdminSubmit } from "./use-admin-submit";
import type { AdminKey } from "../../i18n";
import type { FoodOut } from "../../lib/api/meal-plans";
import type { FoodBody } from "../../../core/schemas/food";
import { readNumber } from "./meal-plans/plan-draft";

const VALUES: { key: "energy_kcal" | "protein_g" | "fat_g" | "carbohydrate_g" | "fibre_g"; label: AdminKey }[] = [
  { key: "energy_kcal", label: "admin.foods.energy" },
  { key: "protein_g", label: "admin.foods.protein" },
  { key: "fat_g", label: "admin.foods.fat" },
  { key: "carbohydrate_g", label: "admin.foods.carbohydrate" },
  { key: "fibre_g", label: "admin.foods.fibre" },
];

/** Her food table: search it, add foods of her own (values per 100 g) and household measures for any food. */
export default function AdminFoods() {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  useDocumentTitle(t("admin.foods.title"));
  const [q, setQ] = useState("");
  const [foods, setFoods] = useState<FoodOut[] | null>(null);
  const [editing, setEditing] = useState<FoodOut | "new" | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    const timer = window.setTimeout(() => {
      void api.mealPlans.searchFoods(q.trim(), lang).then(
        (f) => live && setFoods(f),
        () => live && setFoods([]),
      );
    }, 200);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [api, lang, q, round]);

  return (
    <>
      <PageHead title={t("admin.foods.title")}>
        <button type="button" className="btn btn--primary" onClick={() => setEditing("new")}>
          {t("admin.foods.add")}
        </button>
      </PageHead>
      {editing && (
        <FoodForm
          key={editing === "new" ? "new" : editing.id}
          food={editing === "new" ? null : editing}
          onDone={(saved) => {
            setEditing(null);
            if (saved) {
              setQ(saved.name);
              setRound((n) => n + 1);
            }
          }}
        />
      )}
      <div className="admin-card">
        <div className="field">
          <label htmlFor="foods-q">{t("admin.foods.search")}</label>
          <input id="foods-q" type="search" value={q} onChange={(e) => setQ(e.target.value)} aria-describedby="foods-hint" />
          <p className="hint" id="foods-hint">
            {t("admin.mealPlans.searchHint")} {t("admin.foods.intro")}
          </p>
        </div>
        {foods === null ? (
          <p role="status" className="muted">
            {t("admin.state.loading")}
          </p>
        ) : foods.length === 0 ? (
          <p className="muted">{t("admin.mealPlans.noFoods")}</p>
        ) : (
          <div className="table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t("admin.foods.food")}</th>
                  <th scope="col">{t("admin.foods.group")}</th>
                  <th scope="col">{t("admin.foods.per100")}</th>
                  <th scope="col">{t("admin.foods.measures")}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t("admin.mealPlans.edit")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {foods.map((f) => (
                  <tr key={f.id}>
                    <td>
                      {f.name}
                      {f.name_fallback && lang !== "en" ? <span className="muted"> ({t("admin.mealPlans.englishName")})</span> : null}
                      {f.source === "own" ? <span className="badge"> {t("admin.foods.own")}</span> : null}
                    </td>
                    <td>{f.group}</td>
                    <td className="num">
                      {Math.round(f.per_100g.energy_kcal ?? 0)} kcal · {t("admin.mealPlans.protein")} {f.per_100g.protein_g} g · {t("admin.mealPlans.fat")}{" "}
                      {f.per_100g.fat_g} g · {t("admin.mealPlans.carbohydrate")} {f.per_100g.carbohydrate_g} g
                    </td>
                    <td>{f.measures.map((m) => `${m.name} (${m.grams} g)`).join(", ")}</td>
                    <td>
                      <button type="button" className="btn" onClick={() => setEditing(f)} aria-label={`${t("admin.mealPlans.edit")}: ${f.name}`}>
                        {t("admin.mealPlans.edit")}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="hint">{FOOD_TABLE_ATTRIBUTION[lang]}</p>
      </div>
    </>
  );
}

const FOOD_TEXTS: FieldTexts = {
  names: "admin.form.food.name",
  energy_kcal: "admin.form.food.energy",
  protein_g: "admin.form.food.grams",
  fat_g: "admin.form.food.grams",
  carbohydrate_g: { macros_over_100: "admin.form.food.macros", other: "admin.form.food.grams" },
  fibre_g: "admin.form.food.grams",
  grams: "admin.form.food.measureGrams",
};

function FoodForm({ food, onDone }: { food: FoodOut | null; onDone: (saved: FoodOut | null) => void }) {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const { busy, error, submit } = useAdminSubmit();
  const own = food === null || food.source === "own";
  const [names, setNames] = useState({ en: food?.names.en ?? "", es: food?.names.es ?? "", gr: food?.names.gr ?? "" });
  const [group, setGroup] = useState(food?.group_code ?? "own");
  const [values, setValues] = useState<Record<string, string>>(Object.fromEntries(VALUES.map((v) => [v.key, food ? String(food.per_100g[v.key] ?? 0) : ""])));
  const [measures, setMeasures] = useState((food?.measures ?? []).filter((m) => m.own).map((m) => ({ name: m.name, grams: String(m.grams) })));
  const tableMeasures = (food?.measures ?? []).filter((m) => !m.own);

  // Measures without a name are dropped; `rows` keeps where each sent one is on the form.
  const rows = measures.flatMap((m, i) => (m.name.trim() ? [i] : []));
  const body = () => {
    const ms = rows.map((i) => ({ name: measures[i]!.name.trim(), grams: readNumber(measures[i]!.grams) ?? 0 }));
    const per_100g = Object.fromEntries(VALUES.map((v) => [v.key, readNumber(values[v.key] ?? "") ?? -1])) as Record<(typeof VALUES)[number]["key"], number>;
    return own ? { names, group, per_100g, measures: ms } : { measures: ms };
  };
  const place = (path: PropertyKey[]) => {
    const [part, key, field] = path;
    if (part === "names") return `food-name-${typeof key === "string" ? key : "en"}`;
    if (part === "per_100g" && VALUES.some((v) => v.key === key)) return `food-${String(key)}`;
    if (part === "measures" && typeof key === "number" && (field === "name" || field === "grams")) return `measure-${rows[key]}-${field}`;
    return null;
  };
  const fields = useFieldErrors(() => fieldErrors(food === null ? foodBody : foodUpdateBody, body(), { texts: FOOD_TEXTS, t, place }));

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!fields.check()) return;
    const sent = body();
    let saved: FoodOut | null = null;
    const ok = await submit(
      async () => {
        saved = food === null ? await api.mealPlans.addFood(sent as FoodBody) : await api.mealPlans.updateFood(food.id, sent);
      },
      { success: t("admin.foods.saved"), failure: (err) => serverErrors(err, t("admin.foods.failed")) },
    );
    if (ok) onDone(saved);
  }

  return (
    <form className="admin-card" onSubmit={(e) => void save(e)} aria-labelledby="food-form-h" noValidate ref={fields.form}>
      <h2 id="food-form-h">{food ? t("admin.foods.editing", { name: food.name }) : t("admin.foods.add")}</h2>
      {!own && <p className="hint">{t("admin.foods.tableFoodNote")}</p>}
      {own && (
        <>
          <div className="form-grid">
            {(["en", "es", "gr"] as const).map((l) => (
              <div className="field" key={l}>
                <label htmlFor={`food-name-${l}`}>{t(`admin.foods.name${l === "en" ? "En" : l === "es" ? "Es" : "Gr"}`)}</label>
                <input
                  id={`food-name-${l}`}
                  lang={l === "gr" ? "el" : l}
                  value={names[l]}
                  maxLength={200}
                  onChange={(e) => setNames({ ...names, [l]: e.target.value })}
                  {...fields.field(`food-name-${l}`)}
                />
                <FieldMessage name={`food-name-${l}`} text={fields.message(`food-name-${l}`)} />
              </div>
            ))}
            <div className="field">
              <label htmlFor="food-group">{t("admin.foods.group")}</label>
              <select id="food-group" value={group} onChange={(e) => setGroup(e.target.value)}>
                {Object.entries(FOOD_GROUPS).map(([code, n]) => (
                  <option key={code} value={code}>
                    {n[lang]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <fieldset className="form-grid">
            <legend>{t("admin.foods.per100")}</legend>
            {VALUES.map((v) => (
              <div className="field" key={v.key}>
                <label htmlFor={`food-${v.key}`}>{t(v.label)}</label>
                <input
                  id={`food-${v.key}`}
                  inputMode="decimal"
                  required
                  value={values[v.key]}
                  onChange={(e) => setValues({ ...values, [v.key]: e.target.value })}
                  {...fields.field(`food-${v.key}`)}
                />
                <FieldMessage name={`food-${v.key}`} text={fields.message(`food-${v.key}`)} />
              </div>
            ))}
          </fieldset>
        </>
      )}
      <fieldset>
        <legend>{t("admin.foods.measures")}</legend>
        {tableMeasures.length > 0 && (
          <p className="hint">{t("admin.foods.tableMeasures", { list: tableMeasures.map((m) => `${m.name} (${m.grams} g)`).join(", ") })}</p>
        )}
        {measures.map((m, i) => (
          <div className="form-grid measure-row" key={i}>
            <div className="field">
              <label htmlFor={`measure-${i}-name`}>{t("admin.foods.measureName", { n: i + 1 })}</label>
              <input
                id={`measure-${i}-name`}
                value={m.name}
                maxLength={100}
                onChange={(e) => setMeasures(measures.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))}
                {...fields.field(`measure-${i}-name`)}
              />
              <FieldMessage name={`measure-${i}-name`} text={fields.message(`measure-${i}-name`)} />
            </div>
            <div className="field">
              <label htmlFor={`measure-${i}-grams`}>{t("admin.foods.measureGrams", { n: i + 1 })}</label>
              <input
                id={`measure-${i}-grams`}
                inputMode="decimal"
                value={m.grams}
                onChange={(e) => setMeasures(measures.map((x, j) => (j === i ? { ...x, grams: e.target.value } : x)))}
                {...fields.field(`measure-${i}-grams`)}
              />
              <FieldMessage name={`measure-${i}-grams`} text={fields.message(`measure-${i}-grams`)} />
            </div>
            <button type="button" className="btn btn--ghost" onClick={() => setMeasures(measures.filter((_, j) => j !== i))}>
              {t("admin.foods.removeMeasure", { n: i + 1 })}
            </button>
          </div>
        ))}
        <button type="button" className="btn" onClick={() => setMeasures([...measures, { name: "", grams: "" }])}>
          {t("admin.foods.addMeasure")}
        </button>
      </fieldset>
      <FormActions busy={busy} error={error}>
        <button type="button" className="btn btn--ghost" onClick={() => onDone(null)}>
          {t("admin.action.cancel")}
        </button>
      </FormActions>
    </form>
  );
}
