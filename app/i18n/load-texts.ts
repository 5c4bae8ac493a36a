import { addTexts, type PageTexts } from "./index";

const loading = new Map<string, Promise<void>>();

/**
 * Fetches a language's page texts (app/routes/public/texts.ts) and adds them, once per
 * address. The page's own file is preloaded by its head, so this mostly waits for nothing.
 * A failed fetch is forgotten, so the next page asks again.
 */
export function loadTexts(url: string): Promise<void> {
  let done = loading.get(url);
  if (!done) {
    done = fetch(url)
      .then((r) => {
        if (!r.ok) throw new Error(`texts: ${r.status}`);
        return r.json() as Promise<PageTexts>;
      })
      .then(addTexts)
      .catch((error: unknown) => {
        loading.delete(url);
        throw error;
      });
    loading.set(url, done);
  }
  return done;
}
