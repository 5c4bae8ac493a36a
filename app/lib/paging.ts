import { data, type MetaDescriptor } from "react-router";
import { localizedUrl } from "../../core/seo/urls";
import type { Language } from "../../core/languages";

// The public lists (/blogs, /recipes) in pages of 12, addressed as ?page=N (page 1 has no
// parameter), so each page is a plain link a crawler or a browser without JavaScript follows,
// with its own canonical address and rel prev/next.

export const PAGE_SIZE = 12;

/** The page a request asks for; anything but a whole number from 1 is a page that does not exist. */
export function requestPage(request: Request): number {
  const raw = new URL(request.url).searchParams.get("page");
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) throw data(null, { status: 404 });
  return Number(raw);
}

/** What to ask the API for: one row more than a page shows tells whether another page follows. */
export const pageWindow = (page: number) => ({ limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE });

/** The rows of one page; a page past the end is not found (page 1 of an empty list is a page). */
export function pageOf<T>(rows: T[], page: number): { items: T[]; page: number; hasNext: boolean } {
  if (page > 1 && rows.length === 0) throw data(null, { status: 404 });
  return { items: rows.slice(0, PAGE_SIZE), page, hasNext: rows.length > PAGE_SIZE };
}

/** A list page's address: /blogs for the first, /blogs?page=2 after it. */
export const pagedPath = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);

/** rel="prev" and rel="next" in the head, in the page's language. */
export function pagingLinks(origin: string, path: string, lang: Language, page: number, hasNext: boolean): MetaDescriptor[] {
  const links: MetaDescriptor[] = [];
  if (page > 1) links.push({ tagName: "link", rel: "prev", href: localizedUrl(origin, pagedPath(path, page - 1), lang) });
  if (hasNext) links.push({ tagName: "link", rel: "next", href: localizedUrl(origin, pagedPath(path, page + 1), lang) });
  return links;
}
