import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useMatches,
  useRouteLoaderData,
  type LinksFunction,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from "react-router";
import { useEffect, useState } from "react";
import "./context";
import appCss from "./styles/app.css?url";
import { htmlLang, pickLanguage, type Language } from "../core/languages";
import { LanguageContext, useT } from "./i18n";
import { loadTexts } from "./i18n/load-texts";
import { pageTextsUrl } from "./i18n/page-texts.server";
import { THEME_BOOT_SCRIPT, themeFrom } from "./lib/preferences";
import type { PageHandle } from "./lib/page-kind";

// The stylesheet as a React resource (precedence): React writes it at the top of the head, so
// the browser asks for it before the module scripts' preloads. First paint waits for it, not
// for them; as a plain link it came after eighteen of them, which share six connections.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: appCss, precedence: "default" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = pickLanguage(url.searchParams.get("lang") ?? undefined);
  // The theme lives in a cookie as well as localStorage so the first byte already has it.
  const cookie = /(?:^|;\s*)theme=(\w+)/.exec(request.headers.get("cookie") ?? "");
  const theme = themeFrom(cookie?.[1]);
  // The page's texts, in its own language only: a file the browser keeps (docs/decisions/024).
  return {
    lang,
    theme,
    textsUrl: pageTextsUrl(lang),
    apiBase: context.apiBase,
    nonce: context.nonce,
    origin: context.publicUrl ?? url.origin,
    siteScript: context.siteScript,
    // A form sent without JavaScript (server/page-forms.ts): the page shows its answer.
    formResult: context.formResult ?? null,
  };
}

/**
 * Nothing in the root's data changes from page to page of one language: it is asked for again
 * only when the language changes (and clientLoader fetches that language's texts), or after a
 * form is sent, as by default.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  const langOf = (url: URL) => pickLanguage(url.searchParams.get("lang") ?? undefined);
  return defaultShouldRevalidate && langOf(currentUrl) !== langOf(nextUrl);
};

/** In the browser, a page in another language waits for that language's texts. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  await loadTexts(data.textsUrl);
  return data;
}

type RootData = Awaited<ReturnType<typeof loader>>;

/** Whether the page loads the application: not when a matched route's handle says `hydrate: false` (app/lib/page-kind.ts). */
function shouldHydrate(matches: readonly { handle?: unknown }[]): boolean {
  return !matches.some((m) => (m.handle as PageHandle | undefined)?.hydrate === false);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData("root") as RootData | undefined;
  const lang: Language = data?.lang ?? "en";
  // The first page's file only: a later language's is fetched by clientLoader, and a preload
  // written after that would fetch it again for nothing.
  const [firstTexts] = useState(data?.textsUrl);
  // A content page (its route's handle) ships the site's script instead of the application.
  // In the browser this runs only where the application did load (a page that hydrated, and
  // the pages its router then shows), so it keeps its scripts.
  const matches = useMatches();
  const hydrate = typeof document !== "undefined" || shouldHydrate(matches);
  // The page is ready: its effects (run children first) have given every part its behaviour. A
  // form sent before this was held and is sent now (server/http/deferred-app-start.ts); browser
  // tests wait for it, as for the site script's on a content page.
  useEffect(() => {
    document.documentElement.dataset.ready = "";
  }, []);
  return (
    // The class can differ from the server's when localStorage corrects it before hydration.
    <html lang={htmlLang(lang)} className={data?.theme ?? "dark"} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f6b4f" />
        <link rel="icon" href="/images/logo.svg" type="image/svg+xml" />
        <script nonce={data?.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        {/* Fetched with the scripts; entry.client.tsx waits for it before hydrating. */}
        {hydrate && firstTexts && <link rel="preload" as="fetch" href={firstTexts} crossOrigin="anonymous" data-page-texts="" />}
        <Meta />
        <Links />
      </head>
      <body>
        <LanguageContext.Provider value={lang}>{children}</LanguageContext.Provider>
        {hydrate ? (
          <>
            <ScrollRestoration nonce={data?.nonce} />
            <Scripts nonce={data?.nonce} />
          </>
        ) : (
          data?.siteScript && <script src={data.siteScript} nonce={data.nonce} defer />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="container page-error" id="main">
      <img src="/images/logo.svg" alt="" width="64" height="64" />
      <h1>{t(notFound ? "notFound.title" : "error.title")}</h1>
      <p>{t(notFound ? "notFound.text" : "error.text")}</p>
      <a className="btn btn--primary" href="/">
        {t("notFound.home")}
      </a>
    </main>
  );
}
