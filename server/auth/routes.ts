import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { loginBody } from "../../core/schemas/admin.js";
import { ApiError } from "../http/errors.js";
import { verifyPassword } from "./passwords.js";
import { DEVICE_COOKIE, deviceCookies, readCookie } from "../security/device-cookie.js";
import { loginKey } from "../security/login-guard.js";

const tags = ["Admin session"];

// A fixed hash to verify against when the email is unknown, so both failures take as long.
const DUMMY_HASH = "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

const routes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.repos.auth;
  const devices = deviceCookies(app.db, {
    loginPath: `${app.config.API_BASE_PATH}/admin/login`,
    secure: app.config.PUBLIC_URL.startsWith("https:"),
  });

  app.post(
    "/admin/login",
    {
      schema: {
        tags,
        summary: "Exchange email and password for a bearer token",
        description:
          "A success also sets an HttpOnly device cookie (admin_device) for this path. A browser that sends it back is exempt from the account's back-off after repeated failures (which anyone can trigger), and has its own back-off instead.",
        body: loginBody,
        response: { 200: z.object({ token: z.string(), expires_at: z.string(), email: z.string() }) },
      },
    },
    async (req, reply) => {
      const { email } = req.body;
      // A browser that logged in to this account before is judged by its own record; any other
      // by the account's. Refused before the password is even checked while the back-off lasts.
      const device = await devices.verify(email, readCookie(req.headers.cookie, DEVICE_COOKIE));
      const guardKey = device ? loginKey.device(device) : loginKey.account(email);
      const wait = await app.loginGuard.waitMs(guardKey);
      if (wait > 0) {
        reply.header("retry-after", Math.ceil(wait / 1000));
        throw new ApiError(429, "too_many_requests");
      }
      const admin = await auth.findAdminByEmail(email);
      const ok = await verifyPassword(req.body.password, admin?.password_hash ?? DUMMY_HASH);
      if (!admin || !ok) {
        await app.loginGuard.failed(guardKey);
        throw new ApiError(401, "invalid_credentials");
      }
      // From a known device this clears only that device's record: strangers' guesses at the
      // account keep counting.
      await app.loginGuard.succeeded(guardKey);
      reply.header("set-cookie", devices.header(await devices.issue(admin.email)));
      const session = await auth.createSession(admin.id);
      return { token: session.token, expires_at: session.expiresAt, email: admin.email };
    },
  );

  app.get(
    "/admin/current",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Verify the bearer token. 200 with the admin's email while the session lives, 401 otherwise.",
        response: { 200: z.object({ id: z.number(), email: z.string() }) },
      },
    },
    async (req) => ({ id: req.admin!.adminId, email: req.admin!.email }),
  );

  app.delete(
    "/admin/logout",
    {
      config: { admin: true },
      schema: { tags, summary: "Revoke the bearer token server-side. Answers 204." },
    },
    async (req, reply) => {
      await auth.revokeSession(req.admin!.sessionId);
      return reply.status(204).send();
    },
  );
};

export default routes;
