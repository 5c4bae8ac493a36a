import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useAdmin, useAdminT, useLoad } from "../admin-context";
import { formatDateTime, Loaded } from "../ui";

/** Her meal plans on the client page: each to edit or deliver, and a new one, blank or from a template. */
export function MealPlansSection({ clientId }: { clientId: number }) {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const navigate = useNavigate();
  const { state } = useLoad(
    async () => {
      const [plans, templates] = await Promise.all([api.mealPlans.list(clientId), api.mealPlans.templates()]);
      return { plans, templates };
    },
    [api, clientId],
    () => t("admin.mealPlans.loadFailed"),
  );
  const [from, setFrom] = useState("");

  return (
    <section className="admin-card" aria-labelledby="client-plans">
      <h2 id="client-plans">{t("admin.mealPlans.section")}</h2>
      <Loaded state={state}>
        {(d) => (
          <>
            {d.plans.length === 0 ? (
              <p className="muted">{t("admin.mealPlans.none")}</p>
            ) : (
              <ul className="plain-list">
                {d.plans.map((p) => (
                  <li key={p.id}>
                    <Link to={`/admin-clients/${clientId}/meal-plans/${p.id}`}>{p.name}</Link> · {t("admin.mealPlans.dayCount", { n: p.days })} ·{" "}
                    <span className="muted">
                      {p.delivered_at ? t("admin.mealPlans.deliveredOn", { when: formatDateTime(p.delivered_at, lang) }) : t("admin.mealPlans.notDelivered")}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <form
              className="inline-form"
              onSubmit={(e) => {
                e.preventDefault();
                navigate(`/admin-clients/${clientId}/meal-plans/new${from ? `?template=${from}` : ""}`);
              }}
            >
              {d.templates.length > 0 && (
                <div className="field">
                  <label htmlFor="plan-start-from">{t("admin.mealPlans.startFrom")}</label>
                  <select id="plan-start-from" value={from} onChange={(e) => setFrom(e.target.value)}>
                    <option value="">{t("admin.mealPlans.blank")}</option>
                    {d.templates.map((tp) => (
                      <option key={tp.id} value={tp.id}>
                        {t("admin.mealPlans.template", { name: tp.name })}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              <button type="submit" className="btn btn--primary">
                {t("admin.mealPlans.new")}
              </button>
            </form>
          </>
        )}
      </Loaded>
    </section>
  );
}
