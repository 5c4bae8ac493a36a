import type { FastifyInstance, FastifyRequest } from "fastify";
import { ApiError } from "../http/errors.js";
import { readCookie } from "../security/device-cookie.js";
import { CLIENT_COOKIE, clientSessions } from "./client-session.js";
import type { ClientRow } from "./repository.js";
import { practiceMailContext } from "../practice/practice-mail.js";

/**
 * Her record from the client session cookie (the one /my-bookings signs in with), for the
 * routes under /api/v1/me: without a valid session, 401. Her data is reached by nothing else.
 */
export function clientOfSession(app: FastifyInstance): (req: FastifyRequest) => Promise<ClientRow> {
  const sessions = clientSessions(app.db, app.mails, {
    publicUrl: app.config.PUBLIC_URL,
    signer: () => practiceMailContext(app.repos, app.config),
    secure: app.config.PUBLIC_URL.startsWith("https:"),
  });
  return async (req) => {
    const id = await sessions.verify(readCookie(req.headers.cookie, CLIENT_COOKIE));
    const client = id === null ? undefined : await app.repos.clients.find(id);
    if (!client) throw new ApiError(401, "client_signed_out");
    return client;
  };
}
