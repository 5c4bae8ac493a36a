import type { JsonLd } from "./json-ld";

export interface Crumb {
  name: string;
  /** Absolute; the last crumb (the page itself) may leave it out. */
  url?: string;
}

export function breadcrumbsJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, ...(c.url ? { item: c.url } : {}) })),
  };
}
