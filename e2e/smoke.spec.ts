import { expect, test } from "@playwright/test";

test("the home page is server-rendered in the chosen language with seeded plans", async ({ page }) => {
  await page.goto("/?lang=gr");
  await expect(page.locator("html")).toHaveAttribute("lang", "el");
  await expect(page.getByRole("heading", { name: "Μεμονωμένη συνεδρία" })).toBeVisible();
});
