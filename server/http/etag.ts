import crypto from "node:crypto";
import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * A weak validator for a body: weak because the bytes on the wire differ with compression,
 * while the representation is the same.
 */
export function etagOf(body: string | Buffer): string {
  return `W/"${crypto.createHash("sha1").update(body).digest("base64url")}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ prefixes are ignored. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (t: string) => t.trim().replace(/^W\//, "");
  const want = opaque(etag);
  return ifNoneMatch.split(",").some((t) => t.trim() === "*" || opaque(t) === want);
}

/**
 * Every successful GET answer with a body in memory (API JSON, rendered pages) gets an ETag,
 * and a request that already holds it gets 304 without the body. Streams (static files,
 * which carry their own validators) and immutable answers (content-hashed names) are left alone.
 */
export default fp(
  async (app) => {
    app.addHook("onSend", async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if ((req.method !== "GET" && req.method !== "HEAD") || reply.statusCode !== 200) return payload;
      if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
      const cacheControl = String(reply.getHeader("cache-control") ?? "");
      // Immutable answers need no validator; answers that may not be stored must not get one.
      if (cacheControl.includes("immutable") || cacheControl.includes("no-store")) return payload;
      let etag = reply.getHeader("etag") as string | undefined;
      if (!etag) {
        etag = etagOf(payload);
        reply.header("etag", etag);
      }
      if (!etagMatches(req.headers["if-none-match"], etag)) return payload;
      reply.code(304);
      // The browser keeps the headers it stored with the body (RFC 9111 §4.3.4); a page's CSP
      // carries the nonce of the stored copy's scripts, so a new one must not replace it.
      reply.removeHeader("content-security-policy");
      reply.removeHeader("content-type");
      reply.removeHeader("content-length");
      return "";
    });
  },
  { name: "etag" },
);
