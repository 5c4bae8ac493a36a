import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { startServer, type ServerProcess } from "../test/server-process";
import { ADMIN_EMAIL, ADMIN_PASSWORD, pngFile } from "./admin-helpers";
import { appendBlock } from "./editor-helpers";

// A first `npm start`: no PUBLIC_URL, a port of its own, and the site opened at 127.0.0.1
// (as from a phone on the same network, at an address PUBLIC_URL does not name). The site's
// own pages must work wherever they are reached: their images come from the same origin.
let server: ServerProcess | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-e2e-any-address-"));

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  server = await startServer(
    { DATA_DIR: dataDir, SEED_DEMO: "true", RATE_LIMITS: "false", ADMIN_EMAIL, ADMIN_PASSWORD },
    { withoutPublicUrl: true, timeoutMs: 90_000 },
  );
});
test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Console errors and page errors while the page is used (a blocked image is one). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

async function logIn(page: Page, site: string): Promise<void> {
  await page.goto(`${site}/admin-login`);
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Admin!" })).toBeVisible();
}

/** Brings every shown image into view (lazy ones load then) and answers those that did not load. */
async function brokenImages(page: Page): Promise<string[]> {
  const images = page.locator("img");
  const n = await images.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) {
    const img = images.nth(i);
    if (!(await img.isVisible())) continue;
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete), { timeout: 10_000 }).toBe(true);
  }
  return page.evaluate(() =>
    [...document.images].filter((img) => img.getClientRects().length > 0 && img.naturalWidth === 0).map((img) => img.currentSrc || img.src),
  );
}

test("at 127.0.0.1 on its own port, with no PUBLIC_URL, a post, a recipe and the admin's blog list show every image", async ({ page }) => {
  // Its start-up line names the public address mails will carry: this port's, not 3000's.
  await expect.poll(() => server!.output()).toMatch(new RegExp(`mails.*http://localhost:${server!.port}\\b`));
  const site = `http://127.0.0.1:${server!.port}`;
  const errors = watchErrors(page);

  const blogs = (await (await page.request.get(`${site}/api/api/v1/blogs?language=en`)).json()) as { slug: string; profile_image_url: string | null }[];
  const post = blogs.find((b) => b.profile_image_url);
  expect(post).toBeDefined();
  await page.goto(`${site}/blogs/${post!.slug}`);
  expect(await page.locator("article img").count()).toBeGreaterThan(0);
  expect(await brokenImages(page)).toEqual([]);

  const recipes = (await (await page.request.get(`${site}/api/recipes?language=en`)).json()) as { slug: string; image_url: string | null }[];
  const recipe = recipes.find((r) => r.image_url);
  expect(recipe).toBeDefined();
  await page.goto(`${site}/fullrecipe/${recipe!.slug}`);
  expect(await brokenImages(page)).toEqual([]);

  await logIn(page, site);
  await page.goto(`${site}/admin-blog-list`);
  await expect(page.locator("main img").first()).toBeVisible();
  expect(await brokenImages(page)).toEqual([]);

  expect(errors).toEqual([]);
});

test("at 127.0.0.1 with no PUBLIC_URL, a picture uploaded in the editor shows at once", async ({ page }, info) => {
  // It used to spin: its address was PUBLIC_URL's, which the page's CSP blocks at another origin.
  test.skip(info.project.name === "phone", "the editor is driven through the pointer toolbars of tablet and desktop widths");
  const site = `http://127.0.0.1:${server!.port}`;
  const errors = watchErrors(page);
  await logIn(page, site);
  await page.goto(`${site}/admin-blog-list`);
  await page.getByRole("link", { name: "Create a Blog" }).click();
  const editor = page.getByTestId("block-editor");
  await editor.locator(".ce-paragraph").first().click();
  const chooser = page.waitForEvent("filechooser");
  await appendBlock(page, editor, "Image");
  await (await chooser).setFiles(pngFile("plate.png"));
  const picture = editor.locator(".image-tool__image-picture");
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  expect(await picture.getAttribute("src")).toMatch(/^\/api\/uploads\/images\//);
  expect(errors).toEqual([]);
});
