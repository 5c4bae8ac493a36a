import { xmlEscape } from "./sitemap";

export interface FeedItem {
  title: string;
  link: string;
  description: string;
  /** YYYY-MM-DD */
  published: string;
  category?: string;
  image?: string;
}

export interface Feed {
  title: string;
  link: string;
  description: string;
  /** BCP 47 (el for Greek). */
  language: string;
  /** The feed's own address. */
  self: string;
  items: readonly FeedItem[];
}

/** RFC 822 date of a day (RSS 2.0 requires it), at midnight UTC. */
export function rfc822(day: string): string {
  return new Date(`${day.slice(0, 10)}T00:00:00Z`).toUTCString();
}

/** RSS 2.0 with atom:link rel=self (feed validators ask for it) and Media RSS pictures. */
export function rssXml(feed: Feed): string {
  const items = feed.items.map((i) =>
    [
      "<item>",
      `<title>${xmlEscape(i.title)}</title>`,
      `<link>${xmlEscape(i.link)}</link>`,
      `<guid isPermaLink="true">${xmlEscape(i.link)}</guid>`,
      `<pubDate>${rfc822(i.published)}</pubDate>`,
      `<description>${xmlEscape(i.description)}</description>`,
      i.category ? `<category>${xmlEscape(i.category)}</category>` : "",
      i.image ? `<media:content url="${xmlEscape(i.image)}" medium="image"/>` : "",
      "</item>",
    ].join(""),
  );
  const newest = feed.items[0]?.published;
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">`,
    "<channel>",
    `<title>${xmlEscape(feed.title)}</title>`,
    `<link>${xmlEscape(feed.link)}</link>`,
    `<description>${xmlEscape(feed.description)}</description>`,
    `<language>${xmlEscape(feed.language)}</language>`,
    `<atom:link href="${xmlEscape(feed.self)}" rel="self" type="application/rss+xml"/>`,
    newest ? `<lastBuildDate>${rfc822(newest)}</lastBuildDate>` : "",
    ...items,
    "</channel>",
    "</rss>",
    "",
  ]
    .filter(Boolean)
    .join("\n");
}
