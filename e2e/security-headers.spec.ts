import { expect, test } from "@playwright/test";

// The headers of a real page and a real API answer from the built site, and a page that
// still hydrates and runs under its policy (any violation is reported on the console).
test("a page carries a nonce-based policy that its own scripts satisfy", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  const res = await page.goto("/");
  const headers = res!.headers();
  const csp = headers["content-security-policy"]!;
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["strict-transport-security"]).toBeUndefined();
  // Every inline script the server rendered carries this response's nonce. JSON-LD blocks are
  // data the browser never runs, so the policy does not apply to them.
  const html = await res!.text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]!).filter((attrs) => !attrs.includes('type="application/ld+json"'));
  expect(inline.length).toBeGreaterThan(0);
  for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);
  // Each page gets a fresh nonce.
  const again = await page.request.get("/");
  expect(again.headers()["content-security-policy"]).not.toContain(nonce!);
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});

test("an API answer carries the locked-down policy", async ({ request }) => {
  const res = await request.get("/api/api/v1/service_plans?language=en");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  expect(res.headers()["x-frame-options"]).toBe("DENY");
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
});

// A public page shows nothing of anyone's and may share its window with the site that opened
// it. A private page (core/private-pages.ts) is a document of its own, in a browsing context
// no other site's window can reach, even when the application leads there from a public page.
test("a private page opens out of reach of another site's window", async ({ page, context, request, baseURL }) => {
  for (const path of ["/", "/about", "/book-consultation"]) {
    const res = await request.get(path);
    expect(res.headers()["cross-origin-opener-policy"], path).toBe("unsafe-none");
    expect(res.headers()["x-robots-tag"], path).toBeUndefined();
  }
  for (const path of ["/my-bookings", "/my-bookings/plans/1", "/manage-booking/not-a-token", "/admin-login", "/admin-dashboard"]) {
    const res = await request.get(path);
    expect(res.headers()["cross-origin-opener-policy"], path).toBe("same-origin");
    expect(res.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
  }

  // Another origin (the same server under another name) opens the booking page.
  const site = new URL(baseURL!);
  await page.goto(`http://localhost:${site.port}/about`);
  const opened = context.waitForEvent("page");
  await page.evaluate((url) => {
    (window as unknown as { held: Window | null }).held = window.open(url);
  }, `${site.origin}/book-consultation?lang=es`);
  const popup = await opened;
  await popup.waitForSelector("html[data-ready]");
  const heldIsClosed = () => page.evaluate(() => (window as unknown as { held: Window }).held.closed);
  expect(await heldIsClosed()).toBe(false);

  // The application moves on to her own page, as an in-app link would (not awaited: that
  // navigation gives way to the document's).
  await popup.evaluate(() => {
    void (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate("/my-bookings?lang=es");
  });
  await popup.waitForURL(/\/my-bookings\?lang=es$/);
  await popup.waitForSelector("html[data-ready]");
  // A new document was loaded for it, and the opener's hold on the window is gone.
  expect(await popup.evaluate(() => new URL(performance.getEntriesByType("navigation")[0]!.name).pathname)).toBe("/my-bookings");
  await expect.poll(heldIsClosed).toBe(true);
});
