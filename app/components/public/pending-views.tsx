import { useEffect, useState, type ReactNode } from "react";
import { useNavigation } from "react-router";
import { pickLanguage } from "../../../core/languages";
import { LanguageContext, type TextKey } from "../../i18n";
import { loadOnce } from "../../lib/load-once";
import { BLOG_LIST_KEYS } from "./pending-view-texts";

/** Pages with a plain loading state: their title (if the page has one while loading) and text. */
const PLAIN: [RegExp, { titleKey?: TextKey; textKey: TextKey }][] = [
  [/^\/services\/?$/, { titleKey: "services.hero.title", textKey: "services.loading" }],
  [/^\/blogs\/[^/]+\/?$/, { textKey: "blog.loading" }],
  [/^\/recipes\/?$/, { titleKey: "recipes.title", textKey: "recipes.loading" }],
  [/^\/fullrecipe\/[^/]+\/?$/, { textKey: "recipe.loading" }],
];

type Parts = typeof import("./pending-view-parts");
type View = (parts: Parts) => ReactNode;
const VIEWS: [RegExp, View][] = [
  [/^\/blogs\/?$/, ({ BlogListPending }) => <BlogListPending />],
  ...PLAIN.map(([re, keys]): [RegExp, View] => [re, ({ Pending }) => <Pending {...keys} />]),
];

/** The views' code, fetched once, when the first navigation that shows one starts. */
let parts: Parts | undefined;
const loadParts = loadOnce(() => import("./pending-view-parts").then((m) => (parts = m)));

/** The texts these views show, which a page needs in every language (public-tables.ts). */
export const PENDING_TEXT_KEYS: TextKey[] = [...BLOG_LIST_KEYS, ...PLAIN.flatMap(([, k]) => (k.titleKey ? [k.titleKey, k.textKey] : [k.textKey]))];

/** How long a load may take before its loading state replaces the page (avoids flashes). */
const DELAY_MS = 250;

/**
 * While a page that loads data is on its way (a link, or a language switch), show that
 * page's loading state: the skeletons of the blog list, 'Loading recipes...', and so on.
 */
export function usePendingView(): ReactNode | null {
  const navigation = useNavigation();
  const target = navigation.state === "loading" ? navigation.location?.pathname : undefined;
  const view = target ? VIEWS.find(([re]) => re.test(target))?.[1] : undefined;
  const [shown, setShown] = useState<string | null>(null);

  useEffect(() => {
    if (!view || !target) {
      setShown(null);
      return;
    }
    // Shown after the delay, once its code is here; without it the page just waits as it would.
    let cancelled = false;
    let timer = 0;
    const delay = new Promise((resolve) => (timer = window.setTimeout(resolve, DELAY_MS)));
    void Promise.all([loadParts(), delay]).then(
      () => !cancelled && setShown(target),
      () => {},
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [view, target]);

  if (!view || shown !== target || !parts) return null;
  // A language switch shows the loading state already in the language being loaded.
  const lang = pickLanguage(new URLSearchParams(navigation.location?.search ?? "").get("lang") ?? undefined);
  return <LanguageContext.Provider value={lang}>{view(parts)}</LanguageContext.Provider>;
}
