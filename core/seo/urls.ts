import { DEFAULT_LANGUAGE, LANGUAGES, htmlLang, type Language } from "../languages";

// Addresses of the site's pages per language. The language lives in the URL (?lang=es);
// English, the default, has none. hreflang speaks BCP 47, so Greek ("gr") is "el".

/** The path in a language: ?lang= is added (or replaced) unless it is the default. */
export function localizedPath(path: string, lang: Language): string {
  const [pathAndQuery = "", hash] = path.split("#", 2);
  const [p = "", query = ""] = pathAndQuery.split("?", 2);
  const params = new URLSearchParams(query);
  if (lang === DEFAULT_LANGUAGE) params.delete("lang");
  else params.set("lang", lang);
  const qs = params.toString();
  return `${p}${qs ? `?${qs}` : ""}${hash ? `#${hash}` : ""}`;
}

export function localizedUrl(origin: string, path: string, lang: Language): string {
  return `${origin.replace(/\/$/, "")}${localizedPath(path, lang)}`;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/** A page offered in every language: en, es, el, and x-default (the address without a language). */
export function languageAlternates(origin: string, path: string): Alternate[] {
  return [
    ...LANGUAGES.map((l) => ({ hreflang: htmlLang(l), href: localizedUrl(origin, path, l) })),
    { hreflang: "x-default", href: localizedUrl(origin, path, DEFAULT_LANGUAGE) },
  ];
}

/** Blogs and recipes: each item is written in one language; its translations are other items. */
export type ContentKind = "blog" | "recipe";

const CONTENT_PATHS: Record<ContentKind, { list: string; item: (slug: string) => string }> = {
  blog: { list: "/blogs", item: (slug) => `/blogs/${encodeURIComponent(slug)}` },
  recipe: { list: "/recipes", item: (slug) => `/fullrecipe/${encodeURIComponent(slug)}` },
};

/** An item with the translations its answer names (its translation group's other members). */
export interface Translated {
  slug: string;
  language: string;
  translations?: readonly { language: string; slug: string }[];
}

const asLanguage = (l: string): Language | undefined => ((LANGUAGES as readonly string[]).includes(l) ? (l as Language) : undefined);

/** The canonical path of a blog or recipe: its slug, in its own language. */
export function contentPath(kind: ContentKind, item: { slug: string; language: string }): string {
  return localizedPath(CONTENT_PATHS[kind].item(item.slug), asLanguage(item.language) ?? DEFAULT_LANGUAGE);
}

/** Set on the list a language switch lands on when the item has no translation in that language. */
export const UNTRANSLATED_PARAM = "untranslated";

/**
 * Where the language switch goes from an item: the item itself in its own language, its
 * translation in another, or, with none, the list in that language with a notice.
 */
export function switchTarget(kind: ContentKind, item: Translated, lang: Language): string {
  if (item.language === lang) return contentPath(kind, item);
  const translation = item.translations?.find((t) => t.language === lang);
  if (translation) return contentPath(kind, translation);
  return localizedPath(`${CONTENT_PATHS[kind].list}?${UNTRANSLATED_PARAM}=1`, lang);
}

/** The switch's target for every language. */
export function switchTargets(kind: ContentKind, item: Translated): Record<Language, string> {
  return Object.fromEntries(LANGUAGES.map((l) => [l, switchTarget(kind, item, l)])) as Record<Language, string>;
}

/**
 * hreflang alternates of an item: itself and its real translations, each at its canonical
 * address, and x-default at the English one. Every member of a group lists the same set, so
 * the alternates are reciprocal. Alone, an item has none.
 */
export function contentAlternates(origin: string, kind: ContentKind, item: Translated): Alternate[] {
  const members = [item, ...(item.translations ?? [])]
    .filter((m) => asLanguage(m.language))
    .sort((a, b) => LANGUAGES.indexOf(a.language as Language) - LANGUAGES.indexOf(b.language as Language));
  if (members.length < 2) return [];
  const href = (m: { slug: string; language: string }) => `${origin.replace(/\/$/, "")}${contentPath(kind, m)}`;
  const english = members.find((m) => m.language === DEFAULT_LANGUAGE);
  return [
    ...members.map((m) => ({ hreflang: htmlLang(m.language as Language), href: href(m) })),
    ...(english ? [{ hreflang: "x-default", href: href(english) }] : []),
  ];
}
