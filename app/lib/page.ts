import type { AppLoadContext, MetaDescriptor } from "react-router";
import { LANGUAGES, htmlLang, pickLanguage, type Language } from "../../core/languages";
import { translate } from "../i18n";
import { createApi } from "./api-client";
import { withLang } from "./localized";

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
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
}

export function metaLanguage(args: MetaArgsLike): Language {
  return pickLanguage(new URLSearchParams(args.location.search).get("lang") ?? undefined);
}

/**
 * Title, description, Open Graph and the language alternates of a page. Titles get the
 * site name appended unless they already carry it.
 */
export function pageMeta(args: MetaArgsLike, title: string, description: string, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  const lang = metaLanguage(args);
  const site = translate(lang, "site.name");
  const fullTitle = title.includes(site) ? title : `${title} · ${site}`;
  const root = args.matches.find((m) => m?.id === "root")?.data as { origin?: string } | undefined;
  const origin = root?.origin ?? "";
  const path = args.location.pathname;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site },
    { property: "og:locale", content: { en: "en_GB", es: "es_ES", gr: "el_GR" }[lang] },
    { tagName: "link", rel: "canonical", href: `${origin}${withLang(path, lang)}` },
    ...LANGUAGES.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: htmlLang(l), href: `${origin}${withLang(path, l)}` })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${path}` },
    ...extra,
  ];
}

export function textMeta(args: MetaArgsLike, titleKey: string, descriptionKey: string): MetaDescriptor[] {
  const lang = metaLanguage(args);
  return pageMeta(args, translate(lang, titleKey), translate(lang, descriptionKey));
}
