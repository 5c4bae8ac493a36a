import { useEffect, useState } from "react";
import { sameItem } from "../../../../core/same-item";
import type { ServicePlan } from "../../../../core/schemas/service-plan";
import { useAdmin } from "../admin-context";

type Booked = { service_plan_id: number | null; service_plan_title: string | null };

/**
 * A booking's plan as the admin reads it: the same plan in her interface language (a Spanish
 * client's "Consulta inicial" is "Initial consultation" to an English admin); the title kept
 * with the booking when the plan has no translation or is gone.
 */
export function planTitleIn(plans: readonly ServicePlan[], b: Booked): string | null {
  const plan = b.service_plan_id === null ? undefined : sameItem(plans, b.service_plan_id);
  return plan?.title ?? b.service_plan_title;
}

/** planTitleIn with the plans of the admin's language, loaded once per language. */
export function usePlanTitle(): (b: Booked) => string | null {
  const { api, lang } = useAdmin();
  const [plans, setPlans] = useState<ServicePlan[]>([]);
  useEffect(() => {
    let live = true;
    api.servicePlans.list(lang).then(
      (list) => live && setPlans(list),
      () => undefined, // the titles kept with the bookings still show
    );
    return () => {
      live = false;
    };
  }, [api, lang]);
  return (b) => planTitleIn(plans, b);
}
