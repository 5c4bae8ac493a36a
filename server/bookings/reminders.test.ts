import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { subject, textBody } from "../../test/mime.js";
import { bookingService, type BookingService } from "./service.js";
import { countMails, createPlan, person, waitForMail } from "./test-support.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

// The payment reminder (12 h before the payment deadline, itself 24 h before the start) and
// the day-before reminder of a paid session: through the outbox, once each, in the client's language.
describe("reminders", () => {
  let t: TestApp;
  let admin: string;
  let instances: BookingService[];
  const ids: Record<string, number> = {};
  const to = (email: string, prefix: string) => (m: { to: string[]; raw: string }) => m.to.includes(email) && subject(m.raw).startsWith(prefix);
  const manage = (body: string) => /manage-booking\/([A-Za-z0-9_-]+)/.exec(body)![1]!;

  beforeAll(async () => {
    t = await buildTestApp({ BOOKING_UNPAID_LIMIT: "100", NUTRITIONIST_EMAIL: "elena@practice.test", PUBLIC_URL: "https://practice.test" }, { clock });
    admin = await t.login();
    const planId = (await createPlan(t, "https://buy.stripe.com/test_plan")).id;
    // Thursday 7 January: 10:00 Madrid is 09:00Z; payment due Wednesday 09:00Z.
    for (const [key, time, language] of [
      ["unpaid_es", "10:00", "es"],
      ["unpaid_gr", "11:00", "gr"],
      ["paid_en", "12:00", "en"],
      ["paid_gr", "16:00", "gr"],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url: `${t.base}/bookings`,
        payload: { service_plan_id: planId, ...person, email: `${key}@example.com`, date: "2027-01-07", time, language },
      });
      expect(res.statusCode).toBe(201);
      ids[key] = res.json().id;
    }
    for (const key of ["paid_en", "paid_gr"]) await t.app.inject({ method: "POST", url: `${t.base}/bookings/${ids[key]}/mark_paid`, headers: bearer(admin) });
    instances = [0, 1].map(() =>
      bookingService({ repos: t.app.repos, config: t.config, log: t.app.log, mails: t.app.mails, invoicing: t.app.services.invoicing }),
    );
  });
  afterAll(() => t.close());

  it("sends no payment reminder too early, then one per unpaid booking, with the pay link and the deadline, in the client's language", async () => {
    expect(await instances[0]!.runPaymentReminders(new Date("2027-01-05T20:00:00Z"))).toBe(0); // 13 h before the deadline
    const now = new Date("2027-01-05T22:30:00Z"); // 10.5 and 11.5 h before the two deadlines
    const counts = await Promise.all(instances.map((s) => s.runPaymentReminders(now)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await instances[0]!.runPaymentReminders(new Date("2027-01-06T08:00:00Z"))).toBe(0);

    const es = await waitForMail(t, to("unpaid_es@example.com", "Recordatorio de pago"));
    const body = textBody(es.raw);
    expect(subject(es.raw)).toBe("Recordatorio de pago: Initial consultation el jueves, 7 de enero de 2027, 10:00");
    expect(body).toContain("Tu sesión del jueves, 7 de enero de 2027, 10:00 (hora de Madrid) está reservada, pero todavía no hemos recibido tu pago.");
    expect(body).toContain("antes del miércoles, 6 de enero de 2027, 10:00 (hora de Madrid)");
    expect(body).toContain(`https://buy.stripe.com/test_plan?client_reference_id=${ids.unpaid_es}&prefilled_email=unpaid_es`);
    // Its private link works (a further link: the first one from the confirmation still does too).
    expect((await t.app.inject({ url: `${t.base}/bookings/manage/${manage(body)}` })).json()).toMatchObject({ id: ids.unpaid_es });

    const gr = await waitForMail(t, to("unpaid_gr@example.com", "Υπενθύμιση πληρωμής"));
    expect(textBody(gr.raw)).toContain("δεν έχουμε λάβει ακόμη την πληρωμή σας");
    await new Promise((r) => setTimeout(r, 300));
    for (const key of ["unpaid_es", "unpaid_gr"])
      expect(countMails(t, (m) => m.to.includes(`${key}@example.com`) && /Recordatorio de pago|Υπενθύμιση πληρωμής/.test(subject(m.raw)))).toBe(1);
    for (const key of ["paid_en", "paid_gr"])
      expect(
        countMails(t, (m) => m.to.includes(`${key}@example.com`) && /payment|πληρωμής/i.test(subject(m.raw)) && !/received|Λάβαμε/.test(subject(m.raw))),
      ).toBe(0);
  });

  it("sends the day-before reminder of a paid session once, with the meeting link and the private page", async () => {
    clock.set("2027-01-06T12:00:00Z");
    const now = new Date("2027-01-06T11:30:00Z"); // the 12:00 session starts 2027-01-07T11:00Z
    const counts = await Promise.all(instances.map((s) => s.runReminders(now)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const meeting = (await t.app.inject({ url: `${t.base}/bookings/${ids.paid_en}`, headers: bearer(admin) })).json().meeting_url as string;
    const mail = await waitForMail(t, to("paid_en@example.com", "Reminder"));
    const body = textBody(mail.raw);
    expect(subject(mail.raw)).toBe("Reminder: Initial consultation tomorrow at 12:00");
    expect(body).toMatch(new RegExp(`At the time of the session, join with this link:\\r?\\n${meeting.replace(/[.?]/g, "\\$&")}`));
    const managed = (await t.app.inject({ url: `${t.base}/bookings/manage/${manage(body)}` })).json();
    expect(managed).toMatchObject({ id: ids.paid_en, status: "confirmed", meeting_url: meeting });

    expect(await instances[1]!.runReminders(new Date("2027-01-06T15:30:00Z"))).toBe(1); // the 16:00 one
    const gr = await waitForMail(t, to("paid_gr@example.com", "Υπενθύμιση"));
    expect(textBody(gr.raw)).toContain("Την ώρα της συνεδρίας, συνδεθείτε με αυτόν τον σύνδεσμο:");
    expect(await instances[0]!.runReminders(new Date("2027-01-06T16:00:00Z"))).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(countMails(t, to("paid_en@example.com", "Reminder"))).toBe(1);
    expect(countMails(t, to("paid_gr@example.com", "Υπενθύμιση:"))).toBe(1);
    // Never before payment: the unpaid ones get no session reminder.
    expect(countMails(t, to("unpaid_es@example.com", "Recordatorio:"))).toBe(0);
    const queued = await t.db.selectFrom("outbox").select("kind").where("kind", "in", ["session_reminder", "payment_reminder"]).execute();
    expect(queued.length).toBe(4);
  });
});
