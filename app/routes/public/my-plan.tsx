import { useEffect, useState } from "react";
import { data, useLoaderData, useParams } from "react-router";
import type { Route } from "./+types/my-plan";
import { PLAN_TEXTS } from "../../../core/meal-plan-texts";
import { intlLocale } from "../../../core/languages";
import { useLanguage } from "../../i18n";
import { ApiRequestError } from "../../lib/site-api";
import { metaLanguage, metaSiteName, withBrand } from "../../lib/page";
import { useRootData } from "../../lib/use-api";
import { useMyPlansApi, type MyPlan, type PlanViewItem, type ShoppingListOut } from "../../lib/api/my-plans";
import { clientPagesLinks } from "../../lib/client-pages-css";

export const links = clientPagesLinks;

// Her delivered meal plan, read on her phone: loaded from the browser with her session cookie,
// like the rest of her page, so nothing private is rendered on the server or cached there.

export const meta: Route.MetaFunction = (args) => {
  const lang = metaLanguage(args);
  return [
    { title: withBrand(metaSiteName(args), PLAN_TEXTS.my_plans[lang]) },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
};

/** A plan's address holds its number: anything else is a missing page (404), not a page that loads and then says so. */
export function loader({ params }: Route.LoaderArgs) {
  const valid = /^[1-9][0-9]{0,9}$/.test(params.plan_id ?? "");
  return data({ valid }, { status: valid ? 200 : 404 });
}

type State = { kind: "loading" } | { kind: "signedOut" } | { kind: "missing" } | { kind: "ready"; plan: MyPlan };
type PlanText = keyof typeof PLAN_TEXTS;

export default function MyPlanPage() {
  const lang = useLanguage();
  const api = useMyPlansApi();
  const id = Number(useParams().plan_id);
  const tx = (k: PlanText) => PLAN_TEXTS[k][lang];
  const { valid } = useLoaderData<typeof loader>();
  const [state, setState] = useState<State>({ kind: valid ? "loading" : "missing" });

  useEffect(() => {
    if (!valid) return;
    let live = true;
    api.myPlans.plan(id, lang).then(
      (plan) => live && setState({ kind: "ready", plan }),
      (e: unknown) => live && setState({ kind: e instanceof ApiRequestError && e.status === 401 ? "signedOut" : "missing" }),
    );
    return () => {
      live = false;
    };
  }, [api, id, lang, valid]);

  return (
    <>
      <section className="page-hero plan-hero">
        <div className="container">
          <p className="plan-back">
            <a href={`/my-bookings?lang=${lang}`}>← {tx("back")}</a>
          </p>
          <h1>{state.kind === "ready" ? state.plan.name : tx("my_plans")}</h1>
        </div>
      </section>
      <section className="section section--tight">
        <div className="container manage my-plan">
          {state.kind === "loading" ? (
            <p role="status">{tx("loading")}</p>
          ) : state.kind === "signedOut" ? (
            <div className="card form-card manage__card">
              <p>{tx("signed_out")}</p>
              <a className="btn btn--primary" href={`/my-bookings?lang=${lang}`}>
                {tx("sign_in")}
              </a>
            </div>
          ) : state.kind === "missing" ? (
            <p role="alert">{tx("not_found")}</p>
          ) : (
            <PlanBody plan={state.plan} />
          )}
        </div>
      </section>
    </>
  );
}

function useNumber() {
  const lang = useLanguage();
  const f = new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 1 });
  return (n: number) => f.format(n);
}

