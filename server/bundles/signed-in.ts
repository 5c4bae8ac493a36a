import type { FastifyInstance } from "fastify";
import { readCookie } from "../security/device-cookie.js";
import { CLIENT_COOKIE } from "../clients/client-session.js";

/** The client whose session cookie (from her one-time link to /my-bookings) a request carries, or undefined. */
export function signedInClient(app: FastifyInstance) {
  const sessions = app.services.clientSessions;
  return async (cookie: string | undefined) => {
    const id = await sessions.verify(readCookie(cookie, CLIENT_COOKIE));
    return id === null ? undefined : app.repos.clients.find(id);
  };
}
