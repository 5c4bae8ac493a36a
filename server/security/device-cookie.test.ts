import crypto from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.js";
import { authRepository } from "../auth/repository.js";
import { REDIS_URL } from "../../test/redis.js";
import { FREE_FAILURES } from "./login-guard.js";

let ipCounter = 0;
const newIp = () => `10.${(process.pid + 7) % 250}.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
let adminCounter = 0;

/** A fresh admin account per scenario: each scenario locks its account on purpose. */
async function newAdmin(t: TestApp) {
  const who = { email: `admin${++adminCounter}-${process.pid}@test.local`, password: "a long enough password" };
  await authRepository(t.db, 24).createAdmin(who.email, who.password);
  return { ADMIN: who, WRONG: { email: who.email, password: "not the password" } };
}

const login = (t: TestApp, body: object, cookie?: string) =>
  t.app.inject({ method: "POST", url: `${t.base}/admin/login`, remoteAddress: newIp(), payload: body, headers: cookie ? { cookie } : {} });

/** The device cookie a successful login hands out, as the browser would send it back. */
function deviceCookie(res: Awaited<ReturnType<typeof login>>): string {
  const set = [res.headers["set-cookie"] ?? []].flat().find((c) => c.startsWith("admin_device="));
  expect(set, "a device cookie on a successful login").toBeDefined();
  expect(set).toMatch(/HttpOnly/i);
  expect(set).toMatch(/SameSite=Strict/i);
  return set!.split(";")[0]!;
}

/** Someone hammers the admin's e-mail from many addresses until it is locked for unknown devices. */
async function lockAccount(t: TestApp, ADMIN: object, WRONG: object) {
  for (let i = 0; i <= FREE_FAILURES; i++) expect((await login(t, WRONG)).statusCode).toBe(401);
  expect((await login(t, ADMIN)).statusCode).toBe(429);
}

function scenarios(make: () => TestApp | [TestApp, TestApp]) {
  const pair = () => {
    const m = make();
    return Array.isArray(m) ? m : ([m, m] as const);
  };

  it("a browser that logged in before still gets in while the account is locked for everyone else", async () => {
    const [a, b] = pair();
    const { ADMIN, WRONG } = await newAdmin(a);
    const cookie = deviceCookie(await login(a, ADMIN));
    await lockAccount(b, ADMIN, WRONG);
    // Unknown devices keep the back-off; the admin's own browser does not.
    expect((await login(b, ADMIN)).statusCode).toBe(429);
    const res = await login(b, ADMIN, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toEqual(expect.any(String));
  });

  it("a known device has its own limit, which does not touch other devices", async () => {
    const [a, b] = pair();
    const { ADMIN, WRONG } = await newAdmin(a);
    const mine = deviceCookie(await login(a, ADMIN));
    const other = deviceCookie(await login(a, ADMIN));
    expect(mine).not.toBe(other);
    for (let i = 0; i <= FREE_FAILURES; i++) expect((await login(i % 2 ? a : b, WRONG, mine)).statusCode).toBe(401);
    const locked = await login(b, ADMIN, mine);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await login(a, ADMIN, other)).statusCode).toBe(200);
  });

  it("a forged, altered or someone else's device cookie counts as an unknown device", async () => {
    const [a, b] = pair();
    const { ADMIN, WRONG } = await newAdmin(a);
    const cookie = deviceCookie(await login(a, ADMIN));
    await lockAccount(b, ADMIN, WRONG);
    const value = cookie.slice("admin_device=".length);
    const altered = `admin_device=${value.slice(0, -2)}${value.endsWith("AA") ? "BB" : "AA"}`;
    for (const c of [altered, "admin_device=v1.abc.def", "admin_device=", "admin_device=%%%"]) {
      expect((await login(b, ADMIN, c)).statusCode).toBe(429);
    }
    // Bound to the account it was issued for: it exempts no other e-mail.
    for (let i = 0; i <= FREE_FAILURES; i++) expect((await login(b, { email: "other@x.test", password: "guess guess" }, cookie)).statusCode).toBe(401);
  });
}

describe("device cookies (one instance, in memory)", () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ RATE_LIMITS: "true" })));
  afterAll(() => t.close());
  scenarios(() => t);
});

describe("device cookies shared by two instances through Redis and the database", () => {
  const prefix = `test:${crypto.randomBytes(6).toString("hex")}:`;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { RATE_LIMITS: "true", REDIS_URL, REDIS_KEY_PREFIX: prefix };
    a = await buildTestApp(env);
    // The second instance reads the same database: the signing key lives there.
    b = await buildTestApp(env, { db: a.db });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });
  scenarios(() => [a, b]);
});
