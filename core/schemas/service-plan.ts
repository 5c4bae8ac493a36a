import { z } from "zod";
import { LANGUAGES } from "../languages.js";
import { flag, httpUrl, integer, language, optionalText, positiveId, requiredMultilineText, requiredText } from "./common.js";
import { idTranslations } from "./translations.js";

export const featureAttributes = z.object({
  id: z.preprocess((v) => (v === "" || v === null ? undefined : v), positiveId.optional()),
  name: optionalText(200),
  _destroy: flag,
});

const paymentLink = z.preprocess((v) => (v === "" ? null : v), httpUrl.nullable().optional());

/** The free introductory call: no price, about 15 minutes. */
export const INTRO_CALL_MINUTES = 15;

/** Minutes, a multiple of 5; blank or null: one slot of the availability settings. */
const durationMinutes = z.preprocess(
  (v) => (v === "" ? null : v),
  integer(5, 480)
    .refine((v) => v % 5 === 0, "invalid")
    .nullable()
    .optional(),
);

/**
 * VAT on the plan's price: 0, exempt as health care (Ley 37/1992 art. 20.Uno.3º: diagnosis,
 * prevention or treatment), or 21 for services whose only aim is weight loss or appearance.
 */
export const VAT_RATES = [0, 21] as const;
const vatRate = z.preprocess(
  (v) => (v === "" || v === null ? undefined : typeof v === "string" ? Number(v) : v),
  z
    .number({ error: "invalid_vat_rate" })
    .refine((v): v is 0 | 21 => (VAT_RATES as readonly number[]).includes(v), "invalid_vat_rate")
    .optional(),
);

/** A whole number or nothing: blank and null clear the field. */
const optionalCount = (min: number, max: number) => z.preprocess((v) => (v === "" ? null : v), integer(min, max).nullable().optional());

/**
 * A plan sold as a bundle too ("bono"): so many sessions, at a bundle price in whole euros
 * (VAT included, the plan's rate), valid for so many months from purchase; a credit books the
 * plan itself or any of `covered_plan_ids`. Sessions null: not sold as a bundle.
 */
const bundleFields = {
  bundle_sessions: optionalCount(2, 50),
  bundle_price: optionalCount(1, 100_000),
  validity_months: optionalCount(1, 36),
  covered_plan_ids: z.array(positiveId).max(50).optional(),
};

/** A bundle needs its price and validity; a plan that is not one has neither. */
const bundleComplete = (p: { bundle_sessions?: number | null; bundle_price?: number | null; validity_months?: number | null }) => {
  const set = [p.bundle_sessions, p.bundle_price, p.validity_months].filter((v) => v !== undefined && v !== null).length;
  return set === 0 || set === 3;
};
const BUNDLE_INCOMPLETE = { message: "bundle_incomplete", path: ["bundle_sessions"] };

export const servicePlanFields = z.object({
  title: requiredText(200),
  description: requiredMultilineText(4000),
  price: integer(0, 100_000),
  order: integer(0, 10_000),
  language,
  payment_link: paymentLink,
  duration_minutes: durationMinutes,
  /** Marks the free intro call: its price is 0 and it lasts 15 minutes, whatever else is sent. */
  intro_call: z.preprocess((v) => (v === undefined || v === null ? undefined : v === true || v === "true" || v === "1" || v === 1), z.boolean().optional()),
  /** 0 (exempt) or 21; shared by the translation group like the price. Not sent on create: 0. */
  vat_rate: vatRate,
  ...bundleFields,
  features_attributes: z.array(featureAttributes).max(50).default([]),
});
export type ServicePlanInput = z.infer<typeof servicePlanFields>;

/** Create sends one plan per language; all three are stored or none. */
export const createServicePlansBody = z.object({
  service_plans: z
    .array(servicePlanFields.refine(bundleComplete, BUNDLE_INCOMPLETE))
    .length(3, "three_plans_required")
    .refine((plans) => LANGUAGES.every((l) => plans.some((p) => p.language === l)), "three_plans_required")
    // The three are one translation group, whose price and order are shared (decision 016).
    .refine(
      (plans) =>
        plans.every(
          (p) =>
            p.price === plans[0]!.price &&
            p.order === plans[0]!.order &&
            (p.vat_rate ?? 0) === (plans[0]!.vat_rate ?? 0) &&
            (p.bundle_sessions ?? null) === (plans[0]!.bundle_sessions ?? null) &&
            (p.bundle_price ?? null) === (plans[0]!.bundle_price ?? null) &&
            (p.validity_months ?? null) === (plans[0]!.validity_months ?? null),
        ),
      "shared_fields_differ",
    ),
});

/** "Add translation" of a plan: the language's own fields; price and order are the group's. */
export const servicePlanTranslationBody = servicePlanFields.omit({
  price: true,
  order: true,
  vat_rate: true,
  bundle_sessions: true,
  bundle_price: true,
  validity_months: true,
  covered_plan_ids: true,
});

/** Update accepts the fields flat or wrapped in service_plan, as Rails clients send either. */
export const updateServicePlanBody = z.preprocess(
  (v) => (v && typeof v === "object" && "service_plan" in v ? (v as { service_plan: unknown }).service_plan : v),
  servicePlanFields
    .extend({ language: language.optional(), features_attributes: z.array(featureAttributes).max(50).default([]) })
    // The three bundle terms change together (sessions null, with the others, stops selling it).
    .refine((p) => [p.bundle_sessions, p.bundle_price, p.validity_months].every((v) => v === undefined) || bundleComplete(p), BUNDLE_INCOMPLETE),
);

export const servicePlanOut = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  order: z.number(),
  language: z.string(),
  payment_link: z.string().nullable(),
  /** Minutes; null: one slot of the availability settings (GET /bookings/availability). */
  duration_minutes: z.number().nullable(),
  intro_call: z.boolean(),
  /** VAT on the price in percent: 0 (exempt, art. 20.Uno.3º) or 21; the price includes it. */
  vat_rate: z.number(),
  // The original server answered these too; clients written against it may read them.
  created_at: z.string(),
  updated_at: z.string(),
  features: z.array(z.object({ id: z.number(), name: z.string(), service_plan_id: z.number() })),
  translations: idTranslations,
  /** Sold as a bundle of this many sessions too; null: not. Clients that predate bundles ignore these. */
  bundle_sessions: z.number().nullable(),
  /** The bundle's price in whole euros, VAT included. */
  bundle_price: z.number().nullable(),
  /** Months the bundle's credits last from purchase. */
  validity_months: z.number().nullable(),
  /** Other plans a credit may book besides this one (any of their languages). */
  covered_plan_ids: z.array(z.number()),
});
export type ServicePlan = z.infer<typeof servicePlanOut>;

/** An intro call is free and short, whatever the form said: one place for that rule. */
export function planTerms(input: { price?: number; duration_minutes?: number | null; intro_call?: boolean }) {
  return input.intro_call
    ? { price: 0, duration_minutes: INTRO_CALL_MINUTES, intro_call: true }
    : { price: input.price, duration_minutes: input.duration_minutes, intro_call: input.intro_call };
}

/** Blank feature names are dropped, never stored. */
export function keptFeatures<T extends { name: string; _destroy?: boolean }>(features: T[]): T[] {
  return features.filter((f) => f.name.trim() !== "" && !f._destroy);
}
