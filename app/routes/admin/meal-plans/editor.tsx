import { useCallback, useEffect, useMemo, useState, type FormEvent } from "react";
import { useParams, useSearchParams } from "react-router";
import { FOOD_TABLE_ATTRIBUTION } from "../../../../core/food-attribution";
import { dayTotals, type RecipeFacts } from "../../../../core/meal-plan-totals";
import { LANGUAGES } from "../../../../core/languages";
import { DEFAULT_MEALS, dayName } from "../../../../core/meal-names";
import type { ClientDetails } from "../../../../core/schemas/client";
import { planBody } from "../../../../core/schemas/meal-plan";
import { serverErrors, useAdmin, useAdminT, useDocumentTitle, useLoad } from "../admin-context";
import { FieldMessage, FormActions, Loaded, PageHead } from "../ui";
import { fieldErrors, useFieldErrors, type FieldTexts } from "../field-errors";
import { useAdminSubmit } from "../use-admin-submit";
import { sessionLabel } from "../clients/session-label";
import type { FoodOut, PlanOut, PlanTemplate } from "../../../lib/api/meal-plans";
import { MealEditor, type Catalogue } from "./meal-editor";
import { DayTotals } from "./totals";
import { DayMicronutrients, MicronutrientChoice, useChosenMicronutrients } from "./micronutrients";
import { TargetsPanel } from "./targets";
import { draftItems, fromContent, lookupOf, toContent, usedIds, type Draft, type DraftDay, type DraftMeal, type RecipeChoice } from "./plan-draft";

const PLAN_TEXTS: FieldTexts = { name: { required: "admin.form.mealPlan.name" }, "days.name": { required: "admin.form.mealPlan.dayName" } };

type Loaded = { client: ClientDetails; plan: PlanOut | null; template: PlanTemplate | null; recipes: RecipeChoice[] };

/** The meal plan editor: a new plan (blank or from a template) or one of hers, with totals that move as she types. */
export default function MealPlanEditor() {
  const { api } = useAdmin();
  const t = useAdminT();
  const params = useParams();
  const clientId = Number(params.id);
  const planId = params.planId === "new" ? null : Number(params.planId);
  const templateId = Number(useSearchParams()[0].get("template")) || null;
  const { state } = useLoad<Loaded>(
    async () => {
      const [client, plan, templates, ...lists] = await Promise.all([
        api.clients.get(clientId),
        planId ? api.mealPlans.get(clientId, planId) : Promise.resolve(null),
        templateId ? api.mealPlans.templates() : Promise.resolve([]),
        ...LANGUAGES.map((l) => api.recipes.list(l)),
      ]);
      const recipes = lists
        .flat()
        .map((r) => ({ id: r.id, title: r.title, slug: r.slug }))
        .sort((a, b) => a.title.localeCompare(b.title));
      return { client, plan, template: templates.find((x) => x.id === templateId) ?? null, recipes };
    },
    [api, clientId, planId, templateId],
    () => t("admin.mealPlans.loadFailed"),
  );
  const name = state.status === "ready" ? state.data.client.client.name || state.data.client.client.email : "";
  useDocumentTitle(t("admin.mealPlans.title", { name }));
  return (
    <>
      <PageHead title={t("admin.mealPlans.title", { name })} back={{ to: `/admin-clients/${clientId}`, label: name || t("admin.clients.title") }} />
      <Loaded state={state}>{(d) => <Editor key={d.plan?.updated_at ?? "new"} clientId={clientId} data={d} />}</Loaded>
    </>
  );
}

function newMeal(name: string): DraftMeal {
  return { name, items: [], alternatives: [] };
}

