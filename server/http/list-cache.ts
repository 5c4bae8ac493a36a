import zlib from "node:zlib";
import fp from "fastify-plugin";
import { answeringTheSite } from "./answer-origin.js";
import type { FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { ByteLru, ENTRY_OVERHEAD_BYTES, stringBytes } from "../../core/byte-lru.js";
import { etagOf } from "./etag.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A public GET whose answer depends only on its params, its query and these resources' rows:
     * it is kept in memory until a write emits "content-changed" with one of these names.
     */
    cache?: string | readonly string[];
  }
}

/** Headers a handler may set that belong to the answer (the total of a paged list). */
const KEPT_HEADERS = ["content-type", "x-total-count"] as const;

interface Entry {
  /** Encoded once: sending a string would encode it again on every answer. */
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  stored: number;
  encoded: Partial<Record<"br" | "gzip", Buffer>>;
}

/** A safety net for writes made elsewhere (another instance) that this one did not hear of. */
export const MAX_AGE_MS = 60_000;
/** Below this, compressing costs more than it saves (as @fastify/compress's threshold). */
const COMPRESS_FROM = 1024;

const CACHE = Symbol("list-cache");
type Pending = { key: string; generation: number };

/**
 * Public lists (service plans, blogs, recipes) are read far more than written: the answer is
 * kept serialised, with its ETag and compressed forms, and dropped when the resource changes
 * (app.events "content-changed"). Calls with an Authorization header (the admin sees drafts)
 * are never cached. Clients get `public, no-cache` plus the ETag: they may store the answer
 * but ask each time, and get 304 while nothing changed.
 */
export default fp(
  async (app) => {
    // One cache for every list, bounded by LIST_CACHE_MB: keys (params and queries) come from
    // visitors, so only bytes bound what they can fill.
    const entries = new ByteLru<Entry>(app.config.LIST_CACHE_MB * 1024 * 1024, entryBytes);
    const generations = new Map<string, number>();

    // A route's answers are filed under one tag (its resources' names); a change drops every tag
    // that names the changed resource.
    const tags = new Map<string, readonly string[]>();
    app.events.on("content-changed", (resource: string) => {
      for (const [tag, resources] of tags) {
        if (!resources.includes(resource)) continue;
        generations.set(tag, (generations.get(tag) ?? 0) + 1);
        entries.deleteWhere((key) => key.startsWith(`${tag}\n`));
      }
    });

    app.addHook("onRoute", (route: RouteOptions) => {
      const wanted = route.config?.cache;
      if (!wanted) return;
      const resources = typeof wanted === "string" ? [wanted] : [...wanted];
      const resource = resources.join("+");
      tags.set(resource, resources);
      // The site's own pages and other origins get different image addresses (server/http/answer-origin.ts).
      const keyOf = (req: FastifyRequest) =>
        `${resource}\n${route.url} ${answeringTheSite() ? "site" : "other"} ${JSON.stringify(req.params ?? {})} ${JSON.stringify(req.query ?? {})}`;

      const preHandler = async (req: FastifyRequest, reply: FastifyReply) => {
        reply.header("cache-control", "public, no-cache");
        if (req.headers.authorization || !app.config.LIST_CACHE) return;
        const key = keyOf(req);
        const entry = entries.get(key);
        if (entry && Date.now() - entry.stored < MAX_AGE_MS) {
          reply.headers(entry.headers).header("etag", entry.etag).header("x-cache", "hit");
          const encoding = pickEncoding(req.headers["accept-encoding"]);
          if (encoding && entry.body.length >= COMPRESS_FROM) {
            let data = entry.encoded[encoding];
            if (!data) {
              data = entry.encoded[encoding] = compress(entry.body, encoding);
              entries.set(key, entry); // weighed again, with its compressed form
            }
            // Already compressed: @fastify/compress leaves answers with a Content-Encoding alone.
            reply.header("content-encoding", encoding).header("vary", "accept-encoding");
            return reply.send(data);
          }
          return reply.send(entry.body);
        }
        (req as unknown as Record<symbol, Pending>)[CACHE] = { key, generation: generations.get(resource) ?? 0 };
      };

      const onSend = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const pending = (req as unknown as Record<symbol, Pending | undefined>)[CACHE];
        if (!pending || reply.statusCode !== 200 || typeof payload !== "string") return payload;
        // A write that finished while this answer was being built makes it stale: do not keep it.
        if ((generations.get(resource) ?? 0) !== pending.generation) return payload;
        const etag = (reply.getHeader("etag") as string | undefined) ?? etagOf(payload);
        const headers: Record<string, string> = {};
        for (const h of KEPT_HEADERS) if (reply.hasHeader(h)) headers[h] = String(reply.getHeader(h));
        entries.set(pending.key, { body: Buffer.from(payload), etag, headers, stored: Date.now(), encoded: {} });
        reply.header("etag", etag).header("x-cache", "miss");
        return payload;
      };

      route.preHandler = [...toArray(route.preHandler), preHandler];
      // Before @fastify/compress's own onSend (added to the route later), so the body is still text.
      route.onSend = [onSend, ...toArray(route.onSend)];
    });
  },
  { name: "list-cache" },
);

/** What an entry holds in memory: its bytes, compressed forms, key and headers. */
function entryBytes(key: string, e: Entry): number {
  let bytes = ENTRY_OVERHEAD_BYTES + stringBytes(key) + stringBytes(e.etag) + e.body.length;
  for (const data of Object.values(e.encoded)) bytes += data.length;
  for (const [k, v] of Object.entries(e.headers)) bytes += stringBytes(k) + stringBytes(v);
  return bytes;
}

function toArray<T>(v: T | T[] | undefined): T[] {
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}

function pickEncoding(accept: string | undefined): "br" | "gzip" | undefined {
  if (!accept) return undefined;
  const offered = accept.split(",").map((p) => {
    const [name, ...params] = p.trim().split(";");
    const q = params.map((x) => /^\s*q=([\d.]+)/.exec(x)?.[1]).find(Boolean);
    return { name: name!.trim().toLowerCase(), q: q === undefined ? 1 : Number(q) };
  });
  const ok = (n: string) => offered.some((o) => (o.name === n || o.name === "*") && o.q > 0);
  return ok("br") ? "br" : ok("gzip") ? "gzip" : undefined;
}

function compress(body: Buffer, encoding: "br" | "gzip"): Buffer {
  // Done once per entry, so a higher quality than for one-off answers pays off.
  return encoding === "br" ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }) : zlib.gzipSync(body, { level: 6 });
}
