import { useEffect, useState } from "react";
import { PLAN_TEXTS } from "../../../core/meal-plan-texts";
import { intlLocale } from "../../../core/languages";
import { useLanguage } from "../../i18n";
import { useMyPlansApi } from "../../lib/api/my-plans";

/** Her delivered meal plans on /my-bookings, each leading to its page; nothing when she has none. */
export function MyPlansList() {
  const lang = useLanguage();
  const api = useMyPlansApi();
  const [plans, setPlans] = useState<{ id: number; name: string; days: number; delivered_at: string | null }[]>([]);
  useEffect(() => {
    let live = true;
    api.myPlans.plans().then(
      (p) => live && setPlans(p),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);
  if (plans.length === 0) return null;
  const date = new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: "long" });
  return (
    <section className="manage__section" aria-labelledby="mine-plans">
      <h2 id="mine-plans">{PLAN_TEXTS.my_plans[lang]}</h2>
      <ul className="plain-list">
        {plans.map((p) => (
          <li key={p.id}>
            <a href={`/my-bookings/plans/${p.id}?lang=${lang}`}>{p.name}</a> · {PLAN_TEXTS.days_count[lang].replace("{n}", String(p.days))}
            {p.delivered_at ? ` · ${date.format(new Date(p.delivered_at))}` : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}
