import crypto from "node:crypto";
import fs from "node:fs";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { manageLinkFor } from "./booking-helpers";
import { calendarDay, expectNoAxeViolations, hydrated, prepare } from "./public-helpers";
import { VIEWPORT } from "./viewports";

// Every form's answer is where the client looks: brought into view, focused and announced.
// Seen on a phone in Spanish, where the answers appeared far above or below the screen.

const API = "/api";
const SHOTS = "/tmp/ux-shots";
const unique = (tag: string) => `${tag}-${crypto.randomBytes(4).toString("hex")}@example.com`;
const phone = () => `6${String(crypto.randomInt(0, 1e9)).padStart(9, "0")}`;

test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));
test.beforeEach(async ({ context }) => prepare(context, { theme: "light" }));

/** The answer has the focus, is announced by its role, and is wholly on screen below the header. */
async function expectShown(page: Page, answer: Locator, role: "status" | "alert") {
  await expect(answer).toBeFocused();
  await expect(answer).toHaveAttribute("role", role);
  await expect(answer).toBeInViewport({ ratio: 1 });
  const [box, header] = await Promise.all([answer.boundingBox(), page.locator(".site-header").boundingBox()]);
  // A sticky header that is showing must not sit over it.
  const headerShown = header && header.y + header.height > 0;
  if (headerShown) expect(box!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
}

type Plan = { id: number; price: number; intro_call: boolean };
async function horizon(request: APIRequestContext, planId: number) {
  return (await (await request.get(`${API}/bookings/unavailable_dates?service_plan_id=${planId}`)).json()) as {
    dates: string[];
    first_date: string;
    last_date: string;
  };
}
const addDay = (d: string, n: number) => new Date(Date.parse(`${d}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

test(
  "rescheduling and cancelling on the private page: the answer is in view and focused, the calendar stays on her month (Spanish)",
  VIEWPORT,
  async ({ page, request }, info) => {
    const plan = ((await (await request.get(`${API}/api/v1/service_plans?language=es`)).json()) as Plan[]).find((p) => !p.intro_call && p.price > 0)!;
    const h = await horizon(request, plan.id);
    const days: string[] = [];
    for (let d = h.first_date; d <= h.last_date; d = addDay(d, 1)) if (!h.dates.includes(d)) days.push(d);
    const timesOf = async (date: string) =>
      (await (await request.get(`${API}/bookings/available_times?date=${date}&service_plan_id=${plan.id}`)).json()).available_times as string[];
    const email = unique("results");
    const first = days[0]!;
    expect(
      (
        await request.post(`${API}/bookings`, {
          data: { service_plan_id: plan.id, date: first, time: (await timesOf(first))[0], name: "Ana Prueba", email, phone_number: phone(), language: "es" },
        })
      ).status(),
    ).toBe(201);
    // The new day is in a later month than the first bookable one when the horizon has one.
    const target = days.find((d) => d.slice(0, 7) > first.slice(0, 7)) ?? days.at(-1)!;
    const targetTime = (await timesOf(target)).at(-1)!;

    await page.goto(await manageLinkFor(email));
    await hydrated(page);
    await expect(page.locator('form.reschedule[data-ready="true"]')).toBeVisible();
    await (await calendarDay(page, "reschedule-date", target, /Mes siguiente/)).click();
    await page.getByLabel("Nueva hora", { exact: true }).locator(`input[value="${targetTime}"]`).check();
    await page.getByRole("button", { name: "Cambiar mi reserva" }).click();
    const answer = page.locator(".manage .form-result[role=status]");
    await expect(answer).toHaveText(/Tu reserva se ha cambiado/);
    await expectShown(page, answer, "status");
    await page.screenshot({ path: `${SHOTS}/results-rescheduled-es-${info.project.name}.png` });
    // The calendar still shows the month she picked, with her new day chosen.
    await expect(page.locator(`#reschedule-date [data-date="${target}"]`)).toBeVisible();
    await expect(page.locator(`#reschedule-date td[aria-selected="true"] [data-date="${target}"]`)).toHaveCount(1);
    await expectNoAxeViolations(page, "manage after reschedule");

    page.once("dialog", (d) => void d.accept());
    await page.getByRole("button", { name: "Cancelar reserva" }).click();
    await expect(answer).toHaveText(/Tu reserva se ha cancelado/);
    await expectShown(page, answer, "status");
    await page.screenshot({ path: `${SHOTS}/results-cancelled-es-${info.project.name}.png` });
  },
);

test("the booking summary is in view and focused after booking (Spanish)", VIEWPORT, async ({ page, request }, info) => {
  const plan = ((await (await request.get(`${API}/api/v1/service_plans?language=es`)).json()) as Plan[]).find((p) => !p.intro_call && p.price > 0)!;
  await page.goto(`/book-consultation?lang=es&service=${plan.id}`);
  await hydrated(page);
  await page.locator("#booking-time input:not([disabled])").first().check();
  await page.locator("#booking-name").fill("Lucía Prueba");
  await page.locator("#booking-email").fill(unique("summary"));
  await page.locator("#booking-phone").fill(phone());
  await page.locator("#booking-consent").check();
  await page.getByRole("button", { name: "Reservar consulta" }).click();
  const answer = page.locator(".booking-summary").getByRole("status");
  await expect(answer).toContainText("¡Reserva confirmada!");
  await expectShown(page, answer, "status");
  await page.screenshot({ path: `${SHOTS}/results-booked-es-${info.project.name}.png` });
});

test("the contact form's answer is in view and focused (Spanish)", VIEWPORT, async ({ page }, info) => {
  await page.goto("/contact?lang=es");
  await hydrated(page);
  const form = page.locator("form.contact__form");
  await form.getByLabel("Nombre").fill("Marta");
  await form.getByLabel("Correo electrónico").fill(unique("contact"));
  await form.getByLabel("Mensaje").fill("Hola, quería preguntar por los planes.");
  await form.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(form.getByRole("status")).toContainText("enviado");
  await expectShown(page, form.getByRole("status"), "status");
  await page.screenshot({ path: `${SHOTS}/results-contact-es-${info.project.name}.png` });

  await page.route("**/api/api/v1/contact_messages", (route) => route.abort("internetdisconnected"));
  await form.getByLabel("Nombre").fill("Marta");
  await form.getByLabel("Correo electrónico").fill(unique("contact"));
  await form.getByLabel("Mensaje").fill("Otra vez.");
  await form.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(form.getByRole("alert")).toContainText("Se ha producido un error");
  await expectShown(page, form.getByRole("alert"), "alert");
});

test("the newsletter's answer is in view and focused (Spanish)", VIEWPORT, async ({ page }, info) => {
  await page.goto("/recipes?lang=es");
  await hydrated(page);
  const footer = page.locator("footer");
  await footer.getByLabel("Correo electrónico").fill(unique("news"));
  await footer.getByRole("button", { name: "Suscribirme" }).click();
  const answer = footer.locator("#newsletter-status");
  await expect(answer).toContainText("¡Gracias por suscribirte!");
  await expectShown(page, answer, "status");
  await page.screenshot({ path: `${SHOTS}/results-newsletter-es-${info.project.name}.png` });
});
