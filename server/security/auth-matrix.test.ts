import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.js";
import { siteTables, snapshot } from "../../test/db-snapshot.js";
import { seedDemoContent } from "../seed/seed.js";
import { localStorage } from "../storage/storage.js";
import path from "node:path";
import type { RegisteredRoute } from "../app.js";

/**
 * The contract's admin calls, by resource. Once any route of a resource exists, all of its admin
 * calls must exist and be guarded (parameter names may differ: they are compared as ":").
 */
const EXPECTED_ADMIN: Record<string, string[]> = {
  session: ["GET /admin/current", "DELETE /admin/logout"],
  service_plans: ["POST /api/v1/service_plans", "PUT /api/v1/service_plans/:", "DELETE /api/v1/service_plans/:", "DELETE /api/v1/service_plans/:/features/:"],
  recipes: ["POST /recipes", "PATCH /recipes/slug/:", "DELETE /recipes/slug/:"],
  blogs: ["POST /api/v1/blogs", "PUT /api/v1/blogs/:", "DELETE /api/v1/blogs/:", "POST /api/v1/blog_images"],
  subscribers: ["GET /api/v1/subscribers"],
  contact_messages: ["GET /api/v1/contact_messages"],
  bookings: ["GET /bookings", "GET /bookings/:", "DELETE /bookings/:"],
  download_tokens: ["POST /api/admin/download_tokens"],
};
const RESOURCE_PREFIX: Record<string, string> = {
  session: "/admin/",
  service_plans: "/api/v1/service_plans",
  recipes: "/recipes",
  blogs: "/api/v1/blogs",
  subscribers: "/api/v1/subscribers",
  contact_messages: "/api/v1/contact_messages",
  bookings: "/bookings",
  download_tokens: "/api/admin/download_tokens",
};

/**
 * Writes a visitor may make without a token: the public forms, and the links mailed to a
 * visitor (which carry their own secret token). Anything else that writes must be admin.
 */
const PUBLIC_WRITES = [
  /^POST \/admin\/login$/,
  /^POST \/api\/v1\/subscribers$/,
  /^POST \/api\/v1\/contact_messages$/,
  /^POST \/bookings$/,
  /unsubscribe/,
  // Double opt-in: the confirmation link's button, proven by its token.
  /^POST \/api\/v1\/subscribers\/confirm$/,
  /^(POST|PUT|PATCH|DELETE) \/bookings\/manage\b/,
  // Stripe's calls, proven by their signature instead of a token (server/payments).
  /^POST \/webhooks\/stripe$/,
  // The client's own page: asking for a sign-in link (always 202), using one (proven by its
  // token), signing out; and the follow-up mail's decline button (proven by its signed link).
  /^POST \/api\/v1\/client_links$/,
  /^(POST|DELETE) \/api\/v1\/client_session$/,
  /^POST \/clients\/follow_up\/decline$/,
  // Buying a bundle: a Checkout Session for its price, like a booking's.
  /^POST \/api\/v1\/bundle_orders$/,
  // Her own writes between sessions, proven by her session cookie (401 without it:
  // server/clients/messages.test.ts).
  /^(POST|PUT) \/api\/v1\/me\//,
];

const shape = (r: { method: string; url: string }, base: string) => `${r.method} ${r.url.slice(base.length).replace(/:[A-Za-z_]+/g, ":")}`;

const BAD_CREDENTIALS: Record<string, (ctx: { expired: string; revoked: string }) => Record<string, string>> = {
  "no token": () => ({}),
  "empty bearer": () => ({ authorization: "Bearer " }),
  "malformed: not base64url": () => ({ authorization: "Bearer not/a+token=at all!" }),
  "malformed: too short": () => ({ authorization: "Bearer abc" }),
  "malformed: other scheme": () => ({ authorization: `Basic ${Buffer.from("admin@test.local:pw").toString("base64")}` }),
  "malformed: two tokens": () => ({ authorization: `Bearer ${"a".repeat(43)} ${"b".repeat(43)}` }),
  "malformed: token in a cookie": () => ({ cookie: `adminToken=${"a".repeat(43)}` }),
  unknown: () => ({ authorization: `Bearer ${crypto.randomBytes(32).toString("base64url")}` }),
  expired: ({ expired }) => ({ authorization: `Bearer ${expired}` }),
  revoked: ({ revoked }) => ({ authorization: `Bearer ${revoked}` }),
};

