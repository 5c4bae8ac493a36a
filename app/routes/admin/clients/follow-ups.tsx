import { useState } from "react";
import type { ServicePlan } from "../../../../core/schemas/service-plan";
import { serverErrors, useAdmin, useAdminT, useLoad } from "../admin-context";
import { Loaded } from "../ui";

/** Each plan's follow-up interval: weeks after a completed session when she is invited to book again. */
export function FollowUpSettings() {
  const { api, lang, flash } = useAdmin();
  const t = useAdminT();
  const { state } = useLoad(
    async () => {
      const [plans, intervals] = await Promise.all([api.servicePlans.list(lang), api.clients.followUps()]);
      return { plans, weeks: new Map(intervals.map((i) => [i.service_plan_id, i.weeks])) };
    },
    [api, lang],
    () => t("admin.clients.loadFailed"),
  );
  return (
    <details className="admin-card">
      <summary>{t("admin.clients.followUps")}</summary>
      <p className="muted">{t("admin.clients.followUpsHint")}</p>
      <Loaded state={state}>
        {({ plans, weeks }) => (
          <>
            {plans.map((p) => (
              <PlanWeeks
                key={p.id}
                plan={p}
                initial={weeks.get(p.id) ?? null}
                save={async (w) => {
                  try {
                    await api.clients.setFollowUp(p.id, w);
                    flash("success", t("admin.clients.followUpSaved"));
                  } catch (e) {
                    flash("error", serverErrors(e, t("admin.clients.followUpFailed")));
                  }
                }}
              />
            ))}
          </>
        )}
      </Loaded>
    </details>
  );
}

function PlanWeeks({ plan, initial, save }: { plan: ServicePlan; initial: number | null; save: (weeks: number | null) => Promise<void> }) {
  const t = useAdminT();
  const [value, setValue] = useState(initial === null ? "" : String(initial));
  const id = `follow-up-${plan.id}`;
  return (
    <div className="field">
      <label htmlFor={id}>{t("admin.clients.followUpWeeks", { plan: plan.title })}</label>
      <input
        id={id}
        type="number"
        min={1}
        max={52}
        inputMode="numeric"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => {
          const w = value.trim() === "" ? null : Number(value);
          if (w !== initial) void save(w);
        }}
      />
    </div>
  );
}
