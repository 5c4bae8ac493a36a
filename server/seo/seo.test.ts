import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { multipartBody } from "../../test/multipart.js";
import { recipeFormData, type RecipeWrite } from "../../app/lib/api/recipes.js";
import { demoPracticeName } from "../seed/demo-practice.js";

const ORIGIN = "https://nutrition.example";

const recipe = (title: string, language: "en" | "es" | "gr"): RecipeWrite => ({
  title,
  description: "d",
  category: "c",
  slug: "",
  language,
  ingredients_attributes: [{ name: "Tomatoes", quantity: "3", size: "pcs" }],
  instructions_attributes: [{ step_number: 1, step_content: "Cut." }],
  nutritional_facts_attributes: [],
  valuable_info_attributes: { duration: "15 min", difficulty: "Easy", portions: 2 },
  meta_info_attributes: { meta_title: "t", meta_description: "d", meta_keywords: "k" },
});

/** The <url> blocks of a sitemap by their <loc>. */
function urlsOf(xml: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of xml.matchAll(/<url>(.*?)<\/url>/gs)) out.set(/<loc>(.*?)<\/loc>/.exec(m[1]!)![1]!.replace(/&amp;/g, "&"), m[1]!);
  return out;
}
const alternatesOf = (block: string) =>
  [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]!.replace(/&amp;/g, "&")]);

