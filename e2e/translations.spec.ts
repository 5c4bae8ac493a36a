import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ROUTES, expectNoAxeViolations, expectNoHorizontalScroll, hydrated, prepare } from "./public-helpers";

// Linked translations on the public site: the language switch, hreflang alternates, the
// booking form's plan, and the browser-language suggestion.

const API = "/api";
type Item = {
  id: number;
  slug: string;
  title: string;
  language: string;
  published_date: string | null;
  meta_info: { meta_title: string } | null;
  translations?: { language: string; slug: string }[];
};
type Plan = { id: number; title: string; language: string; translations?: { language: string; id: number }[] };

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 840;

/** Picks a language in the header's dropdown (inside the burger menu on a phone). */
async function switchLanguage(page: Page, lang: "en" | "es" | "gr") {
  const current = (await page.locator("html").getAttribute("lang")) ?? "en";
  const menu = { en: "Open menu", es: "Abrir menú", el: "Άνοιγμα μενού" }[current]!;
  const label = { en: "Language", es: "Idioma", el: "Γλώσσα" }[current]!;
  if (isPhone(page)) await page.getByRole("button", { name: menu }).click();
  await page.getByLabel(label).selectOption(lang);
}

async function blogs(request: APIRequestContext, language: string): Promise<Item[]> {
  return (await request.get(`${API}/api/v1/blogs?language=${language}`)).json();
}

