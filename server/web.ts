import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createInProcessFetch, type ApiFetch } from "./in-process-fetch.js";
import { etagOf } from "./http/etag.js";
import { isHttps, pageCsp } from "./security/headers.js";
import { isPrivatePage } from "../core/private-pages.js";
import { MAX_AGE_MS } from "./http/list-cache.js";
import { pageCache, splitAt } from "./http/page-cache.js";
import { deferAppStart } from "./http/deferred-app-start.js";
import { sendPageForm } from "./page-forms.js";
import { pickLanguage } from "../core/languages.js";

/**
 * Pages may be kept by the visitor's browser but are revalidated with their ETag each time
 * (a 304 when nothing changed): a booking's status or the free times must never be a minute
 * old. Private: the HTML carries the theme from a cookie and a per-response CSP nonce.
 */
export const PAGE_CACHE_CONTROL = "private, no-cache";

/**
 * Serves the built React Router app on the same Fastify instance as the API. Loaders reach
 * the API through an in-process fetch (Fastify's inject), the same contract the browser
 * uses over HTTP, so there is exactly one path to the data.
 */
export function webPlugin(buildDir: string) {
  return async (app: FastifyInstance) => {
    const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
    const handle = createRequestHandler(build, "production");
    const base = app.config.API_BASE_PATH;
    const pages = pageCache(app, MAX_AGE_MS);
    const https = isHttps(app.config);
    const siteScript = readSiteScript(buildDir);

    // The public forms post as forms when the page runs no script (server/page-forms.ts).
    if (!app.hasContentTypeParser("application/x-www-form-urlencoded")) {
      app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    }

    await app.register(fastifyStatic, {
      root: path.join(buildDir, "client"),
      wildcard: false,
      // The build writes .br and .gz copies (scripts/precompress.ts): sent as they are.
      preCompressed: true,
      // Built assets carry a content hash in their name: cache them for a year.
      setHeaders(res, file) {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.header("cache-control", "public, max-age=31536000, immutable");
        // Other public files (pictures, icons) keep their names across releases: a day, then revalidated in the background.
        else res.header("cache-control", "public, max-age=86400, stale-while-revalidate=604800");
      },
    });

    /**
     * A page's policy with this answer's nonce. A private page (core/private-pages.ts) keeps
     * the opener policy helmet sends with every answer and stays out of the index (robots.txt
     * asks crawlers to stay out; this keeps a linked address out too). A public page shows
     * nothing of anyone's: it may share its window with the site that opened it, which spares
     * a phone a new browsing context on arrival (docs/decisions/050).
     */
    function pageSecurityHeaders(reply: FastifyReply, url: string, nonce: string) {
      reply.header("content-security-policy", pageCsp(nonce, { https }));
      if (isPrivatePage(url)) reply.header("x-robots-tag", "noindex, nofollow");
      else reply.header("cross-origin-opener-policy", "unsafe-none");
    }

    app.route({
      method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
      url: "/*",
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        if (base && (req.url === base || req.url.startsWith(`${base}/`))) {
          return reply.callNotFound();
        }
        const nonce = crypto.randomBytes(16).toString("base64");
        const key = pages.keyOf(req);
        const stored = key ? pages.get(key, nonce) : null;
        if (stored) {
          reply.status(stored.status).headers(Object.fromEntries(stored.headers)).header("x-cache", "hit");
          pageSecurityHeaders(reply, req.url, nonce);
          pageCachingHeaders(reply, stored.etag);
          return reply.send(stored.html);
        }
        const startedAt = pages.generation();
        // The page's loaders call the API with the visitor's address (per-address limits) and
        // the page's request id, so their log lines join up.
        const apiFetch = withRequestId(createInProcessFetch(app, { ip: req.ip }), req.id);
        const sent = await pageForm(req, apiFetch);
        // A form sent without JavaScript: the page itself is then rendered, with its answer.
        const request = toFetchRequest(req, app.config.PUBLIC_URL, sent ? "GET" : undefined);
        const response = await handle(request, {
          apiFetch,
          apiBase: base,
          nonce,
          publicUrl: app.config.PUBLIC_URL.replace(/\/$/, ""),
          siteScript,
          formResult: sent?.result,
        });
        reply.status(sent && response.status === 200 ? sent.status : response.status);
        for (const [k, v] of response.headers) reply.header(k, v);
        pageSecurityHeaders(reply, req.url, nonce);
        if (!response.body) return reply.send();
        // Documents only: the data requests of client navigations keep React Router's own headers.
        const isDocument = (response.headers.get("content-type") ?? "").startsWith("text/html");
        const body = Buffer.from(await response.arrayBuffer());
        const html = isDocument ? Buffer.from(deferAppStart(body.toString("utf8"))) : body;
        if (req.method === "GET" && response.status === 200 && isDocument && !response.headers.has("cache-control")) {
          const etag = cachePage(reply, html, nonce);
          if (key && !response.headers.has("set-cookie")) pages.set(key, startedAt, response.status, [...response.headers], html, nonce, etag);
        }
        return reply.send(html);
      },
    });
  };
}

/**
 * Caching headers of a rendered page. The nonce differs on every answer, the page does not:
 * the ETag is taken without it, so a revalidation gets 304 (server/http/etag.ts) and the
 * browser keeps its copy together with that copy's CSP.
 */
export function cachePage(reply: FastifyReply, html: Buffer, nonce: string): string {
  const etag = etagOf(Buffer.concat(splitAt(html, Buffer.from(nonce))));
  pageCachingHeaders(reply, etag);
  return etag;
}

function pageCachingHeaders(reply: FastifyReply, etag: string): void {
  reply.header("cache-control", PAGE_CACHE_CONTROL).header("vary", "cookie").header("etag", etag);
}

function withRequestId(apiFetch: ApiFetch, id: string): ApiFetch {
  return (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has("x-request-id")) headers.set("x-request-id", id);
    return apiFetch(path, { ...init, headers });
  };
}

/** The site script's address from the build (scripts/build-site-script.ts); none when it was not built. */
function readSiteScript(buildDir: string): string | undefined {
  try {
    return (JSON.parse(fs.readFileSync(path.join(buildDir, "site-script.json"), "utf8")) as { src?: string }).src;
  } catch {
    return undefined;
  }
}

/** A public form posted to a page (not the admin's), passed on to the API. */
async function pageForm(req: FastifyRequest, apiFetch: ApiFetch) {
  if (req.method !== "POST" || typeof req.body !== "string" || req.url.startsWith("/admin")) return null;
  if (!(req.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded")) return null;
  const url = new URL(req.url, "http://page");
  return sendPageForm(new URLSearchParams(req.body), apiFetch, pickLanguage(url.searchParams.get("lang") ?? undefined));
}

function toFetchRequest(req: FastifyRequest, publicUrl: string, method = req.method): Request {
  const origin = `${req.protocol}://${req.headers.host ?? new URL(publicUrl).host}`;
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else if (v !== undefined) headers.set(k, String(v));
  }
  const hasBody = method !== "GET" && method !== "HEAD";
  const body = hasBody
    ? typeof req.body === "string"
      ? req.body
      : Buffer.isBuffer(req.body)
        ? new Uint8Array(req.body)
        : JSON.stringify(req.body ?? null)
    : undefined;
  if (!hasBody) {
    headers.delete("content-length");
    headers.delete("content-type");
  }
  return new Request(new URL(req.url, origin), { method, headers, body });
}
