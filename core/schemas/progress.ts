import { z } from "zod";
import { dateString } from "./booking.js";
import { optionalMultilineText, requiredMultilineText, requiredText } from "./common.js";

// Her progress (measurements, goals) and her food photo journal (docs/decisions/044).
// Messages are keys of core/i18n/api-messages.ts.

/** The measurements every client has; the nutritionist adds others per client (by id). */
export const STANDARD_KINDS = ["weight", "waist", "hip", "body_fat"] as const;
export type StandardKind = (typeof STANDARD_KINDS)[number];
export const STANDARD_UNITS: Record<StandardKind, string> = { weight: "kg", waist: "cm", hip: "cm", body_fat: "%" };
/** With `hide_numbers` her own view leaves these out: her weight and what is read from it. */
export const HIDDEN_KINDS: readonly string[] = ["weight", "body_fat"];

export const MEALS = ["breakfast", "morning_snack", "lunch", "afternoon_snack", "dinner", "other"] as const;
export type Meal = (typeof MEALS)[number];

export const NOTE_MAX = 1000;
export const COMMENT_MAX = 1000;

/** A measurement's kind: a standard one by name, or one added for her by its id (number or digits). */
export const kindField = z.union([z.enum(STANDARD_KINDS), z.number().int().positive().max(999_999_999), z.string().regex(/^[1-9][0-9]{0,8}$/)], {
  error: "measurement_kind",
});

/** A value: a positive number below 10 000, at most two decimals kept. */
const value = z
  .union([z.number(), z.string().regex(/^\s*[0-9]+([.,][0-9]+)?\s*$/)], { error: "measurement_value" })
  .transform((v) => (typeof v === "number" ? v : Number(v.trim().replace(",", "."))))
  .refine((v) => Number.isFinite(v) && v > 0 && v < 10_000, { message: "measurement_value" })
  .transform((v) => Math.round(v * 100) / 100);

export const measurementBody = z.object({ kind: kindField, value, date: dateString });
export const measurementEdit = z.object({ value, date: dateString });

export const measurementOut = z.object({
  id: z.number(),
  kind: z.string(),
  value: z.number(),
  date: z.string(),
  author: z.enum(["client", "practice"]),
  created_at: z.string(),
  /** She may still change it: her last entry, for a day after she made it. */
  editable: z.boolean(),
});
export type MeasurementOut = z.infer<typeof measurementOut>;

export const measurementSeries = z.object({
  /** weight, waist, hip, body_fat, or the id (as text) of a measurement added for her. */
  kind: z.string(),
  /** In the language asked for (the standard ones), or as the nutritionist named it. */
  name: z.string(),
  unit: z.string(),
  custom: z.boolean(),
  goal: z.number().nullable(),
  /** Oldest first. */
  entries: z.array(measurementOut),
  /** The chart of the entries with the goal, drawn on the server (SVG markup); null without entries. */
  chart: z.string().nullable(),
});
export type MeasurementSeries = z.infer<typeof measurementSeries>;

export const progressOut = z.object({
  /** Her view leaves out her weight and body fat (the `hide_numbers` setting); always false for the admin. */
  hide_numbers: z.boolean(),
  kinds: z.array(measurementSeries),
});
export type ProgressOut = z.infer<typeof progressOut>;

export const measurementKindBody = z.object({ name: requiredText(60), unit: requiredText(12) });

/** Goals by kind (a standard kind's name or her own kind's id); null removes one. */
export const goalsField = z.record(z.string().regex(/^(weight|waist|hip|body_fat|[1-9][0-9]{0,8})$/, "measurement_kind"), value.nullable());

export const journalCommentOut = z.object({ body: z.string(), created_at: z.string() });
export const journalEntryOut = z.object({
  id: z.number(),
  meal: z.enum(MEALS),
  eaten_at: z.string(),
  note: z.string(),
  photo_url: z.string(),
  comments: z.array(journalCommentOut),
});
export type JournalEntryOut = z.infer<typeof journalEntryOut>;

/** The journal's fields beside the `photo` file (multipart). */
export const journalFields = z.object({
  meal: z.enum(MEALS, { error: "meal_invalid" }),
  eaten_at: z.iso.datetime({ offset: true, error: "invalid_date" }),
  note: optionalMultilineText(NOTE_MAX),
});
export const journalCommentBody = z.object({ body: requiredMultilineText(COMMENT_MAX) });
