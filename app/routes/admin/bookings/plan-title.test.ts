import { describe, expect, it } from "vitest";
import type { ServicePlan } from "../../../../core/schemas/service-plan";
import { planTitleIn } from "./plan-title";

const plans = [{ id: 1, title: "Consulta inicial", translations: [{ id: 2 }, { id: 3 }] }] as unknown as ServicePlan[];

describe("a booking's plan in the admin's language", () => {
  it("is the same plan in her language, whatever language the client booked in", () => {
    expect(planTitleIn(plans, { service_plan_id: 2, service_plan_title: "Initial consultation" })).toBe("Consulta inicial");
    expect(planTitleIn(plans, { service_plan_id: 1, service_plan_title: "Consulta inicial" })).toBe("Consulta inicial");
  });

  it("keeps the booked title when the plan is not known any more", () => {
    expect(planTitleIn(plans, { service_plan_id: 9, service_plan_title: "Old plan" })).toBe("Old plan");
    expect(planTitleIn(plans, { service_plan_id: null, service_plan_title: null })).toBeNull();
  });
});
