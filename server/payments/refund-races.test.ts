import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { startFakeStripe } from "../../test/fake-stripe.js";
import { multipart } from "../../test/multipart.js";
import { subject, textBody } from "../../test/mime.js";
import { createPlan, manageToken, person, waitForMail } from "../bookings/test-support.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

const SECRET = "whsec_test_refund_races_0123456789";
const ELENA = "elena@practice.test";
const IDENTITY = { legal_name: "Elena Martínez Ruiz", tax_id: "12345678Z", address: "Calle de Alcalá 100, 28009 Madrid" };
const TIMES = ["09:00", "10:00", "11:00", "12:00", "16:00", "17:00", "18:00"];
const DAYS = ["2027-01-07", "2027-01-08", "2027-01-11", "2027-01-12"];

/**
 * Refunds that meet: the refundable rest is checked and taken in one step, on both engines, so
 * parallel refunds never pass what was paid, and a client's cancellation refunds only what an
 * admin's refund at the same moment left.
 */
describe("Refunds at the same moment (a fake Stripe API)", () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let admin = "";
  let planId = 0;
  let slot = 0;
  let n = 0;

  const book = async () => {
    const i = slot++;
    const email = `race-${i}@example.com`;
    const res = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: { service_plan_id: planId, ...person, email, date: DAYS[Math.floor(i / TIMES.length)], time: TIMES[i % TIMES.length], language: "en" },
    });
    expect(res.statusCode).toBe(201);
    const mail = await waitForMail(t, (m) => m.to.includes(email) && subject(m.raw).startsWith("Your booking"));
    return { id: res.json().id as number, email, token: manageToken(mail) };
  };
  const deliver = (type: string, object: Record<string, unknown>) => {
    const payload = JSON.stringify({ id: `evt_races_${++n}`, object: "event", type, data: { object } });
    return t.app.inject({
      method: "POST",
      url: `${t.base}/webhooks/stripe`,
      payload,
      headers: { "content-type": "application/json", "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) },
    });
  };
  const payThroughStripe = async (id: number) => {
    const res = await deliver("checkout.session.completed", {
      object: "checkout.session",
      client_reference_id: String(id),
      payment_status: "paid",
      amount_total: 7000,
      currency: "eur",
      payment_intent: `pi_race_${id}`,
    });
    expect(res.json().outcome).toBe("confirmed");
  };
  const markPaid = async (id: number) =>
    expect((await t.app.inject({ method: "POST", url: `${t.base}/bookings/${id}/mark_paid`, headers: bearer(admin) })).statusCode).toBe(200);
  const refund = (id: number, amount?: number) =>
    t.app.inject({ method: "POST", url: `${t.base}/bookings/${id}/refund`, headers: bearer(admin), ...(amount ? { payload: { amount } } : {}) });
  const details = async (id: number) => (await t.app.inject({ url: `${t.base}/bookings/${id}`, headers: bearer(admin) })).json();
  const refundRows = (id: number) => t.db.selectFrom("booking_refunds").selectAll().where("booking_id", "=", id).execute();
  const rectifying = async (id: number) =>
    (await t.db.selectFrom("invoices").select("total").where("booking_id", "=", id).where("type", "=", "rectifying").execute()).map((r) => r.total);
  const stripeRefunds = (id: number) => fake.to("/v1/refunds").filter((r) => r.params.payment_intent === `pi_race_${id}`);

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await buildTestApp(
      {
        BOOKING_UNPAID_LIMIT: "100",
        STRIPE_SECRET_KEY: "sk_test_refund_races",
        STRIPE_API_URL: fake.url,
        STRIPE_WEBHOOK_SECRET: SECRET,
        NUTRITIONIST_EMAIL: ELENA,
      },
      { clock },
    );
    admin = await t.login();
    planId = (await createPlan(t, null)).id;
    const identity = await t.app.inject({ method: "PUT", url: `${t.base}/api/admin/practice`, headers: bearer(admin), payload: IDENTITY });
    expect(identity.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("six parallel refunds of €59 of a €70 payment marked paid by hand: one is recorded, with one rectifying invoice", async () => {
    for (let round = 0; round < 3; round++) {
      const b = await book();
      await markPaid(b.id);
      const answers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => refund(b.id, 5900)));
      const statuses = answers.map((r) => r.statusCode);
      expect(
        statuses.filter((s) => s === 200),
        statuses.join(),
      ).toHaveLength(1);
      for (const r of answers.filter((a) => a.statusCode !== 200)) {
        expect(r.statusCode).toBe(422);
        expect(r.json().error).toBe("The amount to refund must be a whole number of cents, more than 0 and at most what is left to refund.");
      }
      expect((await details(b.id)).payment).toMatchObject({ status: "partially_refunded", refunded_amount: 5900 });
      expect((await refundRows(b.id)).map((r) => r.amount)).toEqual([5900]);
      expect(await rectifying(b.id)).toEqual([-5900]);
    }
  });

  it("six parallel refunds of €59 of a payment made through Stripe: Stripe is asked once", async () => {
    const b = await book();
    await payThroughStripe(b.id);
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => refund(b.id, 5900)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 422)).toBe(true);
    expect(stripeRefunds(b.id).map((r) => r.params.amount)).toEqual(["5900"]);
    expect((await details(b.id)).payment.refunded_amount).toBe(5900);
    expect(await rectifying(b.id)).toEqual([-5900]);
  });

  it("the client cancels while the admin refunds €10: the cancellation refunds what is left, and nothing fails", async () => {
    for (let round = 0; round < 3; round++) {
      const b = await book();
      await payThroughStripe(b.id);
      const [adminRefund, cancel] = await Promise.all([
        refund(b.id, 1000),
        t.app.inject({ method: "POST", url: `${t.base}/bookings/manage/${b.token}/cancel` }),
      ]);
      expect(cancel.statusCode).toBe(200);
      expect([200, 409]).toContain(adminRefund.statusCode);
      const asked = stripeRefunds(b.id).map((r) => Number(r.params.amount));
      expect(asked.reduce((a, v) => a + v, 0)).toBe(7000);
      expect(asked.sort((a, v) => a - v)).toEqual(adminRefund.statusCode === 200 ? [1000, 6000] : [7000]);
      const d = await details(b.id);
      expect(d.payment).toMatchObject({ status: "refunded", refunded_amount: 7000 });
      expect(d.history.map((h: { note: string }) => h.note).join("\n")).not.toMatch(/failed/);
      expect((await refundRows(b.id)).reduce((a, r) => a + r.amount, 0)).toBe(7000);
      // Her cancellation mail names what she gets back.
      const mail = await waitForMail(t, (m) => m.to.includes(b.email) && subject(m.raw).startsWith("Booking cancelled"));
      expect(textBody(mail.raw)).toContain(adminRefund.statusCode === 200 ? "€60.00" : "€70.00");
    }
  });

  it("after a plan was delivered for the booking, her own cancellation is not refunded by itself: the admin is told and decides", async () => {
    const b = await book();
    await payThroughStripe(b.id);
    const { client_id: clientId } = await t.db.selectFrom("bookings").select("client_id").where("id", "=", b.id).executeTakeFirstOrThrow();
    const form = await multipart({
      title: "Plan de alimentación",
      booking_id: String(b.id),
      file: { content: "%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n", filename: "plan.pdf", contentType: "application/pdf" },
    });
    const delivered = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/admin/clients/${clientId}/documents`,
      headers: { ...bearer(admin), ...form.headers },
      payload: form.payload,
    });
    expect(delivered.statusCode, delivered.body).toBe(201);

    const cancel = await t.app.inject({ method: "POST", url: `${t.base}/bookings/manage/${b.token}/cancel` });
    expect(cancel.statusCode).toBe(200);
    expect(stripeRefunds(b.id)).toEqual([]);
    const d = await details(b.id);
    expect(d.payment).toMatchObject({ status: "paid", refunded_amount: 0 });
    expect(d.history.at(-1).note).toBe(
      "cancelled by the client within the free window after a plan was delivered: no automatic refund of €70.00, yours to decide",
    );
    const notice = await waitForMail(t, (m) => m.to.includes(ELENA) && subject(m.raw).startsWith("Cancelled after a plan was delivered"));
    expect(textBody(notice.raw)).toContain("No refund was made");
    const mail = await waitForMail(t, (m) => m.to.includes(b.email) && subject(m.raw).startsWith("Booking cancelled"));
    expect(textBody(mail.raw)).not.toMatch(/refund/i);
    // She decides: her refund goes through as usual.
    expect((await refund(b.id, 3000)).statusCode).toBe(200);
  });

  it("a charge.refunded whose refunds exceed the payment, or are in another currency, changes nothing and is flagged", async () => {
    const b = await book();
    await payThroughStripe(b.id);
    const charge = { object: "charge", id: "ch_race", payment_intent: `pi_race_${b.id}`, currency: "eur" };
    const tooMuch = await deliver("charge.refunded", { ...charge, amount_refunded: 9000, refunds: { data: [{ id: "re_big", amount: 9000 }] } });
    expect(tooMuch.json().outcome).toBe("refund_flagged");
    const unlisted = await deliver("charge.refunded", { ...charge, amount_refunded: 8000 });
    expect(unlisted.json().outcome).toBe("refund_flagged");
    const dollars = await deliver("charge.refunded", {
      ...charge,
      currency: "usd",
      amount_refunded: 1000,
      refunds: { data: [{ id: "re_usd", amount: 1000 }] },
    });
    expect(dollars.json().outcome).toBe("refund_flagged");
    const d = await details(b.id);
    expect(d.payment).toMatchObject({ status: "paid", refunded_amount: 0 });
    expect(await refundRows(b.id)).toEqual([]);
    expect(await rectifying(b.id)).toEqual([]);
    expect(d.history.at(-1).note).toMatch(/^refunds in USD of a payment in EUR reported by Stripe \(event evt_races_\d+\): not recorded$/);
    await waitForMail(t, (m) => m.to.includes(ELENA) && subject(m.raw).startsWith("Refund not recorded: refunds of €90.00 of a payment of €70.00"));
    // A refund that fits is still reconciled.
    const fits = await deliver("charge.refunded", { ...charge, amount_refunded: 2000, refunds: { data: [{ id: "re_fits", amount: 2000 }] } });
    expect(fits.json().outcome).toBe("refund_recorded");
    expect((await details(b.id)).payment.refunded_amount).toBe(2000);
  });
});
