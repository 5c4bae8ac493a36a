import { expect, test } from "@playwright/test";
import { hydrated, prepare } from "./public-helpers";
import { VIEWPORT } from "./viewports";

test.describe("common layout", () => {
  test("the theme is dark by default, light from the cookie in the first byte, and the toggle stores both", VIEWPORT, async ({ page, context, request }) => {
    const dark = await request.get("/about");
    expect(await dark.text()).toMatch(/<html[^>]*class="dark"/);
    const light = await request.get("/about", { headers: { cookie: "theme=light" } });
    expect(await light.text()).toMatch(/<html[^>]*class="light"/);

    await prepare(context);
    await page.goto("/");
    await hydrated(page);
    await expect(page.locator("html")).toHaveClass("dark");
    const isPhone = (page.viewportSize()?.width ?? 1280) < 840;
    if (isPhone) await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(page.locator("html")).toHaveClass("light");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    expect((await context.cookies()).find((c) => c.name === "theme")?.value).toBe("light");
    await page.reload();
    await expect(page.locator("html")).toHaveClass("light");
  });

  test("the language dropdown sets ?lang=, links keep it, and Greek is lang=el", VIEWPORT, async ({ page, context }) => {
    await prepare(context);
    await page.goto("/services");
    await hydrated(page);
    const isPhone = (page.viewportSize()?.width ?? 1280) < 840;
    if (isPhone) await page.getByRole("button", { name: "Open menu" }).click();
    const select = page.getByLabel("Language");
    await expect(select.locator("option")).toHaveText(["English", "Español", "Ελληνικά"]);
    await select.selectOption("es");
    await expect(page).toHaveURL(/\/services\?lang=es$/);
    await expect(page.locator("h1")).toHaveText("Servicios");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    if (isPhone) await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.getByRole("link", { name: "Recetas" }).first().click();
    await expect(page).toHaveURL(/\/recipes\?lang=es$/);
    await expect(page.locator("header a.site-menu__cta")).toHaveAttribute("href", "/book-consultation?lang=es");
    await expect(page.locator("header a.site-menu__cta")).toHaveText("Reservar una consulta");
    if (isPhone) await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.getByLabel("Idioma").selectOption("gr");
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
    await expect(page.locator("h1")).toHaveText("Συνταγές");
    if (isPhone) await page.getByRole("button", { name: "Άνοιγμα μενού" }).click();
    await page.getByLabel("Γλώσσα").selectOption("en");
    await expect(page).toHaveURL(/\/recipes$/);
  });

  test("header links, the booking button and the footer columns", VIEWPORT, async ({ page, context }) => {
    await prepare(context);
    await page.goto("/");
    await hydrated(page);
    const header = page.locator("header.site-header");
    const isPhone = (page.viewportSize()?.width ?? 1280) < 840;
    if (isPhone) {
      await expect(header.getByRole("navigation")).toBeHidden();
      await header.getByRole("button", { name: "Open menu" }).click();
    }
    const nav = header.getByRole("navigation", { name: "Main navigation" });
    const links: [string, string][] = [
      ["Home", "/"],
      ["Services", "/services"],
      ["Blogs", "/blogs"],
      ["Recipes", "/recipes"],
      ["About", "/about"],
      ["Contact", "/contact"],
    ];
    for (const [name, href] of links) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(header.getByRole("link", { name: "Book a Consultation" })).toHaveAttribute("href", "/book-consultation");

    const footer = page.locator("footer.site-footer");
    const policies = footer.getByRole("navigation", { name: "Policies" });
    await expect(policies.getByRole("link")).toHaveText(["Terms of Service", "Privacy Policy", "Cookies Policy"]);
    await expect(policies.getByRole("link").nth(0)).toHaveAttribute("href", "/terms-of-service");
    const pages = footer.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("link")).toHaveText(["Services", "Blogs", "About", "Contact"]);
    await expect(pages.getByRole("link").nth(3)).toHaveAttribute("href", "/contactus");
    await expect(footer.locator("a[href^='mailto:']")).toHaveCount(1);
    await expect(footer.locator("a[href^='tel:']")).toHaveCount(1);
    await expect(footer.locator("address")).toContainText("Madrid");
    for (const network of ["Instagram", "TikTok", "LinkedIn", "YouTube", "Pinterest", "Facebook", "X"]) {
      await expect(footer.getByRole("link", { name: new RegExp(`^${network}: follow us`) })).toHaveCount(1);
    }
    await expect(footer.locator("img[src='/images/logo.svg']")).toHaveCount(1);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Nutrition with Elena`);
  });

  test("the burger menu closes on a link click and when the window grows past 840 px", async ({ page, context }) => {
    await prepare(context);
    await page.setViewportSize({ width: 600, height: 800 });
    await page.goto("/");
    await hydrated(page);
    const burger = page.getByRole("button", { name: "Open menu" });
    await burger.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByLabel("Language")).toBeVisible();
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
    await page.setViewportSize({ width: 600, height: 800 });
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("the header hides on scroll down and shows on scroll up; a new page starts at the top", async ({ page, context }) => {
    await prepare(context);
    await page.goto("/services");
    await hydrated(page);
    const header = page.locator("header.site-header");
    const scrollBy = async (dy: number) => {
      for (let i = 0; i < 6; i++) {
        await page.evaluate((d) => window.scrollBy(0, d), dy / 6);
        await page.waitForTimeout(50);
      }
    };
    await scrollBy(900);
    await expect(header).toHaveClass(/is-hidden/);
    await scrollBy(-300);
    await expect(header).not.toHaveClass(/is-hidden/);
    await scrollBy(5000);
    await page.waitForFunction(() => window.scrollY > 500);
    await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("cookie consent asks once; frames load only after accepting; the chat link carries a translated inquiry", VIEWPORT, async ({ page, context }) => {
    await prepare(context, { consent: null });
    await page.route(/google\.com|instagram\.com/, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>stub</title>" }));
    await page.goto("/contact?lang=es");
    const banner = page.getByRole("region", { name: "Consentimiento de cookies" });
    await expect(banner).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    await banner.getByRole("button", { name: "Rechazar" }).click();
    await expect(banner).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("region", { name: "Consentimiento de cookies" })).toBeHidden();

    const chat = page.getByRole("link", { name: /Escríbenos por WhatsApp/ });
    const href = (await chat.getAttribute("href")) ?? "";
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(href.split("text=")[1]!)).toContain("Me gustaría recibir más información");

    await page.getByRole("button", { name: "Configuración de cookies" }).click();
    await page.getByRole("region", { name: "Consentimiento de cookies" }).getByRole("button", { name: "Aceptar" }).click();
    await expect(page.locator("iframe[title='Mapa de la consulta en Madrid']")).toHaveAttribute("src", /google\.com\/maps/);
  });
});