describe("sitemap.xml, robots.txt and RSS", () => {
  let t: TestApp;
  let token: string;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
  const blog = (title: string, language: string, published_date: string) =>
    t.app.inject({
      method: "POST",
      url: `${t.base}/api/v1/blogs`,
      headers: bearer(token),
      payload: { blog: { title, published_date, language, description: `About ${title}`, category: "Habits" } },
    });

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: ORIGIN });
    // The practice is named as the demo names it, in each language (its identity).
    await t.app.repos.practiceIdentity.set(demoPracticeName);
    token = await t.login();
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c0392b" } })
      .png()
      .toBuffer();
    const other = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2980b9" } })
      .png()
      .toBuffer();
    // A dish in English and its Spanish translation with a picture of its own, and an unrelated
    // Spanish dish that happens to use the English one's picture: only the translation is an alternate.
    for (const [title, language, picture, extra] of [
      ["Greek salad", "en", photo, {}],
      ["Ensalada griega", "es", other, { translation_of: "greek-salad" }],
      ["Gazpacho", "es", photo, {}],
    ] as const) {
      const form = await multipartBody(recipeFormData({ ...recipe(title, language), ...extra }, new Blob([new Uint8Array(picture)], { type: "image/png" })));
      expect(
        (await t.app.inject({ method: "POST", url: `${t.base}/recipes`, payload: form.payload, headers: { ...bearer(token), ...form.headers } })).statusCode,
      ).toBe(201);
    }
    expect(
      (await t.app.inject({ method: "POST", url: `${t.base}/recipes`, headers: bearer(token), payload: { recipe: recipe("Φασολάδα", "gr") } })).statusCode,
    ).toBe(201);
    expect((await blog("Sleep & food", "en", "2025-05-01")).statusCode).toBe(201);
    expect((await blog("Dormir bien", "es", "2025-04-01")).statusCode).toBe(201);
    expect((await blog("Ύπνος", "gr", "2025-03-01")).statusCode).toBe(201);
    expect((await blog("Unfinished draft", "en", "")).statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it("robots.txt keeps crawlers out of the admin area and the API (but not its images) and names the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const lines = res.body.split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Disallow: /admin",
        `Disallow: ${t.base}/`,
        `Allow: ${t.base}/uploads/`,
        "Disallow: /pdf/",
        "Disallow: /manage-booking/",
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
  });

  it("the sitemap lists every static page in en, es and el with hreflang alternates and x-default", async () => {
    const res = await get("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(
      res.body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    const urls = urlsOf(res.body);
    for (const path of [
      "/",
      "/services",
      "/blogs",
      "/recipes",
      "/about",
      "/contact",
      "/book-consultation",
      "/terms-of-service",
      "/privacy-policy",
      "/cookies-policy",
    ]) {
      for (const loc of [`${ORIGIN}${path}`, `${ORIGIN}${path}?lang=es`, `${ORIGIN}${path}?lang=gr`]) {
        expect(urls.has(loc), loc).toBe(true);
        expect(alternatesOf(urls.get(loc)!)).toEqual([
          ["en", `${ORIGIN}${path}`],
          ["es", `${ORIGIN}${path}?lang=es`],
          ["el", `${ORIGIN}${path}?lang=gr`],
          ["x-default", `${ORIGIN}${path}`],
        ]);
      }
    }
    // Duplicate addresses of the same screens are not listed.
    expect(urls.has(`${ORIGIN}/contactus`)).toBe(false);
    expect(urls.get(`${ORIGIN}/privacy-policy`)).toContain("<lastmod>2025-03-21</lastmod>");
    expect(urls.get(`${ORIGIN}/recipes?lang=es`)).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/);
  });

  it("lists published blogs and every recipe in their own language, translations as alternates; drafts never", async () => {
    const urls = urlsOf((await get("/sitemap.xml")).body);
    expect(urls.has(`${ORIGIN}/blogs/sleep-food`)).toBe(true);
    expect(urls.has(`${ORIGIN}/blogs/dormir-bien?lang=es`)).toBe(true);
    expect([...urls.keys()].some((u) => u.includes("/blogs/") && u.endsWith("?lang=gr"))).toBe(true);
    expect([...urls.keys()].some((u) => u.includes("unfinished"))).toBe(false);
    const en = urls.get(`${ORIGIN}/fullrecipe/greek-salad`)!;
    expect(en).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
    expect(alternatesOf(en)).toEqual([
      ["en", `${ORIGIN}/fullrecipe/greek-salad`],
      ["es", `${ORIGIN}/fullrecipe/ensalada-griega?lang=es`],
      ["x-default", `${ORIGIN}/fullrecipe/greek-salad`],
    ]);
    expect(alternatesOf(urls.get(`${ORIGIN}/fullrecipe/ensalada-griega?lang=es`)!)).toEqual(alternatesOf(en));
    expect(alternatesOf(urls.get(`${ORIGIN}/fullrecipe/gazpacho?lang=es`)!)).toEqual([]);
    // A recipe with no translation has no alternates.
    const greek = [...urls].find(([u]) => u.includes("/fullrecipe/") && u.endsWith("?lang=gr"))!;
    expect(alternatesOf(greek[1])).toEqual([]);
  });

  it("changes when content does, and answers 304 while it does not", async () => {
    const first = await get("/sitemap.xml");
    expect((await get("/sitemap.xml", { "if-none-match": String(first.headers.etag) })).statusCode).toBe(304);
    expect((await blog("Breakfast ideas", "en", "2025-06-01")).statusCode).toBe(201);
    const after = await get("/sitemap.xml", { "if-none-match": String(first.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(`${ORIGIN}/blogs/breakfast-ideas<`);
  });

  it("has an RSS feed per language with the published blogs, newest first", async () => {
    const es = await get("/rss.xml?lang=es");
    expect(es.statusCode).toBe(200);
    expect(es.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(es.body).toContain("<language>es</language>");
    expect(es.body).toContain(`<atom:link href="${ORIGIN}/rss.xml?lang=es" rel="self" type="application/rss+xml"/>`);
    expect(es.body).toContain(`<link>${ORIGIN}/blogs/dormir-bien?lang=es</link>`);
    expect(es.body).toContain("<pubDate>Tue, 01 Apr 2025 00:00:00 GMT</pubDate>");
    expect(es.body).not.toContain("Sleep");

    const en = await get("/rss.xml");
    const titles = [...en.body.matchAll(/<item><title>(.*?)<\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual(["Breakfast ideas", "Sleep &amp; food"]);
    expect(en.body).toContain("<title>Nutrition with Elena · Blog</title>");

    const gr = await get("/rss.xml?lang=gr");
    expect(gr.body).toContain("<language>el</language>");
    expect(gr.body).toContain("<title>Ύπνος</title>");
    // Unknown languages fall back to English rather than failing.
    expect((await get("/rss.xml?lang=xx")).body).toContain("<language>en</language>");
  });
});
