import { z } from "zod";
import { LANGUAGES, type Language } from "../languages.js";

// Answers name an item's translations (the other members of its translation group): blogs
// and recipes by slug, service plans by id. Optional, so answers stay what the contract says.

export const slugTranslations = z
  .array(z.object({ language: z.string(), slug: z.string() }))
  .optional()
  .describe("The item's translations, one per other language: [{language, slug}]");
export const idTranslations = z
  .array(z.object({ language: z.string(), id: z.number() }))
  .optional()
  .describe("The plan's translations, one per other language: [{language, id}]");

export type SlugTranslation = { language: string; slug: string };
export type IdTranslation = { language: string; id: number };

/** The languages an item still lacks, given its own and its translations'. */
export function missingLanguages(own: string, translations: readonly { language: string }[] = []): Language[] {
  const have = new Set([own, ...translations.map((t) => t.language)]);
  return LANGUAGES.filter((l) => !have.has(l));
}

/**
 * "Add translation" sends the original's reference with the new item: a slug for blogs and
 * recipes, an id for plans. Blank means none.
 */
export const translationOf = z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().trim().max(200).optional());
