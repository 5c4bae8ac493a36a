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

/**
 * Blogs and recipes are written in one language each; a translation is another item. Items
 * of different languages that share their picture (the same upload, so the same content-hashed
 * name) are taken as translations of each other: one per language, two languages at least.
 * Returns, for each item's index, the indexes of its group (itself included).
 */
export function translationGroups(items: readonly { language: string; image_url: string | null }[]): number[][] {
  const byImage = new Map<string, number[]>();
  items.forEach((item, i) => {
    if (!item.image_url) return;
    byImage.set(item.image_url, [...(byImage.get(item.image_url) ?? []), i]);
  });
  return items.map((item, i) => {
    const group = item.image_url ? byImage.get(item.image_url)! : [i];
    const languages = new Set(group.map((j) => items[j]!.language));
    return group.length > 1 && languages.size === group.length ? group : [i];
  });
}

/** Alternates of one item among its translations; x-default is the English one, else itself. */
export function contentAlternates(urls: readonly { language: Language; href: string }[], self: string): Alternate[] {
  if (urls.length < 2) return [];
  const english = urls.find((u) => u.language === DEFAULT_LANGUAGE);
  const ordered = [...urls].sort((a, b) => LANGUAGES.indexOf(a.language) - LANGUAGES.indexOf(b.language));
  return [...ordered.map((u) => ({ hreflang: htmlLang(u.language), href: u.href })), { hreflang: "x-default", href: english?.href ?? self }];
}
