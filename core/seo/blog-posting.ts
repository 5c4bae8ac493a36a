import { compact, isoDate, type JsonLd } from "./json-ld";

export interface BlogData {
  title: string;
  description: string;
  category?: string;
  published_date: string | null;
  updated_at?: string;
  meta_title?: string;
  meta_description?: string;
  meta_keywords?: string;
  /** Plain text of the content, for word count. */
  text?: string;
}

export interface BlogContext {
  url: string;
  images: readonly string[];
  inLanguage: string;
  author: JsonLd;
  publisher: JsonLd;
}

/** Google shows at most 110 characters of a headline. */
const HEADLINE_MAX = 110;

export function blogPostingJsonLd(b: BlogData, ctx: BlogContext): JsonLd {
  const headline = b.title.length > HEADLINE_MAX ? `${b.title.slice(0, HEADLINE_MAX - 1).trimEnd()}…` : b.title;
  const published = isoDate(b.published_date);
  return compact({
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${ctx.url}#article`,
    headline,
    name: b.meta_title || b.title,
    description: b.meta_description || b.description,
    image: [...ctx.images],
    url: ctx.url,
    mainEntityOfPage: { "@type": "WebPage", "@id": ctx.url },
    inLanguage: ctx.inLanguage,
    author: ctx.author,
    publisher: ctx.publisher,
    datePublished: published,
    dateModified: isoDate(b.updated_at) ?? published,
    articleSection: b.category,
    keywords: b.meta_keywords,
    wordCount: b.text ? b.text.split(/\s+/).filter(Boolean).length : undefined,
  });
}
