import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLoaderData, useRouteError, type LoaderFunctionArgs } from "react-router";
import "./context";
import "./styles/app.css";
import { htmlLang, pickLanguage } from "../core/languages";
import { LanguageContext } from "./i18n";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = pickLanguage(url.searchParams.get("lang") ?? undefined);
  // The theme lives in a cookie as well as localStorage so the first byte already has it.
  const theme = /(?:^|;\s*)theme=light\b/.test(request.headers.get("cookie") ?? "") ? "light" : "dark";
  return { lang, theme, apiBase: context.apiBase, nonce: context.nonce };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useLoaderData<typeof loader>() as Awaited<ReturnType<typeof loader>> | undefined;
  const lang = data?.lang ?? "en";
  return (
    <html lang={htmlLang(lang)} className={data?.theme ?? "dark"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
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

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="page">
      <h1>{status === 404 ? "404" : "Error"}</h1>
      <p>{isRouteErrorResponse(error) ? error.statusText : "Something went wrong. Please try again."}</p>
    </main>
  );
}
