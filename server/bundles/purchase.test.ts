import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { startFakeStripe } from "../../test/fake-stripe.js";
import { subject, textBody } from "../../test/mime.js";
import { waitForMail } from "../bookings/test-support.js";
import { ELENA, WEBHOOK_SECRET, bundlePlan, paidBundleEvent, sendEvent, signIn } from "./test-support.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

/** Buying a bundle: Checkout for exactly its price, the webhook checked like a booking's, then credits, invoice and mail. */
describe("buying a session bundle", () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let plans: Awaited<ReturnType<typeof bundlePlan>>;
  let n = 0;

  const order = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: `${t.base}/api/v1/bundle_orders`, payload, headers });
  /** A new order by a new client: its id and the session the fake received. */
  const newOrder = async (language = "es") => {
    const email = `bundle-${++n}@example.com`;
    const res = await order({ plan_id: plans[language as "es"].id, name: "Lucía Pérez", email, phone_number: "+34 612 345 678", language });
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.db.selectFrom("client_bundles").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    return { email, id: row.id, payUrl: res.json().payment_url as string, session: fake.to("/v1/checkout/sessions").at(-1)! };
  };

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await buildTestApp(
      {
        STRIPE_SECRET_KEY: "sk_test_fake_key",
        STRIPE_API_URL: fake.url,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        PUBLIC_URL: "https://practice.test",
      },
      { clock },
    );
    const admin = await t.login();
    await t.app.inject({
      method: "PUT",
      url: `${t.base}/api/admin/practice`,
      headers: bearer(admin),
      payload: { ...ELENA, payment_methods: ["card", "bizum"] },
    });
    plans = await bundlePlan(t, { vat_rate: 21 });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("opens a Checkout Session for exactly the bundle's price, with Bizum beside cards, in her language", async () => {
    const o = await newOrder("gr");
    expect(o.payUrl).toMatch(new RegExp(`^${fake.url}/checkout/cs_test_fake_\\d+$`));
    expect(o.session.params).toMatchObject({
      mode: "payment",
      "allowed_payment_method_types[0]": "card",
      "allowed_payment_method_types[1]": "bizum",
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][price_data][unit_amount]": "20000",
      "line_items[0][price_data][product_data][name]": "Επανεξέταση × 4",
      customer_email: o.email,
      locale: "el",
      client_reference_id: `bundle-${o.id}`,
      "metadata[bundle_id]": String(o.id),
      success_url: "https://practice.test/my-bookings?lang=gr&bundle=paid",
    });
    const row = await t.app.repos.bundles.find(o.id);
    expect(row).toMatchObject({ status: "pending_payment", sessions: 4, price_cents: 20000, vat_rate: 21, client_id: null });
    // Its credits book the plan in any of its languages.
    expect(JSON.parse(row!.covered_plans)).toEqual([plans.en.id, plans.es.id, plans.gr.id]);
  });

  it("credits a bundle paid exactly, once: invoice at the plan's VAT in the series and chain, her mail with balance and page", async () => {
    const o = await newOrder("es");
    const event = paidBundleEvent(o.id);
    expect((await sendEvent(t, event)).json()).toEqual({ received: true, outcome: "credited" });
    expect((await sendEvent(t, event)).json().outcome).toBe("duplicate");
    expect((await sendEvent(t, paidBundleEvent(o.id))).json().outcome).toBe("already_paid");

    const row = (await t.app.repos.bundles.find(o.id))!;
    expect(row).toMatchObject({ status: "paid", payment_amount: 20000, payment_currency: "EUR", expires_at: "2027-07-04T08:00:00.000Z" });
    const ledger = await t.db.selectFrom("credit_ledger").selectAll().where("bundle_id", "=", o.id).execute();
    expect(ledger.map((l) => [l.change, l.reason])).toEqual([[4, "purchase"]]);

    const invoices = await t.db.selectFrom("invoices").selectAll().where("bundle_id", "=", o.id).execute();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      type: "simplified",
      aeat_type: "F2",
      booking_id: null,
      total: 20000,
      vat_rate: 21,
      vat: 3471,
      base: 16529,
      currency: "EUR",
    });
    expect(invoices[0]!.number).toMatch(/^F2027-\d{6}$/);
    // The sale's record is hashed onto the one chain every invoice shares.
    const chain = await t.app.inject({ url: `${t.base}/api/admin/invoices/verify`, headers: bearer(await t.login()) });
    expect(chain.json()).toMatchObject({ ok: true, count: (await t.db.selectFrom("invoices").select("id").execute()).length });

    const mail = await waitForMail(t, (m) => m.to.includes(o.email) && subject(m.raw) === "Tu bono: 4 sesiones de Seguimiento");
    const body = textBody(mail.raw).replace(/\u00a0/g, " "); // Intl puts a no-break space before €
    expect(body).toContain(
      "hemos recibido 200,00 € por tu bono de 4 sesiones de Seguimiento. Ahora tienes 4 créditos para reservar sesiones hasta el 4 de julio de 2027.",
    );
    expect(body).toContain("https://practice.test/my-bookings?lang=es");
    expect(body).toContain(`Tu factura del bono es la número ${invoices[0]!.number}.`);

    // Her page's balance, with her session cookie.
    const cookie = await signIn(t, o.email);
    const credits = await t.app.inject({ url: `${t.base}/api/v1/me/credits`, headers: { cookie } });
    expect(credits.statusCode).toBe(200);
    expect(credits.json()).toEqual({
      available: 4,
      available_for_plan: null,
      bundles: [{ id: o.id, plan_id: plans.es.id, sessions: 4, used: 0, expires_at: "2027-07-04T08:00:00.000Z" }],
      ledger: [{ change: 4, reason: "purchase", booking_id: null, created_at: "2027-01-04T08:00:00.000Z" }],
    });
    expect((await t.app.inject({ url: `${t.base}/api/v1/me/credits` })).statusCode).toBe(401);
  });

  it("credits nothing for another amount, another currency or another order's id, and tells her", async () => {
    const o = await newOrder("es");
    const wrongOrder = paidBundleEvent(o.id, { metadata: { bundle_id: String(o.id + 1000) } });
    expect((await sendEvent(t, wrongOrder)).json().outcome).toBe("unknown_bundle");
    expect((await sendEvent(t, paidBundleEvent(o.id, { currency: "usd" }))).json().outcome).toBe("payment_mismatch");
    const other = await newOrder("es");
    expect((await sendEvent(t, paidBundleEvent(other.id, { amount_total: 6000 }))).json().outcome).toBe("payment_mismatch");
    for (const id of [o.id, other.id]) {
      expect((await t.app.repos.bundles.find(id))!.status).toBe("mismatch");
      expect(await t.db.selectFrom("credit_ledger").selectAll().where("bundle_id", "=", id).execute()).toEqual([]);
      expect(await t.db.selectFrom("invoices").selectAll().where("bundle_id", "=", id).execute()).toEqual([]);
    }
    const notice = await t.db.selectFrom("outbox").select("subject").where("kind", "=", "bundle_payment_mismatch").execute();
    expect(notice.map((m) => m.subject)).toContain("Payment does not match a bundle order: €60.00 received for a €200.00 bundle");
    // An unpaid completion (a delayed method) is not a payment.
    const later = await newOrder("es");
    expect((await sendEvent(t, paidBundleEvent(later.id, { payment_status: "unpaid" }))).json().outcome).toBe("awaiting_payment");
  });

  it("refuses a plan not sold as a bundle and bad input in the buyer's language, storing nothing", async () => {
    const [single] = await t.app.repos.servicePlans.createMany(
      (["en", "es", "gr"] as const).map((language, i) => ({
        title: "Single",
        description: "x",
        price: 70,
        order: 40 + i,
        language,
        payment_link: null,
        features_attributes: [],
      })),
    );
    const before = await t.db.selectFrom("client_bundles").select("id").execute();
    const notBundle = await order(
      { plan_id: single!.id, name: "Ana", email: "ana@example.com", phone_number: "+34612345678", language: "es" },
      { "accept-language": "es" },
    );
    expect(notBundle.statusCode).toBe(422);
    expect(notBundle.json().errors.plan_id).toEqual(["Este plan no se vende como bono."]);
    const bad = await order({ plan_id: plans.es.id, name: "", email: "nope", phone_number: "12", language: "xx" }, { "accept-language": "gr" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["email", "language", "name", "phone_number"]);
    expect(await t.db.selectFrom("client_bundles").select("id").execute()).toEqual(before);
  });
});
