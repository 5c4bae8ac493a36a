import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { IncomingMessage } from "node:http";
import fp from "fastify-plugin";
import type { Metrics } from "./metrics.js";
import { bearerCredentials } from "../auth/plugin.js";

declare module "fastify" {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

// An id from the caller (a load balancer, another service) is kept so one request can be
// followed across systems; anything that does not look like an id is replaced, so a client
// cannot write arbitrary text into the logs.
const REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

export function requestId(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

const sameSecret = (a: string, b: string) =>
  crypto.timingSafeEqual(crypto.createHash("sha256").update(a).digest(), crypto.createHash("sha256").update(b).digest());

/**
 * Request ids on every answer, and the Prometheus figures of this instance: requests and
 * latencies by route pattern (never the raw URL, which would make one series per slug),
 * bookings created. Mails are counted by the mailer wrapper (countingMailer).
 */
export const operations = fp(
  async (app: FastifyInstance) => {
    const { metrics } = app;
    const bookingsRoute = `${app.config.API_BASE_PATH}/bookings`;

    app.addHook("onRequest", async (req, reply) => {
      reply.header("x-request-id", req.id);
    });

    app.addHook("onResponse", async (req, reply) => {
      const route = req.routeOptions.url ?? "unmatched";
      const status = String(reply.statusCode);
      metrics.requests.inc({ method: req.method, route, status });
      metrics.duration.observe({ method: req.method, route }, reply.elapsedTime / 1000);
      if (req.method === "POST" && route === bookingsRoute && reply.statusCode === 201) metrics.bookingsCreated.inc();
    });

    if (!app.config.METRICS_ENABLED) return;
    const token = app.config.METRICS_TOKEN;
    app.get("/metrics", { logLevel: "warn", schema: { hide: true } }, async (req, reply) => {
      if (token) {
        const given = bearerCredentials(req.headers.authorization) ?? "";
        if (!sameSecret(given, token)) return reply.status(401).header("www-authenticate", "Bearer").send("unauthorized\n");
      }
      return reply.header("content-type", "text/plain; version=0.0.4; charset=utf-8").header("cache-control", "no-store").send(metrics.render());
    });
  },
  { name: "operations" },
);
