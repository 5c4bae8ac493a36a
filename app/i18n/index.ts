import { createContext, useContext } from "react";
import { DEFAULT_LANGUAGE, intlLocale, type Language } from "../../core/languages";
import { formatCount } from "../lib/format";
// Types only: the tables reach a public page's scripts as data, its own language's texts in the
// root loader's answer (public-tables.ts), and the admin's through admin-texts.ts.
import type { common } from "./common";
import type { publicTexts } from "./public";
import type { bookings } from "./bookings";
import type { publicNewsletters } from "./public-newsletters";
import type { publicBundles } from "./public-bundles";
import type { TextTable } from "./text-table";
import type { admin } from "./admin";
import type { adminCalendar } from "./admin-calendar";
import type { adminOutbox } from "./admin-outbox";
import type { adminNewsletters } from "./admin-newsletters";
import type { adminAvailability } from "./admin-availability";
import type { adminPayments } from "./admin-payments";
import type { adminPractice } from "./admin-practice";
import type { adminClients } from "./admin-clients";
import type { adminConversations } from "./admin-conversations";
import type { adminProgress } from "./admin-progress";
import type { adminMealPlans } from "./admin-meal-plans";
import type { adminForms } from "./admin-forms";

type PublicKey = keyof typeof common | keyof typeof publicTexts | keyof typeof bookings | keyof typeof publicNewsletters | keyof typeof publicBundles;
export type AdminKey =
  | keyof typeof admin
  | keyof typeof adminCalendar
  | keyof typeof adminOutbox
  | keyof typeof adminNewsletters
  | keyof typeof adminAvailability
  | keyof typeof adminPayments
  | keyof typeof adminPractice
  | keyof typeof adminClients
  | keyof typeof adminConversations
  | keyof typeof adminProgress
  | keyof typeof adminMealPlans
  | keyof typeof adminForms;

/** Every key of every text file: a mistyped key is a compile error, not a key shown on screen. */
export type TextKey = PublicKey | AdminKey;

/** Texts as a page holds them: some keys in some languages (see public-tables.ts). */
export type PageTexts = Record<string, Partial<Record<Language, string>>>;

/**
 * The texts known here, by key. On the server every table is registered at start
 * (entry.server.tsx); in the browser they arrive with the pages (root.tsx) and the admin area.
 */
export const texts: PageTexts = {};

/** Adds texts; a key already known keeps its other languages. */
export function addTexts(more: PageTexts | TextTable): void {
  for (const [key, entry] of Object.entries(more)) texts[key] = { ...texts[key], ...entry };
}

/**
 * A count's forms, chosen by the language's plural rules (Intl.PluralRules: Spanish and Greek
 * have "one" and "other" as English does, others more): "{n, plural, one {# subscriber} other
 * {# subscribers}}", where # is the number written in the language.
 */
const PLURAL = /\{(\w+), plural,((?:\s*\w+\s*\{[^{}]*\})+)\s*\}/g;
function plurals(lang: Language, s: string, vars: Record<string, string | number>): string {
  return s.replace(PLURAL, (m, name: string, forms: string) => {
    const n = Number(vars[name]);
    if (!(name in vars) || Number.isNaN(n)) return m;
    const options = Object.fromEntries([...forms.matchAll(/(\w+)\s*\{([^{}]*)\}/g)].map((f) => [f[1]!, f[2]!]));
    const form = options[new Intl.PluralRules(intlLocale(lang)).select(n)] ?? options.other ?? "";
    return form.replace(/#/g, formatCount(n, lang));
  });
}

/** Looks up a text; {name} placeholders are filled from vars, plural forms chosen by count. Unknown keys show the key. */
export function translate(lang: Language, key: TextKey, vars: Record<string, string | number> = {}): string {
  const entry = texts[key];
  const s = plurals(lang, entry?.[lang] ?? entry?.en ?? key, vars);
  return s.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

export function useT() {
  const lang = useLanguage();
  return (key: TextKey, vars?: Record<string, string | number>) => translate(lang, key, vars);
}
