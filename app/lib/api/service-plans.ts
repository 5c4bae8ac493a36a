import type { ServicePlan } from "../../../core/schemas/service-plan";
import { jsonInit, type Call } from "./call";

export const servicePlansApi = (call: Call) => ({
  list: (language: string) => call<ServicePlan[]>(`/api/v1/service_plans?language=${encodeURIComponent(language)}`),
  get: (id: number) => call<ServicePlan>(`/api/v1/service_plans/${id}`),
  create: (plans: unknown[]) => call<{ service_plans: ServicePlan[] }>("/api/v1/service_plans", jsonInit("POST", { service_plans: plans })),
  /** A translation of plan `id` in another language; it takes the group's price and order. */
  addTranslation: (id: number, plan: unknown) => call<ServicePlan>(`/api/v1/service_plans/${id}/translations`, jsonInit("POST", plan)),
  update: (id: number, plan: unknown) => call<ServicePlan>(`/api/v1/service_plans/${id}`, jsonInit("PUT", plan)),
  remove: (id: number) => call<null>(`/api/v1/service_plans/${id}`, { method: "DELETE" }),
  removeFeature: (id: number, featureId: number) => call<null>(`/api/v1/service_plans/${id}/features/${featureId}`, { method: "DELETE" }),
});
