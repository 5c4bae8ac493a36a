import type { FastifyRequest } from "fastify";

// Query parameters that carry a secret: download and unsubscribe links, manage links, resets.
const SECRET_PARAM = /([?&][^=&#]*(?:token|password|secret|signature|key)[^=&#]*=)[^&#]*/gi;
// A path segment that looks like a random secret (our tokens are 43 base64url characters);
// content hashes (lowercase hex) stay readable.
const looksSecret = (seg: string) => /^[A-Za-z0-9_-]{32,}$/.test(seg) && /[A-Z]/.test(seg) && /[a-z]/.test(seg);

/** The request line as logged: secrets in links are replaced, the rest stays useful. */
export function redactUrl(url: string): string {
  const q = url.search(/[?#]/);
  const pathPart = q < 0 ? url : url.slice(0, q);
  const rest = q < 0 ? "" : url.slice(q);
  const safePath = pathPart.split("/").map((seg) => (looksSecret(seg) ? "[redacted]" : seg)).join("/");
  return safePath + rest.replace(SECRET_PARAM, "$1[redacted]");
}

/**
 * What a request contributes to a log line. Bodies are never logged (they hold passwords,
 * messages about health, phone numbers), nor are headers (authorization, cookies).
 */
export function requestForLog(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
}

export const LOG_REDACT_PATHS = ["req.headers.authorization", "req.headers.cookie", "*.password", "*.token", "*.body"];
