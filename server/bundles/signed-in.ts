import type { FastifyInstance } from "fastify";
import { readCookie } from "../security/device-cookie.js";
import { CLIENT_COOKIE, clientSessions } from "../clients/client-session.js";
import { practiceMailContext } from "../practice/practice-mail.js";

/** The client whose session cookie (from her one-time link to /my-bookings) a request carries, or undefined. */
export function signedInClient(app: FastifyInstance) {
  const sessions = clientSessions(app.db, app.mails, {
    publicUrl: app.config.PUBLIC_URL,
    signer: () => practiceMailContext(app.repos, app.config),
    secure: app.config.PUBLIC_URL.startsWith("https:"),
  });
  return async (cookie: string | undefined) => {
    const id = await sessions.verify(readCookie(cookie, CLIENT_COOKIE));
    return id === null ? undefined : app.repos.clients.find(id);
  };
}
