import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./admin-helpers";
import { addDay, bookableDays, horizon } from "./booking-helpers";
import { withOwnServer } from "./own-server";
import { calendarDay, expectNoAxeViolations, expectNoHorizontalScroll, hydrated, prepare } from "./public-helpers";
import { VIEWPORT } from "./viewports";

// The booking page's month calendar, on a site of its own: no other journey books there, so
// the days it offers depend on its availability alone; what is expected is read from the
// horizon the site publishes, so the journey holds on any date (at a month's end too). The
// browser runs in Athens, an hour ahead of Madrid.
withOwnServer("booking-calendar", 1930);
test.use({ timezoneId: "Europe/Athens" });

const API = "/api";
const SHOTS = path.join(os.tmpdir(), "booking-shots");

/** Every day of the month of a date. */
function monthDays(date: string): string[] {
  const out: string[] = [];
  for (let d = `${date.slice(0, 7)}-01`; d.slice(0, 7) === date.slice(0, 7); d = addDay(d, 1)) out.push(d);
  return out;
}

test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

test(
  "the month calendar: first bookable day preselected, disabled days, Monday first, arrows, keyboard, times in both zones (Spanish)",
  VIEWPORT,
  async ({ page, context, request }, info) => {
    await prepare(context, { theme: "light" });
    const h = await horizon(request);
    const days = bookableDays(h);
    await page.goto("/book-consultation?lang=es");
    await hydrated(page);
    const cal = page.locator("#booking-date");
    const grid = cal.getByRole("grid");
    await expect(grid.locator("th").first()).toHaveText("lun"); // weeks start on Monday, in Spanish
    await expect(grid.locator("th").first()).toHaveAttribute("abbr", "lunes");
    // The first bookable day is chosen, and its times are listed in Madrid and Athens time.
    await expect(grid.locator('td[aria-selected="true"] button')).toHaveAttribute("data-date", days[0]!);
    const time = page.getByLabel("Hora", { exact: true });
    await expect(time.locator("input:not([disabled])").first()).toHaveAccessibleName(
      /^\d\d:\d\d hora de Madrid · \d\d:\d\d tu hora \(hora de Europa oriental\)$/,
    );
    const [first] = (await (await request.get(`${API}/bookings/available_times?date=${days[0]}`)).json()).available_times as string[];
    const athens = `${String(Number(first!.slice(0, 2)) + 1).padStart(2, "0")}${first!.slice(2)}`;
    await expect(time.locator("input:not([disabled])").first()).toHaveAccessibleName(`${first} hora de Madrid · ${athens} tu hora (hora de Europa oriental)`);

    // The calendar opens on the month of the first bookable day, whatever the date: a month
    // whose last days are closed or taken is not shown (docs/decisions/037-booking-calendar-months.md).
    await expect(cal.getByRole("button", { name: "Mes anterior" })).toBeDisabled();
    // Weekends, full days and days before the notice are disabled and say so.
    const closed = monthDays(days[0]!).find((d) => !days.includes(d))!;
    const closedButton = cal.locator(`[data-date="${closed}"]`);
    await expect(closedButton).toHaveAttribute("aria-disabled", "true");
    await expect(closedButton).toHaveAttribute("aria-label", /no disponible$/);
    // Reached by keyboard (a pointer gets the same: Playwright refuses to click aria-disabled).
    await closedButton.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Esta fecha no está disponible.")).toBeVisible();
    await expect(time.getByRole("radio")).toHaveCount(0); // nothing to choose on that date
    await page.screenshot({ path: `${SHOTS}/calendar-es-${info.project.name}-light.png` });

    // Keyboard: the chosen day holds the tab stop; arrows move, Enter picks, Page Down changes month.
    await (await calendarDay(page, "booking-date", days[0]!, /Mes siguiente/)).click();
    await cal.locator(`[data-date="${days[0]}"]`).focus();
    await page.keyboard.press("ArrowRight");
    await expect(cal.locator(`[data-date="${addDay(days[0]!, 1)}"]`)).toBeFocused();
    const heading = await cal.locator(".month-calendar__title").textContent();
    await page.keyboard.press("PageDown");
    await expect(cal.locator(".month-calendar__title")).not.toHaveText(heading!);
    await page.keyboard.press("PageUp");
    await expect(cal.locator(".month-calendar__title")).toHaveText(heading!);
    const next = days.find((d) => d > addDay(days[0]!, 1))!;
    await cal.locator(`[data-date="${next}"]`).focus();
    await page.keyboard.press("Enter");
    await expect(cal.locator('td[aria-selected="true"] button')).toHaveAttribute("data-date", next);
    // Arrows: nothing before the first month, and on to the next one. (Near a month's end the
    // day chosen above is already in the next month.)
    if (next.slice(0, 7) !== days[0]!.slice(0, 7)) await cal.getByRole("button", { name: "Mes anterior" }).click();
    await expect(cal.locator(`[data-date="${days[0]}"]`)).toBeVisible();
    await expect(cal.getByRole("button", { name: "Mes anterior" })).toBeDisabled();
    const firstMonth = await cal.locator(".month-calendar__title").textContent();
    await cal.getByRole("button", { name: "Mes siguiente" }).click();
    await expect(cal.locator(".month-calendar__title")).not.toHaveText(firstMonth!);

    await expectNoHorizontalScroll(page, "booking es");
    await expectNoAxeViolations(page, "booking es");
  },
);

test("a horizon whose first month has no day left opens on the next month, with nothing before it", async ({ page, context, request }) => {
  await prepare(context, { theme: "light" });
  const { token } = (await (await request.post(`${API}/admin/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const settings = await (await request.get(`${API}/bookings/availability`, { headers })).json();
  const { time_zone: _zone, ...availability } = settings;
  // The rest of the horizon's first month is blocked, as when its last days are closed or taken.
  const h = await horizon(request);
  const lastOfMonth = monthDays(h.first_date).at(-1)!;
  const block = { start_date: h.first_date, end_date: lastOfMonth, note: "end of the month" };
  const put = (body: unknown) => request.put(`${API}/bookings/availability`, { headers, data: body });
  expect((await put({ ...availability, blocked: [...availability.blocked, block] })).ok()).toBe(true);
  try {
    const days = bookableDays(await horizon(request));
    expect(days[0]! > lastOfMonth).toBe(true);
    await page.goto("/book-consultation?lang=es");
    await hydrated(page);
    const cal = page.locator("#booking-date");
    await expect(cal.locator('td[aria-selected="true"] button')).toHaveAttribute("data-date", days[0]!);
    await expect(cal.getByRole("button", { name: "Mes anterior" })).toBeDisabled();
    await expect(cal.locator(`[data-date="${h.first_date}"]`)).toHaveCount(0);
    // Page Up from the first month shown stays in it.
    const heading = await cal.locator(".month-calendar__title").textContent();
    await cal.locator(`[data-date="${days[0]}"]`).focus();
    await page.keyboard.press("PageUp");
    await expect(cal.locator(".month-calendar__title")).toHaveText(heading!);
  } finally {
    expect((await put(availability)).ok()).toBe(true);
  }
});
