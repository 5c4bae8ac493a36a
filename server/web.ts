import crypto from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createInProcessFetch, type ApiFetch } from "./in-process-fetch.js";
import { isHttps, pageCsp } from "./security/headers.js";

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
    const https = isHttps(app.config);

    await app.register(fastifyStatic, {
      root: path.join(buildDir, "client"),
      wildcard: false,
      // Built assets carry a content hash in their name: cache them for a year.
      setHeaders(res, file) {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.header("cache-control", "public, max-age=31536000, immutable");
        else res.header("cache-control", "public, max-age=3600");
      },
    });

    app.route({
      method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
      url: "/*",
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        if (base && (req.url === base || req.url.startsWith(`${base}/`))) {
          return reply.callNotFound();
        }
        const nonce = crypto.randomBytes(16).toString("base64");
        const request = toFetchRequest(req, app.config.PUBLIC_URL);
        // The page's loaders call the API with the visitor's address (per-address limits) and
        // the page's request id, so their log lines join up.
        const apiFetch = withRequestId(createInProcessFetch(app, { ip: req.ip }), req.id);
        const response = await handle(request, { apiFetch, apiBase: base, nonce });
        reply.status(response.status);
        for (const [k, v] of response.headers) reply.header(k, v);
        reply.header("content-security-policy", pageCsp(nonce, { https }));
        if (!response.body) return reply.send();
        return reply.send(Buffer.from(await response.arrayBuffer()));
      },
    });
  };
}

function withRequestId(apiFetch: ApiFetch, id: string): ApiFetch {
  return (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has("x-request-id")) headers.set("x-request-id", id);
    return apiFetch(path, { ...init, headers });
  };
}

function toFetchRequest(req: FastifyRequest, publicUrl: string): Request {
  const origin = `${req.protocol}://${req.headers.host ?? new URL(publicUrl).host}`;
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else if (v !== undefined) headers.set(k, String(v));
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const body = hasBody ? (typeof req.body === "string" ? req.body : Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : JSON.stringify(req.body ?? null)) : undefined;
  return new Request(new URL(req.url, origin), { method: req.method, headers, body });
}
