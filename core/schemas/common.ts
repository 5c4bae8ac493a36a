import { z } from "zod";
import { LANGUAGES } from "../languages.js";
import { EMAIL_MAX, EMAIL_PATTERN, NOT_IN_LINE, NOT_IN_TEXT, type Rule } from "../field-rules.js";

// Messages are keys of core/i18n/api-messages.ts; forms and the API translate them alike.

// What a text field may hold: the patterns and why are in core/field-rules.ts.

/** A string for a single-line field: names, titles, emails, phones, slugs, feature names. */
export const singleLine = (error = "invalid") => z.string({ error }).refine((v) => !NOT_IN_LINE.test(v), { message: "control_characters", abort: true });

/** A string for a multi-line field (messages, descriptions): tabs and line breaks only. */
export const multiLine = (error = "invalid") =>
  z
    .string({ error })
    .overwrite((v) => v.replace(/\r\n?/g, "\n"))
    .refine((v) => !NOT_IN_TEXT.test(v), { message: "text_control_characters", abort: true });

const blankIfMissing = (v: unknown) => (v === null || v === undefined ? "" : v);

export const requiredText = (max = 500) => singleLine("required").trim().min(1, "required").max(max, "too_long");

export const optionalText = (max = 500) => z.preprocess(blankIfMissing, singleLine().trim().max(max, "too_long"));

export const requiredMultilineText = (max = 5000) => multiLine("required").trim().min(1, "required").max(max, "too_long");

export const optionalMultilineText = (max = 5000) => z.preprocess(blankIfMissing, multiLine().trim().max(max, "too_long"));

/**
 * Integers may arrive as numbers (JSON) or as text (forms, multipart, paths). Text counts only
 * when it is plain decimal digits: Number() would also read "0x10" as 16 and "1e3" as 1000.
 * Blank text is a missing value; any other text is left as it is, for the schema to refuse.
 */
export function fromDecimal(v: unknown): unknown {
  if (typeof v !== "string") return v;
  const t = v.trim();
  if (t === "") return undefined;
  return /^-?[0-9]+$/.test(t) ? Number(t) : v;
}

export const integer = (min = 0, max = 1_000_000, minKey = "invalid") =>
  z.preprocess(
    fromDecimal,
    z
      .number({ error: (iss) => (iss.input === undefined ? "required" : "invalid_integer") })
      .int("invalid_integer")
      .min(min, minKey)
      .max(max, "invalid"),
  );

/** A row id: in a path, or the id of a nested row sent back by an edit form. */
export const positiveId = z.preprocess(fromDecimal, z.number({ error: "invalid" }).int("invalid").positive("invalid"));

/**
 * Optional paging of the public lists. Without limit the answer is the whole list, as the
 * contract has it; with it, one page, and the X-Total-Count header says how many there are.
 */
export const pageQuery = {
  limit: integer(1, 100).optional(),
  offset: integer(0, 1_000_000).optional(),
};
export interface Page {
  limit?: number;
  offset?: number;
}

export const language = z.enum(LANGUAGES, { error: "invalid_language" });

/**
 * The language of a public list: absent or blank means en, and el (the BCP 47 code for
 * Greek) means gr. Lists never mix languages: any other value answers 422.
 */
export const listLanguage = z
  .preprocess((v) => (v === undefined || v === "" ? "en" : v === "el" ? "gr" : v), language)
  .meta({ description: "en, es or gr; el is taken as gr; absent or blank means en. Any other value, or any parameter the list does not take, answers 422." });

/** A public list's query string: `language` plus the given parameters, and nothing else. */
export const listQuery = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject({ language: listLanguage, ...shape }, { error: (iss) => (iss.code === "unrecognized_keys" ? "unknown_parameter" : undefined) });

export const email = singleLine("invalid_email").trim().toLowerCase().max(EMAIL_MAX, "too_long").regex(EMAIL_PATTERN, "invalid_email");

export const httpUrl = z
  .string({ error: "invalid_url" })
  .trim()
  .max(2000, "too_long")
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), "invalid_url");

/** A slug's shape: lowercase words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slug = singleLine("required").trim().min(1, "required").max(200, "too_long").regex(SLUG_PATTERN, "invalid_slug");

export const idParam = z.object({ id: positiveId });

/** Accepts true/"true"/"1"/1 as true: Rails-style nested attributes send strings. */
export const flag = z.preprocess((v) => v === true || v === "true" || v === "1" || v === 1, z.boolean()).default(false);

/**
 * A zod field made of a plain rule of core/field-rules.ts: the API checks with the very
 * function a form checks with. `json` describes the field in the OpenAPI document (a rule is
 * a function, which zod cannot describe by itself). An optional field may be left out.
 */
export function fromRule<T>(rule: Rule<T>, json: { type: string; description?: string; optional?: boolean; [k: string]: unknown }) {
  const { optional, ...meta } = json;
  const input = optional ? z.unknown().optional() : z.unknown();
  return input
    .transform((v, ctx) => {
      const r = rule(v);
      if (r.ok) return r.value;
      ctx.addIssue({ code: "custom", message: r.key });
      return z.NEVER;
    })
    .meta(meta);
}