test.describe("language switch on content", () => {
  test.beforeEach(async ({ context }) => prepare(context));

  test("a blog switches to its translation's own address, and to the list with a notice where there is none", async ({ page, request }) => {
    const en = await blogs(request, "en");
    const full = en.find((b) => ["es", "gr"].every((l) => b.translations?.some((t) => t.language === l)))!;
    const partial = en.find((b) => !b.translations?.some((t) => t.language === "gr"))!;
    expect(full && partial, "the demo has a blog in three languages and one without a published Greek version").toBeTruthy();
    const es = (await blogs(request, "es")).find((b) => b.slug === full.translations!.find((t) => t.language === "es")!.slug)!;

    await page.goto(`/blogs/${full.slug}`);
    await hydrated(page);
    await switchLanguage(page, "es");
    await expect(page).toHaveURL(new RegExp(`/blogs/${es.slug}\\?lang=es$`));
    await expect(page.locator("h1")).toHaveText(es.title);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await switchLanguage(page, "gr");
    await expect(page).toHaveURL(new RegExp(`/blogs/${full.translations!.find((t) => t.language === "gr")!.slug}\\?lang=gr$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
    await switchLanguage(page, "en");
    await expect(page).toHaveURL(new RegExp(`/blogs/${full.slug}$`));
    await expect(page.locator("h1")).toHaveText(full.title);

    await page.goto(`/blogs/${partial.slug}`);
    await hydrated(page);
    await switchLanguage(page, "gr");
    await expect(page).toHaveURL(/\/blogs\?untranslated=1&lang=gr$/);
    await expect(page.getByRole("status").filter({ hasText: "δεν έχει μεταφραστεί" })).toHaveText(
      "Αυτό το άρθρο δεν έχει μεταφραστεί ακόμη στα ελληνικά. Εδώ θα βρείτε όλα τα άρθρα μας στα ελληνικά.",
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
  });

  test("a recipe switches to its translation in every language", async ({ page, request }) => {
    // A demo dish, which exists in the three languages (other journeys add recipes of their own).
    const recipe = ((await (await request.get(`${API}/recipes?language=gr`)).json()) as Item[]).find((r) => r.translations?.length === 2);
    const es = recipe!.translations!.find((t) => t.language === "es")!;
    const en = recipe!.translations!.find((t) => t.language === "en")!;
    await page.goto(`/fullrecipe/${recipe!.slug}?lang=gr`);
    await hydrated(page);
    await expect(page.locator("h1")).toHaveText(recipe!.title);
    await switchLanguage(page, "es");
    await expect(page).toHaveURL(new RegExp(`/fullrecipe/${es.slug}\\?lang=es$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await switchLanguage(page, "en");
    await expect(page).toHaveURL(new RegExp(`/fullrecipe/${en.slug}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("without JavaScript, ?lang= on an item in another language redirects the same way", async ({ request }) => {
    const [blog] = (await blogs(request, "en")).filter((b) => b.translations?.some((t) => t.language === "es"));
    const res = await request.get(`/blogs/${blog!.slug}?lang=es`, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe(`/blogs/${blog!.translations!.find((t) => t.language === "es")!.slug}?lang=es`);
    // A Spanish item asked for without a language moves to its own address, which carries it.
    const spanish = blog!.translations!.find((t) => t.language === "es")!.slug;
    const own = await request.get(`/blogs/${spanish}`, { maxRedirects: 0 });
    expect(own.headers().location).toBe(`/blogs/${spanish}?lang=es`);
  });

  test("a blog's page title is its meta title exactly as written", async ({ page, request }) => {
    const [blog] = (await blogs(request, "es")).filter((b) => b.meta_info?.meta_title);
    await page.goto(`/blogs/${blog!.slug}?lang=es`);
    await expect(page).toHaveTitle(blog!.meta_info!.meta_title);
  });
});

test.describe("booking form", () => {
  test.beforeEach(async ({ context }) => prepare(context));

  test("keeps the chosen plan when the language changes", async ({ page, request }) => {
    const en = (await (await request.get(`${API}/api/v1/service_plans?language=en`)).json()) as Plan[];
    const gr = (await (await request.get(`${API}/api/v1/service_plans?language=gr`)).json()) as Plan[];
    const es = (await (await request.get(`${API}/api/v1/service_plans?language=es`)).json()) as Plan[];
    const same = (list: Plan[], id: number) => list.find((p) => p.translations?.some((t) => t.id === id))!;

    // From the services page's "Book Now" (?service= carries the English plan's id).
    await page.goto(`/book-consultation?service=${en[1]!.id}`);
    await hydrated(page);
    const select = page.locator("#booking-service");
    await expect(select).toHaveValue(String(en[1]!.id));
    await switchLanguage(page, "gr");
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
    await expect(select).toHaveValue(String(same(gr, en[1]!.id).id));

    // A plan picked in the form itself.
    const third = gr.find((p) => p.id !== same(gr, en[1]!.id).id)!;
    await select.selectOption(String(third.id));
    await switchLanguage(page, "es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(select).toHaveValue(String(same(es, third.id).id));
    await expect(select.locator("option:checked")).toContainText(same(es, third.id).title);
  });
});

test.describe("hreflang alternates", () => {
  test("every alternate of every public page answers 200 in its language and links back", async ({ request }, info) => {
    test.skip(info.project.name !== "desktop", "one crawl is enough: it does not depend on the screen");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const locs = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
    const origin = new URL(locs[0]!).origin;
    const pages = new Set([...ROUTES.map((r) => `${origin}${r}`), ...locs]);
    const seen = new Map<string, { status: number; lang: string; canonical: string; alternates: [string, string][] }>();
    async function load(url: string) {
      if (!seen.has(url)) {
        const res = await request.get(url.replace(origin, ""), { maxRedirects: 0 });
        const html = await res.text();
        seen.set(url, {
          status: res.status(),
          lang: /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? "",
          canonical: (/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "").replace(/&amp;/g, "&"),
          alternates: [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, "&")]),
        });
      }
      return seen.get(url)!;
    }
    let checked = 0;
    for (const url of pages) {
      const pageInfo = await load(url);
      expect(pageInfo.status, url).toBe(200);
      for (const [hreflang, href] of pageInfo.alternates) {
        const alt = await load(href);
        expect(alt.status, `${href} (alternate of ${url})`).toBe(200);
        expect(alt.lang, `${href} language`).toBe(hreflang === "x-default" ? "en" : hreflang);
        expect(alt.canonical, `${href} is canonical`).toBe(href);
        expect(
          alt.alternates.map(([, h]) => h),
          `${href} links back to ${pageInfo.canonical}`,
        ).toContain(pageInfo.canonical);
        checked++;
      }
    }
    // Blogs and recipes have translations in the demo: their pages carry alternates too.
    const translated = [...seen].filter(([u, p]) => /\/(blogs|fullrecipe)\//.test(u) && p.alternates.length > 0);
    expect(translated.length).toBeGreaterThan(10);
    expect(checked).toBeGreaterThan(100);
  });
});

test.describe("browser language", () => {
  test("a Spanish browser sees a dismissible suggestion and no redirect", async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-ES", viewport: { width: 390, height: 844 } });
    await prepare(context);
    const page = await context.newPage();
    await page.goto("/services");
    await hydrated(page);
    const bar = page.getByRole("region", { name: "Esta web también está disponible en español." });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute("lang", "es");
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await bar.getByRole("button", { name: "No, gracias" }).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(bar).toHaveCount(0);
    await context.close();
  });

  test("a Greek browser can switch from it; an address with ?lang= shows none", async ({ browser }) => {
    const context = await browser.newContext({ locale: "el-GR" });
    await prepare(context);
    const page = await context.newPage();
    await page.goto("/recipes?lang=en");
    await hydrated(page);
    await expect(page.locator(".lang-suggest")).toHaveCount(0);
    await page.goto("/recipes");
    await hydrated(page);
    const bar = page.getByRole("region", { name: "Ο ιστότοπος είναι διαθέσιμος και στα ελληνικά." });
    await bar.getByRole("link", { name: "Προβολή στα ελληνικά" }).click();
    await expect(page).toHaveURL(/\/recipes\?lang=gr$/);
    await expect(page.locator("h1")).toHaveText("Συνταγές");
    await expect(page.locator(".lang-suggest")).toHaveCount(0);
    await context.close();
  });
});

test.describe("texts of one language", () => {
  test.beforeEach(async ({ context }) => prepare(context));

  test("a content page runs the site script only, which holds no texts", async ({ page }) => {
    const skip = { en: "Skip to content", es: "Saltar al contenido", gr: "Μετάβαση στο περιεχόμενο" };
    const scripts: Promise<{ url: string; code: string }>[] = [];
    page.on("response", (r) => {
      if (r.request().resourceType() === "script") scripts.push(r.text().then((code) => ({ url: r.url(), code })));
    });
    const response = await page.goto("/blogs?lang=gr");
    const html = await response!.text();
    await hydrated(page);
    expect(html).toContain(skip.gr);
    expect(html).not.toContain(skip.es);
    expect(html).not.toContain(skip.en);
    // No application: no module preloads, no texts file, one script of the site's own (docs/decisions/031).
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("data-page-texts");
    const loaded = await Promise.all(scripts);
    expect(loaded.map((s) => new URL(s.url).pathname)).toEqual([expect.stringMatching(/^\/assets\/page-script-[\w-]+\.js$/)]);
    for (const text of Object.values(skip)) expect(loaded.filter((s) => s.code.includes(text))).toHaveLength(0);
    // A language switch is a page load in the other language.
    await switchLanguage(page, "es");
    await expect(page).toHaveURL(/lang=es/);
    await expect(page.locator("h1")).toHaveText("Blog");
    await expect(page.locator(".skip-link")).toHaveText(skip.es);
  });

  test("a page of the application sends its own language's texts and no script holds the text tables", async ({ page }) => {
    const skip = { en: "Skip to content", es: "Saltar al contenido", gr: "Μετάβαση στο περιεχόμενο" };
    const scripts: Promise<string>[] = [];
    page.on("response", (r) => {
      if (r.request().resourceType() === "script") scripts.push(r.text());
    });
    const response = await page.goto("/book-consultation?lang=gr");
    const html = await response!.text();
    await hydrated(page);
    expect(html).toContain(skip.gr);
    expect(html).not.toContain(skip.es);
    expect(html).not.toContain(skip.en);
    const code = await Promise.all(scripts);
    expect(code.length).toBeGreaterThan(5);
    for (const text of Object.values(skip)) expect(code.filter((c) => c.includes(text))).toHaveLength(0);
    // They come as a file of their own, which the browser keeps until a text changes.
    const file = await page.locator("link[data-page-texts]").getAttribute("href");
    expect(file).toMatch(/^\/texts\/gr\.json\?v=\w+$/);
    const texts = await page.request.get(file!);
    expect(texts.headers()["cache-control"]).toContain("immutable");
    expect((await texts.json())["skip.content"]).toEqual({ gr: skip.gr });

    // Another language's texts come before the next page is shown.
    await switchLanguage(page, "es");
    await expect(page).toHaveURL(/lang=es/);
    await expect(page.locator(".skip-link")).toHaveText(skip.es);
    if (isPhone(page)) await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Recetas" }).click();
    await expect(page.locator("h1")).toHaveText("Recetas");
  });
});

test.describe("looks and accessibility", () => {
  test("the switched pages, the notice and the suggestion in Spanish and Greek", async ({ browser, request }, info) => {
    const width = info.project.name === "phone" ? 390 : 1280;
    const en = await blogs(request, "en");
    const partial = en.find((b) => !b.translations?.some((t) => t.language === "gr"))!;
    const esBlog = en.find((b) => b.translations?.some((t) => t.language === "es"))!.translations!.find((t) => t.language === "es")!;
    for (const [locale, lang] of [
      ["es-ES", "es"],
      ["el-GR", "gr"],
    ] as const) {
      const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
      await prepare(context);
      const page = await context.newPage();
      await page.goto("/");
      await hydrated(page);
      await expect(page.locator(".lang-suggest")).toBeVisible();
      await page.screenshot({ path: `/tmp/shot-suggest-${lang}-${width}.png` });
      await expectNoAxeViolations(page, `suggestion ${lang}`);
      await expectNoHorizontalScroll(page, `suggestion ${lang}`);

      await page.goto(lang === "gr" ? `/blogs/${partial.slug}?lang=gr` : `/blogs/${esBlog.slug}`);
      await hydrated(page);
      if (lang === "gr") await expect(page.getByRole("status").filter({ hasText: "μεταφραστεί" })).toBeVisible();
      await page.screenshot({ path: `/tmp/shot-switch-${lang}-${width}.png` });
      await expectNoAxeViolations(page, `switched page ${lang}`);
      await expectNoHorizontalScroll(page, `switched page ${lang}`);
      if (isPhone(page)) await page.getByRole("button", { name: lang === "es" ? "Abrir menú" : "Άνοιγμα μενού" }).click();
      await expect(page.getByLabel(lang === "es" ? "Idioma" : "Γλώσσα").locator("option")).toHaveText(["English", "Español", "Ελληνικά"]);
      await page.screenshot({ path: `/tmp/shot-dropdown-${lang}-${width}.png` });
      await context.close();
    }
  });
});
