import { sql } from "kysely";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.js";
import { loadConfig } from "../config.js";
import { countingMailer, createMetrics } from "./metrics.js";
import { operations, requestId } from "./plugin.js";
import { s3Storage } from "../storage/s3-storage.js";
import { AppEvents } from "./shared-events.js";

const TOKEN = "scrape-token-0123456789";

const sample = (text: string, name: string) =>
  Number(
    text
      .split("\n")
      .find((l) => l.startsWith(name + " "))
      ?.split(" ")
      .pop() ?? NaN,
  );
const line = (text: string, prefix: string) => text.split("\n").find((l) => l.startsWith(prefix));

describe("operations", () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ METRICS_ENABLED: "true", METRICS_TOKEN: TOKEN })));
  afterAll(() => t.close());

  describe("request ids", () => {
    it("keeps the caller's x-request-id and returns it", async () => {
      const res = await t.app.inject({ url: `${t.base}/health`, headers: { "x-request-id": "lb-7f3a.42" } });
      expect(res.headers["x-request-id"]).toBe("lb-7f3a.42");
    });

    it("makes one when none (or a malformed one) is given, also on errors", async () => {
      const none = await t.app.inject({ url: `${t.base}/no-such-thing` });
      expect(none.statusCode).toBe(404);
      expect(none.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      const bad = await t.app.inject({ url: `${t.base}/health`, headers: { "x-request-id": 'evil" id with spaces' } });
      expect(bad.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      expect(requestId({ headers: { "x-request-id": "x".repeat(129) } } as never)).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe("/health and /ready", () => {
    it("answers liveness and readiness beneath the base", async () => {
      expect((await t.app.inject({ url: `${t.base}/health` })).json()).toEqual({ status: "ok" });
      const ready = await t.app.inject({ url: `${t.base}/ready` });
      expect(ready.statusCode).toBe(200);
      expect(ready.headers["cache-control"]).toBe("no-store");
      expect(ready.json()).toEqual({
        status: "ready",
        database: "ok",
        migrations: "current",
        pending_migrations: [],
        storage: "ok",
        storage_driver: "local",
        shutting_down: false,
      });
    });

    it("answers 503 while a migration is pending", async () => {
      const [row] = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration`.execute(t.db).then((r) => r.rows);
      await sql`delete from kysely_migration where name = ${row!.name}`.execute(t.db);
      try {
        const res = await t.app.inject({ url: `${t.base}/ready` });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ status: "unavailable", migrations: "pending", pending_migrations: [row!.name] });
      } finally {
        await sql`insert into kysely_migration (name, timestamp) values (${row!.name}, ${row!.timestamp})`.execute(t.db);
      }
      expect((await t.app.inject({ url: `${t.base}/ready` })).statusCode).toBe(200);
    });

    it("answers 503 when the storage cannot be reached", async () => {
      // An S3 endpoint where nothing listens: the port of a server that was just closed.
      const closed = Fastify();
      await closed.listen({ port: 0, host: "127.0.0.1" });
      const port = (closed.server.address() as { port: number }).port;
      await closed.close();
      const u = await buildTestApp({ STORAGE_URL: `s3://site/x?endpoint=http://127.0.0.1:${port}`, S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" });
      try {
        const res = await u.app.inject({ url: `${u.base}/ready` });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ status: "unavailable", database: "ok", storage: "unreachable", storage_driver: "s3" });
      } finally {
        await u.close();
      }
    });
  });

  describe("/metrics", () => {
    it("needs the token when one is set", async () => {
      expect((await t.app.inject({ url: "/metrics" })).statusCode).toBe(401);
      expect((await t.app.inject({ url: "/metrics", headers: { authorization: "Bearer wrong-token-0123456789" } })).statusCode).toBe(401);
      const ok = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    });

    it("counts requests and latencies by route pattern, and mails by result", async () => {
      for (const slug of ["one", "two", "three"]) await t.app.inject({ url: `${t.base}/recipes/slug/${slug}` });
      const sub = await t.app.inject({ method: "POST", url: `${t.base}/api/v1/subscribers`, payload: { subscriber: { email: "metrics@example.com" } } });
      expect(sub.statusCode).toBe(201);
      await t.mailbox.waitFor(1);
      let text = "";
      for (let i = 0; i < 50; i++) {
        text = (await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } })).body;
        if (text.includes('mails_total{result="sent"} 1')) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      // One series for every slug: the pattern, not the address.
      expect(text).toContain(`http_requests_total{method="GET",route="${t.base}/recipes/slug/:slug",status="404"} 3`);
      expect(text).toContain(`http_requests_total{method="POST",route="${t.base}/api/v1/subscribers",status="201"} 1`);
      expect(line(text, `http_request_duration_seconds_count{method="GET",route="${t.base}/recipes/slug/:slug"}`)).toMatch(/ 3$/);
      expect(line(text, `http_request_duration_seconds_bucket{method="GET",route="${t.base}/recipes/slug/:slug",le="+Inf"}`)).toMatch(/ 3$/);
      expect(text).toContain('mails_total{result="sent"} 1');
      expect(text).toContain('mails_total{result="failed"} 0');
      expect(text).toContain("bookings_created_total 0");
      expect(text).toMatch(/# TYPE http_request_duration_seconds histogram/);
      expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    });

    it("is not served unless METRICS_ENABLED is true", async () => {
      const off = await buildTestApp();
      try {
        expect((await off.app.inject({ url: "/metrics" })).statusCode).toBe(404);
      } finally {
        await off.close();
      }
    });
  });
});

describe("metrics pieces", () => {
  it("counts a booking when POST /bookings answers 201, and nothing else", async () => {
    const app = Fastify();
    app.decorate("config", loadConfig({ METRICS_ENABLED: "true" }));
    app.decorate("metrics", createMetrics());
    await app.register(operations);
    let status = 201;
    app.post("/api/bookings", async (_req, reply) => reply.status(status).send({}));
    await app.inject({ method: "POST", url: "/api/bookings" });
    status = 422;
    await app.inject({ method: "POST", url: "/api/bookings" });
    expect(app.metrics.bookingsCreated.get()).toBe(1);
    expect((await app.inject({ url: "/metrics" })).body).toContain("bookings_created_total 1");
    await app.close();
  });

  it("counts failed mails and still reports the failure to the sender", async () => {
    const metrics = createMetrics();
    const mailer = countingMailer(
      {
        send: async () => {
          throw new Error("smtp down");
        },
        close() {},
      },
      metrics,
    );
    await expect(mailer.send({ to: "a@b.c", subject: "s", text: "t" })).rejects.toThrow("smtp down");
    expect(metrics.mails.get({ result: "failed" })).toBe(1);
    expect(metrics.mails.get({ result: "sent" })).toBe(0);
  });

  it("escapes label values", () => {
    const metrics = createMetrics();
    metrics.requests.inc({ method: "GET", route: 'a"b\\c\nd', status: "200" });
    expect(metrics.render()).toContain('route="a\\"b\\\\c\\nd"');
  });

  it("the S3 check fails fast for a bucket that does not answer", async () => {
    const store = s3Storage({
      driver: "s3",
      bucket: "b",
      prefix: "",
      endpoint: "http://127.0.0.1:9",
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "k", secretAccessKey: "s" },
    });
    const started = Date.now();
    await expect(store.check()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe("events between instances", () => {
  it("hands shared events to the transport and takes other instances' ones, never its own back", () => {
    const a = new AppEvents();
    const b = new AppEvents();
    const wire: string[] = [];
    a.attach({ publish: (m) => wire.push(m) });
    const heardOnB: unknown[] = [];
    b.on("content-changed", (what) => heardOnB.push(what));
    a.emit("content-changed", "recipes");
    a.emit("something-local", "x");
    expect(wire).toHaveLength(1);
    for (const m of wire) {
      b.receive(m);
      a.receive(m); // its own message coming back from the channel
    }
    expect(heardOnB).toEqual(["recipes"]);
    b.receive("not json");
    b.receive(JSON.stringify({ origin: "other", name: "close", args: [] }));
    expect(heardOnB).toEqual(["recipes"]);
  });
});
