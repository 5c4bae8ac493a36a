import { expect, test, type Page } from "@playwright/test";
import { acceptDialogs, adminToken, expectNoAxeViolations, login } from "./admin-helpers";
import { withOwnServer } from "./own-server";

// This journey needs mail that does not get through, so it runs its own server against a
// real SMTP server that refuses, beside the shared e2e server (which writes mail to files).
const own = withOwnServer("outbox", 1000);

async function book(page: Page, name: string, email: string) {
  const api = "/api";
  const plans = ((await (await page.request.get(`${api}/api/v1/service_plans?language=en`)).json()) as { id: number; title: string; price: number }[]).filter(
    (p) => p.price > 0,
  );
  const { dates, first_date, last_date } = await (await page.request.get(`${api}/bookings/unavailable_dates`)).json();
  for (let d = new Date(`${first_date}T12:00:00Z`); d <= new Date(`${last_date}T12:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    const date = d.toISOString().slice(0, 10);
    if (dates.includes(date)) continue;
    const { available_times } = await (await page.request.get(`${api}/bookings/available_times?date=${date}`)).json();
    if (!available_times.length) continue;
    const res = await page.request.post(`${api}/bookings`, {
      data: { service_plan_id: plans[0]!.id, date, time: available_times[0], name, email, phone_number: "6123456789", message: "", language: "es" },
    });
    expect(res.status()).toBe(201);
    return (await res.json()) as { id: number };
  }
  throw new Error("no free slot");
}

async function setLanguage(page: Page, lang: "en" | "es" | "gr") {
  await page.locator(".admin-lang select").selectOption(lang);
}

const shot = own.shot;

test("mails the server refuses are listed without their bodies and sent again from the outbox screen", async ({ page }) => {
  const stamp = Date.now();
  await login(page);
  const token = await adminToken(page);
  const statusOf = async (email: string) => {
    const list = (await (await page.request.get("/api/admin/outbox", { headers: { authorization: `Bearer ${token}` } })).json()) as {
      recipient: string;
      status: string;
      last_error: string | null;
    }[];
    return list
      .filter((m) => m.recipient === email && m.last_error)
      .map((m) => m.status)
      .join();
  };
  own.mailbox.refuse(550);
  const refused = await book(page, `Refused ${stamp}`, `refused-${stamp}@example.com`);
  await expect.poll(() => statusOf(`refused-${stamp}@example.com`)).toBe("failed");
  own.mailbox.refuse(451);
  await book(page, `Later ${stamp}`, `later-${stamp}@example.com`);
  await expect.poll(() => statusOf(`later-${stamp}@example.com`)).toBe("pending");

  await page.getByRole("link", { name: "Mail Outbox" }).click();
  await expect(page.getByRole("heading", { name: "Mail Outbox", level: 1 })).toBeVisible();
  const failed = page
    .getByRole("listitem")
    .filter({ hasText: `refused-${stamp}@example.com` })
    .filter({ hasText: "Booking confirmation" });
  await expect(failed.getByText("Failed", { exact: true })).toBeVisible();
  await expect(failed.getByText(/^550 /)).toBeVisible();
  const pending = page
    .getByRole("listitem")
    .filter({ hasText: `later-${stamp}@example.com` })
    .filter({ hasText: "Booking confirmation" });
  await expect(pending.getByText("Pending", { exact: true })).toBeVisible();
  await expect(page.getByText("manage-booking")).toHaveCount(0);
  await expectNoAxeViolations(page);
  for (const lang of ["es", "gr"] as const) {
    await setLanguage(page, lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang === "es" ? "Correos pendientes" : "Εξερχόμενα email");
    await expectNoAxeViolations(page);
    await shot(page, `outbox-${lang}`);
  }
  await setLanguage(page, "en");

  own.mailbox.refuse(null);
  await failed.getByRole("button", { name: /^Retry now: / }).click();
  await expect(page.getByText("The mail will be sent again in a moment.")).toBeVisible();
  await expect.poll(() => own.mailbox.received.filter((m) => m.to.includes(`refused-${stamp}@example.com`)).length, { timeout: 10_000 }).toBe(1);
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: `refused-${stamp}@example.com` })
      .filter({ hasText: "Booking confirmation" }),
  ).toHaveCount(0);

  // The booking: no meeting before payment; paid, it has one; the confirmation can go again.
  await page.goto(`/admin-booking-details/${refused.id}`);
  await expect(page.getByText("Given once the booking is paid")).toBeVisible();
  acceptDialogs(page);
  await page.getByRole("button", { name: "Mark paid" }).click();
  await expect(page.getByText("Booking marked paid.")).toBeVisible();
  await expect(page.getByRole("link", { name: /^https:\/\/meet\.jit\.si\/Consultation-[0-9a-f]{32}$/ })).toBeVisible();
  await page.getByRole("button", { name: "Send confirmation again" }).click();
  await expect(page.getByText("The confirmation is on its way with a new private link.")).toBeVisible();
  await expectNoAxeViolations(page);
  for (const lang of ["es", "gr"] as const) {
    await setLanguage(page, lang);
    await expect(page.getByRole("button", { name: lang === "es" ? "Reenviar la confirmación" : "Νέα αποστολή επιβεβαίωσης" })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `booking-${lang}`);
  }
  await setLanguage(page, "en");
});

test("her personal meeting link is set, checked and cleared", async ({ page }) => {
  await login(page);
  await page.getByRole("link", { name: "Meeting Link" }).click();
  await expect(page.getByRole("heading", { name: "Meeting Link", level: 1 })).toBeVisible();
  await expect(page.getByText("https://meet.jit.si", { exact: false })).toBeVisible();
  const field = page.getByLabel("Personal meeting link");
  await field.fill("zoom dot us");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert")).toContainText("Please enter a valid link (http or https).");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await field.fill("https://zoom.us/j/123456789");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Meeting link saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Personal meeting link")).toHaveValue("https://zoom.us/j/123456789");
  for (const lang of ["es", "gr"] as const) {
    await setLanguage(page, lang);
    await expect(page.getByLabel(lang === "es" ? "Enlace personal de videollamada" : "Προσωπικός σύνδεσμος βιντεοκλήσης")).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `meeting-${lang}`);
  }
  await setLanguage(page, "en");
  await page.getByLabel("Personal meeting link").fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Meeting link saved.")).toBeVisible();
});
