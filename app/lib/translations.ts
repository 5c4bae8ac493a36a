import { redirect } from "react-router";
import { DEFAULT_LANGUAGE, pickLanguage } from "../../core/languages";
import { contentPath, switchTarget, type ContentKind, type Translated } from "../../core/seo/urls";

/**
 * A blog or recipe is shown only in its own language. Asked for in another (?lang=), the page
 * moves to its translation, or to the list in that language with a notice (core/seo/urls.ts
 * decides where). Asked for with no language at all, a Spanish or Greek item moves to its own
 * address, which carries its language. The language dropdown goes straight to the same
 * addresses (the loader's languageLinks); this covers the no-JavaScript form and old links.
 */
export function languageRedirect(request: Request, kind: ContentKind, item: Translated): Response | null {
  const param = new URL(request.url).searchParams.get("lang");
  const requested = param === null ? DEFAULT_LANGUAGE : pickLanguage(param);
  if (item.language === requested) return null;
  return redirect(param === null ? contentPath(kind, item) : switchTarget(kind, item, requested), 302);
}
