import crypto from "node:crypto";
import fs from "node:fs";
import { expect, test, type Locator } from "@playwright/test";
import { manageLinkFor } from "./booking-helpers";
import { expectNoAxeViolations, expectNoHorizontalScroll, hydrated, prepare } from "./public-helpers";

// Beside the .ics file, "Add to Google Calendar" and "Add to Outlook": a client whose phone
// does nothing with an .ics still gets the session into her calendar. Seen in Spanish.

const API = "/api";
const SHOTS = "/tmp/ux-shots";
const phone = () => `6${String(crypto.randomInt(0, 1e9)).padStart(9, "0")}`;

test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

/** Both links open the calendar's form for the booked hour, in a new tab. */
async function expectLinks(scope: Locator, startIso: string, minutes: number) {
  const start = Date.parse(startIso);
  const end = new Date(start + minutes * 60_000).toISOString();
  const basic = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const google = scope.getByRole("link", { name: "Añadir a Google Calendar" });
  const outlook = scope.getByRole("link", { name: "Añadir a Outlook" });
  await expect(scope.getByRole("link", { name: /Añadir al calendario \(\.ics\)/ })).toBeVisible();
  await expect(google).toHaveAttribute("target", "_blank");
  const g = new URL((await google.getAttribute("href"))!);
  expect(g.hostname).toBe("calendar.google.com");
  expect(g.searchParams.get("dates")).toBe(`${basic(new Date(start).toISOString())}/${basic(end)}`);
  const o = new URL((await outlook.getAttribute("href"))!);
  expect(o.hostname).toBe("outlook.live.com");
  expect(o.searchParams.get("startdt")).toBe(new Date(start).toISOString().replace(/\.\d{3}/, ""));
  expect(o.searchParams.get("enddt")).toBe(end.replace(/\.\d{3}/, ""));
}

test("the summary and the private page offer Google Calendar and Outlook beside the .ics (Spanish)", async ({ page, context, request }, info) => {
  await prepare(context, { theme: "light" });
  const plan = ((await (await request.get(`${API}/api/v1/service_plans?language=es`)).json()) as { id: number; price: number; intro_call: boolean }[]).find(
    (p) => !p.intro_call && p.price > 0,
  )!;
  const email = `links-${crypto.randomBytes(4).toString("hex")}@example.com`;
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/bookings") && r.request().method() === "POST");
  await page.goto(`/book-consultation?lang=es&service=${plan.id}`);
  await hydrated(page);
  await page.locator("#booking-time input:not([disabled])").first().check();
  await page.locator("#booking-name").fill("Lucía Prueba");
  await page.locator("#booking-email").fill(email);
  await page.locator("#booking-phone").fill(phone());
  await page.locator("#booking-consent").check();
  await page.getByRole("button", { name: "Reservar consulta" }).click();
  const booking = await (await answered).json();
  const summary = page.locator(".booking-summary");
  await expectLinks(summary, booking.start_at, booking.duration_minutes);
  await expectNoHorizontalScroll(page, "summary es");
  await summary.locator(".calendar-links").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/calendar-links-summary-es-${info.project.name}.png` });
  await expectNoAxeViolations(page, "summary es");

  await page.goto(await manageLinkFor(email));
  await hydrated(page);
  await expectLinks(page.locator(".manage"), booking.start_at, booking.duration_minutes);
  await page.locator(".manage .calendar-links").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/calendar-links-manage-es-${info.project.name}.png` });
});
