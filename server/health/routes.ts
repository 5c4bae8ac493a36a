import { z } from "zod";
import { sql } from "kysely";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pendingMigrations } from "../db/migrate.js";

const CHECK_TIMEOUT_MS = 3000;

const healthOut = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["ok", "unreachable"]),
  pending_migrations: z.array(z.string()),
});

/** Resolves to the fallback if the check has not answered in time (a hung pool counts as down). */
function within<T>(promise: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), CHECK_TIMEOUT_MS)));
  return Promise.race([promise.catch(() => fallback), timeout]).finally(() => clearTimeout(timer));
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get("/health", {
    // Probed every few seconds by monitors and load balancers: not worth a log line each.
    logLevel: "warn",
    schema: {
      tags: ["Operations"],
      summary: "200 when the database answers and every migration has run, 503 otherwise (for load balancers and monitors)",
      response: { 200: healthOut, 503: healthOut },
    },
  }, async (_req, reply) => {
    const reachable = await within(sql`select 1`.execute(app.db).then(() => true), false);
    const pending = reachable ? await within(pendingMigrations(app.db), ["unknown"]) : [];
    const ok = reachable && pending.length === 0;
    return reply
      .status(ok ? 200 : 503)
      .header("cache-control", "no-store")
      .send({ status: ok ? "ok" : "unavailable", database: reachable ? "ok" : "unreachable", pending_migrations: pending });
  });
};

export default routes;
