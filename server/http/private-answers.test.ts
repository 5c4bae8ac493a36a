import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { bookFirstFreeSlot } from "../../test/booking-slots.js";
import { mailText } from "../../test/mailbox.js";

const PRIVATE = "private, no-store";

describe("answers that hold personal data are never stored by a cache", () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.login();
    const plan = (language: string) => ({ title: `Plan ${language}`, description: "A plan.", price: 60, order: 1, language, features_attributes: [] });
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `${t.base}/api/v1/service_plans`,
          headers: bearer(token),
          payload: { service_plans: ["en", "es", "gr"].map(plan) },
        })
      ).statusCode,
    ).toBe(201);
    expect((await bookFirstFreeSlot(t, { name: "Ana Ruiz", email: "ana@example.com" })).statusCode).toBe(201);
    await t.app.inject({ method: "POST", url: `${t.base}/api/v1/subscribers`, payload: { subscriber: { email: "reader@example.com" } } });
    await t.app.inject({
      method: "POST",
      url: `${t.base}/api/v1/contact_messages`,
      payload: { contact_message: { name: "Ana", email: "ana@example.com", message: "Hello" } },
    });
  });
  afterAll(() => t.close());

  it("sends Cache-Control: private, no-store on the admin's lists and details", async () => {
    const [booking] = (await t.app.inject({ url: `${t.base}/bookings`, headers: bearer(token) })).json() as { id: number }[];
    for (const url of ["/bookings", `/bookings/${booking!.id}`, "/api/v1/subscribers", "/api/v1/contact_messages", "/admin/current"]) {
      const res = await t.app.inject({ url: `${t.base}${url}`, headers: bearer(token) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe(PRIVATE);
    }
  });

  it("sends it on every answer of every admin route, whatever its method and outcome", async () => {
    const admin = t.app.routeList.filter((r) => r.admin && r.method !== "HEAD" && !/logout/.test(r.url));
    expect(admin.length).toBeGreaterThan(20);
    for (const route of admin) {
      const url = route.url.replace(/:[A-Za-z_]+/g, "999999");
      const res = await t.app.inject({
        method: route.method as "GET",
        url,
        headers: bearer(token),
        ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${route.method} ${url}`).not.toBe(401);
      expect(res.headers["cache-control"], `${route.method} ${url} (${res.statusCode})`).toBe(PRIVATE);
    }
  });

  it("sends it on a public list when the admin's token shows drafts, and keeps public lists cacheable otherwise", async () => {
    const asAdmin = await t.app.inject({ url: `${t.base}/api/v1/blogs?language=en`, headers: bearer(token) });
    expect(asAdmin.headers["cache-control"]).toBe(PRIVATE);
    const asVisitor = await t.app.inject({ url: `${t.base}/api/v1/blogs?language=en` });
    expect(asVisitor.headers["cache-control"]).toBe("public, no-cache");
  });

  it("sends it on the client's booking behind its private link", async () => {
    let manage: string | undefined;
    for (let i = 0; i < 100 && !manage; i++) {
      manage = /manage-booking\/([A-Za-z0-9_-]{20,})/.exec(mailText(t.mailbox.received.map((m) => m.raw).join("\n")))?.[1];
      if (!manage) await new Promise((r) => setTimeout(r, 50));
    }
    const res = await t.app.inject({ url: `${t.base}/bookings/manage/${manage}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe(PRIVATE);
    expect(res.headers.etag).toBeUndefined();
  });
});
