export const LANGUAGES = ["en", "es", "gr"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language named in itself, whatever the page's language: how a reader finds their own. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español", gr: "Ελληνικά" };

export function isLanguage(v: unknown): v is Language {
  return typeof v === "string" && (LANGUAGES as readonly string[]).includes(v);
}

/** Greek is "gr" in the contract and the UI, but HTML and hreflang speak BCP 47: "el". */
export function htmlLang(lang: Language): string {
  return lang === "gr" ? "el" : lang;
}

const INTL_LOCALES: Record<Language, string> = { en: "en-GB", es: "es-ES", gr: "el-GR" };

/** The locale tag Intl formats numbers and dates with (British English, Spain's Spanish, Greek). */
export function intlLocale(lang: Language): string {
  return INTL_LOCALES[lang];
}

/** Picks a language from a query value or an Accept-Language header, else the default. */
export function pickLanguage(query?: unknown, acceptLanguage?: string): Language {
  if (isLanguage(query)) return query;
  if (query === "el") return "gr";
  if (acceptLanguage) {
    for (const part of acceptLanguage.split(",")) {
      const code = part.trim().slice(0, 2).toLowerCase();
      if (code === "el") return "gr";
      if (isLanguage(code)) return code;
    }
  }
  return DEFAULT_LANGUAGE;
}
