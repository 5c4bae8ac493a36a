import fs from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrated, prepare } from "./public-helpers";
import { VIEWPORT } from "./viewports";

// The floating messaging button sat on the booking form's submit button and on the values of
// a recipe's nutrition table on a phone (Spanish and Greek). What it would cover stays reachable.

const SHOTS = "/tmp/ux-shots";
test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));
test.beforeEach(async ({ context }) => prepare(context, { theme: "light" }));

/** Scrolls the element to the height of the floating button's corner and checks that its right end is what a tap there hits. */
async function expectReachableAtBottom(page: Page, target: Locator) {
  await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    window.scrollBy(0, r.top + r.height / 2 - (document.documentElement.clientHeight - 45));
  });
  await page.waitForTimeout(300); // the button's step aside is animated
  const box = (await target.boundingBox())!;
  const hit = await page.evaluate(
    ([x, y]) => {
      const el = document.elementFromPoint(x!, y!);
      return el?.closest(".fab") ? "fab" : "content";
    },
    [box.x + box.width - 6, box.y + box.height / 2],
  );
  expect(hit).toBe("content");
}

test("the booking form's submit button is never under the floating button (Spanish)", VIEWPORT, async ({ page }, info) => {
  await page.goto("/book-consultation?lang=es");
  await hydrated(page);
  const submit = page.getByRole("button", { name: "Reservar consulta" });
  await expectReachableAtBottom(page, submit);
  await page.screenshot({ path: `${SHOTS}/fab-booking-es-${info.project.name}.png` });
  // Away from the button, the messaging button is there to tap.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator(".fab")).toBeInViewport();
  await expect(page.locator(".fab")).not.toHaveClass(/fab--aside/);
});

test("a recipe's nutrition values are never under the floating button (Greek)", VIEWPORT, async ({ page, request }, info) => {
  const recipes = (await (await request.get("/api/recipes?language=gr")).json()) as { slug: string; nutritional_facts?: unknown[] }[];
  const recipe = recipes.find((r) => (r.nutritional_facts?.length ?? 0) > 0)!;
  await page.goto(`/fullrecipe/${recipe.slug}?lang=gr`);
  await hydrated(page);
  const cells = page.locator(".nutrition tbody td:last-child");
  for (const i of [0, (await cells.count()) - 1]) await expectReachableAtBottom(page, cells.nth(i));
  await page.screenshot({ path: `${SHOTS}/fab-nutrition-gr-${info.project.name}.png` });
});

test("on a phone the floating button steps aside while she types in a form, and comes back after (Greek)", VIEWPORT, async ({ page }) => {
  test.skip(page.viewportSize()!.width >= 840, "on a phone only: a desktop's form column leaves the corner free");
  await page.goto("/book-consultation?lang=gr");
  await hydrated(page);
  const fab = page.locator(".fab");
  await expect(fab).not.toHaveClass(/fab--aside/);
  await page.getByLabel("Μήνυμα (προαιρετικό)").focus();
  await expect(fab).toHaveClass(/fab--aside/);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement).blur();
    window.scrollTo(0, 0);
  });
  await expect(fab).not.toHaveClass(/fab--aside/);
});
