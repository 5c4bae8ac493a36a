import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest } from "fastify";

export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * Addresses whose answers are one person's, reached by a secret link: the client's booking
 * page (and React Router's `.data` requests for it), the booking API behind it, and the
 * unsubscribe link. Matched on the path, so the page and the API are covered alike.
 */
const PRIVATE_PATHS = [/^\/manage-booking\//, /\/bookings\/manage\//, /\/subscribers\/unsubscribe$/];

function isPrivate(req: FastifyRequest): boolean {
  if (req.routeOptions.config?.admin === true || req.admin) return true;
  const path = req.url.split(/[?#]/, 1)[0]!;
  return PRIVATE_PATHS.some((p) => p.test(path));
}

/**
 * Personal data is never kept by a browser's or a proxy's cache: every answer of an admin
 * route (or of a public list read with the admin's token, which shows drafts) and of a
 * private link says `private, no-store`, whatever its status. Such answers carry no ETag
 * either, since nothing may store them to revalidate. Registered before the ETag plugin.
 */
export default fp(
  async (app) => {
    app.addHook("onSend", async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!isPrivate(req)) return payload;
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      reply.removeHeader("etag");
      return payload;
    });
  },
  { name: "private-answers" },
);
