import { expect, test, type Page } from "@playwright/test";
import { validateJsonLd } from "../core/seo/schema-vocabulary";
import { baseUrl } from "./public-helpers";

// What search engines and link previews read, on the built site as served.

const head = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute("content"),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]),
    og: Object.fromEntries([...document.querySelectorAll('meta[property^="og:"]')].map((m) => [m.getAttribute("property"), m.getAttribute("content")])),
    twitter: Object.fromEntries([...document.querySelectorAll('meta[name^="twitter:"]')].map((m) => [m.getAttribute("name"), m.getAttribute("content")])),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? "null")),
    robots: document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null,
  }));

test("static pages: canonical, every language with x-default, cards and the practice in JSON-LD", async ({ page }) => {
  const origin = baseUrl();
  await page.goto("/contactus?lang=es");
  const h = await head(page);
  expect(h.lang).toBe("es");
  expect(h.canonical).toBe(`${origin}/contact?lang=es`);
  expect(h.alternates).toEqual([
    ["en", `${origin}/contact`],
    ["es", `${origin}/contact?lang=es`],
    ["el", `${origin}/contact?lang=gr`],
    ["x-default", `${origin}/contact`],
  ]);
  expect(h.og["og:url"]).toBe(h.canonical);
  expect(h.og["og:image"]).toBe(`${origin}/images/share.jpg`);
  expect(h.twitter["twitter:card"]).toBe("summary_large_image");
  expect(h.jsonLd).toHaveLength(1);
  expect(h.jsonLd[0]).toMatchObject({ "@type": "MedicalBusiness", address: { addressLocality: "Madrid" } });
  expect(validateJsonLd(h.jsonLd[0])).toEqual([]);
  expect((await page.request.get("/images/share.jpg")).status()).toBe(200);
});

test("a recipe: Recipe and breadcrumbs in JSON-LD, canonical in its language, its picture as AVIF/WebP with its size", async ({ page, request }) => {
  const origin = baseUrl();
  // A recipe with its picture: other journeys on this site may have added one without.
  const recipes = (await (await request.get("/api/recipes?language=es")).json()) as { slug: string; title: string; image_url: string | null }[];
  const recipe = recipes.find((r) => r.image_url)!;
  await page.goto(`/fullrecipe/${recipe.slug}`);
  const h = await head(page);
  expect(h.canonical).toBe(`${origin}/fullrecipe/${recipe.slug}?lang=es`);
  expect(h.og["og:type"]).toBe("article");
  // Answers carry absolute image addresses (or paths on older data): either way, the page's is absolute.
  expect(h.og["og:image"]).toBe(new URL(recipe.image_url!, `${origin}/`).href);
  expect(Number(h.og["og:image:width"])).toBeGreaterThan(0);
  const types = h.jsonLd.map((n: { "@type": string }) => n["@type"]);
  expect(types).toEqual(["Recipe", "BreadcrumbList"]);
  for (const node of h.jsonLd) expect(validateJsonLd(node)).toEqual([]);
  expect(h.jsonLd[0]).toMatchObject({ name: recipe.title, totalTime: expect.stringMatching(/^PT/), nutrition: { "@type": "NutritionInformation" } });

  const picture = page.locator("picture").first();
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /-\d+w\.avif 320w/);
  const img = picture.locator("img");
  await expect(img).toHaveAttribute("width", /\d+/);
  await expect(img).toHaveAttribute("fetchpriority", "high");
  // Chromium picks the AVIF source, and it loads.
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0 && i.currentSrc)).toMatch(/\.avif$/);
});

