import { createContext, useContext } from "react";
import { DEFAULT_LANGUAGE, type Language } from "../../core/languages";
import { common } from "./common";
import { publicTexts } from "./public";
import { bookings } from "./bookings";
import { publicNewsletters } from "./public-newsletters";
import type { TextTable } from "./text-table";
// Types only: the admin tables reach the browser through admin-texts.ts, never through here.
import type { admin } from "./admin";
import type { adminCalendar } from "./admin-calendar";
import type { adminOutbox } from "./admin-outbox";
import type { adminNewsletters } from "./admin-newsletters";
import type { adminAvailability } from "./admin-availability";

type PublicKey = keyof typeof common | keyof typeof publicTexts | keyof typeof bookings | keyof typeof publicNewsletters;
type AdminKey = keyof typeof admin | keyof typeof adminCalendar | keyof typeof adminOutbox | keyof typeof adminNewsletters | keyof typeof adminAvailability;

/** Every key of every text file: a mistyped key is a compile error, not a key shown on screen. */
export type TextKey = PublicKey | AdminKey;

/**
 * Every UI text of the site, by key. Areas keep their own files; this is where they meet.
 * The admin area's texts join when its screens load (admin-texts.ts), so public pages do not
 * ship them.
 */
export const texts: TextTable = { ...common, ...publicTexts, ...bookings, ...publicNewsletters };

/** Adds an area's texts (see admin-texts.ts). */
export function addTexts(more: TextTable): void {
  Object.assign(texts, more);
}

/** Looks up a text; {name} placeholders are filled from vars. Unknown keys show the key. */
export function translate(lang: Language, key: TextKey, vars: Record<string, string | number> = {}): string {
  const entry = texts[key];
  const s = entry ? (entry[lang] ?? entry.en) : key;
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
