import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { startFakeStripe } from "../test/fake-stripe";
import { startServer, type ServerProcess } from "../test/server-process";
import { expectNoAxeViolations, expectNoHorizontalScroll, hydrated, prepare } from "./public-helpers";
import { ADMIN_EMAIL, ADMIN_PASSWORD, acceptDialogs, expectNoAxeViolations as expectNoAdminAxeViolations } from "./admin-helpers";
import { VIEWPORT } from "./viewports";

// A bundle bought through a FAKE Stripe API (test/fake-stripe.ts), paid with Bizum on its page,
// then sessions booked with its credits on /my-bookings; the nutritionist sees the balance.

const WEBHOOK_SECRET = "whsec_e2e_bundles_0123456789";
const SHOTS = path.join(os.tmpdir(), "bundles-screens");
const EMAIL = "bono-e2e@example.com";

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let server: ServerProcess;
let token = "";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-e2e-bundles-"));

/** A link of a mail to `email` in this server's mail drop (no SMTP here). */
async function linkInMail(email: string, pattern: RegExp, skip = 0): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const drop = path.join(dataDir, "mail-drop");
    const found: string[] = [];
    for (const file of fs.existsSync(drop) ? fs.readdirSync(drop).sort() : []) {
      const raw = fs
        .readFileSync(path.join(drop, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      if (!raw.includes(email)) continue;
      // Bodies with other than ASCII may travel base64-encoded.
      const decoded =
        raw + (raw.match(/(?:^[A-Za-z0-9+/=]{60,}\r?\n)+/gm) ?? []).map((b) => Buffer.from(b.replace(/\s+/g, ""), "base64").toString("utf8")).join("");
      const m = pattern.exec(decoded);
      if (m) found.push(m[0]);
    }
    if (found.length > skip) return found[skip]!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${email}`);
}

const api = (p: string, init: RequestInit = {}) =>
  fetch(`${server.url}/api${p}`, { ...init, headers: { "content-type": "application/json", authorization: `Bearer ${token}`, ...(init.headers ?? {}) } });

test.describe.configure({ mode: "serial", timeout: 240_000 });
test.beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  fake = await startFakeStripe();
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
  token = (
    (await (await api("/admin/login", { method: "POST", body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }) })).json()) as { token: string }
  ).token;
  await api("/api/admin/practice", { method: "PUT", body: JSON.stringify({ payment_methods: ["card", "bizum"] }) });
  const res = await api("/api/v1/service_plans", {
    method: "POST",
    body: JSON.stringify({
      service_plans: (["en", "es", "gr"] as const).map((language) => ({
        title: { en: "Follow-up course", es: "Curso de seguimiento", gr: "Πρόγραμμα παρακολούθησης" }[language],
        description: { en: "Four follow-ups", es: "Cuatro revisiones", gr: "Τέσσερις επανεξετάσεις" }[language],
        price: 60,
        order: 0,
        language,
        bundle_sessions: 4,
        bundle_price: 200,
        validity_months: 6,
        features_attributes: [],
      })),
    }),
  });
  expect(res.status).toBe(201);
});
test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  await fake?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The journey's bundle plan's id in one language (the demo sells another bundle, of five). */
async function planId(lang: string): Promise<number> {
  const plans = (await (await fetch(`${server.url}/api/api/v1/service_plans?language=${lang}`)).json()) as { id: number; bundle_sessions: number | null }[];
  return plans.find((p) => p.bundle_sessions === 4)!.id;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

test(
  "a client buys a bundle with Bizum on her phone in Spanish, books two sessions with credits and cancels one",
  VIEWPORT,
  async ({ page, context }, info) => {
    test.skip(info.project.name !== "phone", "a journey of the phone");
    await prepare(context, { theme: "light" });
    await page.goto(`${server.url}/services?lang=es`);
    const bundle = page.locator(".plan__bundle").filter({ hasText: "Bono de 4 sesiones" });
    await expect(bundle).toContainText("200 € por 4 sesiones");
    await expect(bundle).toContainText("Ahorras 40 €");
    await expectNoAxeViolations(page, "services with a bundle");
    await expectNoHorizontalScroll(page, "services with a bundle");
    await bundle.getByRole("link", { name: /Comprar el bono/ }).click();

    await expect(page.getByRole("heading", { name: "Comprar un bono" })).toBeVisible();
    await hydrated(page);
    await expectNoAxeViolations(page, "buy a bundle");
    const order = page.locator(".manage__card form");
    await order.getByLabel("Nombre y apellidos").fill("Marta Bono");
    await order.getByLabel("Correo electrónico").fill(EMAIL);
    await order.getByLabel(/Teléfono/).fill("+34 612 345 678");
    await order.getByRole("button", { name: "Ir al pago" }).click();

    // The fake's page offers Bizum beside cards; she pays with Bizum.
    await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
    await expect(page.getByTestId("fake-amount")).toHaveText("20000 eur");
    const sessionId = /\/checkout\/(cs_test_fake_\d+)$/.exec(page.url())![1]!;
    await page.getByRole("button", { name: "Pay with Bizum (fake)" }).click();
    await expect(page).toHaveURL(/\/my-bookings\?lang=es&bundle=paid$/);
    expect(fake.paidWith(sessionId)).toBe("bizum");

    // Her mail says what she has and leads to her page; she signs in there.
    await linkInMail(EMAIL, /https?:\/\/[^\s]+\/my-bookings\?lang=es(?![&\w])/);
    await hydrated(page);
    await page.locator(".manage__card form").getByLabel("Correo electrónico").fill(EMAIL);
    await page.getByRole("button", { name: "Enviarme un enlace" }).click();
    const signIn = await linkInMail(EMAIL, /\/my-bookings\?lang=es&token=[A-Za-z0-9_-]+/);
    await page.goto(`${server.url}${signIn}`);
    await expect(page.getByTestId("my-credits-available")).toHaveText("Créditos disponibles: 4");
    await expectNoAxeViolations(page, "my credits");
    await expectNoHorizontalScroll(page, "my credits");
    await shot(page, "my-credits-390-es");

    // Two sessions with credits, at the first two free times of her plan (on any day the journey runs).
    const slots: [string, string][] = [];
    const { dates, first_date, last_date } = (await (await fetch(`${server.url}/api/bookings/unavailable_dates`)).json()) as {
      dates: string[];
      first_date: string;
      last_date: string;
    };
    for (let day = first_date; slots.length < 2 && day <= last_date; day = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) {
      if (dates.includes(day)) continue;
      const free = (await (await fetch(`${server.url}/api/bookings/available_times?date=${day}&service_plan_id=${await planId("es")}`)).json()) as {
        available_times: string[];
      };
      for (const time of free.available_times) if (slots.length < 2) slots.push([day, time]);
    }
    for (const [n, [day, time]] of slots.entries()) {
      await page.getByLabel("Día", { exact: true }).fill(day);
      await expect(page.getByLabel("Hora (Madrid)").locator(`option[value="${time}"]`)).toBeAttached();
      await page.getByLabel("Hora (Madrid)").selectOption(time);
      await page.getByRole("button", { name: "Reservar con un crédito" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Reservado" })).toBeVisible();
      await expect(page.getByTestId("my-credits-available")).toHaveText(`Créditos disponibles: ${3 - n}`);
    }

    // She cancels one from its private link, days ahead: the credit comes back.
    const manage = await linkInMail(EMAIL, /\/manage-booking\/[A-Za-z0-9_-]+\?lang=es/);
    await page.goto(`${server.url}${manage}`);
    await hydrated(page);
    await expectNoAxeViolations(page, "her booking's private page");
    acceptDialogs(page);
    await page
      .getByRole("button", { name: /Cancelar/ })
      .first()
      .click();
    await expect(page.locator("[data-status]")).toHaveText("Cancelada");
    await page.goto(`${server.url}/my-bookings?lang=es`);
    await expect(page.getByTestId("my-credits-available")).toHaveText("Créditos disponibles: 3");
    await expectNoAxeViolations(page, "my credits after a cancellation");
  },
);

test("she books a session with a credit from the booking page, proving her address with the one-time link", VIEWPORT, async ({ page, context }, info) => {
  test.skip(info.project.name !== "phone", "a journey of the phone");
  await prepare(context, { theme: "light" });
  // Signed out on this browser: the page offers to prove her address by a link.
  await page.goto(`${server.url}/book-consultation?lang=es&service=${await planId("es")}`);
  await hydrated(page);
  const ask = page.locator(".booking-credit");
  await expect(ask.getByRole("heading", { name: "¿Has comprado un bono?" })).toBeVisible();
  await ask.getByRole("button", { name: "Enviarme el enlace" }).click();
  await expect(ask.getByRole("status")).toHaveText("Escribe antes tu correo electrónico arriba.");
  const form = page.getByRole("form", { name: "Reservar una consulta" });
  await form.getByLabel("Correo electrónico").fill(EMAIL);
  await ask.getByRole("button", { name: "Enviarme el enlace" }).click();
  await expect(ask.getByRole("status")).toHaveText(/el enlace ya va de camino/);
  await expectNoAxeViolations(page, "booking page, asking for the link");
  await shot(page, "booking-ask-link-390-es");

  // The link brings her back to the booking page, her plan chosen, signed in.
  const back = await linkInMail(EMAIL, /\/book-consultation\?lang=es&service=\d+&token=[A-Za-z0-9_-]+/);
  await page.goto(`${server.url}${back}`);
  await hydrated(page);
  await expect(page).not.toHaveURL(/token=/);
  const useCredit = page.getByRole("radio", { name: "Con un crédito de mi bono (créditos que te quedan para este servicio: 3)" });
  await expect(useCredit).toBeChecked();
  await expect(page.getByRole("radio", { name: "Pagar 60 € como siempre" })).not.toBeChecked();
  await expect(form.getByLabel("Correo electrónico")).toHaveValue(EMAIL);
  await expect(form.getByLabel("Nombre", { exact: true })).toHaveValue("Marta Bono");
  const times = page.getByRole("radiogroup", { name: "Hora" });
  await expect(times.locator("input:not([disabled])").first()).toBeAttached();
  await times
    .locator(".time-slot", { has: page.locator("input:not([disabled])") })
    .first()
    .click();
  await form.getByLabel(/Doy mi consentimiento/).check();
  await expectNoAxeViolations(page, "booking page with a credit");
  await expectNoHorizontalScroll(page, "booking page with a credit");
  await shot(page, "booking-with-credit-390-es");
  await form.getByRole("button", { name: "Reservar con un crédito" }).click();
  await expect(page.getByText("Un crédito de tu bono", { exact: true })).toBeVisible();
  await expect(page.getByText("Esta sesión se paga con un crédito de tu bono: no hay nada que pagar y tu reserva ya está confirmada.")).toBeVisible();
  await expect(page.getByTestId("unpaid-next")).toHaveCount(0);
  await expectNoAxeViolations(page, "booked with a credit");
  await shot(page, "booked-with-credit-390-es");

  await page.goto(`${server.url}/my-bookings?lang=es`);
  await expect(page.getByTestId("my-credits-available")).toHaveText("Créditos disponibles: 2");
});

test("the nutritionist sees her balance on the client page and grants a credit", async ({ page }, info) => {
  test.skip(info.project.name !== "desktop", "an admin journey on the desktop");
  // A client who bought a bundle (paid by card on the fake's page).
  const email = "bono-admin@example.com";
  const bought = (await (
    await api("/api/v1/bundle_orders", {
      method: "POST",
      body: JSON.stringify({ plan_id: await planId("es"), name: "Nora Bono", email, phone_number: "+34612345679", language: "es" }),
    })
  ).json()) as { payment_url: string };
  await fetch(`${bought.payment_url}/pay`, { method: "POST", body: new URLSearchParams({ method: "card" }), redirect: "manual" });
  const clients = (await (await api("/api/admin/clients")).json()) as { id: number; email: string }[];
  const client = clients.find((c) => c.email === email)!;
  await page.goto(`${server.url}/admin-login`);
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Admin!" })).toBeVisible();
  await page.goto(`${server.url}/admin-clients/${client!.id}`);
  await expect(page.getByTestId("client-credits-available")).toHaveText("Credits available: 4");
  await page.getByLabel("Credits to grant (negative to remove)").fill("1");
  await page.getByLabel("Reason").fill("A gift");
  await page.getByRole("button", { name: "Record" }).click();
  await expect(page.getByTestId("client-credits-available")).toHaveText("Credits available: 5");
  // Every movement, with its reason.
  const ledger = page.getByTestId("client-credit-ledger");
  await expect(ledger.getByRole("row").nth(1)).toContainText("By you: A gift");
  await expect(ledger.getByRole("row").nth(2)).toContainText("Bundle bought");
  await expectNoAdminAxeViolations(page);
  await shot(page, "admin-client-credits-1280-en");

  // The plan's form names the other plans its credits also book.
  await page.goto(`${server.url}/admin-edit-service-plans/${await planId("en")}`);
  const covers = page.getByRole("group", { name: "Its credits also book" });
  await expect(covers.getByRole("checkbox", { name: "Single Consultation" })).toBeVisible();
  await expect(covers.getByRole("checkbox", { name: "Follow-up course" })).toHaveCount(0);
  await expectNoAdminAxeViolations(page);
  await shot(page, "admin-plan-covers-1280-en");
});

test("the booking page's credit choice in Greek and Spanish, at 390 and 1280 px", async ({ page }, info) => {
  test.skip(info.project.name !== "desktop", "screenshots once");
  // The client of the nutritionist's journey above (5 credits), signed in by the link the booking page asks for.
  const email = "bono-admin@example.com";
  const plan = await planId("gr");
  await api("/api/v1/client_links", { method: "POST", body: JSON.stringify({ email, language: "gr", service_plan_id: plan }) });
  const link = await linkInMail(email, /\/book-consultation\?lang=gr&service=\d+&token=[A-Za-z0-9_-]+/);
  await page.goto(`${server.url}${link}`);
  // Signed in once the page has used the link.
  await expect(page.locator(".booking-credit").getByRole("radio").first()).toBeChecked();
  for (const lang of ["gr", "es"] as const) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.url}/book-consultation?lang=${lang}&service=${await planId(lang)}`);
      await hydrated(page);
      const choice = page.locator(".booking-credit");
      await expect(choice.getByRole("radio").first()).toBeChecked();
      await expect(choice).toContainText(
        lang === "gr"
          ? "Με μια μονάδα του πακέτου μου (μονάδες που απομένουν για αυτή την υπηρεσία: 5)"
          : "Con un crédito de mi bono (créditos que te quedan para este servicio: 5)",
      );
      await expectNoAxeViolations(page, `credit choice ${lang} ${width}`);
      await expectNoHorizontalScroll(page, `credit choice ${lang} ${width}`);
      await choice.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `booking-credit-${width}-${lang}.png`) });
    }
  }
});

for (const lang of ["es", "gr"] as const) {
  for (const width of [390, 1280]) {
    test(`services with a bundle and the buy page in ${lang} at ${width} px`, async ({ page }, info) => {
      test.skip(info.project.name !== "desktop", "screenshots once");
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.url}/services?lang=${lang}`);
      await expect(page.locator(".plan__bundle").first()).toBeVisible();
      await expectNoHorizontalScroll(page, `services ${lang} ${width}`);
      await page.locator(".plan__bundle").first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `services-${width}-${lang}.png`) });
      await page.locator(".plan__bundle a").first().click();
      await expect(page.locator("form input").first()).toBeVisible();
      await expectNoAxeViolations(page, `buy ${lang} ${width}`);
      await shot(page, `buy-bundle-${width}-${lang}`);
    });
  }
}
