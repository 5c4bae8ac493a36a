import { z } from "zod";
import { LANGUAGES } from "../languages.js";

// Messages are keys of core/i18n/api-messages.ts; forms and the API translate them alike.

export const requiredText = (max = 500) =>
  z.string({ error: "required" }).trim().min(1, "required").max(max, "too_long");

export const optionalText = (max = 5000) =>
  z.preprocess((v) => (v === null || v === undefined ? "" : v), z.string({ error: "invalid" }).trim().max(max, "too_long"));

/** Integers may arrive as numbers (JSON) or digit strings (forms, multipart). */
export const integer = (min = 0, max = 1_000_000) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : v === "" ? undefined : v),
    z.number({ error: (iss) => (iss.input === undefined ? "required" : "invalid_integer") }).int("invalid_integer").min(min, "invalid").max(max, "invalid"),
  );

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

export const email = z.string({ error: "invalid_email" }).trim().toLowerCase().max(254, "too_long").email("invalid_email");

export const httpUrl = z
  .string({ error: "invalid_url" })
  .trim()
  .max(2000, "too_long")
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), "invalid_url");

export const slug = z.string({ error: "required" }).trim().min(1, "required").max(200, "too_long").regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "invalid_slug");

export const idParam = z.object({ id: z.coerce.number({ error: "invalid" }).int().positive() });

/** Accepts true/"true"/"1"/1 as true: Rails-style nested attributes send strings. */
export const flag = z.preprocess((v) => v === true || v === "true" || v === "1" || v === 1, z.boolean()).default(false);
