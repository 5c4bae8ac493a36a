import type { MetaDescriptor } from "react-router";
import { DEFAULT_LANGUAGE, LANGUAGES, htmlLang, intlLocale, type Language } from "../../core/languages";
import { absolute } from "../../core/seo/json-ld";
import { languageAlternates, localizedUrl, type Alternate } from "../../core/seo/urls";
import type { JsonLd } from "../../core/seo/json-ld";
import { imageSize } from "./image-size";

// The <head> of a public page, built in one place: title, description, canonical, Open Graph
// and Twitter cards, hreflang alternates (en, es, el, x-default), the RSS feed and JSON-LD.
// This part runs in the browser too (client navigations); the JSON-LD itself is built by
// loaders (structured-data.server.ts), so its builders never reach the browser.

// Open Graph writes the locale with an underscore: en_GB.
const ogLocale = (lang: Language) => intlLocale(lang).replace("-", "_");

export interface SeoInput {
  /** The site's origin (https://…), from the root loader. */
  origin: string;
  /** The canonical path, without ?lang (e.g. /contact for /contactus too). */
  path: string;
  /** The page's language. */
  lang: Language;
  title: string;
  description: string;
  siteName: string;
  /** An uploaded image (its size is in its name) or a static one; relative URLs are made absolute. */
  image?: { url: string; alt: string; width?: number; height?: number } | null;
  type?: "website" | "article";
  /**
   * The page in other languages. Default: the same path in every language (static pages).
   * A blog or recipe is written in one language: pass its translations, or [] for none.
   */
  alternates?: readonly Alternate[];
  /** Content pages are canonical in their content's language, whatever the interface language. */
  canonicalLang?: Language;
  jsonLd?: readonly JsonLd[];
  /** Error and not-found pages. */
  noindex?: boolean;
  article?: { publishedTime?: string; modifiedTime?: string; section?: string };
}

export function seoMeta(p: SeoInput): MetaDescriptor[] {
  const canonical = localizedUrl(p.origin, p.path, p.canonicalLang ?? p.lang);
  const alternates = p.alternates ?? languageAlternates(p.origin, p.path);
  // An uploaded image's name carries its real size, which wins over any size given.
  const image = p.image ? { ...p.image, ...imageSize(p.image.url), url: absolute(p.origin, p.image.url) } : null;
  const meta: MetaDescriptor[] = [
    { title: p.title },
    { name: "description", content: p.description },
    ...(p.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    { tagName: "link", rel: "canonical", href: canonical },
    ...(p.noindex ? [] : alternates.map((a) => ({ tagName: "link", rel: "alternate", hrefLang: a.hreflang, href: a.href }))),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${p.siteName} · Blog`,
      href: `${p.origin.replace(/\/$/, "")}/rss.xml?lang=${p.lang}`,
    },
    { property: "og:type", content: p.type ?? "website" },
    { property: "og:site_name", content: p.siteName },
    { property: "og:title", content: p.title },
    { property: "og:description", content: p.description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: ogLocale(p.canonicalLang ?? p.lang) },
    ...LANGUAGES.filter((l) => l !== (p.canonicalLang ?? p.lang) && (p.alternates === undefined || p.alternates.some((a) => a.hreflang === htmlLang(l)))).map(
      (l) => ({ property: "og:locale:alternate", content: ogLocale(l) }),
    ),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: p.title },
    { name: "twitter:description", content: p.description },
  ];
  if (image) {
    meta.push(
      { property: "og:image", content: image.url },
      { property: "og:image:alt", content: image.alt },
      { name: "twitter:image", content: image.url },
      { name: "twitter:image:alt", content: image.alt },
    );
    if (image.width && image.height)
      meta.push({ property: "og:image:width", content: String(image.width) }, { property: "og:image:height", content: String(image.height) });
  }
  if (p.type === "article" && p.article) {
    if (p.article.publishedTime) meta.push({ property: "article:published_time", content: p.article.publishedTime });
    if (p.article.modifiedTime) meta.push({ property: "article:modified_time", content: p.article.modifiedTime });
    if (p.article.section) meta.push({ property: "article:section", content: p.article.section });
  }
  for (const data of p.jsonLd ?? []) meta.push({ "script:ld+json": data });
  return meta;
}

/** A content item's language ("gr", "es"…), the default for anything else. */
export function contentLanguage(language: string): Language {
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : DEFAULT_LANGUAGE;
}
