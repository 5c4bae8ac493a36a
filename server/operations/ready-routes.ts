import { z } from "zod";
import { sql } from "kysely";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pendingMigrations } from "../db/migrate.js";

const CHECK_TIMEOUT_MS = 3000;

const readyOut = z.object({
  status: z.enum(["ready", "unavailable"]),
  database: z.enum(["ok", "unreachable"]),
  migrations: z.enum(["current", "pending", "unknown"]),
  pending_migrations: z.array(z.string()),
  storage: z.enum(["ok", "unreachable"]),
  storage_driver: z.string(),
  shutting_down: z.boolean(),
});

/** The check's answer, or the fallback when it fails or has not answered in time. */
function within<T>(promise: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), CHECK_TIMEOUT_MS)));
  return Promise.race([promise.catch(() => fallback), timeout]).finally(() => clearTimeout(timer));
}

/**
 * Readiness for load balancers: this instance can serve now (database reachable, schema
 * current, storage reachable, not shutting down). Unlike liveness (/health), a 503 here
 * means "send traffic elsewhere", not "restart me".
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  let closing = false;
  app.addHook("preClose", async () => void (closing = true));

  app.get(
    "/ready",
    {
      logLevel: "warn",
      schema: {
        tags: ["Operations"],
        summary: "200 when this instance can serve: database reachable, every migration run, storage reachable, not shutting down; 503 otherwise",
        response: { 200: readyOut, 503: readyOut },
      },
    },
    async (_req, reply) => {
      const [database, storage] = await Promise.all([
        within(
          sql`select 1`.execute(app.db).then(() => true),
          false,
        ),
        within(
          app.storage.check().then(() => true),
          false,
        ),
      ]);
      const pending = database ? await within(pendingMigrations(app.db), null) : null;
      const ok = database && storage && pending !== null && pending.length === 0 && !closing;
      return reply
        .status(ok ? 200 : 503)
        .header("cache-control", "no-store")
        .send({
          status: ok ? "ready" : "unavailable",
          database: database ? "ok" : "unreachable",
          migrations: pending === null ? "unknown" : pending.length ? "pending" : "current",
          pending_migrations: pending ?? [],
          storage: storage ? "ok" : "unreachable",
          storage_driver: app.storage.driver,
          shutting_down: closing,
        });
    },
  );
};

export default routes;
