import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { startFakeStripe } from "../../test/fake-stripe.js";
import { createPlan, person } from "../bookings/test-support.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

/**
 * The practice's `payment_methods`: cards by default, Bizum beside them when she turns it on,
 * passed to Checkout as the list of methods it may offer.
 */
describe("payment methods offered in Checkout", () => {
  let t: TestApp;
  let admin: string;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let planId: number;
  let slot = 0;

  const practice = (method: "GET" | "PUT", payload?: Record<string, unknown>, headers: Record<string, string> = bearer(admin)) =>
    t.app.inject({ method, url: `${t.base}/api/admin/practice`, headers, ...(payload ? { payload } : {}) });

  /** Books a paid session and opens its pay address: the Checkout Session's parameters as the fake received them. */
  const checkoutParams = async () => {
    const time = ["09:00", "10:00", "11:00", "12:00"][slot++]!;
    const res = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: { service_plan_id: planId, ...person, email: `methods-${slot}@example.com`, date: "2027-01-07", time, language: "es" },
    });
    expect(res.statusCode).toBe(201);
    await t.app.inject({ url: new URL(res.json().payment_url as string).pathname });
    return fake.to("/v1/checkout/sessions").at(-1)!.params;
  };

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await buildTestApp({ BOOKING_UNPAID_LIMIT: "100", STRIPE_SECRET_KEY: "sk_test_fake_key", STRIPE_API_URL: fake.url }, { clock });
    admin = await t.login();
    planId = (await createPlan(t, null)).id;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("offers cards alone until she turns Bizum on, then both, in Stripe's names", async () => {
    expect((await practice("GET")).json().payment_methods).toEqual(["card"]);
    const before = await checkoutParams();
    expect(before["allowed_payment_method_types[0]"]).toBe("card");
    expect(before["allowed_payment_method_types[1]"]).toBeUndefined();

    // Sent in any order, kept in a fixed order; other settings keep theirs.
    const on = await practice("PUT", { payment_methods: ["bizum", "card"] });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ payment_methods: ["card", "bizum"], invoice_series: "F", payment_instructions: { en: "", es: "", gr: "" } });
    expect((await practice("GET")).json().payment_methods).toEqual(["card", "bizum"]);
    const after = await checkoutParams();
    expect([after["allowed_payment_method_types[0]"], after["allowed_payment_method_types[1]"]]).toEqual(["card", "bizum"]);

    // A change of another setting leaves the methods as they are; turned off, cards alone again.
    await practice("PUT", { invoice_series: "B" });
    expect((await practice("GET")).json().payment_methods).toEqual(["card", "bizum"]);
    await practice("PUT", { payment_methods: ["card"] });
    const off = await checkoutParams();
    expect(off["allowed_payment_method_types[1]"]).toBeUndefined();
  });

  it("refuses a method Stripe does not name here, a list without cards, and anyone but the admin, in the caller's language", async () => {
    const unknown = await practice("PUT", { payment_methods: ["card", "paypal"] }, { ...bearer(admin), "accept-language": "es" });
    expect(unknown.statusCode).toBe(422);
    expect(JSON.stringify(unknown.json().errors)).toContain("Los métodos de pago solo pueden ser card (tarjeta) y bizum.");
    const noCard = await practice("PUT", { payment_methods: ["bizum"] }, { ...bearer(admin), "accept-language": "gr" });
    expect(noCard.statusCode).toBe(422);
    expect(JSON.stringify(noCard.json().errors)).toContain("Η κάρτα προσφέρεται πάντα");
    expect((await practice("PUT", { payment_methods: "card" })).statusCode).toBe(422);
    expect((await practice("PUT", { payment_methods: ["card", "bizum", "bizum"] })).statusCode).toBe(422);
    expect((await practice("PUT", { payment_methods: ["card", "bizum"] }, {})).statusCode).toBe(401);
    expect((await practice("GET")).json().payment_methods).toEqual(["card"]);
  });
});
