import { expect, test, type APIRequestContext } from "@playwright/test";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./admin-helpers";
import { baseUrl, expectNoAxeViolations } from "./public-helpers";

const PAGE_SIZE = 12;

async function adminAuth(request: APIRequestContext) {
  const login = await request.post("/api/admin/login", { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

// The public lists come in pages of 12 with plain links, so paging works without JavaScript.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Greek blog list pages by 12 with next and previous links, a canonical address per page and the language kept", async ({ page, request }) => {
    const auth = await adminAuth(request);
    const before = (await (await request.get("/api/api/v1/blogs?language=gr")).json()) as unknown[];
    // Enough Greek posts for a second page, dated ahead so they come first; removed at the end.
    const slugs: string[] = [];
    try {
      for (let i = 0; slugs.length === 0 || before.length + slugs.length <= PAGE_SIZE; i++) {
        const slug = `paging-check-${i}`;
        const created = await request.post("/api/api/v1/blogs", {
          headers: auth,
          data: { blog: { title: `Δοκιμαστικό άρθρο ${i}`, slug, published_date: "2031-01-01", language: "gr", description: "Δοκιμή σελίδων" } },
        });
        expect(created.status()).toBe(201);
        slugs.push(slug);
      }
      const total = before.length + slugs.length;
      const origin = baseUrl();

      await page.goto("/blogs?lang=gr");
      await expect(page.locator(".blog-card")).toHaveCount(PAGE_SIZE);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/blogs?lang=gr`);
      await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", `${origin}/blogs?page=2&lang=gr`);
      await expect(page.locator('link[rel="prev"]')).toHaveCount(0);
      const pager = page.getByRole("navigation", { name: "Σελιδοποίηση" });
      await expect(pager).toContainText("Σελίδα 1");

      await pager.getByRole("link", { name: "Επόμενη σελίδα" }).click();
      await expect(page).toHaveURL(/\/blogs\?page=2&lang=gr$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "el");
      await expect(page.locator(".blog-card")).toHaveCount(Math.min(PAGE_SIZE, total - PAGE_SIZE));
      await expect(page).toHaveTitle(/Σελίδα 2/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/blogs?page=2&lang=gr`);
      await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", `${origin}/blogs?lang=gr`);

      await page.getByRole("navigation", { name: "Σελιδοποίηση" }).getByRole("link", { name: "Προηγούμενη σελίδα" }).click();
      await expect(page).toHaveURL(/\/blogs\?lang=gr$/);
      await expect(page.locator(".blog-card").first()).toContainText("Δοκιμαστικό άρθρο");
    } finally {
      for (const slug of slugs) await request.delete(`/api/api/v1/blogs/${slug}`, { headers: auth });
    }
  });

  test("a page past the end or not a page number is not found; a short list has no pager", async ({ page }) => {
    for (const url of ["/blogs?page=999", "/recipes?page=999&lang=es", "/recipes?page=0", "/blogs?page=dos&lang=es"]) {
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(404);
    }
    await page.goto("/recipes?lang=es");
    await expect(page.locator(".recipe-card").first()).toBeVisible();
    const cards = await page.locator(".recipe-card").count();
    expect(cards).toBeLessThanOrEqual(PAGE_SIZE);
    if (cards < PAGE_SIZE) await expect(page.getByRole("navigation", { name: "Paginación" })).toHaveCount(0);
  });
});

test("the pager is accessible, in Spanish, on a second page", async ({ page, request }) => {
  const auth = await adminAuth(request);
  const before = (await (await request.get("/api/api/v1/blogs?language=es")).json()) as unknown[];
  const slugs: string[] = [];
  try {
    for (let i = 0; before.length + slugs.length <= PAGE_SIZE; i++) {
      const slug = `paginas-check-${i}`;
      const created = await request.post("/api/api/v1/blogs", {
        headers: auth,
        data: { blog: { title: `Artículo de prueba ${i}`, slug, published_date: "2031-01-01", language: "es", description: "Prueba de páginas" } },
      });
      expect(created.status()).toBe(201);
      slugs.push(slug);
    }
    await page.goto("/blogs?page=2&lang=es");
    await expect(page.getByRole("navigation", { name: "Paginación" }).getByRole("link", { name: "Página anterior" })).toBeVisible();
    await expectNoAxeViolations(page, "/blogs?page=2&lang=es");
  } finally {
    for (const slug of slugs) await request.delete(`/api/api/v1/blogs/${slug}`, { headers: auth });
  }
});
