import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { startFakeStripe } from "../../test/fake-stripe.js";
import { subject, textBody } from "../../test/mime.js";
import { outboxSettled } from "../bookings/test-support.js";
import { ELENA, WEBHOOK_SECRET, bundlePlan, buyBundle, signIn } from "./test-support.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

/** Unused credits expire at the end of validity, with one reminder 14 days before. */
describe("bundle expiry", () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;

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
    await t.app.inject({ method: "PUT", url: `${t.base}/api/admin/practice`, headers: bearer(admin), payload: ELENA });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("reminds her once 14 days before, in her language, then expires what is left, on any number of runs at once", async () => {
    const plans = await bundlePlan(t);
    const email = "expiring@example.com";
    const bundle = await buyBundle(t, plans.es.id, email); // bought 4 January, valid 6 months: until 4 July
    const cookie = await signIn(t, email);
    expect((await t.app.inject({ url: `${t.base}/api/v1/me/credits`, headers: { cookie } })).json().bundles[0].expires_at).toBe("2027-07-04T08:00:00.000Z");
    const expiry = t.app.services.bundleExpiry;

    expect(await expiry.run(new Date("2027-06-19T08:00:00Z"))).toEqual({ reminded: 0, expired: 0 });
    // Two instances' runs at once: one reminder.
    const runs = await Promise.all([expiry.run(new Date("2027-06-21T08:00:00Z")), expiry.run(new Date("2027-06-21T08:00:00Z"))]);
    expect(runs.map((r) => r.reminded).sort()).toEqual([0, 1]);
    await outboxSettled(t);
    const reminders = t.mailbox.received.filter((m) => m.to.includes(email) && subject(m.raw) === "Tus créditos caducan el 4 de julio de 2027");
    expect(reminders).toHaveLength(1);
    expect(textBody(reminders[0]!.raw)).toContain("Aún te quedan 4 créditos de tu bono de Seguimiento.");
    expect(textBody(reminders[0]!.raw)).toContain("https://practice.test/my-bookings?lang=es");

    // After its end her credits are no longer available, and the ledger says why.
    clock.set("2027-07-05T08:00:00Z");
    try {
      const ended = await Promise.all([expiry.run(), expiry.run()]);
      expect(ended.map((r) => r.expired).sort()).toEqual([0, 1]);
      // (Her week-long session has ended by then: the same answer, as the admin reads it.)
      const client = (await t.db.selectFrom("clients").select("id").where("email_key", "=", email).executeTakeFirstOrThrow()).id;
      const mine = (await t.app.inject({ url: `${t.base}/api/admin/clients/${client}/credits`, headers: bearer(await t.login()) })).json();
      expect(mine.available).toBe(0);
      expect(mine.ledger[0]).toMatchObject({ change: -4, reason: "expired" });
      expect(await expiry.run()).toEqual({ reminded: 0, expired: 0 });
      expect(await t.app.repos.bundles.leftOn(t.db, bundle)).toBe(0);
    } finally {
      clock.set("2027-01-04T08:00:00Z");
    }
  });
});
