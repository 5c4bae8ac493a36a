import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, hydrated, prepare } from "./public-helpers";
import { VIEWPORT } from "./viewports";

// Small layout slips a client met on a phone: the Greek nutrition table's last column off the
// screen, the month's name broken over two lines, keyboard instructions on a touch screen,
// and the free call's page speaking of a payment link.

const SHOTS = "/tmp/ux-shots";
test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));
test.beforeEach(async ({ context }) => prepare(context, { theme: "light" }));

test("the Greek nutrition table shows all its columns without scrolling sideways", VIEWPORT, async ({ page, request }, info) => {
  const recipes = (await (await request.get("/api/recipes?language=gr")).json()) as { slug: string; nutritional_facts?: unknown[] }[];
  const recipe = recipes.find((r) => (r.nutritional_facts?.length ?? 0) > 0)!;
  await page.goto(`/fullrecipe/${recipe.slug}?lang=gr`);
  const wrap = page.locator(".nutrition-wrap");
  await wrap.scrollIntoViewIfNeeded();
  await expect(page.locator(".nutrition thead th").last()).toHaveText(/ημερήσιας τιμής/i);
  const overflow = await wrap.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, "hidden part of the table").toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/nutrition-gr-${info.project.name}.png` });
});

test("the month's name stays on one line; keyboard instructions only where there is a keyboard (Spanish)", VIEWPORT, async ({ page }, info) => {
  await page.goto("/book-consultation?lang=es");
  await hydrated(page);
  const title = page.locator("#booking-date .month-calendar__title");
  // Move to December, the longest month's name in Spanish, when the calendar reaches it.
  for (let i = 0; i < 12 && !/diciembre/i.test((await title.textContent()) ?? ""); i++) {
    const next = page.locator("#booking-date").getByRole("button", { name: "Mes siguiente" });
    if (await next.isDisabled()) break;
    await next.click();
  }
  const lineHeight = await title.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.6);
  expect((await title.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  // Both arrows stay inside the calendar's frame.
  const frame = (await page.locator("#booking-date").boundingBox())!;
  const next = (await page.locator("#booking-date").getByRole("button", { name: "Mes siguiente" }).boundingBox())!;
  expect(next.x + next.width).toBeLessThanOrEqual(frame.x + frame.width);
  const keys = page.locator("#booking-date-hint .keyboard-only");
  const touch = await page.evaluate(() => matchMedia("(hover: none) and (pointer: coarse)").matches);
  if (touch) await expect(keys).toBeHidden();
  else await expect(keys).toHaveText("Las flechas recorren los días; Re Pág y Av Pág, los meses.");
  await expect(page.locator("#booking-date-hint")).toContainText("Los días que no se pueden reservar aparecen en gris.");
  await page.locator("#booking-date").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/calendar-es-${info.project.name}.png` });
});

test("the free call's page says there is nothing to pay, not to wait for a payment link (Greek)", async ({ page, request }, info) => {
  const plans = (await (await request.get("/api/api/v1/service_plans?language=gr")).json()) as { id: number; intro_call: boolean }[];
  const intro = plans.find((p) => p.intro_call)!;
  await page.goto(`/book-consultation?lang=gr&service=${intro.id}`);
  await hydrated(page);
  const aside = page.locator(".booking__aside");
  await expect(aside).toContainText("Αυτή η κλήση είναι δωρεάν");
  await expect(aside).not.toContainText("συνδέσμου");
  await expect(page.locator(".page-hero__lead")).not.toContainText("πληρωμής");
  await aside.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/free-call-gr-${info.project.name}.png` });
  await expectNoAxeViolations(page, "free call gr");
  // A paid plan still says how payment works (when to pay, without promising a link).
  const paid = plans.find((p) => !p.intro_call)!;
  await page.locator("#booking-service").selectOption(String(paid.id));
  await expect(aside).toContainText("Πληρώστε τουλάχιστον 24 ώρες πριν από τη συνεδρία");
  // It says how payment is explained, without promising a link that may not exist (no Stripe, no Payment Link).
  await expect(page.locator(".page-hero__lead")).toContainText("οδηγίες για την πληρωμή");
  await expect(page.locator(".page-hero__lead")).not.toContainText("σύνδεσμο");
});

test("the admin login's language menu shows each language's whole name, in every language", VIEWPORT, async ({ page }, info) => {
  await page.goto("/admin-login");
  await hydrated(page);
  const menu = page.locator(".login-top select");
  for (const [lang, name] of [
    ["es", "Español"],
    ["gr", "Ελληνικά"],
    ["en", "English"],
  ] as const) {
    await menu.selectOption(lang);
    await expect(menu.locator("option:checked")).toHaveText(name);
    // As wide as the same menu laid out on its own: nothing of its name is cut.
    const [width, natural] = await menu.evaluate((el) => {
      const alone = el.cloneNode(true) as HTMLSelectElement;
      alone.value = (el as HTMLSelectElement).value;
      alone.style.position = "absolute";
      document.body.append(alone);
      const sizes = [el.getBoundingClientRect().width, alone.getBoundingClientRect().width];
      alone.remove();
      return sizes;
    });
    expect(width, `${lang} at ${info.project.name}`).toBeGreaterThanOrEqual(natural! - 0.5);
    await page.screenshot({ path: `${SHOTS}/admin-login-${lang}-${info.project.name}.png` });
  }
});

test("in Greek at 1280 px the practice's name stays visible in the header, beside the whole menu", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?lang=gr");
  await hydrated(page);
  const name = page.locator(".site-header .brand__name");
  await expect(name).toBeVisible();
  const box = (await name.boundingBox())!;
  expect(box.width).toBeGreaterThan(40);
  // Nothing of the bar leaves the screen or sits on the name.
  const nav = (await page.locator(".site-nav").boundingBox())!;
  expect(nav.x).toBeGreaterThanOrEqual(box.x + box.width);
  const cta = (await page.locator(".site-menu__cta").boundingBox())!;
  expect(cta.x + cta.width).toBeLessThanOrEqual(1280);
  await page.screenshot({ path: `${SHOTS}/header-gr-1280.png` });
});

test("the header stays inside the window at every width from 320 px, in each language", async ({ page }) => {
  // The practice's name (from its settings) is what gives way when the header's row is tight.
  // Before, the page scrolled sideways: at 320 px (the width content must reflow to) in every
  // language, by 59 px in Greek; at 1,101 px in English; at 1,200 px in Spanish; at 1,440 px
  // in Greek.
  for (const lang of ["en", "es", "gr"]) {
    for (const width of [320, 360, 390, 841, 960, 1100, 1101, 1200, 1280, 1380, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/services?lang=${lang}`);
      const slip = await page.evaluate(() => {
        const row = document.querySelector(".site-header__inner")!;
        const right = row.getBoundingClientRect().right;
        const past = Math.max(...[...row.querySelectorAll("*")].map((el) => el.getBoundingClientRect().right)) - right;
        return { sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth, past: Math.max(0, Math.round(past)) };
      });
      expect(slip, `${lang} at ${width} px`).toEqual({ sideways: 0, past: 0 });
    }
  }
});
