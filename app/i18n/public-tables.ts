// The public site's text tables, whole. Imported where every language is needed: the server
// (entry.server.tsx and the root loader) and the admin area. A public page's scripts import
// only their types; the page's own language arrives with the root loader's data (pageTexts).
import type { Language } from "../../core/languages";
import { common } from "./common";
import { publicTexts } from "./public";
import { bookings } from "./bookings";
import { publicNewsletters } from "./public-newsletters";
import type { PageTexts, TextKey } from "./index";
import type { TextTable } from "./text-table";
import { PENDING_TEXT_KEYS } from "../components/public/pending-views";

export const publicTables: TextTable[] = [common, publicTexts, bookings, publicNewsletters];

/**
 * Texts a public page shows in another language than its own: the language suggestion is
 * written in the language it offers, and a language switch shows the loading state of the
 * next page in the language being loaded.
 */
const IN_EVERY_LANGUAGE = new Set<string>(["lang.suggest.text", "lang.suggest.switch", "lang.suggest.dismiss", ...PENDING_TEXT_KEYS] satisfies TextKey[]);

// Made once per language: the tables do not change while the server runs.
const made = new Map<Language, string>();

/**
 * The texts a public page's scripts need: its own language's, plus the few above in all three.
 * (The admin area, which switches language without a page load, imports every table itself:
 * admin-texts.ts.)
 */
export function pageTexts(lang: Language): PageTexts {
  const out: PageTexts = {};
  for (const table of publicTables) {
    for (const [key, entry] of Object.entries(table)) {
      out[key] = IN_EVERY_LANGUAGE.has(key) ? entry : { [lang]: entry[lang] };
    }
  }
  return out;
}

/**
 * pageTexts as one JSON string, for the root loader. React Router's encoding of loader data
 * walks every object and string it is given; six hundred small objects cost about a
 * millisecond and a half of every page rendered, one string almost nothing.
 */
export function pageTextsJson(lang: Language): string {
  let json = made.get(lang);
  if (json === undefined) {
    json = JSON.stringify(pageTexts(lang));
    made.set(lang, json);
  }
  return json;
}
