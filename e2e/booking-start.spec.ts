import { expect, test, type Page } from "@playwright/test";
import { hydrated, prepare } from "./public-helpers";

// The first Intl date or number formatter a page builds costs a phone tens of milliseconds, so
// the booking page starts without one for a visitor whose clock reads as Madrid's: the server
// writes the calendar's words and Madrid's offsets (docs/decisions/033). Elsewhere, the
// visitor's own times are read by a worker (docs/decisions/034).

/** Counts every date and number formatter the page builds, from before its first script. */
async function countFormatters(page: Page) {
  await page.addInitScript(() => {
    const built: string[] = [];
    (window as unknown as { formatters: string[] }).formatters = built;
    for (const name of ["DateTimeFormat", "NumberFormat"] as const) {
      const original = Intl[name];
      Intl[name] = new Proxy(original, {
        construct: (target, args) => (built.push(name), Reflect.construct(target, args)),
        apply: (target, self, args) => (built.push(name), Reflect.apply(target, self, args)),
      }) as never;
    }
    const toLocale = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = function (...args: []) {
      built.push("toLocaleString");
      return toLocale.apply(this, args);
    };
  });
}

async function startedWithTimes(page: Page, lang: string) {
  await page.goto(`/book-consultation?lang=${lang}`);
  await hydrated(page);
  await expect(page.locator(".time-slot").first()).toBeVisible();
  return page.evaluate(() => (window as unknown as { formatters: string[] }).formatters);
}

test.describe("the booking page's start in Madrid", () => {
  test.use({ timezoneId: "Europe/Madrid" });

  for (const lang of ["es", "gr"]) {
    test(`builds no formatter, and shows the calendar and the day's times in Madrid time (${lang})`, async ({ page, context }) => {
      await prepare(context);
      await countFormatters(page);
      expect(await startedWithTimes(page, lang)).toEqual([]);
      await expect(page.locator(".month-calendar__title")).toHaveText(lang === "es" ? /^\p{L}+ de \d{4}$/u : /^\p{L}+ \d{4}$/u);
      await expect(page.locator(".time-slot__visitor")).toHaveCount(0);
      // Another month is written in the browser, in the page's language.
      const title = await page.locator(".month-calendar__title").textContent();
      await page.locator(".month-calendar__nav").last().click();
      await expect(page.locator(".month-calendar__title")).not.toHaveText(title!);
      await expect(page.locator(".month-calendar__day").first()).toHaveAttribute(
        "aria-label",
        lang === "es" ? /^\p{L}+, 1 de \p{L}+ de \d{4}/u : /^\p{L}+ 1 \p{L}+ \d{4}/u,
      );
    });
  }
});

for (const [zone, lang, name] of [
  ["America/New_York", "en", "your time (Eastern Time)"],
  ["Europe/Athens", "gr", "δική σας ώρα (Ώρα Ανατολικής Ευρώπης)"],
  ["UTC", "es", "tu hora (tiempo universal coordinado)"],
] as const) {
  test.describe(`the booking page's start in ${zone}`, () => {
    test.use({ timezoneId: zone });

    test(`builds no formatter in the page, and adds the visitor's own time to each slot, read by a worker (${lang})`, async ({ page, context }) => {
      await prepare(context);
      await countFormatters(page);
      const workers: string[] = [];
      page.on("worker", (worker) => workers.push(worker.url()));
      expect(await startedWithTimes(page, lang)).toEqual([]);
      await expect(page.locator(".time-slot__visitor").first()).toContainText(name);
      expect(workers).toEqual([expect.stringMatching(/\/assets\/visitor-clock\.worker-[\w-]+\.js$/)]);
    });
  });
}

test.describe("the booking page where no worker starts", () => {
  test.use({ timezoneId: "Europe/Athens" });

  test("reads the visitor's times in the page itself", async ({ page, context }) => {
    await prepare(context);
    await page.addInitScript(() => {
      (window as unknown as { Worker: unknown }).Worker = class {
        constructor() {
          throw new Error("workers are off in this browser");
        }
      };
    });
    await page.goto("/book-consultation?lang=en");
    await hydrated(page);
    await expect(page.locator(".time-slot__visitor").first()).toContainText("your time (Eastern European Time)");
  });
});
