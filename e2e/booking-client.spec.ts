import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ICAL from "ical.js";
import { expect, test, type APIRequestContext, type Locator } from "@playwright/test";
import { bookableDays, horizon, manageLinkFor } from "./booking-helpers";
import { calendarDay, expectNoAxeViolations, expectNoHorizontalScroll, hydrated, prepare } from "./public-helpers";
import { VIEWPORT } from "./viewports";

// The client's booking flow: times in two zones, the free intro call, the summary after
// booking, consent, the form's care for what was typed, and the private page (the month
// calendar itself: e2e/booking-calendar.spec.ts). The browser runs in Athens, an hour ahead
// of Madrid.
test.use({ timezoneId: "Europe/Athens" });

const API = "/api";
const SHOTS = path.join(os.tmpdir(), "booking-shots");
const unique = (tag: string) => `${tag}-${crypto.randomBytes(4).toString("hex")}@example.com`;
const phone = () => `6${String(crypto.randomInt(0, 1e9)).padStart(9, "0")}`;

type Plan = { id: number; title: string; price: number; intro_call: boolean; payment_link: string | null };
const plansOf = async (request: APIRequestContext, lang: string) =>
  (await (await request.get(`${API}/api/v1/service_plans?language=${lang}`)).json()) as Plan[];

/** Chooses the first time that can be chosen (the times are a radio group of buttons). */
async function firstFreeTime(group: Locator) {
  const radio = group.locator("input:not([disabled])").first();
  await radio.check();
  return (await radio.getAttribute("value"))!;
}

test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

test("the free intro call in Greek: consent required, confirmed at once, summary with both zones and an .ics that parses", async ({
  page,
  context,
  request,
}, info) => {
  await prepare(context, { theme: "dark" });
  const intro = (await plansOf(request, "gr")).find((p) => p.intro_call)!;
  expect(intro).toMatchObject({ price: 0 });
  const email = unique("intro");
  await page.goto(`/book-consultation?lang=gr&service=${intro.id}`);
  await hydrated(page);
  const form = page.locator("form.booking__form");
  await expect(form.getByLabel("Υπηρεσία")).toHaveValue(String(intro.id));
  await expect(form.getByLabel("Ώρα", { exact: true }).locator("input:not([disabled])").first()).toHaveAccessibleName(
    /ώρα Μαδρίτης · .* δική σας ώρα \(Ώρα Ανατολικής Ευρώπης\)/,
  );
  await firstFreeTime(form.getByLabel("Ώρα", { exact: true }));
  await form.getByLabel("Όνομα").fill("Ελένη Δοκιμή");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Αριθμός τηλεφώνου").fill(phone());
  await page.screenshot({ path: `${SHOTS}/calendar-gr-${info.project.name}-dark.png` });

  // Without the consent the form refuses, marks the box and moves the focus to it.
  await form.getByRole("button", { name: "Κράτηση συνεδρίας" }).click();
  await expect(form.getByRole("alert")).toContainText("δώστε τη συναίνεσή σας");
  const consent = form.getByRole("checkbox");
  await expect(consent).toHaveAttribute("aria-invalid", "true");
  await expect(consent).toBeFocused();
  await expect(form.getByRole("link", { name: "Διαβάστε την πολιτική απορρήτου" })).toHaveAttribute("href", "/privacy-policy?lang=gr");
  await consent.check();
  await form.getByRole("button", { name: "Κράτηση συνεδρίας" }).click();

  const summary = page.locator(".booking-summary");
  await expect(summary.getByRole("status")).toHaveText("Η κράτηση επιβεβαιώθηκε! Σας στάλθηκε email επιβεβαίωσης.");
  await expect(summary).toContainText(intro.title);
  await expect(summary).toContainText("Δωρεάν");
  await expect(summary).toContainText("δεν χρειάζεται πληρωμή");
  await expect(summary).toContainText(email);
  await expect(summary).toContainText(/ώρα Μαδρίτης/);
  await expect(summary).toContainText(/δική σας ώρα \(Ώρα Ανατολικής Ευρώπης\)/);
  await expect(summary).toContainText("24 ώρες πριν από τη συνεδρία");
  await expectNoAxeViolations(page, "summary gr");

  const download = page.waitForEvent("download");
  await summary.getByRole("link", { name: /Προσθήκη στο ημερολόγιο/ }).click();
  const file = await (await download).path();
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(fs.readFileSync(file!, "utf8"))).getFirstSubcomponent("vevent")!);
  expect(event.summary).toBe(intro.title);
  expect((event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()) / 60_000).toBe(15);

  // Confirmed on the server too, with the consent stored.
  const login = await request.post(`${API}/admin/login`, { data: { email: "admin@e2e.local", password: "e2e-admin-password" } });
  const auth = { authorization: `Bearer ${(await login.json()).token}` };
  const mine = (
    (await (await request.get(`${API}/bookings`, { headers: auth })).json()) as {
      email: string;
      status: string;
      privacy_consent_at: string | null;
      time_zone: string | null;
    }[]
  ).find((b) => b.email === email)!;
  expect(mine.status).toBe("confirmed");
  expect(mine.privacy_consent_at).not.toBeNull();
  // The page sent her browser's zone: her private page writes her time beside Madrid's even
  // when opened on a device set to Madrid's clock, already in the page the server sends.
  expect(mine.time_zone).toBe("Europe/Athens");
  const link = await manageLinkFor(email);
  const madridDevice = await page.context().browser()!.newContext({ timezoneId: "Europe/Madrid", javaScriptEnabled: false });
  const privatePage = await madridDevice.newPage();
  await privatePage.goto(link);
  await expect(privatePage.locator(".booking-facts")).toContainText(/\d\d:\d\d ώρα Μαδρίτης.*\d\d:\d\d δική σας ώρα \(Ώρα Ανατολικής Ευρώπης\)/);
  await madridDevice.close();
});

