import { createHash } from "node:crypto";
import { LANGUAGES, type Language } from "../../core/languages";
import { pageTexts } from "./public-tables";

// Each language's page texts as the JSON file a browser caches for a year: its address carries
// a hash of the content, so a new text is a new address. Made once; the tables do not change
// while the server runs.
const files = new Map<Language, { json: string; version: string }>(
  LANGUAGES.map((lang) => {
    const json = JSON.stringify(pageTexts(lang));
    return [lang, { json, version: createHash("sha256").update(json).digest("hex").slice(0, 12) }];
  }),
);

export function pageTextsFile(lang: Language): { json: string; version: string } {
  return files.get(lang)!;
}

/** The address of a language's texts, as the root loader gives it to the page. */
export function pageTextsUrl(lang: Language): string {
  return `/texts/${lang}.json?v=${pageTextsFile(lang).version}`;
}
