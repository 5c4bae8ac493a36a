import fp from "fastify-plugin";
import rateLimit from "@fastify/rate-limit";
import type { HTTPMethods, RouteOptions } from "fastify";
import type { Redis } from "ioredis";
import { createRedis } from "./redis.js";
import { memoryLoginGuard, noLoginGuard, redisLoginGuard, type LoginGuard } from "./login-guard.js";

export interface RouteLimit {
  method: HTTPMethods;
  /** The contract path, relative to the backend base. */
  path: string;
  /** Requests per visitor address within the window. */
  max: number;
  timeWindowMs: number;
}

const MINUTE = 60_000;

/**
 * Every rate limit of the API, in one table matched by method and path when a route is
 * registered, so a route gets its limit wherever and whenever it is declared. Generous
 * enough for a person filling a form twice, tight enough to stop a script.
 */
export const ROUTE_LIMITS: RouteLimit[] = [
  { method: "POST", path: "/admin/login", max: 10, timeWindowMs: 5 * MINUTE },
  { method: "POST", path: "/api/v1/subscribers", max: 5, timeWindowMs: 10 * MINUTE },
  { method: "POST", path: "/api/v1/contact_messages", max: 5, timeWindowMs: 10 * MINUTE },
  { method: "POST", path: "/bookings", max: 10, timeWindowMs: 10 * MINUTE },
  { method: "POST", path: "/api/admin/download_tokens", max: 30, timeWindowMs: MINUTE },
  { method: "POST", path: "/api/v1/client_links", max: 5, timeWindowMs: 10 * MINUTE },
  { method: "POST", path: "/api/v1/bundle_orders", max: 10, timeWindowMs: 10 * MINUTE },
];

declare module "fastify" {
  interface FastifyInstance {
    loginGuard: LoginGuard;
  }
}

const normalise = (url: string) => (url.length > 1 ? url.replace(/\/+$/, "") : url);

/** The limit the table gives a route, if any (url as registered, base included). */
export function limitFor(base: string, method: string, url: string): RouteLimit | undefined {
  return ROUTE_LIMITS.find((l) => l.method === method && normalise(`${base}${l.path}`) === normalise(url));
}

/**
 * Must be registered before the routes. Answers 429 through the shared error handler, so
 * the body is the usual `{error, message, errors}` in the visitor's language.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const redis: Redis | null = config.RATE_LIMITS && config.REDIS_URL ? createRedis(config.REDIS_URL, app.log) : null;
    if (redis) app.addHook("onClose", async () => void (await redis.quit().catch(() => redis.disconnect())));

    app.decorate("loginGuard", !config.RATE_LIMITS ? noLoginGuard : redis ? redisLoginGuard(redis, config.REDIS_KEY_PREFIX, app.log) : memoryLoginGuard());
    if (!config.RATE_LIMITS) return;

    // Runs before the plugin's own onRoute hook (added below), which reads config.rateLimit.
    app.addHook("onRoute", (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        const limit = limitFor(config.API_BASE_PATH, method, route.url);
        if (!limit || route.config?.rateLimit !== undefined) continue;
        route.config = { ...route.config, rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } };
      }
    });

    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: `${config.REDIS_KEY_PREFIX}rl:` } : {}),
      // A Redis outage must not take the forms down; it is logged by the client.
      skipOnError: true,
    });
  },
  { name: "rate-limits" },
);
