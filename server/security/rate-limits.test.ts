import crypto from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { FIRST_LOCK_MS, FREE_FAILURES, lockMs, MAX_LOCK_MS } from "./login-guard.js";
import { ROUTE_LIMITS } from "./rate-limits.js";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
let ipCounter = 0;
/** A fresh visitor address per scenario, so limits of one do not spill into another. */
const newIp = () => `10.${process.pid % 250}.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const login = (t: TestApp, ip: string, body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: `${t.base}/admin/login`, remoteAddress: ip, payload: body, headers });

describe("rate limits (one instance, in memory)", () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ RATE_LIMITS: "true" })));
  afterAll(() => t.close());

  it("limits logins per address and answers 429 in the visitor's language", async () => {
    const ip = newIp();
    const max = ROUTE_LIMITS.find((l) => l.path === "/admin/login")!.max;
    for (let i = 0; i < max; i++) {
      // Distinct unknown emails: this is the per-address limit, not the per-account back-off.
      const res = await login(t, ip, { email: `nobody${i}@x.test`, password: "wrong password" });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(t, ip, ADMIN, { "accept-language": "es-ES,es;q=0.9" });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe("Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.");
    expect(blocked.json().errors.base).toHaveLength(1);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // Another visitor is not affected.
    expect((await login(t, newIp(), ADMIN)).statusCode).toBe(200);
  });

  it("gives every endpoint of the table its limit, whichever branch declared the route", async () => {
    const registered = new Set(t.app.routeList.map((r) => `${r.method} ${r.url}`));
    const present = ROUTE_LIMITS.filter((l) => registered.has(`${l.method} ${t.base}${l.path}`));
    expect(present.map((l) => l.path)).toEqual(
      expect.arrayContaining(["/admin/login", "/api/v1/subscribers", "/api/v1/contact_messages", "/api/admin/download_tokens", "/bookings"]),
    );
    const token = await t.login();
    for (const limit of present) {
      const ip = newIp();
      const admin = t.app.routeList.find((r) => r.method === limit.method && r.url === `${t.base}${limit.path}`)!.admin;
      const send = () =>
        t.app.inject({
          method: limit.method,
          url: `${t.base}${limit.path}`,
          remoteAddress: ip,
          payload: {},
          headers: { "x-language": "gr", ...(admin ? bearer(token) : {}) },
        });
      for (let i = 0; i < limit.max; i++) expect((await send()).statusCode, `${limit.path} #${i + 1}`).not.toBe(429);
      const over = await send();
      expect(over.statusCode, limit.path).toBe(429);
      expect(over.json().error).toBe("Πάρα πολλά αιτήματα. Περιμένετε λίγο και δοκιμάστε ξανά.");
    }
  });

  it("lets a successful login clear earlier failures of the account", async () => {
    for (let i = 0; i < FREE_FAILURES - 1; i++) expect((await login(t, newIp(), { email: ADMIN.email, password: "typo typo typo" })).statusCode).toBe(401);
    expect((await login(t, newIp(), ADMIN)).statusCode).toBe(200);
    for (let i = 0; i < FREE_FAILURES; i++) expect((await login(t, newIp(), { email: ADMIN.email, password: "typo typo typo" })).statusCode).toBe(401);
    expect((await login(t, newIp(), ADMIN)).statusCode).toBe(200);
  });

  it("backs off an account after repeated failures, from any address, without saying whether it exists", async () => {
    for (const email of [ADMIN.email, "ghost@x.test"]) {
      for (let i = 0; i <= FREE_FAILURES; i++) expect((await login(t, newIp(), { email, password: "guess guess guess" })).statusCode).toBe(401);
      // Locked now: even the right password waits, and the answer does not tell it was right.
      const locked = await login(t, newIp(), { email, password: ADMIN.password });
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers["retry-after"])).toBeGreaterThan(FIRST_LOCK_MS / 1000 - 2);
      expect(Number(locked.headers["retry-after"])).toBeLessThanOrEqual(FIRST_LOCK_MS / 1000);
    }
    // Other accounts are untouched (the test admin's own e-mail is locked above).
    expect((await login(t, newIp(), { email: " GHOST2@x.test ", password: "x" })).statusCode).toBe(401);
  });

  it("doubles the lock with each further failure, up to a cap", () => {
    expect(lockMs(FREE_FAILURES)).toBe(0);
    expect(lockMs(FREE_FAILURES + 1)).toBe(FIRST_LOCK_MS);
    expect(lockMs(FREE_FAILURES + 2)).toBe(2 * FIRST_LOCK_MS);
    expect(lockMs(FREE_FAILURES + 50)).toBe(MAX_LOCK_MS);
  });
});

describe("rate limits switched off", () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ RATE_LIMITS: "false" })));
  afterAll(() => t.close());

  it("never answers 429", async () => {
    const ip = newIp();
    for (let i = 0; i < 15; i++) expect((await login(t, ip, { email: ADMIN.email, password: "wrong wrong" })).statusCode).toBe(401);
  });
});

describe("rate limits shared through Redis by two instances", () => {
  const prefix = `test:${crypto.randomBytes(6).toString("hex")}:`;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { RATE_LIMITS: "true", REDIS_URL, REDIS_KEY_PREFIX: prefix };
    [a, b] = await Promise.all([buildTestApp(env), buildTestApp(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it("counts a visitor's requests on both instances together", async () => {
    const ip = newIp();
    const max = ROUTE_LIMITS.find((l) => l.path === "/admin/login")!.max;
    for (let i = 0; i < max; i++) {
      const res = await login(i % 2 ? b : a, ip, { email: `nobody${i}@x.test`, password: "wrong password" });
      expect(res.statusCode).toBe(401);
    }
    expect((await login(a, ip, { email: "x@x.test", password: "p" })).statusCode).toBe(429);
    expect((await login(b, ip, { email: "x@x.test", password: "p" })).statusCode).toBe(429);
  });

  it("shares the per-account back-off", async () => {
    for (let i = 0; i <= FREE_FAILURES; i++) {
      expect((await login(i % 2 ? b : a, newIp(), { email: "shared@x.test", password: "guess guess" })).statusCode).toBe(401);
    }
    const locked = await login(b, newIp(), { email: "shared@x.test", password: "guess guess" });
    expect(locked.statusCode).toBe(429);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}login:*`);
    await redis.quit();
    // Stored under a hash of the address, never the address itself.
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(" ")).not.toContain("shared");
  });
});
