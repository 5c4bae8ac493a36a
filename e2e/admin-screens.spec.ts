import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, login } from "./admin-helpers";

// Every admin screen, at tablet (both orientations) and desktop sizes: no axe violations, no
// horizontal scrolling, and a screenshot under test-results/ to look at.
const SIZES = [
  { name: "tablet-portrait", width: 820, height: 1180 },
  { name: "tablet-landscape", width: 1180, height: 820 },
  { name: "desktop", width: 1440, height: 900 },
];

async function firstLink(page: Page, path: string, selector: string): Promise<string> {
  await page.goto(path);
  const link = page.locator(selector).first();
  await expect(link).toBeVisible();
  return (await link.getAttribute("href"))!;
}

// One journey per size, free to run on different workers: together they are about 60 screen
// visits with axe, more than three minutes on one worker.
test.describe.configure({ mode: "parallel" });

for (const size of SIZES) {
  test(`every admin screen is accessible and fits the ${size.name} screen`, async ({ page }, info) => {
    test.skip(info.project.name !== "desktop", "sizes are set here");
    test.setTimeout(240_000);
    await page.setViewportSize(size);
    await login(page);
    await everyScreen(page, size, info.outputPath.bind(info));
  });
}

async function everyScreen(page: Page, size: (typeof SIZES)[number], outputPath: (name: string) => string) {
  const planEdit = await firstLink(page, "/admin-view-service-plans", 'a[href^="/admin-edit-service-plans/"]');
  const recipeView = await firstLink(page, "/admin-recipes", 'a[href^="/admin-recipes/view/"]');
  const recipeEdit = recipeView.replace("/view/", "/edit/");
  const blogView = await firstLink(page, "/admin-blog-list", 'a[href^="/admin-view-blog/"]');
  const blogEdit = blogView.replace("/admin-view-blog/", "/admin-edit-blog/");
  const bookingView = await firstLink(page, "/admin-view-bookings", 'a[href^="/admin-booking-details/"]');
  const screens: [string, string][] = [
    ["dashboard", "/admin-dashboard"],
    ["plans", "/admin-view-service-plans"],
    ["plan-create", "/admin-create-service-plan"],
    ["plan-edit", planEdit],
    ["blogs", "/admin-blog-list"],
    ["blog-view", blogView],
    ["blog-create", "/admin-create-blog"],
    ["blog-edit", blogEdit],
    ["recipes", "/admin-recipes"],
    ["recipe-view", recipeView],
    ["recipe-create", "/admin-recipes/create"],
    ["recipe-edit", recipeEdit],
    ["bookings", "/admin-view-bookings"],
    ["booking-details", bookingView],
    ["newsletters", "/admin-newsletters"],
    ["messages", "/admin-messages"],
    ["token", "/admin-generate-token"],
    ["pdfs", "/admin-pdfs"],
    ["availability", "/admin-availability"],
    ["calendar", "/admin-calendar"],
    ["payment-instructions", "/admin-payment-instructions"],
  ];
  for (const [name, path] of screens) {
    await page.goto(path);
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /Loading|Checking/ })).toHaveCount(0);
    if (name.startsWith("blog-create") || name.startsWith("blog-edit")) await expect(page.locator(".ce-block").first()).toBeVisible();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} at ${size.name} scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: outputPath(`${size.name}-${name}.png`), fullPage: true });
  }
  await page.evaluate(() => localStorage.removeItem("adminToken"));
  await page.goto("/admin-login");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: outputPath(`${size.name}-login.png`) });
}
