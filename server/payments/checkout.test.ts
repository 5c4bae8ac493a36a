import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { startFakeStripe } from "../../test/fake-stripe.js";
import { subject, textBody } from "../../test/mime.js";
import { createPlan, manageToken, person, waitForMail } from "../bookings/test-support.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

const SECRET = "whsec_test_checkout_0123456789";
const PAY = /https:\/\/practice\.test\/pay\/([A-Za-z0-9_-]+)/;

/** A Checkout Session per booking (docs/decisions/027), made when the site's pay address is opened. */
describe("Checkout per booking (against a fake Stripe API)", () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let planId: number;
  let freePlanId: number;
  let slot = 0;

  const book = async (language = "en", plan = planId) => {
    const i = slot++;
    const time = ["09:00", "10:00", "11:00", "12:00", "16:00", "17:00", "18:00"][i % 7];
    const date = ["2027-01-07", "2027-01-08", "2027-01-11"][Math.floor(i / 7)];
    const email = `checkout-${i}@example.com`;
    const res = await t.app.inject({ method: "POST", url: `${t.base}/bookings`, payload: { service_plan_id: plan, ...person, email, date, time, language } });
    expect(res.statusCode).toBe(201);
    return { ...(res.json() as { id: number; payment_url: string | null; status: string }), email };
  };
  const open = (payUrl: string) => t.app.inject({ url: new URL(payUrl).pathname });
  const tokenOf = (payUrl: string) => PAY.exec(payUrl)![1]!;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await buildTestApp(
      {
        BOOKING_UNPAID_LIMIT: "100",
        STRIPE_SECRET_KEY: "sk_test_fake_key",
        STRIPE_API_URL: fake.url,
        STRIPE_WEBHOOK_SECRET: SECRET,
        PUBLIC_URL: "https://practice.test",
      },
      { clock },
    );
    planId = (await createPlan(t, null)).id;
    const [free] = await t.app.repos.servicePlans.createMany(
      (["en", "es", "gr"] as const).map((language, i) => ({
        title: { en: "Intro call", es: "Llamada inicial", gr: "Εισαγωγική κλήση" }[language],
        description: "Free",
        price: 0,
        order: 10 + i,
        language,
        payment_link: null,
        features_attributes: [],
      })),
    );
    freePlanId = free!.id;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("answers POST /bookings with the pay address, which opens a fresh session for exactly the price, in the client's language", async () => {
    const b = await book("es");
    expect(b.payment_url).toMatch(PAY);
    const token = tokenOf(b.payment_url!);
    // The same token opens the private page: the pay address is that page's key.
    expect((await t.app.inject({ url: `${t.base}/bookings/manage/${token}` })).json().id).toBe(b.id);

    const res = await open(b.payment_url!);
    expect(res.statusCode).toBe(303);
    expect(res.headers["cache-control"]).toBe("no-store");
    const sessions = fake.to("/v1/checkout/sessions");
    expect(sessions).toHaveLength(1);
    const s = sessions[0]!;
    expect(res.headers.location).toBe(`${fake.url}/checkout/cs_test_fake_1`);
    expect(s.authorization).toBe("Bearer sk_test_fake_key");
    expect(s.params).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][price_data][unit_amount]": "7000",
      "line_items[0][price_data][product_data][name]": "Consulta inicial",
      customer_email: b.email,
      locale: "es",
      client_reference_id: String(b.id),
      "metadata[booking_id]": String(b.id),
      "payment_intent_data[metadata][booking_id]": String(b.id),
      success_url: `https://practice.test/manage-booking/${token}?lang=es&paid=1`,
      cancel_url: `https://practice.test/manage-booking/${token}?lang=es`,
    });
    // It expires before the payment deadline (24 h before the session), and not sooner than Stripe allows.
    const now = Date.parse("2027-01-04T08:00:00Z") / 1000;
    const expires = Number(s.params.expires_at);
    expect(expires).toBeGreaterThanOrEqual(now + 30 * 60);
    expect(expires).toBeLessThanOrEqual(Date.parse("2027-01-06T08:00:00Z") / 1000);
    expect(expires).toBeLessThanOrEqual(now + 24 * 3600);

    // A second visit leads to the same open session: two sessions could both be paid.
    expect((await open(b.payment_url!)).headers.location).toBe(`${fake.url}/checkout/cs_test_fake_1`);
    expect(fake.to("/v1/checkout/sessions")).toHaveLength(1);
  });

  it("gives Stripe's page in Greek as 'el' and the plan's Greek title", async () => {
    const b = await book("gr");
    await open(b.payment_url!);
    expect(fake.to("/v1/checkout/sessions").at(-1)!.params).toMatchObject({ locale: "el", "line_items[0][price_data][product_data][name]": "Αρχική συνεδρία" });
  });

  it("puts the pay address in the confirmation mail and on the private page; once paid it leads to the private page", async () => {
    const b = await book("es");
    const mail = await waitForMail(t, (m) => m.to.includes(b.email) && subject(m.raw).startsWith("Tu reserva"));
    const body = textBody(mail.raw);
    expect(body).toContain("Paga con este enlace antes del");
    const mailed = PAY.exec(body)![0];
    const token = manageToken(mail);
    expect(mailed).toBe(`https://practice.test/pay/${token}`);
    expect((await t.app.inject({ url: `${t.base}/bookings/manage/${token}` })).json().payment_url).toBe(mailed);

    const payload = JSON.stringify({
      id: "evt_checkout_paid",
      object: "event",
      type: "checkout.session.completed",
      data: {
        object: {
          object: "checkout.session",
          client_reference_id: String(b.id),
          metadata: { booking_id: String(b.id) },
          payment_status: "paid",
          amount_total: 7000,
          currency: "eur",
        },
      },
    });
    const paid = await t.app.inject({
      method: "POST",
      url: `${t.base}/webhooks/stripe`,
      payload,
      headers: { "content-type": "application/json", "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) },
    });
    expect(paid.json().outcome).toBe("confirmed");
    const before = fake.to("/v1/checkout/sessions").length;
    const res = await open(mailed);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/manage-booking/${token}?lang=es`);
    expect(fake.to("/v1/checkout/sessions")).toHaveLength(before);
    expect((await t.app.inject({ url: `${t.base}/bookings/manage/${token}` })).json().payment_url).toBeNull();
  });

  it("puts the pay address in the payment reminder", async () => {
    const b = await book("en");
    await t.app.services.bookings.runPaymentReminders(new Date("2027-01-06T00:00:00Z"));
    const mail = await waitForMail(t, (m) => m.to.includes(b.email) && subject(m.raw).startsWith("Payment reminder"));
    const mailed = PAY.exec(textBody(mail.raw));
    expect(mailed).not.toBeNull();
    expect((await open(mailed![0])).headers.location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/cs_test_fake_\d+$/);
  });

  it("has no pay address for a free plan", async () => {
    const b = await book("en", freePlanId);
    expect(b.status).toBe("confirmed");
    expect(b.payment_url).toBeNull();
  });

  it("leads to the private page, never a 5xx, when Stripe cannot make a session or the link is unknown", async () => {
    const b = await book("es");
    fake.failNext(2); // the package retries once
    const res = await open(b.payment_url!);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/manage-booking/${tokenOf(b.payment_url!)}?lang=es&payment=unavailable`);
    const unknown = await t.app.inject({ url: "/pay/not-a-real-token-at-all-000000" });
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe("/manage-booking/not-a-real-token-at-all-000000");
  });

  it("refuses the pay address of a cancelled booking", async () => {
    const b = await book("en");
    const admin = await t.login();
    await t.app.inject({ method: "POST", url: `${t.base}/bookings/${b.id}/cancel`, headers: bearer(admin) });
    const before = fake.to("/v1/checkout/sessions").length;
    const res = await open(b.payment_url!);
    expect(res.headers.location).toBe(`/manage-booking/${tokenOf(b.payment_url!)}?lang=en`);
    expect(fake.to("/v1/checkout/sessions")).toHaveLength(before);
  });

  it("opened several times at once, the pay address leads to one session; the others are expired and cannot be paid", async () => {
    const b = await book("en");
    const before = fake.to("/v1/checkout/sessions").length;
    const opened = await Promise.all([1, 2, 3, 4].map(() => open(b.payment_url!)));
    const locations = new Set(opened.map((r) => r.headers.location as string));
    expect(locations.size).toBe(1);
    const [kept] = [...locations];
    const made = fake.to("/v1/checkout/sessions").length - before;
    const expired = fake.requests.filter((r) => /^\/v1\/checkout\/sessions\/cs_test_fake_\d+\/expire$/.test(r.path));
    expect(expired.map((r) => r.path)).not.toContain(`${new URL(kept!).pathname.replace("/checkout/", "/v1/checkout/sessions/")}/expire`);
    expect(expired.length).toBeGreaterThanOrEqual(made - 1);
    for (const r of expired) expect(await fake.pay(`${fake.url}/checkout/${r.path.split("/")[4]}`)).toBe(false);
    expect(await fake.pay(kept!)).toBe(true);
  });

  it("makes a new session when the open one is near its end, and expires the older one", async () => {
    const b = await book("en");
    const first = (await open(b.payment_url!)).headers.location as string;
    const firstId = first.split("/").at(-1)!;
    const { checkout_session_expires_at: expiresAt } = await t.db
      .selectFrom("bookings")
      .select("checkout_session_expires_at")
      .where("id", "=", b.id)
      .executeTakeFirstOrThrow();
    try {
      // Five minutes before it ends: too little to fill in a card.
      clock.set(new Date((expiresAt! - 5 * 60) * 1000).toISOString());
      const next = (await open(b.payment_url!)).headers.location as string;
      expect(next).not.toBe(first);
      expect(fake.requests.map((r) => r.path)).toContain(`/v1/checkout/sessions/${firstId}/expire`);
      expect(await fake.pay(first)).toBe(false);
      expect((await open(b.payment_url!)).headers.location).toBe(next);
    } finally {
      clock.set("2027-01-04T08:00:00Z");
    }
  });

  it("records a second payment that still arrives, tells her, and refunds it in full without touching the first", async () => {
    const b = await book("en");
    const deliver = (id: string, paymentIntent: string) => {
      const payload = JSON.stringify({
        id,
        object: "event",
        type: "checkout.session.completed",
        data: {
          object: {
            object: "checkout.session",
            client_reference_id: String(b.id),
            metadata: { booking_id: String(b.id) },
            payment_status: "paid",
            amount_total: 7000,
            currency: "eur",
            payment_intent: paymentIntent,
          },
        },
      });
      return t.app.inject({
        method: "POST",
        url: `${t.base}/webhooks/stripe`,
        payload,
        headers: { "content-type": "application/json", "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) },
      });
    };
    expect((await deliver(`evt_first_${b.id}`, `pi_first_${b.id}`)).json().outcome).toBe("confirmed");
    const second = await deliver(`evt_second_${b.id}`, `pi_second_${b.id}`);
    expect(second.json().outcome).toBe("second_payment");

    const refund = fake.to("/v1/refunds").at(-1)!;
    expect(refund.params).toMatchObject({ payment_intent: `pi_second_${b.id}`, amount: "7000" });
    const admin = await t.login();
    const d = (await t.app.inject({ url: `${t.base}/bookings/${b.id}`, headers: bearer(admin) })).json();
    // The booking keeps its first payment, unrefunded.
    expect(d.payment).toMatchObject({ status: "paid", amount: 7000, refunded_amount: 0 });
    const notes = d.history.map((h: { note: string }) => h.note).join("\n");
    expect(notes).toMatch(
      new RegExp(`second payment of €70\\.00 \\(pi_second_${b.id}, Stripe event evt_second_${b.id}\\) refunded in full through Stripe \\(re_fake_\\d+\\)`),
    );
    const row = await t.db.selectFrom("booking_refunds").selectAll().where("booking_id", "=", b.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ amount: 7000, source: "second_payment", payment_reference: `pi_second_${b.id}` });
    const notice = await waitForMail(t, (m) => m.to.includes(t.app.config.NUTRITIONIST_EMAIL) && subject(m.raw).startsWith("Second payment for one booking"));
    expect(textBody(notice.raw)).toContain("It has been refunded in full through Stripe");
    await waitForMail(t, (m) => m.to.includes(b.email) && subject(m.raw).startsWith("Refund of €70.00"));
    // The same second payment in another event (its session's async success): refunded once.
    const refundsBefore = fake.to("/v1/refunds").length;
    expect((await deliver(`evt_second_again_${b.id}`, `pi_second_${b.id}`)).json().outcome).toBe("second_payment");
    expect(fake.to("/v1/refunds")).toHaveLength(refundsBefore);
    // A later refund of the booking refunds its own payment, the first.
    expect((await t.app.inject({ method: "POST", url: `${t.base}/bookings/${b.id}/refund`, headers: bearer(admin) })).statusCode).toBe(200);
    expect(fake.to("/v1/refunds").at(-1)!.params).toMatchObject({ payment_intent: `pi_first_${b.id}`, amount: "7000" });
  });
});

