import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { startFakeStripe } from "../../test/fake-stripe.js";
import { subject, textBody } from "../../test/mime.js";
import { countMails, createPlan, manageToken, person, waitForMail } from "../bookings/test-support.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

const SECRET = "whsec_test_refunds_0123456789";
const ELENA = "elena@practice.test";

function harness() {
  let slot = 0;
  let n = 0;
  const h = {
    t: undefined as unknown as TestApp,
    admin: "",
    planId: 0,
    async book(language = "en") {
      const i = slot++;
      const time = ["09:00", "10:00", "11:00", "12:00", "16:00", "17:00", "18:00"][i % 7];
      const date = ["2027-01-07", "2027-01-08", "2027-01-11"][Math.floor(i / 7)];
      const email = `refund-${i}@example.com`;
      const res = await h.t.app.inject({
        method: "POST",
        url: `${h.t.base}/bookings`,
        payload: { service_plan_id: h.planId, ...person, email, date, time, language },
      });
      expect(res.statusCode).toBe(201);
      const mail = await waitForMail(h.t, (m) => m.to.includes(email) && /^(Your booking|Tu reserva|Η κράτησή)/.test(subject(m.raw)));
      return { id: res.json().id as number, email, token: manageToken(mail) };
    },
    deliver(type: string, object: Record<string, unknown>, id = `evt_refunds_${++n}`) {
      const payload = JSON.stringify({ id, object: "event", type, data: { object } });
      return h.t.app.inject({
        method: "POST",
        url: `${h.t.base}/webhooks/stripe`,
        payload,
        headers: { "content-type": "application/json", "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) },
      });
    },
    /** Paid through Stripe: a completed session for exactly the price, with its payment intent. */
    async payThroughStripe(id: number) {
      const res = await h.deliver("checkout.session.completed", {
        object: "checkout.session",
        client_reference_id: String(id),
        payment_status: "paid",
        amount_total: 7000,
        currency: "eur",
        payment_intent: `pi_booking_${id}`,
      });
      expect(res.json().outcome).toBe("confirmed");
    },
    details: async (id: number) => (await h.t.app.inject({ url: `${h.t.base}/bookings/${id}`, headers: bearer(h.admin) })).json(),
    refund: (id: number, body?: unknown, lang = "en") =>
      h.t.app.inject({
        method: "POST",
        url: `${h.t.base}/bookings/${id}/refund`,
        headers: { ...bearer(h.admin), "accept-language": lang },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      }),
  };
  return h;
}

describe("Refunds by the policy, through Stripe (a fake Stripe API)", () => {
  const h = harness();
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;

  beforeAll(async () => {
    fake = await startFakeStripe();
    h.t = await buildTestApp(
      {
        BOOKING_UNPAID_LIMIT: "100",
        STRIPE_SECRET_KEY: "sk_test_refunds",
        STRIPE_API_URL: fake.url,
        STRIPE_WEBHOOK_SECRET: SECRET,
        NUTRITIONIST_EMAIL: ELENA,
      },
      { clock },
    );
    h.admin = await h.t.login();
    h.planId = (await createPlan(h.t, null)).id;
  });
  afterAll(async () => {
    await h.t.close();
    await fake.close();
  });

  it("refunds a client who cancels a paid booking at least 24 hours ahead in full, and her cancellation mail says how much and when", async () => {
    const b = await h.book("es");
    await h.payThroughStripe(b.id);
    const res = await h.t.app.inject({ method: "POST", url: `${h.t.base}/bookings/manage/${b.token}/cancel` });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("cancelled");

    const refund = fake.to("/v1/refunds").at(-1)!;
    expect(refund.params).toMatchObject({ payment_intent: `pi_booking_${b.id}`, amount: "7000", "metadata[booking_id]": String(b.id) });
    const d = await h.details(b.id);
    expect(d.payment).toMatchObject({ status: "refunded", amount: 7000, currency: "EUR", refunded_amount: 7000 });
    expect(d.history.at(-1).note).toMatch(/^refunded €70\.00 through Stripe \(re_fake_\d+\): cancelled by the client within the free window$/);
    const row = await h.t.db.selectFrom("booking_refunds").selectAll().where("booking_id", "=", b.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ amount: 7000, currency: "EUR", source: "client_cancel" });
    expect(row.provider_refund_id).toMatch(/^re_fake_\d+$/);

    const mail = await waitForMail(h.t, (m) => m.to.includes(b.email) && subject(m.raw).startsWith("Reserva cancelada"));
    expect(textBody(mail.raw)).toContain(
      "Pagaste 70,00\u00a0€ por esta sesión y te lo devolvemos íntegramente: llegará a tu cuenta en un plazo de 5 a 10 días hábiles.",
    );
  });

  it("tells her what happened to a cancelled paid booking: refunded automatically, how much, by which rectifying invoice; she acts only when the refund failed", async () => {
    // Invoices need her fiscal identity: the refund then has its rectifying invoice.
    const identity = { legal_name: "Elena Martínez Ruiz", tax_id: "12345678Z", address: "Calle Mayor 1\n28013 Madrid" };
    await h.t.app.inject({ method: "PUT", url: `${h.t.base}/api/admin/practice`, headers: bearer(h.admin), payload: identity });
    const b = await h.book("es");
    await h.payThroughStripe(b.id);
    await h.t.app.inject({ method: "POST", url: `${h.t.base}/bookings/manage/${b.token}/cancel` });
    const about = (m: { to: string[]; raw: string }, start: string) =>
      m.to.includes(ELENA) && subject(m.raw).startsWith(start) && textBody(m.raw).includes(b.email);
    const cancelled = textBody((await waitForMail(h.t, (m) => about(m, "Booking cancelled"))).raw);
    expect(cancelled).not.toContain("get in touch with the client about the money");
    expect(cancelled).toContain("the client was told that the €70.00 she paid is refunded in full");
    const done = textBody((await waitForMail(h.t, (m) => about(m, "Refunded automatically: €70.00"))).raw);
    const rectifying = await h.t.db
      .selectFrom("invoices")
      .select("number")
      .where("booking_id", "=", b.id)
      .where("type", "=", "rectifying")
      .executeTakeFirstOrThrow();
    expect(done).toContain("refunded to her automatically through Stripe");
    expect(done).toContain(`Rectifying invoice: ${rectifying.number}.`);
    expect(done).toContain("Nothing for you to do: do not refund it again.");

    // Stripe refuses: then, and only then, she is asked to refund by hand.
    const c = await h.book("es");
    await h.payThroughStripe(c.id);
    fake.failNext(2);
    await h.t.app.inject({ method: "POST", url: `${h.t.base}/bookings/manage/${c.token}/cancel` });
    const due = await waitForMail(h.t, (m) => m.to.includes(ELENA) && subject(m.raw).startsWith("Refund due: €70.00") && textBody(m.raw).includes(c.email));
    expect(textBody(due.raw)).toContain("the automatic refund through Stripe failed");
    expect(textBody(due.raw)).toContain("Once you have made the refund, record it on the booking (Refund).");
    expect(h.t.mailbox.received.some((m) => about(m, "Refunded automatically") && textBody(m.raw).includes(c.email))).toBe(false);
  });

  it("does not refund an unpaid booking the client cancels, nor mention a refund", async () => {
    const b = await h.book("en");
    const before = fake.to("/v1/refunds").length;
    await h.t.app.inject({ method: "POST", url: `${h.t.base}/bookings/manage/${b.token}/cancel` });
    expect(fake.to("/v1/refunds")).toHaveLength(before);
    const mail = await waitForMail(h.t, (m) => m.to.includes(b.email) && subject(m.raw).startsWith("Booking cancelled"));
    expect(textBody(mail.raw)).not.toContain("refunded");
  });

  it("lets her refund in full or in part, each recorded with Stripe's id and mailed to the client", async () => {
    const b = await h.book("en");
    await h.payThroughStripe(b.id);
    const part = await h.refund(b.id, { amount: 2000 });
    expect(part.statusCode).toBe(200);
    expect(part.json().payment).toMatchObject({ status: "partially_refunded", refunded_amount: 2000 });
    expect(fake.to("/v1/refunds").at(-1)!.params).toMatchObject({ payment_intent: `pi_booking_${b.id}`, amount: "2000" });
    expect(part.json().history.at(-1).note).toMatch(/^refunded €20\.00 through Stripe \(re_fake_\d+\) by admin@test\.local$/);
    const mail = await waitForMail(h.t, (m) => m.to.includes(b.email) && subject(m.raw).startsWith("Refund of €20.00"));
    expect(textBody(mail.raw)).toContain("We have refunded €20.00 of your payment for Initial consultation on");
    expect(textBody(mail.raw)).toContain("It will reach your account within 5–10 business days.");

    const tooMuch = await h.refund(b.id, { amount: 6000 }, "es");
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toBe("El importe a reembolsar debe ser un número entero de céntimos, mayor que 0 y como mucho lo que queda por reembolsar.");
    for (const amount of [0, -5, 12.5, "100"]) expect((await h.refund(b.id, { amount })).statusCode).toBe(422);

    const rest = await h.refund(b.id); // all that is left
    expect(rest.json().payment).toMatchObject({ status: "refunded", refunded_amount: 7000 });
    expect(fake.to("/v1/refunds").at(-1)!.params.amount).toBe("5000");
    const again = await h.refund(b.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe("This booking has no payment left to refund.");
    const rows = await h.t.db.selectFrom("booking_refunds").select(["amount", "source"]).where("booking_id", "=", b.id).orderBy("id").execute();
    expect(rows).toEqual([
      { amount: 2000, source: "admin" },
      { amount: 5000, source: "admin" },
    ]);
  });

  it("answers 409 for a booking with nothing paid, and 502 with nothing recorded when Stripe refuses", async () => {
    const unpaid = await h.book("en");
    expect((await h.refund(unpaid.id)).statusCode).toBe(409);
    const b = await h.book("en");
    await h.payThroughStripe(b.id);
    fake.failNext(2);
    const res = await h.refund(b.id);
    expect(res.statusCode).toBe(502);
    expect((await h.details(b.id)).payment.refunded_amount).toBe(0);
  });

  it("reconciles a refund made in Stripe's dashboard (charge.refunded) once, and tells the client", async () => {
    const b = await h.book("en");
    await h.payThroughStripe(b.id);
    const charge = { object: "charge", id: "ch_1", payment_intent: `pi_booking_${b.id}`, amount_refunded: 3000, currency: "eur" };
    const res = await h.deliver("charge.refunded", charge, "evt_dashboard_1");
    expect(res.json()).toEqual({ received: true, outcome: "refund_recorded" });
    const d = await h.details(b.id);
    expect(d.payment).toMatchObject({ status: "partially_refunded", refunded_amount: 3000 });
    expect(d.history.at(-1).note).toBe("refund of €30.00 made in Stripe's dashboard (event evt_dashboard_1)");
    await waitForMail(h.t, (m) => m.to.includes(b.email) && subject(m.raw).startsWith("Refund of €30.00"));

    expect((await h.deliver("charge.refunded", charge, "evt_dashboard_1")).json().outcome).toBe("duplicate");
    expect((await h.deliver("charge.refunded", charge)).json().outcome).toBe("already_recorded");
    // A later dashboard refund with its list of refunds: only the new one is recorded.
    const listed = { ...charge, amount_refunded: 7000, refunds: { data: [{ id: "re_dash_2", amount: 4000 }] } };
    expect((await h.deliver("charge.refunded", listed)).json().outcome).toBe("refund_recorded");
    expect((await h.deliver("charge.refunded", listed)).json().outcome).toBe("already_recorded");
    expect((await h.details(b.id)).payment).toMatchObject({ status: "refunded", refunded_amount: 7000 });
    expect(countMails(h.t, (m) => m.to.includes(b.email) && subject(m.raw).startsWith("Refund of"))).toBeLessThanOrEqual(2);

    // Our own refund's charge.refunded changes nothing more.
    const c = await h.book("en");
    await h.payThroughStripe(c.id);
    await h.refund(c.id);
    expect((await h.deliver("charge.refunded", { ...charge, payment_intent: `pi_booking_${c.id}`, amount_refunded: 7000 })).json().outcome).toBe(
      "already_recorded",
    );
    expect((await h.deliver("charge.refunded", { ...charge, payment_intent: "pi_unknown" })).json().outcome).toBe("unknown_payment");
    expect((await h.deliver("charge.refunded", { object: "charge", payment_intent: "pi_x" })).statusCode).toBe(400);
  });
});

describe("Refunds without a Stripe key: made by hand, the same words to the client", () => {
  const h = harness();
  beforeAll(async () => {
    h.t = await buildTestApp({ BOOKING_UNPAID_LIMIT: "100", NUTRITIONIST_EMAIL: ELENA }, { clock });
    h.admin = await h.t.login();
    h.planId = (await createPlan(h.t, null)).id;
  });
  afterAll(() => h.t.close());

  it("tells the client her refund is coming, tells the nutritionist to make it, and records it once she has", async () => {
    const b = await h.book("es");
    await h.t.app.inject({ method: "POST", url: `${h.t.base}/bookings/${b.id}/mark_paid`, headers: bearer(h.admin) });
    await h.t.app.inject({ method: "POST", url: `${h.t.base}/bookings/manage/${b.token}/cancel` });
    const mail = await waitForMail(h.t, (m) => m.to.includes(b.email) && subject(m.raw).startsWith("Reserva cancelada"));
    expect(textBody(mail.raw)).toContain(
      "Pagaste 70,00\u00a0€ por esta sesión y te lo devolvemos íntegramente: llegará a tu cuenta en un plazo de 5 a 10 días hábiles.",
    );
    const notice = await waitForMail(h.t, (m) => m.to.includes(ELENA) && subject(m.raw).startsWith("Refund due: €70.00"));
    expect(textBody(notice.raw)).toContain("this payment was not made through Stripe, so the refund is yours to make");
    expect((await h.details(b.id)).history.at(-1).note).toBe("refund of €70.00 due by hand: cancelled by the client within the free window");

    const res = await h.refund(b.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({ status: "refunded", refunded_amount: 7000 });
    expect(res.json().history.at(-1).note).toBe("refund of €70.00 made by hand, recorded by admin@test.local");
    const told = await waitForMail(h.t, (m) => m.to.includes(b.email) && subject(m.raw).startsWith("Reembolso de 70,00"));
    expect(textBody(told.raw)).toContain("Llegará a tu cuenta en un plazo de 5 a 10 días hábiles.");
  });
});
