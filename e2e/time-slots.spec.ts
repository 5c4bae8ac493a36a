import crypto from "node:crypto";
import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoHorizontalScroll, hydrated, prepare } from "./public-helpers";
import { VIEWPORT } from "./viewports";

// The day's times are buttons to tap (a radio group), not a dropdown: seen on a phone in
// Spanish, where a client expects to tap a time. The free call is offered every 15 minutes.

const API = "/api";
const SHOTS = "/tmp/ux-shots";
const phone = () => `6${String(crypto.randomInt(0, 1e9)).padStart(9, "0")}`;
type Plan = { id: number; price: number; intro_call: boolean };

test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

async function planOf(request: APIRequestContext, lang: string, intro: boolean) {
  return ((await (await request.get(`${API}/api/v1/service_plans?language=${lang}`)).json()) as Plan[]).find(
    (p) => p.intro_call === intro && (intro || p.price > 0),
  )!;
}

/** A bookable day for the plan with at least `count` free times, and those times. */
async function dayWithTimes(request: APIRequestContext, planId: number, count: number) {
  const h = await (await request.get(`${API}/bookings/unavailable_dates?service_plan_id=${planId}`)).json();
  for (let d = h.first_date as string; d <= h.last_date; d = new Date(Date.parse(`${d}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) {
    if (h.dates.includes(d)) continue;
    const times = (await (await request.get(`${API}/bookings/available_times?date=${d}&service_plan_id=${planId}`)).json()).available_times as string[];
    if (times.length >= count) return { date: d, times };
  }
  throw new Error("no day with enough free times");
}

/** The date's button, after moving the calendar to its month, back or forth. */
async function dayButton(page: Page, date: string, previous: RegExp, next: RegExp) {
  const cal = page.locator("#booking-date");
  for (let i = 0; i < 8 && (await cal.locator(`[data-date="${date}"]`).count()) === 0; i++) {
    const shown = (await cal.locator("[data-date]").first().getAttribute("data-date"))!;
    await cal.getByRole("button", { name: date < shown ? previous : next }).click();
  }
  return cal.locator(`[data-date="${date}"]`);
}

test("the times are a radio group of buttons: tap, arrows, a booked one disabled and marked (Spanish)", VIEWPORT, async ({ page, context, request }, info) => {
  await prepare(context, { theme: "light" });
  const plan = await planOf(request, "es", false);
  const { date, times } = await dayWithTimes(request, plan.id, 3);
  // Someone else books the second time of that day.
  const other = await request.post(`${API}/bookings`, {
    data: {
      service_plan_id: plan.id,
      date,
      time: times[1],
      name: "Otra",
      email: `other-${crypto.randomBytes(4).toString("hex")}@example.com`,
      phone_number: phone(),
    },
  });
  expect(other.status()).toBe(201);
  await page.goto(`/book-consultation?lang=es&service=${plan.id}`);
  await hydrated(page);
  await (await dayButton(page, date, /Mes anterior/, /Mes siguiente/)).click();
  const group = page.getByRole("radiogroup", { name: "Hora" });
  await expect(group).toBeVisible();
  const booked = group.getByRole("radio", { name: new RegExp(`^${times[1]} hora de Madrid.*\\(Reservado\\)$`) });
  await expect(booked).toBeDisabled();

  // Tap a time: it is the chosen one.
  const first = group.getByRole("radio", { name: new RegExp(`^${times[0]} hora de Madrid`) });
  await page.locator(".time-slot", { has: page.locator(`input[value="${times[0]}"]`) }).click();
  await expect(first).toBeChecked();
  // The arrow keys move the choice past the booked time.
  await first.focus();
  await page.keyboard.press("ArrowRight");
  await expect(group.getByRole("radio", { name: new RegExp(`^${times[2]} hora de Madrid`) })).toBeChecked();
  await expect(group.getByRole("radio", { name: new RegExp(`^${times[2]} hora de Madrid`) })).toBeFocused();

  await expectNoHorizontalScroll(page, "times es");
  await page.locator("#booking-time").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/times-es-${info.project.name}.png` });
  await expectNoAxeViolations(page, "booking times es");
});

test("the free call is offered every 15 minutes, in Greek", async ({ page, context, request }, info) => {
  await prepare(context, { theme: "light" });
  const intro = await planOf(request, "gr", true);
  const { date, times } = await dayWithTimes(request, intro.id, 4);
  expect(times.some((t) => t.endsWith(":15"))).toBe(true);
  await page.goto(`/book-consultation?lang=gr&service=${intro.id}`);
  await hydrated(page);
  await (await dayButton(page, date, /Προηγούμενος μήνας/, /Επόμενος μήνας/)).click();
  const group = page.getByRole("radiogroup", { name: "Ώρα" });
  await expect(group.locator("input:not([disabled])")).toHaveCount(times.length);
  const quarter = times.find((t) => t.endsWith(":15"))!;
  await expect(group.getByRole("radio", { name: new RegExp(`^${quarter} ώρα Μαδρίτης`) })).toBeEnabled();
  await page.locator("#booking-time").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/times-intro-gr-${info.project.name}.png` });
  await expectNoAxeViolations(page, "booking intro times gr");
});
