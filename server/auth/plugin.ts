import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../http/errors.js";

export interface AdminIdentity {
  adminId: number;
  email: string;
  sessionId: number;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Routes marked admin answer 401 unless a live admin bearer token comes with the call.
     * "optional": open to all, but a live token sets req.admin (e.g. lists that show drafts to the admin).
     */
    admin?: boolean | "optional";
  }
  interface FastifyRequest {
    admin: AdminIdentity | null;
  }
}

/** The credentials of an `Authorization: Bearer …` header. The scheme is case-insensitive (RFC 7235 §2.1). */
export function bearerCredentials(header: string | undefined): string | null {
  const m = /^bearer +(.+)$/i.exec(header?.trim() ?? "");
  return m ? m[1]! : null;
}

/** An admin token: the bearer credentials, when they have a token's shape. */
export function bearerToken(req: FastifyRequest): string | null {
  const given = bearerCredentials(req.headers.authorization);
  return given && /^[A-Za-z0-9_-]{20,200}$/.test(given) ? given : null;
}

/**
 * One hook guards every route whose config says admin: true, so an admin route cannot
 * be left open by forgetting a preHandler.
 */
export default fp(
  async (app) => {
    app.decorateRequest("admin", null);
    app.addHook("onRequest", async (req: FastifyRequest, _reply: FastifyReply) => {
      const mode = req.routeOptions.config?.admin;
      if (!mode) return;
      const token = bearerToken(req);
      const session = token ? await app.repos.auth.findActiveSession(token) : undefined;
      if (!session) {
        if (mode === "optional") return;
        throw new ApiError(401, "unauthorized");
      }
      req.admin = { adminId: session.admin_id, email: session.email, sessionId: session.session_id };
    });
  },
  { name: "admin-auth", dependencies: ["repositories"] },
);
