import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { createPlan, person } from "../bookings/test-support.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

const SECRET = "whsec_test_malformed_0123456789";

/**
 * Events whose signature is right but whose content is not what Stripe sends. Each must be
 * refused with a 4xx (or taken and ignored), never a 5xx, which Stripe would retry for days;
 * and none may confirm a booking.
 */
describe("Stripe webhook: signed but malformed events", () => {
  let t: TestApp;
  let admin: string;
  let planId: number;
  let n = 0;

  const deliver = (payload: string, timestamp?: number) =>
    t.app.inject({
      method: "POST",
      url: `${t.base}/webhooks/stripe`,
      payload,
      headers: {
        "content-type": "application/json",
        "accept-language": "es",
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, ...(timestamp ? { timestamp } : {}) }),
      },
    });
  const book = async (time: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: { service_plan_id: planId, ...person, email: `malformed-${time.replace(":", "")}@example.com`, date: "2027-01-07", time },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const status = async (id: number) => (await t.app.inject({ url: `${t.base}/bookings/${id}`, headers: bearer(admin) })).json().status as string;
  const paidSession = (id: number, extra: Record<string, unknown> = {}) => ({
    object: "checkout.session",
    client_reference_id: String(id),
    payment_status: "paid",
    amount_total: 7000,
    currency: "eur",
    ...extra,
  });

  beforeAll(async () => {
    t = await buildTestApp({ BOOKING_UNPAID_LIMIT: "100", STRIPE_WEBHOOK_SECRET: SECRET }, { clock });
    admin = await t.login();
    planId = (await createPlan(t, "https://buy.stripe.com/test_abc")).id;
  });
  afterAll(() => t.close());

  it("refuses events without data, or whose data has no object, with 400 in the request's language", async () => {
    const id = await book("09:00");
    const envelopes: Record<string, unknown>[] = [
      { id: `evt_m_${++n}`, type: "checkout.session.completed" },
      { id: `evt_m_${++n}`, type: "checkout.session.completed", data: null },
      { id: `evt_m_${++n}`, type: "checkout.session.completed", data: {} },
      { id: `evt_m_${++n}`, type: "checkout.session.completed", data: { object: null } },
      { id: `evt_m_${++n}`, type: "checkout.session.async_payment_succeeded", data: { object: "paid" } },
      { id: `evt_m_${++n}`, type: "charge.refunded", data: null },
    ];
    for (const envelope of envelopes) {
      const res = await deliver(JSON.stringify({ object: "event", ...envelope }));
      expect(res.statusCode, JSON.stringify(envelope)).toBe(400);
      expect(res.json().error).toBe("El contenido del evento de pago no es válido.");
    }
    expect(await status(id)).toBe("pending_payment");
  });

  it("refuses an event id that is not a string, and a client_reference_id that is a number", async () => {
    const id = await book("10:00");
    for (const eventId of [12345, null, "", { id: "evt" }]) {
      const res = await deliver(JSON.stringify({ id: eventId, object: "event", type: "checkout.session.completed", data: { object: paidSession(id) } }));
      expect(res.statusCode, JSON.stringify(eventId)).toBe(400);
    }
    for (const ref of [id, 1e30, true]) {
      const payload = {
        id: `evt_m_${++n}`,
        object: "event",
        type: "checkout.session.completed",
        data: { object: paidSession(id, { client_reference_id: ref }) },
      };
      const res = await deliver(JSON.stringify(payload));
      expect(res.statusCode, JSON.stringify(ref)).toBe(400);
    }
    expect(await status(id)).toBe("pending_payment");
  });

  it("does not count a missing or empty payment_status as paid", async () => {
    const id = await book("11:00");
    for (const type of ["checkout.session.completed", "checkout.session.async_payment_succeeded"]) {
      for (const paymentStatus of [undefined, "", null, "unpaid", "no_payment_required"]) {
        const session = paidSession(id, { payment_status: paymentStatus });
        const res = await deliver(JSON.stringify({ id: `evt_m_${++n}`, object: "event", type, data: { object: session } }));
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode === 200) expect(res.json().outcome).toBe("awaiting_payment");
      }
    }
    expect(await status(id)).toBe("pending_payment");
  });

  it("refuses a signature dated far in the future as it refuses one far in the past", async () => {
    const id = await book("12:00");
    const payload = JSON.stringify({ id: `evt_m_${++n}`, object: "event", type: "checkout.session.completed", data: { object: paidSession(id) } });
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [now + 3600, now + 400, now - 3600, now - 400]) {
      const res = await deliver(payload, timestamp);
      expect(res.statusCode, String(timestamp - now)).toBe(400);
      expect(res.json().error).toBe("La firma del webhook falta o no es válida.");
    }
    expect(await status(id)).toBe("pending_payment");
    // Two times in one header: the package checks the signature against the last, and so is the future guard.
    const future = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: now + 3600 });
    const twoTimes = await t.app.inject({
      method: "POST",
      url: `${t.base}/webhooks/stripe`,
      payload,
      headers: { "content-type": "application/json", "stripe-signature": `t=${now},${future}` },
    });
    expect(twoTimes.statusCode).toBe(400);
    expect(await status(id)).toBe("pending_payment");
    // A clock a little ahead of Stripe's is normal: within the tolerance it is accepted.
    const res = await deliver(payload, now + 60);
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe("confirmed");
  });
});
