import { expect, test } from "@playwright/test";
import { ROUTES, baseUrl, expectNoAxeViolations, expectNoHorizontalScroll, hydrated, prepare } from "./public-helpers";
import { VIEWPORT } from "./viewports";

// Every public page, in two languages and both themes: it renders its main heading in the
// right language, axe finds nothing, and nothing scrolls sideways on a phone.
const VARIANTS = [
  { lang: "en", theme: "dark", htmlLang: "en" },
  { lang: "es", theme: "light", htmlLang: "es" },
  { lang: "gr", theme: "light", htmlLang: "el" },
  { lang: "gr", theme: "dark", htmlLang: "el" },
] as const;

const H1: Record<string, Record<string, string>> = {
  "/": { en: "Food that fits your life", es: "Una alimentación que se adapta", gr: "Διατροφή που ταιριάζει" },
  "/services": { en: "Services", es: "Servicios", gr: "Υπηρεσίες" },
  "/blogs": { en: "Blog", es: "Blog", gr: "Άρθρα" },
  "/about": { en: "Hi, I'm Elena", es: "Hola, soy Elena", gr: "Γεια σας, είμαι η Έλενα" },
  "/contact": { en: "Get in touch", es: "Ponte en contacto", gr: "Επικοινωνήστε μαζί μας" },
  "/contactus": { en: "Get in touch", es: "Ponte en contacto", gr: "Επικοινωνήστε μαζί μας" },
  "/book-consultation": { en: "Book a Consultation", es: "Reservar una consulta", gr: "Κλείστε ένα ραντεβού" },
  "/booking": { en: "Book a Consultation", es: "Reservar una consulta", gr: "Κλείστε ένα ραντεβού" },
  "/recipes": { en: "Recipes", es: "Recetas", gr: "Συνταγές" },
  "/terms-of-service": { en: "Terms of Service", es: "Términos del servicio", gr: "Όροι παροχής υπηρεσιών" },
  "/privacy-policy": { en: "Privacy Policy", es: "Política de privacidad", gr: "Πολιτική απορρήτου" },
  "/cookies-policy": { en: "Cookies Policy", es: "Política de cookies", gr: "Πολιτική cookies" },
};

for (const v of VARIANTS) {
  test.describe(`public pages in ${v.lang}, ${v.theme} theme`, VIEWPORT, () => {
    test.beforeEach(async ({ context }) => prepare(context, { theme: v.theme }));

    for (const route of ROUTES) {
      test(`${route} renders, is accessible and fits the screen`, async ({ page }) => {
        const url = v.lang === "en" ? route : `${route}?lang=${v.lang}`;
        const res = await page.goto(url);
        expect(res?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", v.htmlLang);
        await expect(page.locator("html")).toHaveClass(v.theme);
        await expect(page.locator("h1")).toContainText(H1[route]![v.lang]!);
        await hydrated(page);
        await expectNoHorizontalScroll(page, url);
        await expectNoAxeViolations(page, `${url} (${v.theme})`);
      });
    }
  });
}

test("not-found blog and recipe pages say so with a 404 and stay accessible", async ({ page, context }) => {
  await prepare(context);
  let res = await page.goto("/blogs/no-such-post");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("alert")).toHaveText("Blog not found.");
  await expectNoAxeViolations(page, "/blogs/no-such-post");
  res = await page.goto("/fullrecipe/no-such-recipe?lang=es");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("alert")).toHaveText("Receta no encontrada.");
  await expectNoAxeViolations(page, "/fullrecipe/no-such-recipe");
});

test("legal pages show the last update of 2025-03-21 and Spanish law with Madrid courts", async ({ page, context }) => {
  await prepare(context);
  await page.goto("/terms-of-service");
  await expect(page.locator("time[datetime='2025-03-21']")).toHaveText("21 March 2025");
  await expect(page.getByText("governed by Spanish law")).toBeVisible();
  await expect(page.getByText("courts of Madrid")).toBeVisible();
  await page.goto("/privacy-policy?lang=es");
  await expect(page.locator("time[datetime='2025-03-21']")).toHaveText("21 de marzo de 2025");
  await expect(page.getByText("Agencia Española de Protección de Datos")).toBeVisible();
  await page.goto("/cookies-policy?lang=gr");
  await expect(page.getByText("cookieConsent", { exact: false }).first()).toBeVisible();
  await expect(page.getByText("theme (cookie", { exact: false })).toBeVisible();
});

test("a blog and a recipe with real content, in both themes and two languages, pass axe", async ({ page, context, request }) => {
  await prepare(context);
  for (const [lang, theme] of [
    ["en", "dark"],
    ["es", "light"],
  ] as const) {
    await context.addCookies([{ name: "theme", value: theme, url: baseUrl() }]);
    const blogs = (await (await request.get(`/api/api/v1/blogs?language=${lang}`)).json()) as { slug: string }[];
    const recipes = (await (await request.get(`/api/recipes?language=${lang}`)).json()) as { slug: string }[];
    for (const url of [`/blogs/${blogs[0]!.slug}?lang=${lang}`, `/fullrecipe/${recipes[0]!.slug}?lang=${lang}`]) {
      await page.goto(url);
      await expect(page.locator("html")).toHaveClass(theme);
      await hydrated(page);
      await expectNoHorizontalScroll(page, url);
      await expectNoAxeViolations(page, `${url} (${theme})`);
    }
  }
});