function Editor({ clientId, data }: { clientId: number; data: Loaded }) {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const { busy, error, submit } = useAdminSubmit();
  const defaultDay = useCallback(
    (n: number): DraftDay => ({
      name: dayName(n, lang),
      meals: Object.values(DEFAULT_MEALS).map((m) => newMeal(m[lang])),
    }),
    [lang],
  );
  const initial = useMemo<Draft>(() => {
    if (data.plan) return fromContent(data.plan);
    if (data.template) return { ...fromContent(data.template.plan), booking_id: data.client.bookings[0]?.id ?? null };
    return {
      name: t("admin.mealPlans.defaultName"),
      note: "",
      booking_id: data.client.bookings[0]?.id ?? null,
      targets: { energy_kcal: "", protein_pct: "", fat_pct: "", carbohydrate_pct: "", fibre_g: "" },
      days: [defaultDay(1)],
    };
  }, [data, t, defaultDay]);
  const [draft, setDraft] = useState<Draft>(initial);
  const [saved, setSaved] = useState<string>(JSON.stringify(toContent(initial)));
  const [dayIndex, setDayIndex] = useState(0);
  const [clipboard, setClipboard] = useState<DraftMeal | null>(null);
  const [templateName, setTemplateName] = useState("");
  const [foods, setFoods] = useState<Map<number, FoodOut>>(new Map());
  const [recipes, setRecipes] = useState<RecipeChoice[]>(data.recipes);
  const [micros, setMicros] = useChosenMicronutrients();

  // The foods and recipes of a loaded plan, so that its totals show from the start.
  const loadRecipe = useCallback(
    (id: number) => {
      const r = data.recipes.find((x) => x.id === id);
      if (!r) return;
      void api.recipes.get(r.slug).then(
        (full) => {
          const facts: RecipeFacts = full.computed_nutrition?.per_portion ?? null;
          setRecipes((list) => list.map((x) => (x.id === id ? { ...x, facts } : x)));
        },
        () => undefined,
      );
    },
    [api, data.recipes],
  );
  useEffect(() => {
    const used = usedIds(initial);
    void Promise.all(used.foods.map((id) => api.mealPlans.food(id, lang).catch(() => null))).then((list) =>
      setFoods((m) => new Map([...m, ...list.filter((f): f is FoodOut => f !== null).map((f) => [f.id, f] as const)])),
    );
    used.recipes.forEach(loadRecipe);
  }, [api, lang, initial, loadRecipe]);

  const catalogue: Catalogue = {
    foods,
    recipes,
    lookup: lookupOf(foods, new Map(recipes.map((r) => [r.id, r]))),
    addFood: (f) => setFoods((m) => new Map(m).set(f.id, f)),
    useRecipe: (id) => {
      if (recipes.find((r) => r.id === id)?.facts === undefined) loadRecipe(id);
    },
  };

  const content = toContent(draft);
  const dirty = JSON.stringify(content) !== saved;
  const day = draft.days[Math.min(dayIndex, draft.days.length - 1)]!;
  const di = Math.min(dayIndex, draft.days.length - 1);
  const setDay = (d: DraftDay) => setDraft({ ...draft, days: draft.days.map((x, i) => (i === di ? d : x)) });
  const targets = content.targets;

  // The plan's own fields and the name of the day on screen are placed; the rest (other days,
  // meals, items) is the server's to answer, as it is shown after a save.
  const fields = useFieldErrors(() =>
    fieldErrors(planBody, content, {
      texts: PLAN_TEXTS,
      t,
      place: (path) => {
        if (path.length === 1 && (path[0] === "name" || path[0] === "note")) return `plan-${path[0]}`;
        return path.length === 3 && path[0] === "days" && path[1] === di && path[2] === "name" ? "day-name" : null;
      },
    }),
  );

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!fields.check()) return;
    await submit(
      async () => {
        const out = data.plan ? await api.mealPlans.update(clientId, data.plan.id, content) : await api.mealPlans.create(clientId, content);
        setSaved(JSON.stringify(content));
        return out;
      },
      {
        success: t("admin.mealPlans.saved"),
        // A new plan moves to its own address (delivering needs it saved); a saved one stays.
        navigate: data.plan ? undefined : (out) => `/admin-clients/${clientId}/meal-plans/${out.id}`,
        failure: (err) => serverErrors(err, t("admin.mealPlans.saveFailed")),
        scrollOnFailure: true,
      },
    );
  }

  async function deliver() {
    if (!data.plan) return;
    await submit(() => api.mealPlans.deliver(clientId, data.plan!.id), {
      success: t("admin.mealPlans.delivered"),
      navigate: `/admin-clients/${clientId}`,
      failure: (err) => serverErrors(err, t("admin.mealPlans.deliverFailed")),
      flashFailure: true,
    });
  }

  async function saveTemplate() {
    const { booking_id: _ignored, ...plan } = content;
    await submit(() => api.mealPlans.addTemplate(templateName.trim(), plan), {
      success: t("admin.mealPlans.templateSaved"),
      failure: (err) => serverErrors(err, t("admin.mealPlans.templateFailed")),
      flashFailure: true,
    });
  }

  async function remove() {
    if (!data.plan || !window.confirm(t("admin.mealPlans.confirmDelete"))) return;
    await submit(() => api.mealPlans.remove(clientId, data.plan!.id), {
      success: t("admin.mealPlans.deleted"),
      navigate: `/admin-clients/${clientId}`,
      failure: (err) => serverErrors(err, t("admin.mealPlans.saveFailed")),
      flashFailure: true,
    });
  }

  return (
    <form className="plan-editor" onSubmit={(e) => void save(e)} noValidate ref={fields.form}>
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
      <div className="admin-card">
        <div className="form-grid">
          <div className="field">
            <label htmlFor="plan-name">{t("admin.mealPlans.name")}</label>
            <input
              id="plan-name"
              value={draft.name}
              maxLength={120}
              required
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              {...fields.field("plan-name")}
            />
            <FieldMessage name="plan-name" text={fields.message("plan-name")} />
          </div>
          <div className="field">
            <label htmlFor="plan-booking">{t("admin.mealPlans.booking")}</label>
            <select
              id="plan-booking"
              value={draft.booking_id ?? ""}
              onChange={(e) => setDraft({ ...draft, booking_id: e.target.value ? Number(e.target.value) : null })}
            >
              {data.client.bookings.map((b) => (
                <option key={b.id} value={b.id}>
                  {sessionLabel(b, lang)}
                </option>
              ))}
              <option value="">{t("admin.mealPlans.noBooking")}</option>
            </select>
          </div>
        </div>
        <div className="field">
          <label htmlFor="plan-note">{t("admin.mealPlans.note")}</label>
          <textarea
            id="plan-note"
            rows={3}
            maxLength={5000}
            value={draft.note}
            onChange={(e) => setDraft({ ...draft, note: e.target.value })}
            {...fields.field("plan-note")}
          />
          <FieldMessage name="plan-note" text={fields.message("plan-note")} />
        </div>
      </div>

      <TargetsPanel clientId={clientId} targets={draft.targets} onChange={(tg) => setDraft({ ...draft, targets: tg })} />

      <section className="admin-card" aria-labelledby="plan-days">
        <h2 id="plan-days">{t("admin.mealPlans.days")}</h2>
        <div className="day-tabs" role="group" aria-label={t("admin.mealPlans.days")}>
          {draft.days.map((d, i) => (
            <button key={i} type="button" className={`btn${i === di ? " btn--primary" : ""}`} aria-pressed={i === di} onClick={() => setDayIndex(i)}>
              {d.name || dayName(i + 1, lang)}
            </button>
          ))}
          {draft.days.length < 14 && (
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                setDraft({ ...draft, days: [...draft.days, defaultDay(draft.days.length + 1)] });
                setDayIndex(draft.days.length);
              }}
            >
              + {t("admin.mealPlans.addDay")}
            </button>
          )}
        </div>

        <div className="day-editor">
          <div className="day-editor__head">
            <div className="field">
              <label htmlFor="day-name">{t("admin.mealPlans.dayName")}</label>
              <input id="day-name" value={day.name} maxLength={80} onChange={(e) => setDay({ ...day, name: e.target.value })} {...fields.field("day-name")} />
              <FieldMessage name="day-name" text={fields.message("day-name")} />
            </div>
            <div className="meal-editor__actions">
              {draft.days.length < 14 && (
                <button
                  type="button"
                  className="btn"
                  onClick={() => {
                    const copy: DraftDay = structuredClone(day);
                    copy.name = dayName(draft.days.length + 1, lang);
                    setDraft({ ...draft, days: [...draft.days, copy] });
                    setDayIndex(draft.days.length);
                  }}
                >
                  {t("admin.mealPlans.copyDay")}
                </button>
              )}
              {draft.days.length > 1 && (
                <button
                  type="button"
                  className="btn btn--ghost"
                  onClick={() => {
                    setDraft({ ...draft, days: draft.days.filter((_, i) => i !== di) });
                    setDayIndex(Math.max(0, di - 1));
                  }}
                >
                  {t("admin.mealPlans.removeDay")}
                </button>
              )}
            </div>
          </div>

          <div className="day-editor__body">
            <div className="day-editor__meals">
              {day.meals.map((m, mi) => (
                <MealEditor
                  key={`${di}-${mi}`}
                  meal={m}
                  catalogue={catalogue}
                  onChange={(meal) => setDay({ ...day, meals: day.meals.map((x, j) => (j === mi ? meal : x)) })}
                  onCopy={() => setClipboard(structuredClone(m))}
                  onRemove={() => setDay({ ...day, meals: day.meals.filter((_, j) => j !== mi) })}
                />
              ))}
              <div className="form-actions">
                {day.meals.length < 10 && (
                  <button type="button" className="btn" onClick={() => setDay({ ...day, meals: [...day.meals, newMeal("")] })}>
                    + {t("admin.mealPlans.addMeal")}
                  </button>
                )}
                {clipboard && day.meals.length < 10 && (
                  <button type="button" className="btn" onClick={() => setDay({ ...day, meals: [...day.meals, structuredClone(clipboard)] })}>
                    {t("admin.mealPlans.pasteMeal", { name: clipboard.name })}
                  </button>
                )}
              </div>
            </div>
            <aside className="day-editor__totals">
              <DayTotals
                caption={`${t("admin.mealPlans.dayTotals")} — ${day.name}`}
                totals={dayTotals({ meals: day.meals.map((m) => ({ items: draftItems(m.items) })) }, catalogue.lookup)}
                targets={targets}
              />
              <DayMicronutrients chosen={micros} items={day.meals.flatMap((m) => draftItems(m.items))} foods={foods} />
              <MicronutrientChoice chosen={micros} onChange={setMicros} />
            </aside>
          </div>
        </div>
        <p className="hint">{FOOD_TABLE_ATTRIBUTION[lang]}</p>
      </section>

      <section className="admin-card plan-actions">
        {dirty && <p className="muted">{t("admin.mealPlans.unsaved")}</p>}
        <FormActions busy={busy} label={t("admin.mealPlans.save")}>
          {data.plan && (
            <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void remove()}>
              {t("admin.mealPlans.delete")}
            </button>
          )}
        </FormActions>
        {data.plan && (
          <div className="plan-actions__deliver">
            <p className="hint" id="deliver-hint">
              {dirty ? t("admin.mealPlans.saveFirst") : t("admin.mealPlans.deliverHint")}
            </p>
            <button type="button" className="btn btn--primary" aria-describedby="deliver-hint" disabled={busy || dirty} onClick={() => void deliver()}>
              {t("admin.mealPlans.deliver")}
            </button>
          </div>
        )}
        <div className="plan-actions__template">
          <div className="field">
            <label htmlFor="template-name">{t("admin.mealPlans.templateName")}</label>
            <input id="template-name" value={templateName} maxLength={120} onChange={(e) => setTemplateName(e.target.value)} />
          </div>
          <button type="button" className="btn" disabled={busy || !templateName.trim() || content.days.length === 0} onClick={() => void saveTemplate()}>
            {t("admin.mealPlans.saveTemplate")}
          </button>
        </div>
      </section>
    </form>
  );
}
