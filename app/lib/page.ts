import type { AppLoadContext, MetaDescriptor } from "react-router";
import { pickLanguage, type Language } from "../../core/languages";
import { translate, type TextKey } from "../i18n";
import { createApi } from "./api-client";
import type { JsonLd } from "../../core/seo/json-ld";
import { seoMeta, type SeoInput } from "./seo";
import { pagedPath, pagingLinks } from "./paging";
import { practiceNameIn } from "./practice-contact";
import { withPracticeName } from "../../core/practice-name";

export function requestLanguage(request: Request): Language {
  return pickLanguage(new URL(request.url).searchParams.get("lang") ?? undefined);
}

/** The API client for a loader: in-process, in the page's language. */
export function loaderApi(request: Request, context: AppLoadContext) {
  const lang = requestLanguage(request);
  return { lang, api: createApi(context.apiFetch, { language: lang }) };
}

interface MetaArgsLike {
  location: { pathname: string; search: string };
  /** The page's loader data; its jsonLd (built on the server) goes into the head. */
  data?: unknown;
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
}

/** The site's origin (PUBLIC_URL) for absolute addresses in the head. */
export function metaOrigin(args: MetaArgsLike): string {
  return (args.matches.find((m) => m?.id === "root")?.data as { origin?: string } | undefined)?.origin ?? "";
}

export function metaLanguage(args: MetaArgsLike): Language {
  return pickLanguage(new URLSearchParams(args.location.search).get("lang") ?? undefined);
}

/** Screens reachable at two addresses (/contactus, /booking) are canonical at the one in the route table. */
const CANONICAL_PATH: Record<string, string> = { "/contactus": "/contact", "/booking": "/book-consultation" };

/** The picture shared with a link when the page has none of its own (1200×630). */
export const DEFAULT_SHARE_IMAGE = { url: "/images/share.jpg", width: 1200, height: 630 };

/** The practice's name (its identity, read by the public layout) in the page's language. */
export function metaSiteName(args: MetaArgsLike): string {
  return practiceNameIn(args.matches, metaLanguage(args));
}

/** A title with the site's name after it, unless it already carries it (or there is none). */
export function withBrand(site: string, title: string): string {
  return !site || title.includes(site) ? title : `${title} · ${site}`;
}

/**
 * The head of a public page (app/lib/seo.ts): title, description, canonical, Open Graph and
 * Twitter cards, hreflang alternates, the feed, JSON-LD. Titles get the site name appended
 * (withBrand) unless `exactTitle` says the title is final: an author's meta title is kept
 * exactly as written. `extra` tags come last.
 */
export function pageMeta(
  args: MetaArgsLike,
  title: string,
  description: string,
  extra: MetaDescriptor[] = [],
  opts: Partial<SeoInput> & { exactTitle?: boolean } = {},
): MetaDescriptor[] {
  const lang = metaLanguage(args);
  const site = metaSiteName(args);
  const { exactTitle, ...seo } = opts;
  // Texts name the practice as {name}: filled with its name from its settings.
  const named = withPracticeName(title, site);
  const fullTitle = exactTitle ? named : withBrand(site, named);
  const path = args.location.pathname.replace(/\/+$/, "") || "/";
  return [
    ...seoMeta({
      origin: metaOrigin(args),
      path: CANONICAL_PATH[path] ?? path,
      lang,
      title: fullTitle,
      description: withPracticeName(description, site),
      siteName: site,
      image: { ...DEFAULT_SHARE_IMAGE, alt: site },
      jsonLd: (args.data as { jsonLd?: JsonLd[] } | undefined)?.jsonLd,
      ...seo,
    }),
    ...extra,
  ];
}

export function textMeta(args: MetaArgsLike, titleKey: TextKey, descriptionKey: TextKey, opts: Partial<SeoInput> = {}): MetaDescriptor[] {
  const lang = metaLanguage(args);
  return pageMeta(args, translate(lang, titleKey), translate(lang, descriptionKey), [], opts);
}

/**
 * A paged list (/blogs, /recipes): page 2 onwards is canonical at its own ?page=N address and
 * says its number in the title; rel prev/next link the pages together.
 */
export function pagedListMeta(args: MetaArgsLike, path: string, titleKey: TextKey, descriptionKey: TextKey, paging?: { page: number; hasNext: boolean }) {
  const lang = metaLanguage(args);
  const { page = 1, hasNext = false } = paging ?? {};
  const title = translate(lang, titleKey);
  return pageMeta(
    args,
    page > 1 ? `${title} · ${translate(lang, "paging.current", { n: page })}` : title,
    translate(lang, descriptionKey),
    pagingLinks(metaOrigin(args), path, lang, page, hasNext),
    { path: pagedPath(path, page) },
  );
}
