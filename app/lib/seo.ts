import type { MetaDescriptor } from "react-router";
import { DEFAULT_LANGUAGE, LANGUAGES, htmlLang, type Language } from "../../core/languages";
import {
  absolute, blogPostingJsonLd, breadcrumbsJsonLd, jsonLdText, languageAlternates, localizedUrl, personJsonLd, practiceFacts, practiceJsonLd,
  publisherJsonLd, recipeJsonLd, type Alternate, type Crumb, type JsonLd, type RecipeData, type BlogData,
} from "../../core/seo";
import { imageSize } from "./images";

// The <head> of a public page, built in one place: title, description, canonical, Open Graph
// and Twitter cards, hreflang alternates (en, es, el, x-default), the RSS feed and JSON-LD.

const OG_LOCALE: Record<Language, string> = { en: "en_GB", es: "es_ES", gr: "el_GR" };

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
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: `${p.siteName} · Blog`, href: `${p.origin.replace(/\/$/, "")}/rss.xml?lang=${p.lang}` },
    { property: "og:type", content: p.type ?? "website" },
    { property: "og:site_name", content: p.siteName },
    { property: "og:title", content: p.title },
    { property: "og:description", content: p.description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: OG_LOCALE[p.canonicalLang ?? p.lang] },
    ...LANGUAGES.filter((l) => l !== (p.canonicalLang ?? p.lang) && (p.alternates === undefined || p.alternates.some((a) => a.hreflang === htmlLang(l)))).map(
      (l) => ({ property: "og:locale:alternate", content: OG_LOCALE[l] }),
    ),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: p.title },
    { name: "twitter:description", content: p.description },
  ];
  if (image) {
    meta.push({ property: "og:image", content: image.url }, { property: "og:image:alt", content: image.alt }, { name: "twitter:image", content: image.url }, { name: "twitter:image:alt", content: image.alt });
    if (image.width && image.height) meta.push({ property: "og:image:width", content: String(image.width) }, { property: "og:image:height", content: String(image.height) });
  }
  if (p.type === "article" && p.article) {
    if (p.article.publishedTime) meta.push({ property: "article:published_time", content: p.article.publishedTime });
    if (p.article.modifiedTime) meta.push({ property: "article:modified_time", content: p.article.modifiedTime });
    if (p.article.section) meta.push({ property: "article:section", content: p.article.section });
  }
  for (const data of p.jsonLd ?? []) meta.push({ "script:ld+json": data });
  return meta;
}

// ---- JSON-LD for the pages ----

/** The practice (home, about, contact, services). */
export function practiceLd(origin: string, lang: Language): JsonLd {
  return practiceJsonLd(practiceFacts(origin, lang));
}

/** Breadcrumbs from (name, path) pairs; the last is the page itself. */
export function breadcrumbsLd(origin: string, lang: Language, crumbs: readonly { name: string; path?: string }[]): JsonLd {
  return breadcrumbsJsonLd(crumbs.map((c): Crumb => ({ name: c.name, ...(c.path ? { url: localizedUrl(origin, c.path, lang) } : {}) })));
}

export function recipeLd(origin: string, lang: Language, recipe: RecipeData & { slug: string; image_url: string | null; language: string }, yieldText?: (n: number) => string): JsonLd {
  const contentLang = (LANGUAGES as readonly string[]).includes(recipe.language) ? (recipe.language as Language) : DEFAULT_LANGUAGE;
  return recipeJsonLd(recipe, {
    url: localizedUrl(origin, `/fullrecipe/${encodeURIComponent(recipe.slug)}`, contentLang),
    images: recipe.image_url ? [absolute(origin, recipe.image_url)] : [],
    inLanguage: htmlLang(contentLang),
    author: personJsonLd(practiceFacts(origin, lang)),
    yieldText,
  });
}

export function blogLd(origin: string, lang: Language, blog: BlogData & { slug: string; profile_image_url: string | null; language: string }): JsonLd {
  const contentLang = (LANGUAGES as readonly string[]).includes(blog.language) ? (blog.language as Language) : DEFAULT_LANGUAGE;
  const facts = practiceFacts(origin, lang);
  return blogPostingJsonLd(blog, {
    url: localizedUrl(origin, `/blogs/${encodeURIComponent(blog.slug)}`, contentLang),
    images: blog.profile_image_url ? [absolute(origin, blog.profile_image_url)] : [],
    inLanguage: htmlLang(contentLang),
    author: personJsonLd(facts),
    publisher: publisherJsonLd(facts),
  });
}

/** A content item's language ("gr", "es"…), the default for anything else. */
export function contentLanguage(language: string): Language {
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : DEFAULT_LANGUAGE;
}

/** The words of a blog's blocks (texts and list items, tags removed), for its word count. */
export function blockText(content: unknown): string {
  const words: string[] = [];
  const walk = (v: unknown, key = ""): void => {
    if (typeof v === "string") {
      if (key === "text" || key === "content" || key === "caption") words.push(v.replace(/<[^>]*>/g, " "));
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, key === "content" ? "content" : ""));
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(content);
  return words.join(" ").replace(/&nbsp;|&[a-z]+;/g, " ").replace(/\s+/g, " ").trim();
}

/** For pages that render JSON-LD themselves rather than through meta. */
export { jsonLdText };
