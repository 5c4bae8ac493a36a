import crypto from "node:crypto";
import fs from "node:fs";
import { linkInMailDrop } from "./mail-drop";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { freeSlots } from "./booking-helpers";
import { expectNoAxeViolations, expectNoHorizontalScroll, hydrated, prepare } from "./public-helpers";
import { expectNoAxeViolations as expectNoAdminAxeViolations, login } from "./admin-helpers";
import { VIEWPORT } from "./viewports";

// The client side of the practice: she fills in the health questionnaire from her confirmation
// mail; the nutritionist reads it on her client page and writes a session note.
const API = "/api";
const SHOTS = "/tmp/clients-shots";
const PLAN_PDF = Buffer.from("%PDF-1.4\n% Plan semanal\n%%EOF\n");
const unique = () => `e2e-client-${crypto.randomBytes(4).toString("hex")}@example.com`;

test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

async function book(request: APIRequestContext, email: string, language: "es" | "gr", slot: number, timeZone?: string) {
  const plans = (await (await request.get(`${API}/api/v1/service_plans?language=${language}`)).json()) as { id: number; price: number }[];
  const plan = plans.find((p) => p.price > 0) ?? plans[0]!;
  const [date, time] = (await freeSlots(request, slot + 1))[slot]!;
  const res = await request.post(`${API}/bookings`, {
    data: {
      service_plan_id: plan.id,
      date,
      time,
      name: "Lucía Pérez",
      email,
      phone_number: `6${String(crypto.randomInt(0, 1e9)).padStart(9, "0")}`,
      language,
      privacy_consent: true,
      ...(timeZone ? { time_zone: timeZone } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as number;
}

/** The nutritionist delivers a plan to the client of `email` (through the admin API). */
async function deliverPlan(request: APIRequestContext, email: string) {
  const { token } = await (await request.post(`${API}/admin/login`, { data: { email: "admin@e2e.local", password: "e2e-admin-password" } })).json();
  const headers = { authorization: `Bearer ${token}` };
  const [client] = await (await request.get(`${API}/api/admin/clients?q=${encodeURIComponent(email)}`, { headers })).json();
  const res = await request.post(`${API}/api/admin/clients/${client.id}/documents`, {
    headers,
    multipart: { title: "Plan semanal", file: { name: "plan.pdf", mimeType: "application/pdf", buffer: PLAN_PDF } },
  });
  expect(res.status()).toBe(201);
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png`, fullPage: true });

test(
  "the client fills in her health questionnaire from her confirmation mail, comes back to it and sends it (Spanish)",
  VIEWPORT,
  async ({ page, context, request }) => {
    await prepare(context, { theme: "light" });
    const email = unique();
    await book(request, email, "es", 0, "Europe/Athens");
    const link = await linkInMailDrop(email, /\/manage-booking\/[A-Za-z0-9_-]+\?lang=es#questionnaire/);

    await page.goto(link);
    await hydrated(page);
    const form = page.getByRole("region", { name: "Cuestionario de salud" });
    await expect(form).toBeVisible();
    await form.getByLabel("¿Por qué consultas y qué te gustaría conseguir?").fill("Quiero comer mejor y tener más energía");
    await form.getByLabel("Alergias e intolerancias").fill("Intolerancia a la lactosa");
    await form.getByLabel("Altura en cm (opcional)").fill("164");
    // Saved as she types.
    await expect(form.getByTestId("intake-status")).toHaveText("Guardado.");
    await shot(page, "questionnaire-es");
    await expectNoAxeViolations(page, "questionnaire (es)");
    await expectNoHorizontalScroll(page, "questionnaire (es)");

    // She leaves and comes back: her answers are there; she sends it.
    await page.reload();
    await hydrated(page);
    await expect(form.getByLabel("Alergias e intolerancias")).toHaveValue("Intolerancia a la lactosa");
    await form.getByRole("button", { name: "Enviar a la nutricionista" }).click();
    await expect(form.getByTestId("intake-status")).toHaveText("Enviado. Aún puedes cambiar tus respuestas hasta la sesión.");

    // Later she comes back through /my-bookings: a sign-in link by mail, used once.
    await page.goto("/my-bookings?lang=es");
    await hydrated(page);
    await page.locator("main").getByLabel("Correo electrónico").fill(email);
    await page.getByRole("button", { name: "Enviarme un enlace" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Si esta dirección tiene reservas" })).toBeVisible();
    await shot(page, "my-bookings-sign-in-es");
    await expectNoAxeViolations(page, "my-bookings sign-in (es)");
    const signIn = await linkInMailDrop(email, /\/my-bookings\?lang=es&token=[A-Za-z0-9_-]+/);
    await page.goto(signIn);
    await expect(page.getByRole("heading", { name: "Hola, Lucía" })).toBeVisible();
    await expect(page).not.toHaveURL(/token=/);
    await expect(page.getByText(/Lo enviaste el/)).toBeVisible();
    // Her session in Madrid's clock and in the zone she booked from, each labelled.
    await expect(page.locator(".my-bookings__list").first()).toContainText(/, \d\d:\d\d hora de Madrid · .*, \d\d:\d\d tu hora \(hora de Europa oriental\)/);
    await expect(page.getByRole("link", { name: "Reservar una revisión" })).toHaveAttribute("href", /\/book-consultation\?lang=es&service=\d+/);
    await shot(page, "my-bookings-es");
    await expectNoAxeViolations(page, "my-bookings (es)");
    await expectNoHorizontalScroll(page, "my-bookings (es)");
    // Her plan, delivered meanwhile, is on her page; she downloads it.
    await deliverPlan(request, email);
    await page.reload();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Descargar" }).click();
    expect((await download).suggestedFilename()).toBe("Plan semanal.pdf");
    expect(fs.readFileSync((await (await download).path())!).equals(PLAN_PDF)).toBe(true);
    await page.getByRole("link", { name: "Abrir el cuestionario" }).click();
    await expect(page.getByRole("region", { name: "Cuestionario de salud" }).getByLabel("Alergias e intolerancias")).toHaveValue("Intolerancia a la lactosa");

    // The link worked once.
    await page.context().clearCookies();
    await page.goto(signIn);
    await expect(page.getByRole("alert")).toHaveText("Este enlace ha caducado o ya se ha usado. Pide uno nuevo aquí abajo.");
  },
);

test("the questionnaire in Greek", VIEWPORT, async ({ page, context, request }) => {
  await prepare(context, { theme: "light" });
  const email = unique();
  await book(request, email, "gr", 1);
  const link = await linkInMailDrop(email, /\/manage-booking\/[A-Za-z0-9_-]+\?lang=gr#questionnaire/);
  await page.goto(link);
  await hydrated(page);
  const form = page.getByRole("region", { name: "Ερωτηματολόγιο υγείας" });
  await form.getByLabel("Ύπνος και άγχος").fill("Κοιμάμαι έξι ώρες");
  await expect(form.getByTestId("intake-status")).toHaveText("Αποθηκεύτηκε.");
  await shot(page, "questionnaire-gr");
  await expectNoAxeViolations(page, "questionnaire (gr)");
  await expectNoHorizontalScroll(page, "questionnaire (gr)");
});

test("the nutritionist finds the client, reads her questionnaire on the booking and her page, and writes and edits a session note", async ({
  page,
  request,
}) => {
  const email = unique();
  const bookingId = await book(request, email, "es", 2);
  const token = /\/manage-booking\/([A-Za-z0-9_-]+)/.exec(await linkInMailDrop(email, /\/manage-booking\/[A-Za-z0-9_-]+\?lang=es/))![1]!;
  const saved = await request.put(`${API}/bookings/manage/${token}/intake`, {
    data: { answers: { conditions: "Hipotiroidismo", eating_pattern: "Vegetariana" }, submitted: true },
  });
  expect(saved.status()).toBe(200);

  await login(page);
  await page.getByRole("link", { name: "Clients" }).click();
  await page.getByLabel("Search by name, email or phone").fill(email);
  // The list follows the search once she pauses.
  await expect(page.getByRole("link", { name: "Lucía Pérez" })).toHaveCount(1);
  await page.getByRole("link", { name: "Lucía Pérez" }).click();
  await expect(page.getByRole("heading", { name: "Lucía Pérez", level: 1 })).toBeVisible();
  const questionnaire = page.getByRole("region", { name: "Health questionnaire" });
  await expect(questionnaire.getByText("Hipotiroidismo")).toBeVisible();
  await expect(questionnaire.getByText("Vegetariana")).toBeVisible();

  // A note on her session, then a correction that keeps the first text.
  const notes = page.getByRole("region", { name: "Session notes" });
  await notes.getByLabel("Note", { exact: true }).fill("Cansancio por las tardes");
  await notes.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByText("Cansancio por las tardes")).toBeVisible();
  await notes.getByRole("button", { name: "Edit", exact: true }).click();
  await notes.getByLabel("Edit note").fill("Cansancio por las tardes; revisar hierro");
  await notes.getByRole("button", { name: "Save" }).click();
  await expect(notes.getByText("Cansancio por las tardes; revisar hierro")).toBeVisible();
  await notes.getByText("1 earlier version").click();
  await expect(notes.getByText("Cansancio por las tardes", { exact: true })).toBeVisible();

  // She delivers the plan: a PDF with a title, for that session.
  const documents = page.getByRole("region", { name: "Plans delivered" });
  await documents.getByLabel("Title").fill("Plan semanal");
  await documents.getByLabel("PDF file").setInputFiles({ name: "plan.pdf", mimeType: "application/pdf", buffer: PLAN_PDF });
  await documents.getByRole("button", { name: "Send the plan" }).click();
  await expect(page.getByText("Plan sent.")).toBeVisible();
  await expect(documents.getByText("Plan semanal")).toBeVisible();

  // Her page shows who opened her health data.
  await page.reload();
  await expect(page.getByRole("region", { name: "Who opened her health data" }).getByText("admin@e2e.local: questionnaire").first()).toBeVisible();
  await expectNoAdminAxeViolations(page);
  await shot(page, "client-page-en");

  // The booking's details link to her record and show her questionnaire.
  await page.goto(`/admin-booking-details/${bookingId}`);
  await expect(page.getByRole("region", { name: "Her health questionnaire" }).getByText("Hipotiroidismo")).toBeVisible();
  // The plan delivered for it: a refund would go against the policy.
  await expect(page.getByTestId("plan-delivered")).toContainText("Plan semanal");
  await page.getByRole("link", { name: "Client record" }).click();
  await expect(page).toHaveURL(/\/admin-clients\/\d+$/);

  // In Spanish and Greek, for the screenshots.
  for (const lang of ["es", "gr"] as const) {
    await page.getByLabel(/Interface language|Idioma de la interfaz|Γλώσσα περιβάλλοντος/).selectOption(lang);
    await expect(page.locator("html")).toHaveAttribute("lang", lang === "gr" ? "el" : "es");
    await shot(page, `client-page-${lang}`);
  }
  // The client page on a phone, for the screenshots: nothing may scroll sideways but its tables.
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "client-page-gr");
  await page.goto("/admin-clients");
  await shot(page, "client-list-gr");
  await page.setViewportSize({ width: 1280, height: 720 });
  await shot(page, "client-list-gr");
  await expectNoAdminAxeViolations(page);
});
