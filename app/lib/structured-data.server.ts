import type { Language } from "../../core/languages";
import {
  absolute,
  blogPostingJsonLd,
  breadcrumbsJsonLd,
  localizedUrl,
  personJsonLd,
  practiceFacts,
  practiceJsonLd,
  publisherJsonLd,
  recipeJsonLd,
  type BlogData,
  type Crumb,
  type JsonLd,
  type RecipeData,
} from "../../core/seo";
import { contentLanguage } from "./seo";
import { htmlLang } from "../../core/languages";
import type { PublicIdentity } from "../../core/practice-identity";

// JSON-LD for the public pages, built by their loaders: on the server only, so the schema.org
// builders, the nutrient table and the practice's facts stay out of the browser's JavaScript.
// The page's meta puts what the loader returned into the head.

/** The site's origin for a loader: PUBLIC_URL, else the request's own. */
export function loaderOrigin(request: Request, publicUrl?: string): string {
  return publicUrl ?? new URL(request.url).origin;
}

/** The practice (home, contact), with the details of its settings. */
export function practiceLd(origin: string, lang: Language, identity: PublicIdentity | null): JsonLd {
  return practiceJsonLd(practiceFacts(origin, lang, identity));
}

/** Breadcrumbs from (name, path) pairs; the last is the page itself. */
export function breadcrumbsLd(origin: string, lang: Language, crumbs: readonly { name: string; path?: string }[]): JsonLd {
  return breadcrumbsJsonLd(crumbs.map((c): Crumb => ({ name: c.name, ...(c.path ? { url: localizedUrl(origin, c.path, lang) } : {}) })));
}

/** `identity`: the practice's settings, whose name and legal name the author and publisher take. */
export function recipeLd(
  origin: string,
  lang: Language,
  recipe: RecipeData & { slug: string; image_url: string | null; language: string },
  identity: PublicIdentity | null,
  yieldText?: (n: number) => string,
): JsonLd {
  const contentLang = contentLanguage(recipe.language);
  return recipeJsonLd(recipe, {
    url: localizedUrl(origin, `/fullrecipe/${encodeURIComponent(recipe.slug)}`, contentLang),
    images: recipe.image_url ? [absolute(origin, recipe.image_url)] : [],
    inLanguage: htmlLang(contentLang),
    author: personJsonLd(practiceFacts(origin, lang, identity)),
    yieldText,
  });
}

export function blogLd(
  origin: string,
  lang: Language,
  blog: BlogData & { slug: string; profile_image_url: string | null; language: string },
  identity: PublicIdentity | null,
): JsonLd {
  const contentLang = contentLanguage(blog.language);
  const facts = practiceFacts(origin, lang, identity);
  return blogPostingJsonLd(blog, {
    url: localizedUrl(origin, `/blogs/${encodeURIComponent(blog.slug)}`, contentLang),
    images: blog.profile_image_url ? [absolute(origin, blog.profile_image_url)] : [],
    inLanguage: htmlLang(contentLang),
    author: personJsonLd(facts),
    publisher: publisherJsonLd(facts),
  });
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
  return words
    .join(" ")
    .replace(/&nbsp;|&[a-z]+;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
