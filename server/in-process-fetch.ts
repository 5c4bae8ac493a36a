import type { FastifyInstance } from "fastify";

export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * A fetch that answers from this Fastify instance without a socket. Paths are relative to
 * the backend base, exactly as a browser client calls them.
 */
export function createInProcessFetch(app: FastifyInstance, visitor?: { ip: string }): ApiFetch {
  const base = app.config.API_BASE_PATH;
  return async (path, init = {}) => {
    // A page of this site asking, as a browser's same-origin call says: its answers carry
    // addresses on the origin the visitor reached (server/http/answer-origin.ts).
    const headers: Record<string, string> = { "sec-fetch-site": "same-origin" };
    new Headers(init.headers).forEach((v, k) => (headers[k] = v));
    let payload: string | Buffer | undefined;
    if (typeof init.body === "string" || init.body == null) {
      payload = init.body ?? undefined;
    } else {
      // FormData, Blob and the like: let the platform encode them as a browser would.
      const encoded = new Response(init.body as BodyInit);
      payload = Buffer.from(await encoded.arrayBuffer());
      const type = encoded.headers.get("content-type");
      if (type && !headers["content-type"]) headers["content-type"] = type;
    }
    const res = await app.inject({
      method: (init.method ?? "GET") as "GET",
      url: `${base}${path}`,
      headers,
      payload,
      // Calls made for a page carry the visitor's address, so per-address limits apply to
      // each visitor rather than to every visitor of the site at once.
      ...(visitor ? { remoteAddress: visitor.ip } : {}),
    });
    const out = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) out.set(k, String(v));
    const nullBody = res.statusCode === 204 || res.statusCode === 304;
    return new Response(nullBody ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: out });
  };
}
