import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { startFakeStripe } from "../../test/fake-stripe.js";

import { ELENA, WEBHOOK_SECRET, bundlePlan, buyBundle, signIn } from "./test-support.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

/** Her side of credits: the client's balance, grants and removals with a reason, and refunds of a bundle's unused part. */
describe("a client's credits in the admin", () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let admin: string;
  let plans: Awaited<ReturnType<typeof bundlePlan>>;
  const clientOf = async (email: string) => (await t.db.selectFrom("clients").select("id").where("email_key", "=", email).executeTakeFirstOrThrow()).id;
  const credits = (id: number, method: "GET" | "POST" = "GET", payload?: object, lang = "en") =>
    t.app.inject({
      method,
      url: `${t.base}/api/admin/clients/${id}/credits`,
      headers: { ...bearer(admin), "accept-language": lang },
      ...(payload ? { payload } : {}),
    });
  const refund = (client: number, bundle: number, payload?: object) =>
    t.app.inject({
      method: "POST",
      url: `${t.base}/api/admin/clients/${client}/bundles/${bundle}/refund`,
      headers: bearer(admin),
      ...(payload ? { payload } : {}),
    });
  const book = (cookie: string, time: string) =>
    t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      headers: { cookie },
      payload: {
        service_plan_id: plans.es.id,
        name: "Lucía",
        email: "x@example.com",
        phone_number: "6123456789",
        date: "2027-01-08",
        time,
        pay_with: "credit",
      },
    });

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
    admin = await t.login();
    await t.app.inject({ method: "PUT", url: `${t.base}/api/admin/practice`, headers: bearer(admin), payload: ELENA });
    plans = await bundlePlan(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("shows her balance as she sees it, and grants or removes credits with a reason, each a ledger row", async () => {
    const email = "gift@example.com";
    await buyBundle(t, plans.es.id, email);
    const id = await clientOf(email);
    const cookie = await signIn(t, email);
    const hers = (await t.app.inject({ url: `${t.base}/api/v1/me/credits`, headers: { cookie } })).json();
    expect((await credits(id)).json()).toEqual(hers);

    const granted = await credits(id, "POST", { change: 2, reason: "Compensation for a cancelled session" });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().available).toBe(6);
    expect(granted.json().ledger[0]).toMatchObject({ change: 2, reason: "admin: Compensation for a cancelled session", booking_id: null });
    const removed = await credits(id, "POST", { change: -5, reason: "Sold by mistake" });
    expect(removed.json().available).toBe(1);
    // Taken from the bundle first (it expires), then from what she granted.
    expect(
      removed
        .json()
        .ledger.slice(0, 2)
        .map((l: { change: number }) => l.change)
        .sort((a: number, b: number) => a - b),
    ).toEqual([-4, -1]);

    const tooMany = await credits(id, "POST", { change: -2, reason: "x" }, "es");
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toBe("No tiene tantos créditos que quitar.");
    for (const bad of [
      { change: 0, reason: "x" },
      { change: 1.5, reason: "x" },
      { change: 1, reason: "" },
      { change: 99, reason: "x" },
    ])
      expect((await credits(id, "POST", bad)).statusCode).toBe(422);
    expect((await credits(id)).json().available).toBe(1);
    expect((await credits(999999)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${t.base}/api/admin/clients/${id}/credits` })).statusCode).toBe(401);
  });

  it("refunds the unused part pro rata through Stripe, removes those credits and issues a rectifying invoice", async () => {
    const email = "refund@example.com";
    const bundle = await buyBundle(t, plans.es.id, email);
    const id = await clientOf(email);
    const cookie = await signIn(t, email);
    expect((await book(cookie, "09:00")).statusCode).toBe(201);

    const res = await refund(id, bundle);
    expect(res.statusCode).toBe(200);
    // 3 of 4 credits left of 200 €: 150 €.
    expect(res.json()).toMatchObject({ refunded: 15000, currency: "EUR", credits_removed: 3, plan_delivered: false });
    expect(fake.to("/v1/refunds").at(-1)!.params).toMatchObject({
      amount: "15000",
      payment_intent: expect.stringMatching(/^pi_bundle_/),
      "metadata[bundle_id]": String(bundle),
    });
    const invoices = await t.db.selectFrom("invoices").selectAll().where("bundle_id", "=", bundle).orderBy("id").execute();
    expect(invoices.map((i) => [i.type, i.aeat_type, i.total])).toEqual([
      ["simplified", "F2", 20000],
      ["rectifying", "R5", -15000],
    ]);
    expect(invoices[1]!.rectifies).toBe(invoices[0]!.id);
    expect(res.json().invoice_number).toBe(invoices[1]!.number);
    expect((await credits(id)).json().available).toBe(0);

    // Never more than paid less refunds: 50 € are left.
    expect((await refund(id, bundle, { amount: 5001 })).statusCode).toBe(422);
    const rest = await refund(id, bundle, { amount: 5000 });
    expect(rest.json()).toMatchObject({ refunded: 5000, credits_removed: 0 });
    expect((await refund(id, bundle)).statusCode).toBe(409);
    expect((await t.app.repos.bundles.find(bundle))!.refunded_cents).toBe(20000);
  });

  it("says when a personalised plan was delivered for one of its sessions, and refuses another client's bundle", async () => {
    const email = "plan@example.com";
    const bundle = await buyBundle(t, plans.es.id, email);
    const id = await clientOf(email);
    const cookie = await signIn(t, email);
    const booked = (await book(cookie, "10:00")).json().id as number;
    await t.db
      .insertInto("client_documents")
      .values({ client_id: id, booking_id: booked, title: "Plan", storage_key: "none", size: 1, created_at: "2027-01-04T08:00:00.000Z" })
      .execute();
    const other = await clientOf("refund@example.com");
    expect((await refund(other, bundle)).statusCode).toBe(404);
    const res = await refund(id, bundle, { amount: 1000 });
    expect(res.json()).toMatchObject({ refunded: 1000, plan_delivered: true, credits_removed: 3 });
  });

  it("sums the bundles sold in a quarter and the credits outstanding, valued at what was paid per credit", async () => {
    const res = await t.app.inject({ url: `${t.base}/api/admin/bundles/summary?from=2027-01-01&to=2027-03-31`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const sold = await t.db.selectFrom("client_bundles").select("payment_amount").where("status", "=", "paid").execute();
    const left = (await t.db.selectFrom("credit_ledger").select("change").where("bundle_id", "is not", null).execute()).reduce((s, l) => s + l.change, 0);
    expect(res.json()).toEqual({ sold: sold.length, sold_total: sold.length * 20000, outstanding_credits: left, outstanding_value: left * 5000 });
    expect((await t.app.inject({ url: `${t.base}/api/admin/bundles/summary?from=2027-04-01&to=2027-06-30`, headers: bearer(admin) })).json()).toMatchObject({
      sold: 0,
      sold_total: 0,
    });
    expect((await t.app.inject({ url: `${t.base}/api/admin/bundles/summary?from=x&to=2027-06-30`, headers: bearer(admin) })).statusCode).toBe(422);
  });

  it("records nothing when Stripe refuses the refund", async () => {
    const email = "refused@example.com";
    const bundle = await buyBundle(t, plans.es.id, email);
    const id = await clientOf(email);
    fake.failNext(2);
    expect((await refund(id, bundle)).statusCode).toBe(502);
    expect((await t.app.repos.bundles.find(bundle))!.refunded_cents).toBe(0);
    expect((await credits(id)).json().available).toBe(4);
    expect(await t.db.selectFrom("invoices").select("id").where("bundle_id", "=", bundle).where("type", "=", "rectifying").execute()).toEqual([]);
  });
});
