import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { sitePort } from "./ports";

export const ROUTES = [
  "/",
  "/services",
  "/blogs",
  "/about",
  "/contact",
  "/contactus",
  "/book-consultation",
  "/booking",
  "/recipes",
  "/terms-of-service",
  "/privacy-policy",
  "/cookies-policy",
] as const;

/** Stores a consent choice (or none) and a theme before any page script runs. */
export async function prepare(context: BrowserContext, opts: { consent?: "accepted" | "rejected" | null; theme?: "dark" | "light" } = {}) {
  const consent = opts.consent === undefined ? "rejected" : opts.consent;
  await context.addInitScript((c) => {
    if (c && !localStorage.getItem("cookieConsent")) localStorage.setItem("cookieConsent", c);
  }, consent);
  if (opts.theme) await context.addCookies([{ name: "theme", value: opts.theme, url: baseUrl() }]);
}

export function baseUrl() {
  return `http://127.0.0.1:${sitePort()}`;
}

/**
 * Waits until the page's parts have their behaviour: React has hydrated it (the layout's
 * effect), or on a content page the site script has run. Both mark <html data-ready>.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.ready !== undefined);
}

export async function expectNoAxeViolations(page: Page, label: string) {
  // Sections that fade in on scroll are checked in their final state.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
  });
  await page.waitForTimeout(800);
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 4)
        .join(", ")}`,
  );
  expect(summary, `axe on ${label}`).toEqual([]);
}

export async function expectNoHorizontalScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `horizontal overflow on ${label}`).toBeLessThanOrEqual(0);
}

/** True once the lead has merged the resource's API into this build. */
export async function apiAvailable(request: APIRequestContext, method: "GET" | "POST", path: string): Promise<boolean> {
  const res = method === "GET" ? await request.get(`/api${path}`) : await request.post(`/api${path}`, { data: {} });
  return res.status() !== 404;
}

/** Shows the date's month in a booking calendar (its arrows) and returns the day's button. */
export async function calendarDay(page: Page, calendarId: string, date: string, nextLabel: RegExp | string) {
  const cal = page.locator(`#${calendarId}`);
  for (let i = 0; i < 4 && (await cal.locator(`[data-date="${date}"]`).count()) === 0; i++) await cal.getByRole("button", { name: nextLabel }).click();
  return cal.locator(`[data-date="${date}"]`);
}

/** Picks a day in a booking calendar; an unavailable one by keyboard, as aria-disabled refuses clicks. */
export async function pickCalendarDay(page: Page, calendarId: string, date: string, nextLabel: RegExp | string) {
  const day = await calendarDay(page, calendarId, date, nextLabel);
  await day.focus();
  await page.keyboard.press("Enter");
}
