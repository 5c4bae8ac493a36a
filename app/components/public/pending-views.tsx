import { useEffect, useState, type ReactNode } from "react";
import { useNavigation } from "react-router";
import { pickLanguage } from "../../../core/languages";
import { LanguageContext, useT, type TextKey } from "../../i18n";

const BLOG_LIST_KEYS = ["blogs.title", "blogs.lead", "blogs.loading"] as const satisfies readonly TextKey[];

function BlogListPending() {
  const t = useT();
  const [title, lead, loading] = BLOG_LIST_KEYS;
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{t(title)}</h1>
          <p className="page-hero__lead">{t(lead)}</p>
        </div>
      </section>
      <section className="section section--tight">
        <div className="container">
          <p className="visually-hidden" role="status">
            {t(loading)}
          </p>
          <ul className="grid grid--3 blog-grid" aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i} className="card skeleton-card" data-testid="blog-skeleton">
                <div className="skeleton skeleton--media" />
                <div className="card__body">
                  <div className="skeleton skeleton--line" style={{ width: "35%" }} />
                  <div className="skeleton skeleton--title" />
                  <div className="skeleton skeleton--line" />
                  <div className="skeleton skeleton--line" style={{ width: "80%" }} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

function Pending({ titleKey, textKey }: { titleKey?: TextKey; textKey: TextKey }) {
  const t = useT();
  return (
    <section className="section">
      <div className="container">
        {titleKey && <h1>{t(titleKey)}</h1>}
        <p className="state state--loading" role="status">
          <span className="spinner" aria-hidden="true" /> {t(textKey)}
        </p>
      </div>
    </section>
  );
}

/** Pages with a plain loading state: their title (if the page has one while loading) and text. */
const PLAIN: [RegExp, { titleKey?: TextKey; textKey: TextKey }][] = [
  [/^\/services\/?$/, { titleKey: "services.hero.title", textKey: "services.loading" }],
  [/^\/blogs\/[^/]+\/?$/, { textKey: "blog.loading" }],
  [/^\/recipes\/?$/, { titleKey: "recipes.title", textKey: "recipes.loading" }],
  [/^\/fullrecipe\/[^/]+\/?$/, { textKey: "recipe.loading" }],
];

const VIEWS: [RegExp, () => ReactNode][] = [
  [/^\/blogs\/?$/, () => <BlogListPending />],
  ...PLAIN.map(([re, keys]): [RegExp, () => ReactNode] => [re, () => <Pending {...keys} />]),
];

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
    const id = window.setTimeout(() => setShown(target), DELAY_MS);
    return () => window.clearTimeout(id);
  }, [view, target]);

  if (!view || shown !== target) return null;
  // A language switch shows the loading state already in the language being loaded.
  const lang = pickLanguage(new URLSearchParams(navigation.location?.search ?? "").get("lang") ?? undefined);
  return <LanguageContext.Provider value={lang}>{view()}</LanguageContext.Provider>;
}
