import { Redis } from "ioredis";
import type { FastifyBaseLogger } from "fastify";

/**
 * The client behind the shared rate limits. A command fails after one retry instead of
 * queueing while Redis is away, so a Redis outage slows no request down: the limits then
 * fail open (logged) rather than take the booking and contact forms down with them.
 */
export function createRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableAutoPipelining: true });
  let lastLogged = 0;
  redis.on("error", (err: Error) => {
    if (Date.now() - lastLogged < 60_000) return;
    lastLogged = Date.now();
    log.warn({ err: err.message }, "redis unavailable; rate limits are not enforced until it is back");
  });
  return redis;
}
