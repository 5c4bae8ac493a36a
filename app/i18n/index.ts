import { createContext, useContext } from "react";
import { DEFAULT_LANGUAGE, type Language } from "../../core/languages";
import { common } from "./common";
import { publicTexts } from "./public";
import { bookings } from "./bookings";
import { publicNewsletters } from "./public-newsletters";

export type Texts = Record<string, Record<Language, string>>;

/**
 * Every UI text of the site, by key. Areas keep their own files; this is where they meet.
 * The admin area's texts join when its screens load (admin-texts.ts), so public pages do not
 * ship them.
 */
export const texts: Texts = { ...common, ...publicTexts, ...bookings, ...publicNewsletters };

/** Adds an area's texts (see admin-texts.ts). */
export function addTexts(more: Texts): void {
  Object.assign(texts, more);
}

/** Looks up a text; {name} placeholders are filled from vars. Unknown keys show the key. */
export function translate(lang: Language, key: string, vars: Record<string, string | number> = {}): string {
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
  return (key: string, vars?: Record<string, string | number>) => translate(lang, key, vars);
}
