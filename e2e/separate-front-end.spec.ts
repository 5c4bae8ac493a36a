import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { API } from "./admin-helpers";
import { sitePort } from "./ports";

// A page on a second origin (another port, listed in the e2e server's CORS_ORIGINS) uses the
// API as a separate front end with its own backend base does: log in, edit and delete, upload and show a picture.
const PORT = sitePort();
const FRONT_PORT = PORT + 100;
const SITE = `http://127.0.0.1:${PORT}`;
const FRONT = `http://127.0.0.1:${FRONT_PORT}`;

let server: http.Server;
test.beforeAll(async () => {
  const page = fs.readFileSync(path.join(import.meta.dirname, "fixtures", "front-end.html"));
  server = http.createServer((_req, res) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page));
  await new Promise<void>((resolve) => server.listen(FRONT_PORT, "127.0.0.1", resolve));
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test("a front end on another origin edits, deletes and shows an uploaded picture", async ({ page }) => {
  const failed: string[] = [];
  page.on("console", (m) => m.type() === "error" && failed.push(m.text()));
  await page.goto(`${FRONT}/?api=${encodeURIComponent(`${SITE}${API}`)}`);
  await page.getByRole("button", { name: "Run" }).click();
  const log = page.getByRole("list");
  await expect(log).toContainText("done", { timeout: 20_000 });
  await expect(log).toContainText("PUT /api/v1/service_plans/");
  await expect(log).toContainText("title Edited elsewhere");
  await expect(log.getByText(/^DELETE \/api\/v1\/service_plans\/\d+ 204$/)).toHaveCount(3);
  await expect(log).not.toContainText("failed");
  // The picture's address is absolute (PUBLIC_URL) and the browser shows it across origins.
  const img = page.getByRole("img", { name: "Uploaded picture" });
  await expect(img).toHaveAttribute("src", new RegExp(`^${SITE}${API}/uploads/images/`));
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(24);
  expect(failed).toEqual([]);
});

test("the site itself shows pictures with addresses on the origin it was reached at", async ({ page }) => {
  await page.goto("/blogs");
  const first = page.locator("main article img").first();
  // A path, not PUBLIC_URL: the page works at any address (docs/decisions/009).
  await expect(first).toHaveAttribute("src", new RegExp(`^${API}/uploads/images/`));
  await first.scrollIntoViewIfNeeded();
  await expect.poll(() => first.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  // The responsive variants resolve too (the browser picks one of them).
  await expect.poll(() => first.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(new RegExp(`^${SITE}${API}/uploads/images/.+-\\d+w\\.(avif|webp)$`));
  await page.locator("main article a").first().click();
  const hero = page.locator("main img").first();
  await expect.poll(() => hero.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
});
