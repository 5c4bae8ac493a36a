import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
  type LinksFunction,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from "react-router";
import "./context";
import appCss from "./styles/app.css?url";
import { htmlLang, pickLanguage, type Language } from "../core/languages";
import { LanguageContext, addTexts, useT, type PageTexts } from "./i18n";
import { pageTextsJson } from "./i18n/public-tables";
import { THEME_BOOT_SCRIPT, themeFrom } from "./lib/preferences";

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
  // The page's texts travel as data, in its own language only, not as a script with all three.
  return { lang, theme, texts: pageTextsJson(lang), apiBase: context.apiBase, nonce: context.nonce, origin: context.publicUrl ?? url.origin };
}

/**
 * Nothing in the root's data changes from page to page of one language, and its texts are
 * the larger part of a page's data: they are asked for again only when the language changes
 * (or after a form is sent, as by default).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  const langOf = (url: URL) => pickLanguage(url.searchParams.get("lang") ?? undefined);
  return defaultShouldRevalidate && langOf(currentUrl) !== langOf(nextUrl);
};

type RootData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData("root") as RootData | undefined;
  const lang: Language = data?.lang ?? "en";
  // Before the page below renders; the server has every table already (entry.server.tsx).
  if (!import.meta.env.SSR && data?.texts) addOnce(data.texts);
  return (
    // The class can differ from the server's when localStorage corrects it before hydration.
    <html lang={htmlLang(lang)} className={data?.theme ?? "dark"} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f6b4f" />
        <link rel="icon" href="/images/logo.svg" type="image/svg+xml" />
        <script nonce={data?.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        <LanguageContext.Provider value={lang}>{children}</LanguageContext.Provider>
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

let added: string | undefined;
function addOnce(json: string) {
  if (json === added) return;
  added = json;
  addTexts(JSON.parse(json) as PageTexts);
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
