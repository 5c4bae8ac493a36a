import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { subject, textBody } from "../../test/mime.js";
import { countMails, createPlan, person, waitForMail } from "../bookings/test-support.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

const SECRET = "whsec_test_amounts_0123456789";

/** A payment confirms only its own booking, for exactly its price in euros (docs/decisions/027). */
describe("Stripe payments are checked against their booking", () => {
  let t: TestApp;
  let admin: string;
  let planId: number; // €70
  let cheapPlanId: number; // €1
  let n = 0;
  let slot = 0;

  const book = async (plan = planId) => {
    const i = slot++;
    // Seven slots a day in the default hours (09–13 and 16–19), on weekdays.
    const time = ["09:00", "10:00", "11:00", "12:00", "16:00", "17:00", "18:00"][i % 7];
    const date = ["2027-01-07", "2027-01-08", "2027-01-11", "2027-01-12", "2027-01-13"][Math.floor(i / 7)];
    const res = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: { service_plan_id: plan, ...person, email: `amounts-${i}@example.com`, date, time },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const pay = (bookingId: number | string, session: Record<string, unknown>, type = "checkout.session.completed") => {
    const payload = JSON.stringify({
      id: `evt_amounts_${++n}`,
      object: "event",
      type,
      data: { object: { object: "checkout.session", client_reference_id: String(bookingId), payment_status: "paid", payment_intent: `pi_${n}`, ...session } },
    });
    return t.app.inject({
      method: "POST",
      url: `${t.base}/webhooks/stripe`,
      payload,
      headers: { "content-type": "application/json", "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) },
    });
  };
  const details = async (id: number) => (await t.app.inject({ url: `${t.base}/bookings/${id}`, headers: bearer(admin) })).json();

  beforeAll(async () => {
    t = await buildTestApp({ BOOKING_UNPAID_LIMIT: "100", STRIPE_WEBHOOK_SECRET: SECRET, NUTRITIONIST_EMAIL: "elena@practice.test" }, { clock });
    admin = await t.login();
    planId = (await createPlan(t, "https://buy.stripe.com/test_70")).id;
    const [cheap] = await t.app.repos.servicePlans.createMany(
      (["en", "es", "gr"] as const).map((language, i) => ({
        title: { en: "Follow-up note", es: "Nota de seguimiento", gr: "Σημείωμα" }[language],
        description: "Short",
        price: 1,
        order: 10 + i,
        language,
        payment_link: "https://buy.stripe.com/test_1",
        features_attributes: [],
      })),
    );
    cheapPlanId = cheap!.id;
  });
  afterAll(() => t.close());

  it("confirms a payment of exactly the booking's price in euros, and keeps what was paid", async () => {
    const id = await book();
    expect((await details(id)).payment).toEqual({
      status: "unpaid",
      amount: null,
      currency: null,
      paid_at: null,
      refunded_amount: 0,
      expected_amount: 7000,
    });
    const res = await pay(id, { amount_total: 7000, currency: "eur" });
    expect(res.json()).toEqual({ received: true, outcome: "confirmed" });
    const b = await details(id);
    expect(b.status).toBe("confirmed");
    expect(b.payment).toMatchObject({ status: "paid", amount: 7000, currency: "EUR", refunded_amount: 0 });
    expect(Date.parse(b.payment.paid_at)).not.toBeNaN();
    const row = await t.db.selectFrom("bookings").select(["payment_reference", "payment_mismatch"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toEqual({ payment_reference: `pi_${n}`, payment_mismatch: 0 });
  });

  it("never confirms a wrong amount, currency or a zero payment: records it, notes it and tells her", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ amount_total: 100, currency: "eur" }, "€1.00 received for a €70.00 booking"],
      [{ amount_total: 6000, currency: "jpy" }, "JP¥6,000 received for a €70.00 booking"],
      [{ amount_total: 0, currency: "eur" }, "€0.00 received for a €70.00 booking"],
      [{ amount_total: 1, currency: "usd" }, "US$0.01 received for a €70.00 booking"],
      [{ amount_total: 7000, currency: "usd" }, "US$70.00 received for a €70.00 booking"],
      [{ amount_total: 7001, currency: "eur" }, "€70.01 received for a €70.00 booking"],
      [{ currency: "eur" }, "a payment of unknown amount received for a €70.00 booking"],
    ];
    const clients: string[] = [];
    for (const [session, what] of cases) {
      const id = await book();
      clients.push(`amounts-${slot - 1}@example.com`);
      const res = await pay(id, session);
      expect(res.statusCode).toBe(200);
      expect(res.json().outcome, what).toBe("payment_mismatch");
      const b = await details(id);
      expect(b.status).toBe("pending_payment");
      expect(b.meeting_url).toBeNull();
      expect(b.payment.status).toBe("mismatch");
      expect(b.history.at(-1).note).toBe(`${what} (Stripe event evt_amounts_${n}): not confirmed`);
      const notice = await waitForMail(t, (m) => m.to.includes("elena@practice.test") && subject(m.raw) === `Payment does not match a booking: ${what}`);
      expect(textBody(notice.raw)).toContain("The booking has not been confirmed.");
    }
    expect(countMails(t, (m) => clients.some((c) => m.to.includes(c)) && subject(m.raw).startsWith("Payment received"))).toBe(0);
  });

  it("keeps the same check for delayed payments that succeed later", async () => {
    const id = await book();
    const res = await pay(id, { amount_total: 100, currency: "eur" }, "checkout.session.async_payment_succeeded");
    expect(res.json().outcome).toBe("payment_mismatch");
    expect((await details(id)).status).toBe("pending_payment");
  });

  it("does not let the cheapest plan's payment confirm another booking, while it confirms its own", async () => {
    const dear = await book();
    const cheap = await book(cheapPlanId);
    expect((await pay(dear, { amount_total: 100, currency: "eur" })).json().outcome).toBe("payment_mismatch");
    expect((await pay(cheap, { amount_total: 100, currency: "eur" })).json().outcome).toBe("confirmed");
    expect((await details(dear)).status).toBe("pending_payment");
    expect((await details(cheap)).payment).toMatchObject({ status: "paid", amount: 100, currency: "EUR" });
  });

  it("refuses a session whose metadata names another booking than its client_reference_id", async () => {
    const mine = await book();
    const other = await book();
    const res = await pay(mine, { amount_total: 7000, currency: "eur", metadata: { booking_id: String(other) } });
    expect(res.json().outcome).toBe("unknown_booking");
    expect((await details(mine)).status).toBe("pending_payment");
    expect((await details(other)).status).toBe("pending_payment");
  });

  it("checks against the price when booked, not a price changed afterwards", async () => {
    const [plan] = await t.app.repos.servicePlans.createMany(
      (["en", "es", "gr"] as const).map((language, i) => ({
        title: { en: "Review", es: "Revisión", gr: "Ανασκόπηση" }[language],
        description: "Review",
        price: 60,
        order: 20 + i,
        language,
        payment_link: null,
        features_attributes: [],
      })),
    );
    const id = await book(plan!.id);
    await t.db.updateTable("service_plans").set({ price: 320 }).where("id", "=", plan!.id).execute();
    expect((await pay(id, { amount_total: 32000, currency: "eur" })).json().outcome).toBe("payment_mismatch");
    expect((await details(id)).payment.expected_amount).toBe(6000);
    expect((await pay(id, { amount_total: 6000, currency: "eur" })).json().outcome).toBe("confirmed");
    // The right payment replaces the one that did not match.
    expect((await details(id)).payment).toMatchObject({ status: "paid", amount: 6000, currency: "EUR" });
  });

  it("lets her accept a payment that did not match by marking the booking paid; a booking marked paid by hand counts its price", async () => {
    const id = await book();
    await pay(id, { amount_total: 6500, currency: "eur" });
    const res = await t.app.inject({ method: "POST", url: `${t.base}/bookings/${id}/mark_paid`, headers: bearer(admin) });
    expect(res.json().status).toBe("confirmed");
    expect(res.json().payment).toMatchObject({ status: "paid", amount: 6500, currency: "EUR" });

    const byHand = await book();
    const marked = await t.app.inject({ method: "POST", url: `${t.base}/bookings/${byHand}/mark_paid`, headers: bearer(admin) });
    expect(marked.json().payment).toMatchObject({ status: "paid", amount: 7000, currency: "EUR", refunded_amount: 0 });
  });
});
