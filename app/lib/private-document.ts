import type { ClientLoaderFunctionArgs } from "react-router";
import { isPrivatePage } from "../../core/private-pages";

/**
 * Whether this document was loaded at a private page, and so carries its opener policy
 * (core/private-pages.ts). The navigation entry keeps the document's own address, whatever
 * the router has shown since.
 */
function documentIsPrivate(): boolean {
  const entry = performance.getEntriesByType?.("navigation")[0];
  return isPrivatePage(new URL(entry?.name ?? window.location.href).pathname);
}

/**
 * The client loader of a private area's layout. A link from a public page would show her data
 * inside the public page's document, which a window of another site may still hold: the browser
 * loads the private page as a document of its own instead, and this navigation never ends.
 */
export function loadAsOwnDocument({ request }: ClientLoaderFunctionArgs): Promise<null> {
  if (documentIsPrivate()) return Promise.resolve(null);
  window.location.assign(request.url);
  return new Promise(() => undefined);
}
