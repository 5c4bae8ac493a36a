import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialect } from "../../test/app.js";
import { startInstances } from "../../test/instances.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

const SECRET = "whsec_test_invoice_instances_0123";
const DAYS = ["2027-01-06", "2027-01-07", "2027-01-08", "2027-01-11", "2027-01-12", "2027-01-13", "2027-01-14", "2027-01-15"];
const TIMES = ["09:00", "10:00", "11:00", "12:00", "16:00", "17:00", "18:00"];

// Two instances on one PostgreSQL database take payments at the same moment: the invoice
// numbers still run 1…50 with no gap and no repeat, and the hash chain holds.
describe.skipIf(dialect !== "postgres")("invoice numbers on two instances", () => {
  let cluster: Awaited<ReturnType<typeof startInstances>>;

  // Two server processes starting at once: the limit is what a busy two-core machine holds.
  beforeAll(async () => {
    cluster = await startInstances(2, { STRIPE_WEBHOOK_SECRET: SECRET, BOOKING_UNPAID_LIMIT: "100" }, { clock });
  }, 180_000);
  afterAll(() => cluster.close());

  it("gives 50 payments arriving at both instances 50 consecutive numbers", async () => {
    const [a, b] = cluster.instances;
    await a!.app.repos.practiceIdentity.set({ legal_name: "Elena Martínez Ruiz", tax_id: "12345678Z", address: "Calle de Alcalá 100, 28009 Madrid" });
    const [plan] = await a!.app.repos.servicePlans.createMany([
      { title: "Initial consultation", description: "First session", price: 70, order: 0, language: "en", payment_link: null, features_attributes: [] },
    ]);
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) {
      const res = await fetch(`${a!.url}/api/bookings`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          service_plan_id: plan!.id,
          date: DAYS[Math.floor(i / 7)],
          time: TIMES[i % 7],
          name: "Two Instances",
          email: `pay-${i}@example.com`,
          phone_number: "6123456789",
        }),
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: number }).id);
    }
    const answers = await Promise.all(
      ids.map(async (id, i) => {
        const payload = JSON.stringify({
          id: `evt_two_${id}`,
          object: "event",
          type: "checkout.session.completed",
          data: {
            object: {
              object: "checkout.session",
              client_reference_id: String(id),
              payment_status: "paid",
              amount_total: 7000,
              currency: "eur",
              payment_intent: `pi_two_${id}`,
            },
          },
        });
        const res = await fetch(`${(i % 2 ? a : b)!.url}/api/webhooks/stripe`, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) },
          body: payload,
        });
        return ((await res.json()) as { outcome: string }).outcome;
      }),
    );
    expect(answers.every((o) => o === "confirmed")).toBe(true);
    const rows = await a!.db.selectFrom("invoices").select(["number", "booking_id", "hash", "previous_hash"]).orderBy("id").execute();
    expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 50 }, (_, i) => `F2027-${String(i + 1).padStart(6, "0")}`));
    expect(new Set(rows.map((r) => r.booking_id)).size).toBe(50);
    rows.forEach((r, i) => expect(r.previous_hash).toBe(i === 0 ? "" : rows[i - 1]!.hash));
  });
});
