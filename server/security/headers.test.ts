import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.js";
import { createInProcessFetch } from "../in-process-fetch.js";
import { API_CSP, FRAME_SOURCES, pageCsp } from "./headers.js";

const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.split(" ")[0] === name);

describe("security headers of the API", () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  it("sends a locked-down policy with every API answer, errors included", async () => {
    for (const [url, status] of [
      [`${t.base}/api/v1/service_plans`, 200],
      [`${t.base}/admin/current`, 401],
      [`${t.base}/nothing-here`, 404],
    ] as const) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers["content-security-policy"], url).toBe(API_CSP);
      expect(res.headers["x-frame-options"], url).toBe("DENY");
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(res.headers["permissions-policy"], url).toContain("camera=()");
      expect(res.headers["x-powered-by"], url).toBeUndefined();
      // Served over plain HTTP here: no HSTS.
      expect(res.headers["strict-transport-security"], url).toBeUndefined();
    }
  });

  it("keeps a route's own policy and leaves the API docs page usable", async () => {
    const page = await t.app.inject({ url: `${t.base}/api/v1/subscribers/unsubscribe?token=nope` });
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["content-security-policy"]).toContain("style-src 'unsafe-inline'");
    const docs = await t.app.inject({ url: `${t.base}/docs/` });
    expect(docs.statusCode).toBeLessThan(400);
    expect(docs.headers["content-security-policy"] ?? "").not.toBe(API_CSP);
  });

  it("gives in-process calls of a page the visitor's address, so limits stay per visitor", async () => {
    const limited = await buildTestApp({ RATE_LIMITS: "true" });
    try {
      const asVisitor = (ip: string) => createInProcessFetch(limited.app, { ip });
      const login = (ip: string) =>
        asVisitor(ip)("/admin/login", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: `v${Math.random()}@x.test`, password: "wrong" }),
        });
      for (let i = 0; i < 10; i++) expect((await login("192.0.2.10")).status).toBe(401);
      expect((await login("192.0.2.10")).status).toBe(429);
      expect((await login("192.0.2.11")).status).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe("HSTS", () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ PUBLIC_URL: "https://nutrition.example" })));
  afterAll(() => t.close());

  it("is sent when the public address is https", async () => {
    const res = await t.app.inject({ url: `${t.base}/api/v1/service_plans` });
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000");
  });
});

describe("the pages' content security policy", () => {
  const csp = pageCsp("bm9uY2U=", { https: true });

  it("runs only this origin's scripts and the response's nonced ones", () => {
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'nonce-bm9uY2U='");
    expect(csp).not.toContain("unsafe-eval");
    expect(directive(csp, "script-src")).not.toContain("unsafe-inline");
    expect(directive(csp, "script-src-attr")).toBe("script-src-attr 'none'");
    expect(directive(csp, "object-src")).toBe("object-src 'none'");
    expect(directive(csp, "base-uri")).toBe("base-uri 'self'");
    expect(directive(csp, "form-action")).toBe("form-action 'self'");
  });

  it("lets no one frame the site and frames only the map, embeds and social widget", () => {
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
    const frames = directive(csp, "frame-src")!.split(" ").slice(1);
    expect(frames).toEqual(FRAME_SOURCES);
    for (const src of frames) expect(src).toMatch(/^https:\/\/[a-z.-]+\/[a-z/]*$/);
    expect(frames.some((f) => f.includes("google.com/maps"))).toBe(true);
    expect(frames.some((f) => f.includes("youtube"))).toBe(true);
    expect(frames.some((f) => f.includes("instagram"))).toBe(true);
  });

  it("upgrades insecure requests only when served over https", () => {
    expect(csp).toContain("upgrade-insecure-requests");
    expect(pageCsp("x", { https: false })).not.toContain("upgrade-insecure-requests");
  });
});
