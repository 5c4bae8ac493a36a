import { expect, test } from "@playwright/test";
import { login } from "./admin-helpers";

// The nutritionist's first day in the admin: the address she guesses leads in, and the screens
// explain what they do.

test("/admin leads to the login without a session, and to the dashboard with one", async ({ page }) => {
  const res = await page.request.get("/admin", { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe("/admin-dashboard");
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin-login/);
  await login(page);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Admin!" })).toBeVisible();
});

test("a service plan's Order is explained, and an empty one is shown below the sticky bar when the save fails", async ({ page }) => {
  await login(page);
  await page.goto("/admin-create-service-plan");
  const order = page.getByLabel("Order", { exact: true });
  await expect(order).toHaveAccessibleDescription(/lower numbers come first/);
  // Scrolled to the end, she saves with Order empty: the browser takes her back to the field.
  await page.getByLabel("Price (€)").fill("85");
  await page.getByLabel("Duration (minutes)").fill("50");
  const create = page.getByRole("button", { name: "Create Service Plans" });
  await create.scrollIntoViewIfNeeded();
  await create.click();
  await expect(order).toBeFocused();
  const bar = await page.locator(".admin-bar").boundingBox();
  const field = await order.boundingBox();
  expect(field!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
});

test("Generate Download Token says what it makes and for whom, and leads to the PDF library", async ({ page }) => {
  await login(page);
  await page.goto("/admin-generate-token");
  await expect(page.locator("#token-intro")).toContainText("private download link to one PDF of your library");
  await page.locator("#token-intro").getByRole("link", { name: "Add or remove files in your library." }).click();
  await expect(page).toHaveURL(/\/admin-pdfs$/);
});
