import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startFakeStripe } from "../test/fake-stripe";
import { startServer, type ServerProcess } from "../test/server-process";
import { expectNoAxeViolations, expectNoHorizontalScroll, hydrated, prepare } from "./public-helpers";
import { ADMIN_EMAIL, ADMIN_PASSWORD, acceptDialogs } from "./admin-helpers";
import { VIEWPORT } from "./viewports";

// Paying while booking, against a FAKE Stripe API (test/fake-stripe.ts): the site runs with a
// secret key and STRIPE_API_URL pointing at the fake, whose "checkout page" sends the site a
// signed checkout.session.completed a moment after returning the client, as Stripe may.

const WEBHOOK_SECRET = "whsec_e2e_fake_stripe_0123456789";
const SHOTS = path.join(os.tmpdir(), "payments-screens");

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let server: ServerProcess;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-e2e-payments-"));

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  fake = await startFakeStripe({ webhookDelayMs: 2_500 });
  server = await startServer(
    {
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      RATE_LIMITS: "false",
      STRIPE_SECRET_KEY: "sk_test_e2e_fake",
      STRIPE_API_URL: fake.url,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
    },
    { timeoutMs: 60_000 },
  );
  fake.setWebhook({ url: `${server.url}/api/webhooks/stripe`, secret: WEBHOOK_SECRET });
});
test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  await fake?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test(
  "a client books a paid plan in Spanish on her phone, pays through the checkout and sees the payment received",
  VIEWPORT,
  async ({ page, context }, info) => {
    test.skip(info.project.name !== "phone", "a journey of the phone");
    await prepare(context, { theme: "light" });
    const plans = (await (await page.request.get(`${server.url}/api/api/v1/service_plans?language=es`)).json()) as {
      id: number;
      title: string;
      price: number;
      intro_call: boolean;
    }[];
    const plan = plans.find((p) => !p.intro_call && p.price > 0)!;
    const email = `pays-${crypto.randomBytes(4).toString("hex")}@example.com`;

    await page.goto(`${server.url}/book-consultation?lang=es`);
    await hydrated(page);
    const form = page.locator("form.booking__form");
    await form.getByLabel("Servicio").selectOption(String(plan.id));
    const time = form.getByLabel("Hora", { exact: true });
    await expect(time.locator("input:not([disabled])").first()).toBeAttached();
    await time.locator("input:not([disabled])").first().check();
    await form.getByLabel("Nombre").fill("Marta Cliente");
    await form.getByLabel("Correo electrónico").fill(email);
    await form.getByLabel("Número de teléfono").fill("6123456789");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Reservar consulta" }).click();

    // The spec's success text, then "Pay now" as the summary's first action.
    const summary = page.locator(".booking-summary");
    await expect(summary.getByRole("status")).toHaveText("¡Reserva confirmada! Te hemos enviado un correo de confirmación.");
    const actions = summary.locator(".booking-summary__actions").getByRole("link");
    await expect(actions.first()).toHaveText("Pagar ahora");
    await expect(actions.first()).toHaveAttribute("href", /^\/pay\/[A-Za-z0-9_-]+$/);
    await expectNoHorizontalScroll(page, "summary with Pay now");
    await page.screenshot({ path: path.join(SHOTS, "1-summary.png"), fullPage: true });
    await actions.first().click();

    // The fake's checkout page: exactly the plan's price in euros, the plan's Spanish name.
    await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
    await expect(page.getByTestId("fake-amount")).toHaveText(`${plan.price * 100} eur`);
    await expect(page.getByTestId("fake-item")).toHaveText(plan.title);
    const session = fake.to("/v1/checkout/sessions").at(-1)!;
    expect(session.params).toMatchObject({ locale: "es", customer_email: email });
    await page.getByRole("button", { name: "Pay (fake)" }).click();

    // Back on her private page before Stripe's event: "being confirmed", then by itself "received".
    await expect(page).toHaveURL(/\/manage-booking\/[A-Za-z0-9_-]+\?lang=es&paid=1$/);
    await expect(page.getByTestId("payment-confirming")).toContainText("Confirmando el pago");
    await expect(page.getByTestId("pay-now")).toHaveCount(0); // no second payment meanwhile
    await page.screenshot({ path: path.join(SHOTS, "2-confirming.png"), fullPage: true });
    await expect(page.getByTestId("payment-received")).toContainText("Pago recibido", { timeout: 15_000 });
    await expect(page.locator("[data-status]")).toHaveText("Confirmada");
    await expect(page.getByTestId("manage-meeting")).toBeVisible();
    await expect(page.getByTestId("pay-now")).toHaveCount(0);
    await expectNoHorizontalScroll(page, "payment received");
    await expectNoAxeViolations(page, "payment received");
    await page.screenshot({ path: path.join(SHOTS, "3-received.png"), fullPage: true });
  },
);

test("the nutritionist sees what was paid and refunds a part of it through Stripe", async ({ page }, info) => {
  test.skip(info.project.name !== "desktop", "an admin journey on the desktop");
  const api = `${server.url}/api`;
  // A booking paid through the fake checkout, following the same addresses a browser would.
  const plans = (await (await fetch(`${api}/api/v1/service_plans?language=en`)).json()) as { id: number; price: number; intro_call: boolean }[];
  const plan = plans.find((p) => !p.intro_call && p.price > 0)!;
  const { dates, first_date } = (await (await fetch(`${api}/bookings/unavailable_dates?service_plan_id=${plan.id}`)).json()) as {
    dates: string[];
    first_date: string;
  };
  let date = first_date;
  let times: string[] = [];
  for (let i = 0; i < 60 && !times.length; i++, date = new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) {
    if (dates.includes(date)) continue;
    times = ((await (await fetch(`${api}/bookings/available_times?date=${date}&service_plan_id=${plan.id}`)).json()) as { available_times: string[] })
      .available_times;
    if (times.length) break;
  }
  const booked = (await (
    await fetch(`${api}/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ service_plan_id: plan.id, date, time: times[0], name: "Ana Refund", email: "ana-refund@example.com", phone_number: "6123456780" }),
    })
  ).json()) as { id: number; payment_url: string };
  const checkout = (await fetch(booked.payment_url, { redirect: "manual" })).headers.get("location")!;
  await fetch(`${checkout}/pay`, { method: "POST", redirect: "manual" });

  const dialogs = acceptDialogs(page);
  await page.goto(`${server.url}/admin-login`);
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Admin!" })).toBeVisible();
  // The event arrives a moment after the payment: the page shows it once it has.
  await expect(async () => {
    await page.goto(`${server.url}/admin-booking-details/${booked.id}`);
    await expect(page.getByText(`€${plan.price}.00 received on`)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  const refund = page.getByRole("region", { name: "Refund" });
  await expect(refund.getByLabel("Amount to refund (€)")).toHaveValue(`${plan.price}.00`);
  await refund.getByLabel("Amount to refund (€)").fill("20");
  await refund.getByRole("button", { name: "Refund" }).click();
  await expect(page.getByText(`€${plan.price}.00 received, €20.00 refunded`)).toBeVisible();
  expect(dialogs.at(-1)).toBe("Refund €20.00 to the client?");
  expect(fake.to("/v1/refunds").at(-1)!.params).toMatchObject({ amount: "2000" });
  await expect(page.getByText(/refunded €20\.00 through Stripe \(re_fake_\d+\)/)).toBeVisible();
  await expectNoAxeViolations(page, "booking with a refund");
  await page.screenshot({ path: path.join(SHOTS, "4-admin-refund.png"), fullPage: true });
});
