import { expect, test, type APIRequestContext } from "@playwright/test";
import { API, acceptDialogs, expectNoAxeViolations, login } from "./admin-helpers";

/** Books the first free slot the way a visitor would (through the public API). */
async function bookFreeSlot(request: APIRequestContext, name: string) {
  const plans = ((await (await request.get(`${API}/api/v1/service_plans?language=en`)).json()) as { id: number; title: string; price: number }[]).filter(
    (p) => p.price > 0,
  );
  const { dates, first_date, last_date } = await (await request.get(`${API}/bookings/unavailable_dates`)).json();
  for (let d = new Date(`${first_date}T12:00:00Z`); d <= new Date(`${last_date}T12:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    const date = d.toISOString().slice(0, 10);
    if (dates.includes(date)) continue;
    const { available_times } = await (await request.get(`${API}/bookings/available_times?date=${date}`)).json();
    if (!available_times.length) continue;
    const res = await request.post(`${API}/bookings`, {
      data: { service_plan_id: plans[0]!.id, date, time: available_times[0], name, email: "client@example.com", phone_number: "6123456789", message: "" },
    });
    expect(res.status()).toBe(201);
    return { ...(await res.json()), plan: plans[0]!.title as string };
  }
  throw new Error("no free slot");
}

test("a booking is viewed, marked paid and deleted through the screens", async ({ page }) => {
  const dialogs = acceptDialogs(page);
  const name = `E2E Client ${Date.now()}`;
  const booking = await bookFreeSlot(page.request, name);
  await login(page);
  await page.getByRole("link", { name: "Bookings", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Bookings", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(card.getByText("Awaiting payment")).toBeVisible();
  await card.getByRole("link", { name: /View Details/ }).click();

  await expect(page.getByRole("heading", { name: "Booking Details" })).toBeVisible();
  await expect(page.getByText("client@example.com")).toBeVisible();
  await expect(page.getByText("6123456789")).toBeVisible();
  await expect(page.getByText(booking.plan, { exact: true })).toBeVisible();
  await expect(page.getByText(booking.date, { exact: true })).toBeVisible();
  await expect(page.getByText(booking.time, { exact: true })).toBeVisible();
  await expect(page.getByText("No message provided")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Mark paid" }).click();
  await expect(page.getByText("Booking marked paid.")).toBeVisible();
  await expect(page.locator(".details").getByText("Confirmed")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark completed" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "History" })).toBeVisible();

  await page.getByRole("button", { name: "Delete" }).click();
  expect(dialogs).toContain("Are you sure you want to delete this booking?");
  await expect(page).toHaveURL(/\/admin-view-bookings$/);
  await expect(page.getByText("Booking deleted successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { name })).toHaveCount(0);
  await page.goto(`/admin-booking-details/${booking.id}`);
  await expect(page.getByText("No booking found")).toBeVisible();
});

test("a booking is deleted from the list after confirmation", async ({ page }) => {
  const name = `E2E List ${Date.now()}`;
  await bookFreeSlot(page.request, name);
  let answer = false;
  page.on("dialog", (d) => void (answer ? d.accept() : d.dismiss()));
  await login(page);
  await page.goto("/admin-view-bookings");
  const button = page.getByRole("button", { name: new RegExp(`^Delete: ${name}`) });
  await button.click();
  await expect(page.getByRole("heading", { name })).toBeVisible(); // dismissed: kept
  answer = true;
  await button.click();
  await expect(page.getByText("Booking deleted successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { name })).toHaveCount(0);
});