test(
  "a paid plan in Spanish: errors marked and focused, message counter, reload keeps the form, a taken time leaves the list, summary with payment",
  VIEWPORT,
  async ({ page, context, request }) => {
    await prepare(context, { theme: "light" });
    const plan = (await plansOf(request, "es")).find((p) => !p.intro_call && p.price > 0)!;
    const email = unique("paid");
    const tel = phone();
    await page.goto("/book-consultation?lang=es");
    await hydrated(page);
    const form = page.locator("form.booking__form");

    // Nothing filled: the form's one message, every missing field marked, the focus on the first.
    await form.getByRole("button", { name: "Reservar consulta" }).click();
    await expect(form.getByRole("alert")).toHaveText(
      "⚠️ Por favor, completa todos los campos obligatorios y asegúrate de que el número de teléfono sea válido.",
    );
    await expect(form.getByLabel("Servicio")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Servicio")).toBeFocused();
    for (const label of ["Hora", "Nombre", "Correo electrónico", "Número de teléfono"])
      await expect(form.getByLabel(label, { exact: true })).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("Servicio").selectOption(String(plan.id));
    await expect(form.getByLabel("Servicio")).not.toHaveAttribute("aria-invalid");
    await expect(form.getByLabel("Hora", { exact: true }).locator("input:not([disabled])").first()).toBeAttached();
    await firstFreeTime(form.getByLabel("Hora", { exact: true }));
    await form.getByLabel("Nombre").fill("Marta Cliente");
    await form.getByLabel("Correo electrónico").fill(email);
    await form.getByLabel("Número de teléfono").fill("61234"); // digits only: exactly 10 are needed
    await form.getByLabel("Mensaje (opcional)").fill("x".repeat(5001));
    await expect(page.getByText("5001 de 5000 caracteres")).toBeVisible();
    await form.getByRole("button", { name: "Reservar consulta" }).click();
    await expect(form.getByLabel("Número de teléfono")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Número de teléfono")).toBeFocused();
    await form.getByLabel("Número de teléfono").fill(tel);
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Reservar consulta" }).click();
    // The too-long message is named as such, not blamed on the phone.
    await expect(form.getByRole("alert")).toHaveText(/Tu mensaje es demasiado largo: 5\.000 caracteres como máximo\./);
    await expect(form.getByLabel("Mensaje (opcional)")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Mensaje (opcional)")).toBeFocused();
    await form.getByLabel("Mensaje (opcional)").fill("Primera consulta");
    await expect(page.getByText("16 de 5000 caracteres")).toBeVisible();

    // A reload keeps what was typed.
    await page.reload();
    await hydrated(page);
    await expect(form.getByLabel("Servicio")).toHaveValue(String(plan.id));
    await expect(form.getByLabel("Nombre")).toHaveValue("Marta Cliente");
    await expect(form.getByLabel("Correo electrónico")).toHaveValue(email);
    await expect(form.getByLabel("Mensaje (opcional)")).toHaveValue("Primera consulta");

    // Someone else takes the chosen time first: it leaves the list at once.
    // Earlier journeys may have filled the first days, so a day with two free times is chosen.
    let date = "";
    for (const day of bookableDays(await horizon(request, plan.id))) {
      const free = (await (await request.get(`${API}/bookings/available_times?date=${day}&service_plan_id=${plan.id}`)).json()).available_times as string[];
      if (free.length >= 2) {
        date = day;
        break;
      }
    }
    expect(date).not.toBe("");
    await (await calendarDay(page, "booking-date", date, /Mes siguiente/)).click();
    const time = form.getByLabel("Hora", { exact: true });
    await expect(time.locator("input:not([disabled])").nth(1)).toBeAttached();
    const chosen = await firstFreeTime(time);
    const other = await request.post(`${API}/bookings`, {
      data: { service_plan_id: plan.id, date, time: chosen, name: "Otra", email: unique("other"), phone_number: phone() },
    });
    expect(other.status()).toBe(201);
    await form.getByRole("button", { name: "Reservar consulta" }).click();
    await expect(form.getByRole("alert")).toContainText("Esa hora se acaba de reservar");
    await expect(time.locator(`input[value="${chosen}"]`)).toBeDisabled();
    await expect(time.locator(`input[value="${chosen}"]`)).toHaveAccessibleName(/\(Reservado\)$/);
    await expect(time).toHaveAttribute("aria-invalid", "true");
    // The focus goes to the group's first free time.
    await expect(time.locator("input:not([disabled])").first()).toBeFocused();

    await firstFreeTime(time);
    await form.getByRole("button", { name: "Reservar consulta" }).click();
    const summary = page.locator(".booking-summary");
    await expect(summary.getByRole("status")).toHaveText("¡Reserva confirmada! Te hemos enviado un correo de confirmación.");
    await expect(summary).toContainText(plan.title);
    await expect(summary).toContainText(/Paga antes del .*hora de Madrid/);
    // The first action is the site's own pay address, which leads to the plan's payment link.
    if (plan.payment_link) await expect(summary.getByRole("link", { name: "Pagar ahora" })).toHaveAttribute("href", /^\/pay\/[A-Za-z0-9_-]+$/);
    // No online payment, and a production site still holding the demo's instructions: none of
    // the demo's made-up account, but whom to write to (never a link that will not come).
    else {
      await expect(summary.getByTestId("payment-instructions")).toHaveCount(0);
      await expect(summary.getByRole("link", { name: "Para acordar el pago, contáctanos." })).toBeVisible();
    }
    // Under "Booking confirmed!": that it is not paid yet, and what to do before when.
    await expect(summary.getByTestId("unpaid-next")).toHaveText(
      /^Tu hora queda reservada, pero la reserva aún no está pagada: paga como se indica en «Próximos pasos» antes del .+\.$/,
    );
    await expect(summary).toContainText(email);
    // The draft is gone once booked.
    await page.reload();
    await hydrated(page);
    await expect(form.getByLabel("Nombre")).toHaveValue("");
  },
);

test(
  "the private page in the site's layout: both zones, reschedule with the calendar, times refresh, cancel (Spanish)",
  VIEWPORT,
  async ({ page, context, request }, info) => {
    // A long journey (her mail, an accessibility check, a full-page picture, two changes): on
    // a busy machine it once ran past the default minute, and passed on its retry.
    test.slow();
    await prepare(context, { theme: "light" });
    const plan = (await plansOf(request, "es")).find((p) => !p.intro_call && p.price > 0)!;
    const days = bookableDays(await horizon(request, plan.id));
    const times = (await (await request.get(`${API}/bookings/available_times?date=${days[1]}&service_plan_id=${plan.id}`)).json()).available_times as string[];
    const email = unique("manage");
    const created = await request.post(`${API}/bookings`, {
      data: { service_plan_id: plan.id, date: days[1], time: times[0], name: "Ana Prueba", email, phone_number: phone(), language: "es" },
    });
    expect(created.status()).toBe(201);

    const link = await manageLinkFor(email);
    await page.goto(link.replace(/\?lang=\w+$/, "")); // without the language, the booking's is used
    await expect(page).toHaveURL(/\?lang=es$/);
    await hydrated(page);
    await expect(page.locator(".site-header, header").first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Tu reserva" })).toBeVisible();
    await expect(page.getByText("Pendiente de pago")).toBeVisible();
    await expect(page.getByTestId("manage-when")).toContainText(/hora de Madrid/);
    await expect(page.getByTestId("manage-when")).toContainText(/tu hora \(hora de Europa oriental\)/);
    await expect(page.locator('form.reschedule[data-ready="true"]')).toBeVisible();
    await expectNoAxeViolations(page, "manage es");
    await expectNoHorizontalScroll(page, "manage es");
    await page.screenshot({ path: `${SHOTS}/manage-es-${info.project.name}-light.png`, fullPage: true });

    // Move it to another time of the same day; that day's list changes at once.
    const cal = page.locator("#reschedule-date");
    await (await calendarDay(page, "reschedule-date", days[1]!, /Mes siguiente/)).click();
    const newTime = page.getByLabel("Nueva hora", { exact: true });
    await expect(newTime.locator(`input[value="${times[0]}"]`)).toBeDisabled();
    await newTime.locator(`input[value="${times[1]}"]`).check();
    await page.getByRole("button", { name: "Cambiar mi reserva" }).click();
    await expect(page.locator(".manage .form-result[role=status]")).toHaveText(/Tu reserva se ha cambiado/);
    await expect(cal).toBeVisible();
    await (await calendarDay(page, "reschedule-date", days[1]!, /Mes siguiente/)).click();
    await expect(newTime.locator(`input[value="${times[0]}"]`)).toBeEnabled();
    await expect(newTime.locator(`input[value="${times[1]}"]`)).toBeDisabled();
    await expect(page.getByTestId("manage-when")).toContainText(`${times[1]} hora de Madrid`);

    page.once("dialog", (d) => void d.accept());
    await page.getByRole("button", { name: "Cancelar reserva" }).click();
    await expect(page.locator(".manage .form-result[role=status]")).toHaveText(/Tu reserva se ha cancelado/);
    await expect(page.getByText("Cancelada", { exact: true })).toBeVisible();
  },
);

test("the private page in Greek, dark theme, and an unknown link: a friendly 404 in the visitor's language", async ({ page, context, request }, info) => {
  await prepare(context, { theme: "dark" });
  const plan = (await plansOf(request, "gr")).find((p) => !p.intro_call && p.price > 0)!;
  const days = bookableDays(await horizon(request, plan.id));
  const times = (await (await request.get(`${API}/bookings/available_times?date=${days[2]}&service_plan_id=${plan.id}`)).json()).available_times as string[];
  const email = unique("manage-gr");
  expect(
    (
      await request.post(`${API}/bookings`, {
        data: { service_plan_id: plan.id, date: days[2], time: times.at(-1), name: "Νίκος", email, phone_number: phone(), language: "gr" },
      })
    ).status(),
  ).toBe(201);
  await page.goto(await manageLinkFor(email));
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Η κράτησή σας" })).toBeVisible();
  await expect(page.getByTestId("manage-when")).toContainText(/ώρα Μαδρίτης/);
  await expect(page.locator("#reschedule-date").getByRole("grid").locator("th").first()).toHaveText(/Δευ/);
  await expectNoAxeViolations(page, "manage gr");
  await page.screenshot({ path: `${SHOTS}/manage-gr-${info.project.name}-dark.png`, fullPage: true });

  const res = await page.goto(`/manage-booking/${"x".repeat(43)}?lang=gr`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Ο σύνδεσμος κράτησης δεν βρέθηκε" })).toBeVisible();
  await expect(page.locator(".manage--missing").getByRole("link", { name: "Κλείστε ένα ραντεβού" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/manage-404-gr-${info.project.name}-dark.png` });
  await expectNoAxeViolations(page, "manage 404 gr");
});
