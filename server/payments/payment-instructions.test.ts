import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { subject, textBody } from "../../test/mime.js";
import { createPlan, manageToken, person, waitForMail } from "../bookings/test-support.js";
import { seedDemoContent } from "../seed/seed.js";
import { demoPaymentInstructions } from "../seed/payment-instructions.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

const IBAN = "Transferencia a ES91 2100 0418 4502 0005 1332\nConcepto: tu nombre";

/** Without online payment, her payment instructions, set on the practice's settings. */
describe("Payment instructions on the practice's settings", () => {
  let t: TestApp;
  let admin: string;
  const practice = (method: "GET" | "PUT", payload?: Record<string, unknown>, headers: Record<string, string> = bearer(admin)) =>
    t.app.inject({ method, url: `${t.base}/api/admin/practice`, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await buildTestApp({ BOOKING_UNPAID_LIMIT: "100", PUBLIC_URL: "https://practice.test", NUTRITIONIST_EMAIL: "elena@practice.test" }, { clock });
    admin = await t.login();
  });
  afterAll(() => t.close());

  it("are read and changed by the admin only, per language, with the limits said in her language", async () => {
    expect((await practice("GET", undefined, {})).statusCode).toBe(401);
    expect((await practice("PUT", { payment_instructions: { es: "x" } }, {})).statusCode).toBe(401);
    expect((await practice("GET")).json()).toMatchObject({ payment_instructions: { en: "", es: "", gr: "" } });
    const set = await practice("PUT", { payment_instructions: { es: IBAN, gr: "Bizum +34 612 345 678" } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ payment_instructions: { en: "", es: IBAN, gr: "Bizum +34 612 345 678" } });
    // A language not sent keeps its text.
    expect((await practice("PUT", { payment_instructions: { gr: "" } })).json().payment_instructions).toEqual({ en: "", es: IBAN, gr: "" });
    const long = await practice("PUT", { payment_instructions: { en: "x".repeat(2001) } }, { ...bearer(admin), "accept-language": "es" });
    expect(long.statusCode).toBe(422);
    expect(JSON.stringify(long.json().errors)).toContain("Este texto es demasiado largo.");
    expect((await practice("GET")).json().payment_instructions.es).toBe(IBAN);
  });

  it("are what the booking answer, the mail and the private page give when there is no online payment, and only then", async () => {
    const bare = (await createPlan(t, null)).id;
    const res = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: { service_plan_id: bare, ...person, email: "transfer@example.com", date: "2027-01-07", time: "09:00", language: "es" },
    });
    expect(res.json()).toMatchObject({ payment_url: null, payment_instructions: IBAN });
    const mail = await waitForMail(t, (m) => m.to.includes("transfer@example.com") && subject(m.raw).startsWith("Tu reserva"));
    const body = textBody(mail.raw).replace(/\r\n/g, "\n");
    expect(body).toContain(`Cómo pagar:\n${IBAN}`);
    expect(body).not.toContain("escríbenos a");
    const managed = (await t.app.inject({ url: `${t.base}/bookings/manage/${manageToken(mail)}` })).json();
    expect(managed).toMatchObject({ payment_url: null, payment_instructions: IBAN });

    // In English she has none: the mail says whom to write to.
    const en = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: { service_plan_id: bare, ...person, email: "no-instructions@example.com", date: "2027-01-07", time: "10:00", language: "en" },
    });
    expect(en.json().payment_instructions).toBeNull();
    const enMail = await waitForMail(t, (m) => m.to.includes("no-instructions@example.com") && subject(m.raw).startsWith("Your booking"));
    expect(textBody(enMail.raw)).toContain("To arrange the payment, please write to elena@practice.test.");

    // A plan with a Payment Link is paid online: no instructions.
    const linked = (await createPlan(t, "https://buy.stripe.com/test_abc")).id;
    const online = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: { service_plan_id: linked, ...person, email: "online@example.com", date: "2027-01-07", time: "11:00", language: "es" },
    });
    expect(online.json()).toMatchObject({ payment_instructions: null });
    expect(online.json().payment_url).toMatch(/^https:\/\/practice\.test\/pay\//);
  });
});

describe("Demo payment instructions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
  });
  afterAll(() => t.close());

  it("are seeded once, and never replace hers", async () => {
    await seedDemoContent(t.db, t.app.storage, t.base);
    expect(await t.app.repos.paymentInstructions.get()).toEqual(demoPaymentInstructions);
    await t.app.repos.paymentInstructions.set({ es: "", en: "", gr: "" });
    await seedDemoContent(t.db, t.app.storage, t.base);
    expect(await t.app.repos.paymentInstructions.get()).toEqual({ en: "", es: "", gr: "" });
  });
});
