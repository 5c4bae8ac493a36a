import ICAL from "ical.js";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { icsOf, subject, textBody } from "../../test/mime.js";
import { countMails, createPlan, manageToken, person, waitForMail } from "../bookings/test-support.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

const SECRET = "whsec_test_0123456789abcdef";
const JITSI_ROOM = /^https:\/\/meet\.jit\.si\/Consultation-[0-9a-f]{32}$/;

describe("Stripe payments", () => {
  let t: TestApp;
  let admin: string;
  let planId: number;
  let n = 0;
  const url = (p = "") => `${t.base}/bookings${p}`;
  const book = async (email: string, date: string, time: string, language = "en") => {
    const res = await t.app.inject({ method: "POST", url: url(), payload: { service_plan_id: planId, ...person, email, date, time, language } });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const event = (type: string, object: Record<string, unknown>, id = `evt_test_${++n}`) =>
    JSON.stringify({ id, object: "event", type, data: { object: { object: "checkout.session", amount_total: 7000, currency: "eur", ...object } } });
  const deliver = (payload: string, signature: string | null = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET })) =>
    t.app.inject({
      method: "POST",
      url: `${t.base}/webhooks/stripe`,
      payload,
      headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
    });
  const to = (email: string, prefix: string) => (m: { to: string[]; raw: string }) => m.to.includes(email) && subject(m.raw).startsWith(prefix);
  const details = async (id: number) => (await t.app.inject({ url: url(`/${id}`), headers: bearer(admin) })).json();

  beforeAll(async () => {
    t = await buildTestApp(
      {
        BOOKING_UNPAID_LIMIT: "100",
        STRIPE_WEBHOOK_SECRET: SECRET,
        NUTRITIONIST_EMAIL: "elena@practice.test",
        PUBLIC_URL: "https://practice.test",
      },
      { clock },
    );
    admin = await t.login();
    planId = (await createPlan(t, "https://buy.stripe.com/test_abc")).id;
  });
  afterAll(() => t.close());

  it("puts the booking's id and the client's address on the payment link, reached from the mail's pay address and on the private page", async () => {
    const id = await book("link@example.com", "2027-01-07", "09:00");
    const mail = await waitForMail(t, to("link@example.com", "Your booking"));
    const expected = `https://buy.stripe.com/test_abc?client_reference_id=${id}&prefilled_email=link%40example.com`;
    // The mail gives the site's pay address (it never goes stale), which leads to the plan's link.
    const pay = new URL(/https:\/\/practice\.test\/pay\/\S+/.exec(textBody(mail.raw))![0]);
    const go = await t.app.inject({ url: pay.pathname });
    expect(go.statusCode).toBe(303);
    expect(go.headers.location).toBe(expected);
    const managed = (await t.app.inject({ url: url(`/manage/${manageToken(mail)}`) })).json();
    expect(managed).toMatchObject({ payment_link: expected, payment_url: pay.toString(), meeting_url: null });
    expect(icsOf(mail.raw)!.event.LOCATION).toBeUndefined();
    expect((await details(id)).meeting_url).toBeNull();
  });

  it("confirms a booking paid through Stripe once: meeting link, a 'payment received' mail, and a repeated event changes nothing", async () => {
    const id = await book("paid@example.com", "2027-01-07", "10:00", "es");
    const token = manageToken(await waitForMail(t, to("paid@example.com", "Tu reserva")));
    const payload = event("checkout.session.completed", {
      client_reference_id: String(id),
      payment_status: "paid",
      customer_details: { email: "paid@example.com" },
    });

    const res = await deliver(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: "confirmed" });
    const booking = await details(id);
    expect(booking.status).toBe("confirmed");
    expect(booking.meeting_url).toMatch(JITSI_ROOM);
    expect(booking.history.at(-1)).toMatchObject({ from_status: "pending_payment", to_status: "confirmed", actor: "system" });

    const mail = await waitForMail(t, to("paid@example.com", "Pago recibido"));
    const body = textBody(mail.raw);
    expect(body).toContain("Hemos recibido tu pago, gracias. Tu sesión está confirmada:");
    expect(body).toContain(booking.meeting_url);
    // The calendar file carries the meeting as its place and address (read by a real parser).
    const vevent = new ICAL.Component(ICAL.parse(icsOf(mail.raw)!.text)).getFirstSubcomponent("vevent")!;
    expect(vevent.getFirstPropertyValue("location")).toBe(booking.meeting_url);
    expect(vevent.getFirstPropertyValue("url")).toBe(booking.meeting_url);
    // The private page shows the meeting now, and no payment link any more.
    expect((await t.app.inject({ url: url(`/manage/${token}`) })).json()).toMatchObject({
      status: "confirmed",
      meeting_url: booking.meeting_url,
      payment_link: null,
    });

    // Her calendar feed shows the meeting too.
    const feedUrl = new URL((await t.app.inject({ url: `${t.base}/admin/calendar_feed`, headers: bearer(admin) })).json().url as string);
    const feed = new ICAL.Component(ICAL.parse((await t.app.inject({ url: feedUrl.pathname + feedUrl.search })).body));
    const inFeed = feed.getAllSubcomponents("vevent").find((v) => String(v.getFirstPropertyValue("uid")).startsWith(`booking-${id}@`))!;
    expect(inFeed.getFirstPropertyValue("location")).toBe(booking.meeting_url);
    expect(String(inFeed.getFirstPropertyValue("description"))).toContain(booking.meeting_url);

    const again = await deliver(payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().outcome).toBe("duplicate");
    const other = await deliver(event("checkout.session.completed", { client_reference_id: String(id), payment_status: "paid" }));
    expect(other.json().outcome).toBe("already_paid");
    await new Promise((r) => setTimeout(r, 300));
    expect(countMails(t, to("paid@example.com", "Pago recibido"))).toBe(1);
    expect((await details(id)).meeting_url).toBe(booking.meeting_url);
  });

  it("refuses a missing or wrong signature with 400 and changes nothing", async () => {
    const id = await book("unsigned@example.com", "2027-01-07", "11:00");
    const payload = event("checkout.session.completed", { client_reference_id: String(id), payment_status: "paid" });
    expect((await deliver(payload, null)).statusCode).toBe(400);
    const wrong = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    expect((await deliver(payload, wrong)).statusCode).toBe(400);
    // Signed, then altered: the signature covers the exact bytes.
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const tampered = await deliver(payload.replace(`"${id}"`, `"${id + 1}"`), signed);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error).toBe("The webhook signature is missing or not valid.");
    expect((await details(id)).status).toBe("pending_payment");
  });

  it("answers 200 for an unknown booking, a payment not yet settled and other events, changing nothing", async () => {
    for (const ref of ["999999", "not-a-booking", null]) {
      const res = await deliver(event("checkout.session.completed", { client_reference_id: ref, payment_status: "paid" }));
      expect(res.statusCode).toBe(200);
      expect(res.json().outcome).toBe("unknown_booking");
    }
    const id = await book("slow@example.com", "2027-01-07", "12:00");
    const unpaid = await deliver(event("checkout.session.completed", { client_reference_id: String(id), payment_status: "unpaid" }));
    expect(unpaid.json().outcome).toBe("awaiting_payment");
    expect((await details(id)).status).toBe("pending_payment");
    expect((await deliver(event("customer.created", {}))).json().outcome).toBe("ignored");
    const settled = await deliver(event("checkout.session.async_payment_succeeded", { client_reference_id: String(id), payment_status: "paid" }));
    expect(settled.json().outcome).toBe("confirmed");
  });

  it("flags a payment for a cancelled booking to the nutritionist for a refund", async () => {
    const id = await book("late@example.com", "2027-01-07", "16:00");
    await t.app.inject({ method: "POST", url: url(`/${id}/cancel`), headers: bearer(admin) });
    const res = await deliver(event("checkout.session.completed", { client_reference_id: String(id), payment_status: "paid" }, "evt_late_1"));
    expect(res.json().outcome).toBe("refund_flagged");
    const booking = await details(id);
    expect(booking.status).toBe("cancelled");
    expect(booking.meeting_url).toBeNull();
    expect(booking.history.at(-1).note).toBe("paid through Stripe (event evt_late_1) while cancelled: refund needed");
    const notice = await waitForMail(t, to("elena@practice.test", "Payment for a cancelled booking"));
    expect(textBody(notice.raw)).toContain("refund it if appropriate");
    expect(countMails(t, to("late@example.com", "Payment received"))).toBe(0);
  });

  it("sends the same 'payment received' mail, with the meeting link, when she marks a booking paid", async () => {
    const id = await book("manual@example.com", "2027-01-07", "17:00", "gr");
    const res = await t.app.inject({ method: "POST", url: url(`/${id}/mark_paid`), headers: bearer(admin) });
    expect(res.json().meeting_url).toMatch(JITSI_ROOM);
    const mail = await waitForMail(t, to("manual@example.com", "Λάβαμε την πληρωμή"));
    expect(textBody(mail.raw)).toContain(res.json().meeting_url);
    expect(textBody(mail.raw)).toContain("Λάβαμε την πληρωμή σας, σας ευχαριστούμε.");
  });

  it("gives paid bookings her personal meeting link when she has set one; each Jitsi room is different otherwise", async () => {
    const a = await book("room1@example.com", "2027-01-08", "09:00");
    const b = await book("room2@example.com", "2027-01-08", "10:00");
    for (const id of [a, b]) await t.app.inject({ method: "POST", url: url(`/${id}/mark_paid`), headers: bearer(admin) });
    const [ra, rb] = [(await details(a)).meeting_url, (await details(b)).meeting_url];
    expect(ra).toMatch(JITSI_ROOM);
    expect(ra).not.toBe(rb);

    const bad = await t.app.inject({
      method: "PUT",
      url: `${t.base}/admin/meeting_link`,
      headers: { ...bearer(admin), "accept-language": "es" },
      payload: { url: "javascript:alert(1)" },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.url).toEqual(["Introduce un enlace válido (http o https)."]);
    const set = await t.app.inject({
      method: "PUT",
      url: `${t.base}/admin/meeting_link`,
      headers: bearer(admin),
      payload: { url: "https://zoom.us/j/123456789" },
    });
    expect(set.json()).toEqual({ url: "https://zoom.us/j/123456789", default_base_url: "https://meet.jit.si" });
    const c = await book("room3@example.com", "2027-01-08", "11:00");
    await t.app.inject({ method: "POST", url: url(`/${c}/mark_paid`), headers: bearer(admin) });
    expect((await details(c)).meeting_url).toBe("https://zoom.us/j/123456789");
    expect((await details(a)).meeting_url).toBe(ra); // kept
    await t.app.inject({ method: "PUT", url: `${t.base}/admin/meeting_link`, headers: bearer(admin), payload: { url: "" } });
    expect((await t.app.inject({ url: `${t.base}/admin/meeting_link`, headers: bearer(admin) })).json().url).toBeNull();
    expect((await t.app.inject({ url: `${t.base}/admin/meeting_link` })).statusCode).toBe(401);
  });
});

describe("Stripe webhook without a secret", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ BOOKING_UNPAID_LIMIT: "100" }, { clock });
  });
  afterAll(() => t.close());

  it("answers 404, and the manual flow is unchanged", async () => {
    const payload = JSON.stringify({ id: "evt_x", type: "checkout.session.completed", data: { object: { client_reference_id: "1" } } });
    const res = await t.app.inject({
      method: "POST",
      url: `${t.base}/webhooks/stripe`,
      payload,
      headers: { "content-type": "application/json", "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_any" }) },
    });
    expect(res.statusCode).toBe(404);
  });
});
