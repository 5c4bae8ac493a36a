import type { FastifyInstance, FastifyRequest } from "fastify";
import { ByteLru, ENTRY_OVERHEAD_BYTES, stringBytes } from "../../core/byte-lru.js";
import { madridToday } from "../../core/practice-time.js";
import { onTableWrites } from "../db/database.js";

/**
 * Rendered public pages kept in memory until content changes, like the API's public lists
 * (list-cache.ts): rendering a page costs milliseconds of CPU, sending a stored one almost
 * nothing. Only pages whose loaders read content (blogs, recipes, service plans) and the
 * static ones are kept, and the booking page (below); the client's booking page and the admin
 * area never are. A stored page is kept as UTF-8 bytes cut
 * where its nonce was, and every answer joins the pieces around a fresh nonce, the one its CSP
 * names: bytes take half the memory of a JavaScript string for any page with a character
 * outside Latin-1 (every Greek page, and "€"), and need no encoding again on each answer. The
 * store holds at most PAGE_CACHE_MB, the least recently used pages dropped first: a query
 * string makes a new key, so only bytes bound what visitors can fill it with.
 */
const CACHEABLE =
  /^\/(?:|services|blogs|blogs\/[^/]+|recipes|fullrecipe\/[^/]+|about|contact|contactus|terms-of-service|privacy-policy|cookies-policy|book-consultation)$/;

/**
 * The booking page's shell carries the plans and the calendar's days that cannot be booked,
 * which change with bookings, her availability, her calendars' busy times and the day. It is
 * kept per day of Madrid's clock and dropped by any write to the tables those come from,
 * on every instance (a shared "content-changed" of "booking_calendar"); the times of a day
 * always come from the API. Past that, a page lives MAX_AGE_MS like the others: a day's last
 * slot passing by is no write.
 */
const BOOKING_PAGE = "/book-consultation";
export const BOOKING_CALENDAR_TABLES = new Set([
  "bookings",
  "availability_settings",
  "availability_blocks",
  "calendar_imports",
  "service_plans",
  "service_plan_features",
  "translation_groups",
  "practice_settings",
]);

export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The page's bytes between the places its nonce was. */
  pieces: Buffer[];
  /** Taken without the nonce, as every answer of the page has the same one (server/web.ts). */
  etag: string;
  stored: number;
}

export function pageCache(app: FastifyInstance, maxAgeMs: number) {
  const pages = new ByteLru<CachedPage>(app.config.PAGE_CACHE_MB * 1024 * 1024, pageBytes);
  let generation = 0;
  app.events.on("content-changed", (resource: string) => {
    generation++;
    if (resource === "booking_calendar") pages.deleteWhere((key) => key.startsWith(`${BOOKING_PAGE} `) || key.startsWith(`${BOOKING_PAGE}?`));
    else pages.clear();
  });
  // One event for the writes of one turn of the event loop (an import writes many rows). The
  // listener lives as long as the database, which the app closes with itself.
  let told = false;
  onTableWrites(app.db, (tables) => {
    if (told || !tables.some((t) => BOOKING_CALENDAR_TABLES.has(t))) return;
    told = true;
    setImmediate(() => {
      told = false;
      app.events.emit("content-changed", "booking_calendar");
    });
  });

  /** The key of a request whose page may be kept, or null. The theme cookie is all a public page reads besides the URL. */
  function keyOf(req: FastifyRequest): string | null {
    if (req.method !== "GET" || !app.config.LIST_CACHE || req.headers.authorization) return null;
    const url = new URL(req.url, "http://x");
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, "") : url.pathname;
    if (!CACHEABLE.test(path) || path.endsWith(".data")) return null;
    const theme = /(?:^|;\s*)theme=(\w+)/.exec(req.headers.cookie ?? "")?.[1] === "light" ? "light" : "dark";
    const day = path === BOOKING_PAGE ? ` ${madridToday(Date.now())}` : "";
    return `${url.pathname}${url.search} ${theme}${day}`;
  }

  return {
    keyOf,
    generation: () => generation,
    get(key: string, nonce: string): { status: number; headers: [string, string][]; html: Buffer; etag: string } | null {
      const page = pages.get(key);
      if (!page || Date.now() - page.stored > maxAgeMs) return null;
      const fresh = Buffer.from(nonce);
      const parts = page.pieces.flatMap((piece, i) => (i === 0 ? [piece] : [fresh, piece]));
      return { status: page.status, headers: page.headers, html: Buffer.concat(parts), etag: page.etag };
    },
    /** Keeps a page rendered while no content changed (a page started before a change is stale). */
    set(key: string, startedAt: number, status: number, headers: [string, string][], html: Buffer, nonce: string, etag: string): void {
      if (startedAt !== generation || status !== 200) return;
      pages.set(key, { status, headers, pieces: splitAt(html, Buffer.from(nonce)), etag, stored: Date.now() });
    },
  };
}

/** The bytes between the occurrences of a separator: views of the same memory, not copies. */
export function splitAt(bytes: Buffer, separator: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(separator); at !== -1; at = bytes.indexOf(separator, from)) {
    pieces.push(bytes.subarray(from, at));
    from = at + separator.length;
  }
  pieces.push(bytes.subarray(from));
  return pieces;
}

function pageBytes(key: string, page: CachedPage): number {
  let bytes = ENTRY_OVERHEAD_BYTES + stringBytes(key) + page.pieces.reduce((n, piece) => n + piece.length, 0);
  for (const [k, v] of page.headers) bytes += stringBytes(k) + stringBytes(v);
  return bytes;
}
