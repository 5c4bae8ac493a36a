import { z } from "zod";
import { LANGUAGES } from "../languages.js";
import { flag, httpUrl, integer, language, optionalText, requiredText } from "./common.js";

export const featureAttributes = z.object({
  id: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.number().int().positive().optional()),
  name: z.preprocess((v) => (v === null || v === undefined ? "" : v), z.string().trim().max(200, "too_long")),
  _destroy: flag,
});

const paymentLink = z.preprocess((v) => (v === "" ? null : v), httpUrl.nullable().optional());

export const servicePlanFields = z.object({
  title: requiredText(200),
  description: requiredText(4000),
  price: integer(0, 100_000),
  order: integer(0, 10_000),
  language,
  payment_link: paymentLink,
  features_attributes: z.array(featureAttributes).max(50).default([]),
});
export type ServicePlanInput = z.infer<typeof servicePlanFields>;

/** Create sends one plan per language; all three are stored or none. */
export const createServicePlansBody = z.object({
  service_plans: z
    .array(servicePlanFields)
    .length(3, "three_plans_required")
    .refine((plans) => LANGUAGES.every((l) => plans.some((p) => p.language === l)), "three_plans_required"),
});

/** Update accepts the fields flat or wrapped in service_plan, as Rails clients send either. */
export const updateServicePlanBody = z.preprocess(
  (v) => (v && typeof v === "object" && "service_plan" in v ? (v as { service_plan: unknown }).service_plan : v),
  servicePlanFields.extend({ language: language.optional(), features_attributes: z.array(featureAttributes).max(50).default([]) }),
);

export const servicePlanOut = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  order: z.number(),
  language: z.string(),
  payment_link: z.string().nullable(),
  features: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type ServicePlan = z.infer<typeof servicePlanOut>;

/** Blank feature names are dropped, never stored. */
export function keptFeatures<T extends { name: string; _destroy?: boolean }>(features: T[]): T[] {
  return features.filter((f) => f.name.trim() !== "" && !f._destroy);
}
