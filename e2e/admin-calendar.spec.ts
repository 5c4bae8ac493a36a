import { expect, test } from "@playwright/test";
import { acceptDialogs, expectNoAxeViolations, login } from "./admin-helpers";
import { VIEWPORT } from "./viewports";

// The calendar screen: the private feed's address (copy, regenerate) and her own calendars,
// with the error of a calendar that could not be read. The server runs with the production
// fetcher, so a calendar on 127.0.0.1 is refused, which is the error this journey shows.

test("she subscribes to her bookings and adds her own calendar", VIEWPORT, async ({ page, context }, info) => {
  const phone = info.project.name === "phone";
  if (!phone) await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  acceptDialogs(page);
  await login(page);
  await page.getByRole("link", { name: "Calendar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Calendar" })).toBeVisible();

  const address = page.getByLabel("Private calendar address");
  await expect(address).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics\?lang=en$/);
  const first = await address.inputValue();
  const feed = await page.request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await feed.text()).toContain("METHOD:PUBLISH");

  if (!phone) {
    await page.getByRole("button", { name: "Copy address" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Address copied." })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  }

  await page.getByRole("button", { name: "New address" }).click();
  await expect(page.getByRole("status").filter({ hasText: "New address created. The old one no longer works." })).toBeVisible();
  await expect(address).not.toHaveValue(first);
  expect((await page.request.get(first)).status()).toBe(404);
  expect((await page.request.get(await address.inputValue())).status()).toBe(200);

  // A bad address is refused with the reason.
  const url = page.getByLabel("Calendar address (ICS)");
  await url.fill("ftp://calendar.example/her.ics");
  await page.getByRole("button", { name: "Add calendar" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please enter the calendar's address (http, https or webcal)." })).toBeVisible();

  // An address on a private network is saved, but never fetched; the error shows.
  const local = "http://127.0.0.1:9/her-calendar.ics";
  await url.fill(local);
  await page.getByRole("button", { name: "Add calendar" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Calendar added, but it could not be read yet." })).toBeVisible();
  const item = page.locator(".calendar-imports li").filter({ hasText: local });
  await expect(item).toContainText("This address points to a private network and is not allowed. No copy yet: it blocks nothing.");
  await expectNoAxeViolations(page);

  for (const lang of ["es", "gr"] as const) {
    await page.getByLabel(/Interface language|Idioma de la interfaz|Γλώσσα περιβάλλοντος/).selectOption(lang);
    await expect(page.getByRole("heading", { level: 1, name: lang === "es" ? "Calendario" : "Ημερολόγιο" })).toBeVisible();
    await expect(item).toContainText(lang === "es" ? "Esta dirección apunta a una red privada" : "Αυτή η διεύθυνση οδηγεί σε ιδιωτικό δίκτυο");
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `/tmp/shot-calendar-${info.project.name}-${lang}.png`, fullPage: true });
  }
  await page.getByLabel("Γλώσσα περιβάλλοντος").selectOption("en");

  await item.getByRole("button", { name: `Remove: ${local}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Calendar removed." })).toBeVisible();
  await expect(page.getByText("No calendars yet.")).toBeVisible();
});
