import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { madridDate } from "../../core/verifactu.js";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { startFakeStripe } from "../../test/fake-stripe.js";
import { subject, textBody } from "../../test/mime.js";
import { createPlan, waitForMail } from "../bookings/test-support.js";
import { ELENA, WEBHOOK_SECRET, bundlePlan, buyBundle } from "./test-support.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

/** A bundle sold while the practice's fiscal identity is incomplete is invoiced once it is complete, as a session's payment is. */
describe("a bundle sold before the fiscal identity is complete", () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let admin: string;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await buildTestApp(
      {
        BOOKING_UNPAID_LIMIT: "100",
        STRIPE_SECRET_KEY: "sk_test_fake_key",
        STRIPE_API_URL: fake.url,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        PUBLIC_URL: "https://practice.test",
      },
      { clock },
    );
    admin = await t.login();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const bookAndPay = async (planId: number, time: string) => {
    const booked = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: { service_plan_id: planId, name: "Ana", email: "ana@example.com", phone_number: "6123456789", date: "2027-01-12", time },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id as number;
    expect((await t.app.inject({ method: "POST", url: `${t.base}/bookings/${id}/mark_paid`, headers: bearer(admin) })).statusCode).toBe(200);
    return id;
  };
  const pause = () => new Promise((r) => setTimeout(r, 5));
  const invoices = () => t.db.selectFrom("invoices").selectAll().orderBy("id").execute();

  it("issues nothing at sale, then invoices it in the order paid among sessions, with a rectifying invoice for a refund made meanwhile", async () => {
    const single = (await createPlan(t, null)).id;
    const plans = await bundlePlan(t, { vat_rate: 21 });
    // Paid in this order: a session, the bundle, another session. A booking's payment is dated
    // by the wall clock, so the bundle's is too, between the two.
    const first = await bookAndPay(single, "09:00");
    await pause();
    clock.set(new Date().toISOString());
    const email = "sin-factura@example.com";
    const bundle = await buyBundle(t, plans.es.id, email);
    await pause();
    clock.set("2027-01-04T08:00:00Z");
    const last = await bookAndPay(single, "10:00");

    // Paid and credited, but no invoice can be issued yet; her mail names none.
    expect(await invoices()).toEqual([]);
    const mail = await waitForMail(t, (m) => m.to.includes(email) && subject(m.raw) === "Tu bono: 4 sesiones de Seguimiento");
    expect(textBody(mail.raw)).not.toContain("factura");
    expect(await t.app.repos.invoices.pendingCount()).toBe(3);

    // A refund of part of it meanwhile: nothing to rectify yet.
    const client = (await t.db.selectFrom("clients").select("id").where("email_key", "=", email).executeTakeFirstOrThrow()).id;
    const refund = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/admin/clients/${client}/bundles/${bundle}/refund`,
      headers: bearer(admin),
      payload: { amount: 5000 },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json()).toMatchObject({ refunded: 5000, invoice_number: null });
    expect(await invoices()).toEqual([]);

    // Still incomplete: nothing yet.
    const partial = await t.app.inject({
      method: "PUT",
      url: `${t.base}/api/admin/practice`,
      headers: bearer(admin),
      payload: { legal_name: ELENA.legal_name },
    });
    expect(partial.json().fiscal_identity_missing).toEqual(["tax_id", "address"]);
    expect(await invoices()).toEqual([]);

    clock.set("2027-01-05T08:00:00Z");
    expect((await t.app.inject({ method: "PUT", url: `${t.base}/api/admin/practice`, headers: bearer(admin), payload: ELENA })).statusCode).toBe(200);
    const issued = await invoices();
    expect(issued.map((i) => [i.number, i.type, i.booking_id, i.bundle_id, i.total])).toEqual([
      ["F2027-000001", "simplified", first, null, 7000],
      ["F2027-000002", "simplified", null, bundle, 20000],
      ["FR2027-000001", "rectifying", null, bundle, -5000],
      ["F2027-000003", "simplified", last, null, 7000],
    ]);
    // Dated today, with the day of the payment as the operation's; at the plan's VAT.
    const paidAt = (await t.app.repos.bundles.find(bundle))!.paid_at!;
    expect(issued[1]).toMatchObject({
      issue_date: "2027-01-05",
      operation_date: madridDate(Date.parse(paidAt)),
      vat_rate: 21,
      vat: 3471,
      description: "Seguimiento · 4",
    });
    expect(issued[2]!.rectifies).toBe(issued[1]!.id);
    expect(await t.app.repos.invoices.pendingCount()).toBe(0);
    const chain = await t.app.inject({ url: `${t.base}/api/admin/invoices/verify`, headers: bearer(admin) });
    expect(chain.json()).toMatchObject({ ok: true, count: 4 });

    // Saved again: nothing is invoiced twice.
    expect((await t.app.inject({ method: "PUT", url: `${t.base}/api/admin/practice`, headers: bearer(admin), payload: ELENA })).statusCode).toBe(200);
    expect(await invoices()).toHaveLength(4);
  });
});