describe("auth matrix: every admin route × bad credentials", () => {
  let t: TestApp;
  let admin: RegisteredRoute[];
  const ctx = { expired: "", revoked: "" };
  const params: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    // Real rows behind every path, so a route that forgot its guard would visibly change one.
    await seedDemoContent(t.db, localStorage(path.join(t.dataDir, "files")));
    admin = t.app.routeList.filter((r) => r.admin);
    ctx.expired = await t.login();
    await t.db.updateTable("admin_sessions").set({ expires_at: "2000-01-01T00:00:00.000Z" }).execute();
    ctx.revoked = await t.login();
    await t.app.inject({ method: "DELETE", url: `${t.base}/admin/logout`, headers: { authorization: `Bearer ${ctx.revoked}` } });
    // A slug that exists per resource table that has one; ids 1 exist in every seeded table.
    for (const table of await siteTables(t.db)) {
      const row = await t.db
        .selectFrom(table as "recipes")
        .selectAll()
        .limit(1)
        .executeTakeFirst()
        .catch(() => undefined);
      if (row && "slug" in row) params[table] = String(row.slug);
    }
  });
  afterAll(() => t.close());

  const fill = (url: string) =>
    url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
      if (name !== "slug") return "1";
      const table = Object.keys(params).find((tb) => url.includes(tb.replace(/_/g, "")) || url.includes(tb));
      return table ? params[table]! : "demo";
    });

  it("finds the admin routes of every resource present, the contract's included", () => {
    const shapes = new Set(admin.map((r) => shape(r, t.base)));
    const present = Object.keys(EXPECTED_ADMIN).filter((res) => t.app.routeList.some((r) => r.url.startsWith(`${t.base}${RESOURCE_PREFIX[res]}`)));
    expect(present).toEqual(
      expect.arrayContaining(["session", "service_plans", "recipes", "subscribers", "contact_messages", "download_tokens", "blogs", "bookings"]),
    );
    for (const res of present) for (const route of EXPECTED_ADMIN[res]!) expect(shapes, `${route} guarded`).toContain(route);
  });

  it("leaves no write open to visitors beyond the contract's public forms", () => {
    const open = t.app.routeList
      .filter((r) => !r.admin && !["GET", "HEAD", "OPTIONS"].includes(r.method) && r.url.startsWith(`${t.base}/`))
      .map((r) => shape(r, t.base))
      .filter((r) => !PUBLIC_WRITES.some((allowed) => allowed.test(r)));
    expect(open).toEqual([]);
  });

  it("answers 401 and changes nothing for each of them", async () => {
    expect(admin.length).toBeGreaterThan(5);
    const before = await snapshot(t.db);
    const failures: string[] = [];
    for (const route of admin) {
      for (const [label, creds] of Object.entries(BAD_CREDENTIALS)) {
        const hasBody = !["GET", "HEAD", "DELETE"].includes(route.method);
        const res = await t.app.inject({
          method: route.method as "GET",
          url: fill(route.url),
          headers: { ...creds(ctx), ...(hasBody ? { "content-type": "application/json" } : {}) },
          ...(hasBody ? { payload: JSON.stringify({ title: "x", email: "x@x.test", service_plans: [] }) } : {}),
        });
        const ok = res.statusCode === 401 && (route.method === "HEAD" || res.json().error === "Unauthorized. Please log in.");
        if (!ok) failures.push(`${route.method} ${route.url} [${label}] → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it("lets a live token through, so the 401s above are the guard's doing", async () => {
    const token = await t.login();
    const res = await t.app.inject({ url: `${t.base}/admin/current`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
  });
});