describe("Pay address without a Stripe key", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ BOOKING_UNPAID_LIMIT: "100", PUBLIC_URL: "https://practice.test", NUTRITIONIST_EMAIL: "elena@practice.test" }, { clock });
  });
  afterAll(() => t.close());

  it("leads to the plan's Payment Link with the booking's id; with no link there is no pay address", async () => {
    const linked = (await createPlan(t, "https://buy.stripe.com/test_abc")).id;
    const res = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: { service_plan_id: linked, ...person, email: "link-only@example.com", date: "2027-01-07", time: "09:00" },
    });
    const b = res.json();
    expect(b.payment_url).toMatch(PAY);
    const go = await t.app.inject({ url: new URL(b.payment_url).pathname });
    expect(go.statusCode).toBe(303);
    expect(go.headers.location).toBe(`https://buy.stripe.com/test_abc?client_reference_id=${b.id}&prefilled_email=link-only%40example.com`);

    const [bare] = await t.app.repos.servicePlans.createMany([
      { title: "No link", description: "x", price: 50, order: 9, language: "en", payment_link: null, features_attributes: [] },
    ]);
    const none = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: { service_plan_id: bare!.id, ...person, email: "no-link@example.com", date: "2027-01-07", time: "10:00" },
    });
    expect(none.json().payment_url).toBeNull();
    // Nothing promises a link that will not come: the mail says whom to write to.
    const mail = await waitForMail(t, (m) => m.to.includes("no-link@example.com") && subject(m.raw).startsWith("Your booking"));
    const body = textBody(mail.raw);
    expect(body).toContain("To arrange the payment, please write to elena@practice.test.");
    expect(body).not.toMatch(/payment link|\/pay\//);
    const linkedMail = await waitForMail(t, (m) => m.to.includes("link-only@example.com") && subject(m.raw).startsWith("Your booking"));
    expect(textBody(linkedMail.raw)).toContain(`https://practice.test/pay/`);
  });
});
