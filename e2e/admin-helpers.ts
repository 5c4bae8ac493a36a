import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const ADMIN_EMAIL = "admin@e2e.local";
export const ADMIN_PASSWORD = "e2e-admin-password";

/** Logs in through the login screen and waits for the dashboard. */
export async function login(page: Page): Promise<void> {
  await page.goto("/admin-login");
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Admin!" })).toBeVisible();
}

/** No axe-core violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} (${n.any[0]?.message ?? n.failureSummary ?? ""})`).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

/** Accepts every confirm() and remembers each alert/confirm text. */
export function acceptDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on("dialog", (d) => {
    seen.push(d.message());
    void d.accept();
  });
  return seen;
}

/** A real (tiny) PNG, enough for the server's image check. */
export function pngFile(name = "photo.png") {
  const buffer = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGOImpaHFTEMpAQAN9NBodMc+4sAAAAASUVORK5CYII=",
    "base64",
  );
  return { name, mimeType: "image/png", buffer };
}

/** The API beneath the site's default backend base. */
export const API = "/api";

/** The stored admin token of the logged-in page, for set-up calls made beside the screens. */
export async function adminToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem("adminToken"));
  if (!token) throw new Error("not logged in");
  return token;
}