function PlanBody({ plan }: { plan: MyPlan }) {
  const lang = useLanguage();
  const { apiBase = "/api" } = useRootData();
  const tx = (k: PlanText) => PLAN_TEXTS[k][lang];
  const n = useNumber();
  const t = plan.targets;
  return (
    <>
      {plan.note && (
        <section className="plan-note" aria-labelledby="plan-note">
          <h2 id="plan-note">{tx("note")}</h2>
          <p className="message-body">{plan.note}</p>
        </section>
      )}
      {t && (t.energy_kcal !== null || t.fibre_g !== null) && (
        <section className="plan-targets" aria-labelledby="plan-targets">
          <h2 id="plan-targets">{tx("targets")}</h2>
          <dl className="plan-figures">
            {t.energy_kcal !== null && <Figure label={tx("energy")} value={`${n(t.energy_kcal)} kcal ${tx("per_day")}`} />}
            {t.protein_g !== null && <Figure label={tx("protein")} value={`${n(t.protein_g)} g (${n(t.protein_pct ?? 0)} %)`} />}
            {t.fat_g !== null && <Figure label={tx("fat")} value={`${n(t.fat_g)} g (${n(t.fat_pct ?? 0)} %)`} />}
            {t.carbohydrate_g !== null && <Figure label={tx("carbohydrate")} value={`${n(t.carbohydrate_g)} g (${n(t.carbohydrate_pct ?? 0)} %)`} />}
            {t.fibre_g !== null && <Figure label={tx("fibre")} value={`${n(t.fibre_g)} g`} />}
          </dl>
        </section>
      )}
      {plan.days.length > 1 && (
        <nav className="plan-days-nav" aria-label={tx("days_nav")}>
          <ul>
            {plan.days.map((d, i) => (
              <li key={i}>
                <a href={`#day-${i + 1}`}>{d.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {plan.days.map((d, i) => (
        <section key={i} className="plan-day" id={`day-${i + 1}`} aria-labelledby={`day-${i + 1}-h`}>
          <h2 id={`day-${i + 1}-h`}>{d.name}</h2>
          {d.meals.filter((m) => m.items.length > 0 || m.alternatives.length > 0).map((m, j) => (
            <div key={j} className="plan-meal">
              <h3>{m.name}</h3>
              <Items items={m.items} />
              {m.alternatives.map((a, k) => (
                <div key={k} className="plan-meal__or">
                  <p className="plan-meal__or-label">{tx("or")}</p>
                  <Items items={a} />
                </div>
              ))}
            </div>
          ))}
          {d.totals && (
            <div className="plan-day__totals">
              <h3>{tx("day_totals")}</h3>
              <dl className="plan-figures">
                <Figure label={tx("energy")} value={`${n(d.totals.energy_kcal)} kcal`} />
                <Figure label={tx("protein")} value={`${n(d.totals.protein_g)} g`} />
                <Figure label={tx("fat")} value={`${n(d.totals.fat_g)} g`} />
                <Figure label={tx("carbohydrate")} value={`${n(d.totals.carbohydrate_g)} g`} />
                <Figure label={tx("fibre")} value={`${n(d.totals.fibre_g)} g`} />
              </dl>
            </div>
          )}
        </section>
      ))}
      <ShoppingList plan={plan} />
      <section className="plan-files">
        <a className="btn" href={`${apiBase}/api/v1/me/meal-plans/${plan.id}/pdf?language=${lang}`}>
          {tx("pdf")}
        </a>
        <button type="button" className="btn btn--ghost" onClick={() => window.print()}>
          {tx("print_plan")}
        </button>
      </section>
      <p className="plan-attribution">{plan.attribution}</p>
    </>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Items({ items }: { items: PlanViewItem[] }) {
  const lang = useLanguage();
  return (
    <ul className="plan-items">
      {items.map((it, i) => (
        <li key={i}>
          <span className="plan-items__name">
            {it.recipe_path ? (
              <a href={it.recipe_path} title={PLAN_TEXTS.recipe_link[lang]}>
                {it.name}
              </a>
            ) : (
              it.name
            )}
          </span>
          <span className="plan-items__qty">{it.quantity}</span>
        </li>
      ))}
    </ul>
  );
}

/** The shopping list for the days she ticks, printable on its own. */
function ShoppingList({ plan }: { plan: MyPlan }) {
  const lang = useLanguage();
  const api = useMyPlansApi();
  const tx = (k: PlanText) => PLAN_TEXTS[k][lang];
  const n = useNumber();
  const [days, setDays] = useState<number[]>(plan.days.map((_, i) => i + 1));
  const [list, setList] = useState<ShoppingListOut | null>(null);

  useEffect(() => {
    let live = true;
    if (days.length === 0) {
      setList({ groups: [] });
      return;
    }
    const all = days.length === plan.days.length;
    void api.myPlans.shoppingList(plan.id, lang, all ? undefined : days).then(
      (l) => live && setList(l),
      () => live && setList({ groups: [] }),
    );
    return () => {
      live = false;
    };
  }, [api, plan.id, plan.days.length, lang, days]);

  function printList() {
    // The print style shows only the list while this class is on the page.
    document.documentElement.classList.add("print-shopping");
    const done = () => {
      document.documentElement.classList.remove("print-shopping");
      window.removeEventListener("afterprint", done);
    };
    window.addEventListener("afterprint", done);
    window.print();
  }

  return (
    <section className="plan-shopping" id="shopping-list" aria-labelledby="shopping-h">
      <h2 id="shopping-h">{tx("shopping_list")}</h2>
      {plan.days.length > 1 && (
        <fieldset className="plan-shopping__days">
          <legend>{tx("shopping_days")}</legend>
          {plan.days.map((d, i) => (
            <label key={i} className="check-inline">
              <input
                type="checkbox"
                checked={days.includes(i + 1)}
                onChange={(e) => setDays(e.target.checked ? [...days, i + 1].sort((a, b) => a - b) : days.filter((x) => x !== i + 1))}
              />{" "}
              {d.name}
            </label>
          ))}
        </fieldset>
      )}
      {list === null ? (
        <p role="status">{tx("loading")}</p>
      ) : list.groups.length === 0 ? (
        <p>{tx("shopping_empty")}</p>
      ) : (
        list.groups.map((g) => (
          <div key={g.group} className="plan-shopping__group">
            <h3>{g.group}</h3>
            <ul className="plan-items">
              {g.items.map((it) => (
                <li key={it.name}>
                  <span className="plan-items__name">{it.name}</span>
                  <span className="plan-items__qty">{it.grams >= 1000 ? `${n(it.grams / 1000)} kg` : `${n(it.grams)} g`}</span>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
      <button type="button" className="btn btn--primary plan-shopping__print" onClick={printList}>
        {tx("print_list")}
      </button>
    </section>
  );
}
