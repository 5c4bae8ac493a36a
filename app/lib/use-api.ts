import { useMemo } from "react";
import type { PageForm, PageFormResult } from "../../core/page-forms";
import { useRouteLoaderData } from "react-router";
import { useLanguage } from "../i18n";
import { browserFetch, createSiteApi } from "./site-api";

interface RootData {
  apiBase?: string;
  formResult?: PageFormResult | null;
  theme?: "dark" | "light";
}

export function useRootData(): RootData {
  return (useRouteLoaderData("root") as RootData | undefined) ?? {};
}

/** The API client for calls made from the browser (forms, booking times), in the page's language. */
export function useBrowserApi() {
  const { apiBase = "/api" } = useRootData();
  const lang = useLanguage();
  return useMemo(() => createSiteApi(browserFetch(apiBase), { language: lang }), [apiBase, lang]);
}

/** The answer to `form` when the page was sent it without JavaScript (server/page-forms.ts). */
export function usePageFormResult(form: PageForm): PageFormResult | null {
  const { formResult } = useRootData();
  return formResult?.form === form ? formResult : null;
}
