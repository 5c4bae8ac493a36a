import type { LoaderFunctionArgs } from "react-router";
import { isLanguage } from "../../../core/languages";
import { pageTextsFile } from "../../i18n/page-texts.server";

/**
 * GET /texts/:lang.json — a public page's texts in one language (app/i18n/load-texts.ts).
 * Asked for with the current version, it is cached for good; any other asking revalidates.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const lang = /^(\w+)\.json$/.exec(params.file ?? "")?.[1];
  if (!isLanguage(lang)) throw new Response("Not found", { status: 404 });
  const { json, version } = pageTextsFile(lang);
  const current = new URL(request.url).searchParams.get("v") === version;
  return new Response(json, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "cache-control": current ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
