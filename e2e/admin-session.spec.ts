import { expect, test } from "@playwright/test";
import { ADMIN_EMAIL, expectNoAxeViolations, login } from "./admin-helpers";

test.describe("admin session", () => {
  test("direct visits without a token land on the login screen", async ({ page }) => {
    for (const path of ["/admin-dashboard", "/admin-view-service-plans", "/admin-recipes/create", "/admin/adminblogs", "/no-such-page"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin-login$/);
    }
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a token the server rejects is dropped and leads to the login screen", async ({ page }) => {
    // Stored before any script of the site runs: set from a loaded login screen, the token could
    // be checked and dropped by that screen while the dashboard is already loading.
    await page.addInitScript(() => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("adminToken", "x".repeat(43));
    });
    await page.goto("/admin-dashboard");
    await expect(page).toHaveURL(/\/admin-login$/);
    await expect(page.getByText("Unauthorized access.")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
  });

  test("wrong credentials, then login, dashboard, auto-redirect and logout", async ({ page }) => {
    await page.goto("/admin-login");
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid credentials");

    await login(page);
    await expect(page.getByRole("link", { name: "Service Plans" })).toBeVisible();
    await expect(page.getByText("Sessions in the next 7 days")).toBeVisible();
    await expectNoAxeViolations(page);

    // A stored token that verifies goes straight back to the dashboard.
    await page.goto("/admin-login");
    await expect(page).toHaveURL(/\/admin-dashboard$/);

    const token = await page.evaluate(() => localStorage.getItem("adminToken"));
    // One Logout on the dashboard (the admin's header), not two.
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(1);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin-login$/);
    expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
    // The server revoked it too.
    const res = await page.request.get("/api/admin/current", { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(401);
  });

  test("the interface speaks Spanish and Greek", async ({ page }) => {
    await login(page);
    await page.getByLabel("Interface language").selectOption("es");
    await expect(page.getByRole("heading", { name: "¡Bienvenida, Admin!" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.getByLabel("Idioma de la interfaz").selectOption("gr");
    await expect(page.getByRole("heading", { name: "Καλώς ήρθατε, Admin!" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
    await page.getByLabel("Γλώσσα περιβάλλοντος").selectOption("en");
  });
});
