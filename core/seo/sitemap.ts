import type { Alternate } from "./urls";

export interface SitemapEntry {
  loc: string;
  /** YYYY-MM-DD or a full ISO timestamp. */
  lastmod?: string;
  alternates?: readonly Alternate[];
}

/** One sitemap file holds at most this many addresses (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export function xmlEscape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** A urlset with hreflang alternates as xhtml:link (Google's sitemap form of hreflang). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_MAX_URLS).map((e) => {
    const parts = [`<loc>${xmlEscape(e.loc)}</loc>`];
    if (e.lastmod) parts.push(`<lastmod>${xmlEscape(e.lastmod)}</lastmod>`);
    for (const a of e.alternates ?? []) parts.push(`<xhtml:link rel="alternate" hreflang="${xmlEscape(a.hreflang)}" href="${xmlEscape(a.href)}"/>`);
    return `<url>${parts.join("")}</url>`;
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
}
