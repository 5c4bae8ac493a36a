import type { FastifyInstance, FastifyRequest } from "fastify";
import { ByteLru, ENTRY_OVERHEAD_BYTES, stringBytes } from "../../core/byte-lru.js";

/**
 * Rendered public pages kept in memory until content changes, like the API's public lists
 * (list-cache.ts): rendering a page costs milliseconds of CPU, sending a stored one almost
 * nothing. Only pages whose loaders read content (blogs, recipes, service plans) and the
 * static ones are kept; booking pages (free times change without a content event), the
 * client's booking page and the admin area never are. A stored page holds a placeholder where
 * its nonce was: every answer gets a fresh nonce, in the page and in its CSP alike. The store
 * holds at most PAGE_CACHE_MB, the least recently used pages dropped first: a query string
 * makes a new key, so only bytes bound what visitors can fill it with.
 */
const CACHEABLE = /^\/(?:|services|blogs|blogs\/[^/]+|recipes|fullrecipe\/[^/]+|about|contact|contactus|terms-of-service|privacy-policy|cookies-policy)$/;
const NONCE_SLOT = "\u0000nonce\u0000";

export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The page with NONCE_SLOT where its nonce was. */
  html: string;
  stored: number;
}

export function pageCache(app: FastifyInstance, maxAgeMs: number) {
  const pages = new ByteLru<CachedPage>(app.config.PAGE_CACHE_MB * 1024 * 1024, pageBytes);
  let generation = 0;
  app.events.on("content-changed", () => {
    generation++;
    pages.clear();
  });

  /** The key of a request whose page may be kept, or null. The theme cookie is all a public page reads besides the URL. */
  function keyOf(req: FastifyRequest): string | null {
    if (req.method !== "GET" || !app.config.LIST_CACHE || req.headers.authorization) return null;
    const url = new URL(req.url, "http://x");
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, "") : url.pathname;
    if (!CACHEABLE.test(path) || path.endsWith(".data")) return null;
    const theme = /(?:^|;\s*)theme=(\w+)/.exec(req.headers.cookie ?? "")?.[1] === "light" ? "light" : "dark";
    return `${url.pathname}${url.search} ${theme}`;
  }

  return {
    keyOf,
    generation: () => generation,
    get(key: string, nonce: string): { status: number; headers: [string, string][]; html: string } | null {
      const page = pages.get(key);
      if (!page || Date.now() - page.stored > maxAgeMs) return null;
      return { status: page.status, headers: page.headers, html: page.html.replaceAll(NONCE_SLOT, nonce) };
    },
    /** Keeps a page rendered while no content changed (a page started before a change is stale). */
    set(key: string, startedAt: number, status: number, headers: [string, string][], html: string, nonce: string): void {
      if (startedAt !== generation || status !== 200) return;
      pages.set(key, { status, headers, html: html.replaceAll(nonce, NONCE_SLOT), stored: Date.now() });
    },
  };
}

function pageBytes(key: string, page: CachedPage): number {
  let bytes = ENTRY_OVERHEAD_BYTES + stringBytes(key) + stringBytes(page.html);
  for (const [k, v] of page.headers) bytes += stringBytes(k) + stringBytes(v);
  return bytes;
}
