import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { subject, textBody } from "../test/mime";
import { ADMIN_EMAIL, ADMIN_PASSWORD, API, acceptDialogs, expectNoAxeViolations as noAdminAxeViolations, login } from "./admin-helpers";
import { freeSlots } from "./booking-helpers";
import { withOwnServer } from "./own-server";
import { expectNoAxeViolations, hydrated, prepare } from "./public-helpers";
import { VIEWPORT } from "./viewports";

// The invoice of a payment, from both sides: the nutritionist fills in her fiscal identity,
// marks a booking paid, finds its invoice in her list and downloads the PDF; the client
// downloads hers from her private page and asks for a full invoice with her tax id.

const own = withOwnServer("invoices", 1700);
const SHOTS = path.join(path.dirname(own.shots), "invoices-shots");
const email = "invoice-client@example.com";
let manageLink = "";

/** Saves a screenshot under a name that says the width and the language. */
async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${page.viewportSize()!.width}.png`), fullPage: true });
}

/** A downloaded file's first bytes: a PDF starts with %PDF. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; head: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), head: fs.readFileSync(file!).subarray(0, 5).toString("latin1") };
}

test("the nutritionist sets her fiscal identity, marks a booking paid, and downloads its invoice", async ({ page }, info) => {
  test.skip(info.project.name !== "desktop", "an admin journey on the desktop");
  acceptDialogs(page);
  await login(page);

  // Her identity, on its own screen.
  await page.goto("/admin-practice");
  await page.getByLabel("Full legal name").fill("Elena Martínez Ruiz");
  await page.getByLabel("Tax id (NIF or NIE)").fill("12345678Z");
  await page.getByLabel("Fiscal address").fill("Calle de Alcalá 100, 28009 Madrid");
  await page.getByLabel("Contact email").fill("elena@practice.test");
  await page.getByLabel("Professional college").fill("CODINMA");
  await page.getByLabel("Registration number").fill("MAD00123");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Practice identity saved.")).toBeVisible();

  // A client books a paid plan; she marks it paid by hand (a bank transfer).
  const plans = (await (await page.request.get(`${API}/api/v1/service_plans?language=en`)).json()) as { id: number; price: number; intro_call: boolean }[];
  const plan = plans.find((p) => !p.intro_call && p.price > 0)!;
  const [date, time] = (await freeSlots(page.request, 1))[0]!;
  const booked = await page.request.post(`${API}/bookings`, {
    data: { service_plan_id: plan.id, date, time, name: "Lucía Pérez", email, phone_number: "6123456789", language: "es" },
  });
  expect(booked.status()).toBe(201);
  const { id } = (await booked.json()) as { id: number };
  await page.goto(`/admin-booking-details/${id}`);
  await page.getByRole("button", { name: "Mark paid" }).click();
  await expect(page.getByText("Booking marked paid.")).toBeVisible();
  // The booking shows its invoice at once.
  await expect(page.getByRole("region", { name: "Invoices" })).toContainText(`F${new Date().getUTCFullYear()}-000001 · Simplified`);

  // Her list: this quarter's invoices, the chain intact, the PDF downloads.
  await page.goto("/admin-dashboard");
  await page.getByRole("link", { name: "Invoices" }).click();
  const year = new Date().getUTCFullYear();
  const row = page.getByTestId("invoice-table").getByRole("row", { name: new RegExp(`F${year}-000001`) });
  await expect(row).toContainText("Simplified");
  await expect(row).toContainText(`€${plan.price}.00`);
  await expect(page.getByTestId("invoice-chain")).toHaveText("The records' hash chain is intact (1 checked).");
  // The quarters offered start at the first with an invoice: this one, the only one so far.
  const quarter = Math.floor(new Date().getUTCMonth() / 3) + 1;
  await expect(page.getByLabel("Quarter").locator("option")).toHaveText([`Q${quarter} ${year}`]);
  const pdf = await downloaded(page, () => row.getByRole("button", { name: `PDF of F${year}-000001` }).click());
  expect(pdf).toEqual({ name: `F${year}-000001.pdf`, head: "%PDF-" });
  const csv = await downloaded(page, () => page.getByRole("button", { name: "Download the quarter's register (CSV)" }).click());
  expect(csv.name).toMatch(/^facturas-\d{4}-T[1-4]\.csv$/);
  await noAdminAxeViolations(page);

  // The paid mail carries the invoice's link; the private link is in the first mail.
  await expect.poll(() => own.mailbox.received.filter((m) => m.to.includes(email)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  const paid = own.mailbox.received.find((m) => m.to.includes(email) && subject(m.raw).startsWith("Pago recibido"))!;
  expect(textBody(paid.raw)).toMatch(new RegExp(`Tu factura F${year}-000001 \\(PDF\\)`));
  const first = own.mailbox.received.find((m) => m.to.includes(email) && /manage-booking\//.test(textBody(m.raw)))!;
  manageLink = new URL(/(https?:\/\/\S+\/manage-booking\/\S+)/.exec(textBody(first.raw))![1]!).pathname + "?lang=es";

  // Her screens in Spanish and Greek, at both widths.
  for (const lang of ["es", "gr"] as const) {
    await page.evaluate((l) => sessionStorage.setItem("adminLanguage", l), lang);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin-invoices");
      await expect(page.getByTestId("invoice-table")).toBeVisible();
      await shot(page, `admin-invoices-${lang}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
});

