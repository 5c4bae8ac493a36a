import { useLocation, useMatches } from "react-router";
import { DEFAULT_LANGUAGE, LANGUAGES, htmlLang, type Language } from "../../../core/languages";
import { localizedPath } from "../../../core/seo/urls";
import { enhanceLanguageSuggestion } from "../../behaviours/suggestion";
import { useBehaviour } from "../../behaviours/use-behaviour";
import { translate } from "../../i18n";

const GLOBE =
  '<svg class="icon" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z"/></svg>';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The bar of one language, written in that language, as markup for a <template>. */
function bar(lang: Language, href: string): string {
  const t = (key: "lang.suggest.text" | "lang.suggest.switch" | "lang.suggest.dismiss") => escape(translate(lang, key));
  return (
    `<template data-lang="${lang}"><div class="lang-suggest" lang="${htmlLang(lang)}" role="region" aria-label="${t("lang.suggest.text")}">` +
    `<div class="container lang-suggest__inner">${GLOBE}<p class="lang-suggest__text">${t("lang.suggest.text")}</p>` +
    `<span class="lang-suggest__actions"><a class="btn btn--small btn--primary" href="${escape(href)}" data-suggest-switch="">${t("lang.suggest.switch")}</a>` +
    `<button type="button" class="btn btn--small btn--ghost" data-suggest-dismiss="">${t("lang.suggest.dismiss")}</button></span></div></div></template>`
  );
}

/**
 * A visitor whose browser asks for Spanish or Greek, arriving on an address without ?lang=,
 * is offered the site in that language (app/behaviours/suggestion.ts decides and shows it).
 * The server writes the bar of each other language into templates; the page's own script
 * needs no text tables for it. Written once, by the server: a hydrated page keeps that markup.
 */
export function LanguageSuggestion() {
  const { pathname, search, hash } = useLocation();
  const box = useBehaviour<HTMLDivElement>(enhanceLanguageSuggestion);
  const links = useMatches()
    .map((m) => (m.data as { languageLinks?: Record<Language, string> } | undefined)?.languageLinks)
    .find((l) => l !== undefined);
  if (new URLSearchParams(search).has("lang")) return null;
  // Only the server writes it (the browser's build leaves the markup code out).
  const html =
    import.meta.env.SSR && typeof document === "undefined"
      ? LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)
          .map((l) => bar(l, links?.[l] ?? localizedPath(`${pathname}${search}${hash}`, l)))
          .join("")
      : "";
  return <div ref={box} data-lang-suggest="" hidden dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
