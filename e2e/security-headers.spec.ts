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