/** The private link of a booking paid by hand, set up through the API (the phone's run has no admin journey before it). */
async function paidBookingLink(page: Page): Promise<string> {
  const login = await page.request.post(`${API}/admin/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  await page.request.put(`${API}/api/admin/practice`, {
    headers,
    data: { legal_name: "Elena Martínez Ruiz", tax_id: "12345678Z", address: "Calle de Alcalá 100, 28009 Madrid" },
  });
  const plans = (await (await page.request.get(`${API}/api/v1/service_plans?language=es`)).json()) as { id: number; price: number; intro_call: boolean }[];
  const [date, time] = (await freeSlots(page.request, 1))[0]!;
  const address = "phone-client@example.com";
  const booked = await page.request.post(`${API}/bookings`, {
    data: {
      service_plan_id: plans.find((p) => !p.intro_call && p.price > 0)!.id,
      date,
      time,
      name: "Lucía Pérez",
      email: address,
      phone_number: "6123456789",
      language: "es",
    },
  });
  const { id } = (await booked.json()) as { id: number };
  expect((await page.request.post(`${API}/bookings/${id}/mark_paid`, { headers })).status()).toBe(200);
  await expect.poll(() => own.mailbox.received.some((m) => m.to.includes(address)), { timeout: 15_000 }).toBe(true);
  const first = own.mailbox.received.find((m) => m.to.includes(address) && /manage-booking\//.test(textBody(m.raw)))!;
  return new URL(/(https?:\/\/\S+\/manage-booking\/\S+)/.exec(textBody(first.raw))![1]!).pathname + "?lang=es";
}

test("the client downloads her invoice from her private page and asks for a full one", VIEWPORT, async ({ page, context }, info) => {
  await prepare(context);
  if (!manageLink) manageLink = await paidBookingLink(page);
  await page.goto(manageLink);
  await hydrated(page);
  const section = page.getByRole("region", { name: "Facturas" });
  await expect(section).toContainText("Factura simplificada F");
  const pdf = await downloaded(page, () => section.getByRole("link", { name: "Descargar PDF" }).first().click());
  expect(pdf.head).toBe("%PDF-");
  await shot(page, `client-invoices-es-${info.project.name}`);

  if (info.project.name !== "desktop") return; // one full invoice per payment: asked once
  await section.getByText("¿Necesitas una factura a tu nombre, con tu NIF?").click();
  await section.getByLabel("Nombre completo o razón social").fill("Lucía Pérez García");
  await section.getByLabel("NIF (NIF, NIE o extranjero)").fill("12345678A");
  await section.getByLabel("Dirección").fill("Calle Mayor 1, 28013 Madrid");
  await section.getByRole("button", { name: "Emitir mi factura" }).click();
  await expect(section.getByRole("alert")).toContainText("NIF válido");
  await section.getByLabel("NIF (NIF, NIE o extranjero)").fill("12345678Z");
  await section.getByRole("button", { name: "Emitir mi factura" }).click();
  // The message says where the new invoice is: in the list above it.
  await expect(section.getByRole("status")).toHaveText(/Tu factura está emitida: descárgala de la lista de facturas de arriba\./);
  await expect(section.getByRole("listitem")).toHaveCount(2);
  await expect(section).toContainText("Factura FC");
  // The simplified invoice it replaced says so.
  await expect(section.getByRole("listitem").first()).toContainText(/Factura simplificada F\d{4}-000001 \(sustituida por la FC\d{4}-\d{6}\)/);
  await expectNoAxeViolations(page, "private page with invoices");
  await shot(page, "client-invoices-es-full");

  await page.goto(manageLink.replace("lang=es", "lang=gr"));
  await hydrated(page);
  await expect(page.getByRole("region", { name: "Τιμολόγια" })).toContainText("Τιμολόγιο FC");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, "client-invoices-gr");
  }
});
