import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

// What a request leaves in the logs (decision 019). How a mail is logged (recipients by
// domain, subjects without names) is the mailer's own rule: server/mail/log-masking.ts.

// Query parameters that carry a secret: download and unsubscribe links, manage links, resets.
const SECRET_PARAM = /([?&][^=&#]*(?:token|password|secret|signature|key)[^=&#]*=)[^&#]*/gi;
// Path segments after these hold a secret whatever it looks like (a calendar feed's may be
// lowercase hex): the booking page and its API, and calendar feeds.
const SECRET_AFTER = new Set(["manage-booking", "manage", "calendar"]);
// Anywhere else, a long mixed-case run is a secret (our tokens are random base64url), e.g. in a
// mistyped or cut link. Content hashes (lowercase hex) and slugs (lowercase) stay readable.
// Percent escapes are matched first so that "%2F" never starts a run.
const RUN = /%[0-9A-Fa-f]{2}|[A-Za-z0-9_-]{16,}/g;
const looksSecret = (run: string) => run.length >= 16 && /[A-Z]/.test(run) && /[a-z]/.test(run);

const REDACTED = "[redacted]";

/** The request line as logged: secrets in links are replaced, the rest stays useful. */
export function redactUrl(url: string): string {
  const q = url.search(/[?#]/);
  const pathPart = q < 0 ? url : url.slice(0, q);
  const rest = q < 0 ? "" : url.slice(q);
  const segments = pathPart.split("/");
  const safePath = segments
    .map((seg, i) => (i > 0 && SECRET_AFTER.has(segments[i - 1]!) && seg ? REDACTED + (/\.[a-z]{2,5}$/.exec(seg)?.[0] ?? "") : seg))
    .join("/");
  return (safePath + rest.replace(SECRET_PARAM, `$1${REDACTED}`)).replace(RUN, (run) => (looksSecret(run) ? REDACTED : run));
}

/**
 * What a request contributes to a log line. Bodies are never logged (they hold passwords,
 * messages about health, phone numbers), nor are headers (authorization, cookies).
 */
export function requestForLog(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
}

export const LOG_REDACT_PATHS = ["req.headers.authorization", "req.headers.cookie", "*.password", "*.token", "*.body"];

/**
 * Fastify's own lines (the default 404 handler's "Route GET:/… not found") take the raw URL,
 * not the request serializer: this one logs it redacted.
 */
export class RedactingLogController extends LogController {
  override routeNotFound(request: FastifyRequest, _reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.raw.method}:${redactUrl(request.raw.url ?? "")} not found`);
  }
}