test("a blog: BlogPosting; a missing one is kept out of the index", async ({ page, request }) => {
  const [blog] = await (await request.get("/api/api/v1/blogs?language=en&limit=1")).json();
  // Asked for in Spanish, the page is its Spanish translation, canonical in Spanish.
  const es = blog.translations.find((t: { language: string }) => t.language === "es");
  await page.goto(`/blogs/${blog.slug}?lang=es`);
  const h = await head(page);
  expect(h.lang).toBe("es");
  expect(h.canonical).toBe(`${baseUrl()}/blogs/${es.slug}?lang=es`);
  expect(h.alternates).toContainEqual(["x-default", `${baseUrl()}/blogs/${blog.slug}`]);
  expect(h.jsonLd[0]).toMatchObject({ "@type": "BlogPosting", inLanguage: "es" });
  for (const node of h.jsonLd) expect(validateJsonLd(node)).toEqual([]);

  await page.goto("/blogs/no-such-blog");
  expect((await head(page)).robots).toBe("noindex, follow");
});

test("sitemap, robots and feed are served; pages revalidate with their ETag", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect(await sitemap.text()).toContain(`<loc>${baseUrl()}/services?lang=gr</loc>`);
  expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
  expect(await (await request.get("/rss.xml?lang=es")).text()).toContain("<language>es</language>");

  const first = await request.get("/services");
  expect(first.headers()["cache-control"]).toBe("private, no-cache");
  const again = await request.get("/services", { headers: { "if-none-match": first.headers().etag! } });
  expect(again.status()).toBe(304);
});

test("rendered pages are kept until content changes, each answer with its own nonce", async ({ request }) => {
  const nonceOf = (html: string) => /<script nonce="([^"]+)"/.exec(html)?.[1];
  const rendered = await request.get("/blogs?lang=es");
  const a = await request.get("/blogs?lang=es");
  const b = await request.get("/blogs?lang=es");
  expect(a.headers()["x-cache"]).toBe("hit");
  const [htmlA, htmlB] = [await a.text(), await b.text()];
  expect(nonceOf(htmlA)).toBeTruthy();
  expect(nonceOf(htmlA)).not.toBe(nonceOf(htmlB));
  expect(a.headers()["content-security-policy"]).toContain(`'nonce-${nonceOf(htmlA)}'`);
  expect(htmlA.replaceAll(nonceOf(htmlA)!, "")).toBe(htmlB.replaceAll(nonceOf(htmlB)!, ""));
  expect(a.headers().etag).toBe(b.headers().etag);
  expect(rendered.headers().etag).toBe(a.headers().etag);

  // A new blog empties the store: the next answer is rendered again and lists it.
  const login = await request.post("/api/admin/login", { data: { email: "admin@e2e.local", password: "e2e-admin-password" } });
  const { token } = await login.json();
  const created = await request.post("/api/api/v1/blogs", {
    headers: { authorization: `Bearer ${token}` },
    data: { blog: { title: "Fresh from the oven", published_date: "2030-01-01", language: "es", description: "d" } },
  });
  expect(created.status()).toBe(201);
  const after = await request.get("/blogs?lang=es");
  expect(after.headers()["x-cache"]).toBeUndefined();
  expect(await after.text()).toContain("Fresh from the oven");
  await request.delete("/api/api/v1/blogs/fresh-from-the-oven", { headers: { authorization: `Bearer ${token}` } });

  // The booking page is kept too, and dropped by a write to what its calendar shows (here her
  // availability, saved as it was), not by time alone.
  await request.get("/book-consultation?lang=gr");
  const keptBooking = await request.get("/book-consultation?lang=gr");
  expect(keptBooking.headers()["x-cache"]).toBe("hit");
  const auth = { authorization: `Bearer ${token}` };
  const availability = await (await request.get("/api/bookings/availability", { headers: auth })).json();
  const { time_zone: _zone, ...saved } = availability;
  expect((await request.put("/api/bookings/availability", { headers: auth, data: saved })).status()).toBe(200);
  const afterWrite = await request.get("/book-consultation?lang=gr");
  expect(afterWrite.headers()["x-cache"]).toBeUndefined();
  expect(await afterWrite.text()).toContain('lang="el"');
  expect((await request.get("/book-consultation?lang=gr")).headers()["x-cache"]).toBe("hit");
});
