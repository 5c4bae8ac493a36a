// The public site's text tables, whole. Imported where every language is needed: the server
// (entry.server.tsx, page-texts.server.ts) and the admin area. A public page's scripts import
// only their types; the page's own language arrives as a small JSON file (load-texts.ts).
import type { Language } from "../../core/languages";
import { common } from "./common";
import { publicTexts } from "./public";
import { bookings } from "./bookings";
import { publicNewsletters } from "./public-newsletters";
import { publicBundles } from "./public-bundles";
import type { PageTexts, TextKey } from "./index";
import type { TextTable } from "./text-table";
import { PENDING_TEXT_KEYS } from "../components/public/pending-views";

export const publicTables: TextTable[] = [common, publicTexts, bookings, publicNewsletters, publicBundles];

/**
 * Texts a public page shows in another language than its own: the language suggestion is
 * written in the language it offers, and a language switch shows the loading state of the
 * next page in the language being loaded.
 */
const IN_EVERY_LANGUAGE = new Set<string>(["lang.suggest.text", "lang.suggest.switch", "lang.suggest.dismiss", ...PENDING_TEXT_KEYS] satisfies TextKey[]);

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
