import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { subject, textBody } from "../../test/mime.js";
import { bookingService, type BookingService } from "./service.js";
import { countMails, createPlan, person, waitForMail } from "./test-support.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

describe("booking jobs", () => {
  let t: TestApp;
  let admin: string;
  let instances: BookingService[];
  const ids: Record<string, number> = {};
  const url = (p = "") => `${t.base}/bookings${p}`;
  const to = (email: string, prefix: string) => (m: { to: string[]; raw: string }) => m.to.includes(email) && subject(m.raw).startsWith(prefix);

  beforeAll(async () => {
    // One client books many slots here; the hold limit has its own tests (booking-client.test.ts).
    t = await buildTestApp({ BOOKING_UNPAID_LIMIT: "100", NUTRITIONIST_EMAIL: "elena@practice.test" }, { clock });
    admin = await t.login();
    const planId = (await createPlan(t)).id;
    for (const [key, date, time] of [
      ["overdue", "2027-01-07", "10:00"],
      ["paid", "2027-01-07", "11:00"],
      ["later", "2027-01-08", "10:00"],
    ]) {
      const res = await t.app.inject({ method: "POST", url: url(), payload: { service_plan_id: planId, ...person, email: `${key}@example.com`, date, time } });
      ids[key!] = res.json().id;
      await waitForMail(t, to(`${key}@example.com`, "Your booking"));
    }
    await t.app.inject({ method: "POST", url: url(`/${ids.paid}/mark_paid`), headers: bearer(admin) });
    // Two instances of the engine on one database, as two servers would run the jobs.
    instances = [0, 1].map(() =>
      bookingService({ repos: t.app.repos, config: t.config, log: t.app.log, mails: t.app.mails, invoicing: t.app.services.invoicing }),
    );
  });
  afterAll(() => t.close());

  it("cancels each booking unpaid 24 h before its start once, with one mail, when run twice at once", async () => {
    const now = new Date("2027-01-06T09:30:00Z"); // the overdue one starts 2027-01-07T09:00Z
    const counts = await Promise.all(instances.map((s) => s.runPaymentDeadline(now)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await Promise.all(instances.map((s) => s.runPaymentDeadline(now)))).toEqual([0, 0]);

    const overdue = (await t.app.inject({ url: url(`/${ids.overdue}`), headers: bearer(admin) })).json();
    expect(overdue.status).toBe("cancelled");
    expect(overdue.history.filter((h: { actor: string }) => h.actor === "system")).toEqual([
      expect.objectContaining({ from_status: "pending_payment", to_status: "cancelled", note: "not paid 24 hours before the start" }),
    ]);
    for (const key of ["paid", "later"]) {
      expect((await t.app.inject({ url: url(`/${ids[key]}`), headers: bearer(admin) })).json().status).not.toBe("cancelled");
    }
    // The slot is free again.
    expect((await t.app.inject({ url: url("/available_times?date=2027-01-07") })).json().booked_times).toEqual(["11:00"]);

    const mail = await waitForMail(t, to("overdue@example.com", "Booking cancelled"));
    expect(textBody(mail.raw)).toContain("cancelled automatically because the payment was not received");
    await waitForMail(t, to("elena@practice.test", "Booking cancelled"));
    await new Promise((r) => setTimeout(r, 200));
    expect(countMails(t, to("overdue@example.com", "Booking cancelled"))).toBe(1);
    expect(countMails(t, to("elena@practice.test", "Booking cancelled"))).toBe(1);
  });

  it("sends the day-before reminder of a confirmed booking once, when run twice at once", async () => {
    const now = new Date("2027-01-06T10:30:00Z"); // the paid one starts 2027-01-07T10:00Z
    const counts = await Promise.all(instances.map((s) => s.runReminders(now)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await instances[0]!.runReminders(new Date("2027-01-06T12:00:00Z"))).toBe(0);
    const mail = await waitForMail(t, to("paid@example.com", "Reminder"));
    expect(subject(mail.raw)).toBe("Reminder: Initial consultation tomorrow at 11:00");
    await new Promise((r) => setTimeout(r, 200));
    expect(countMails(t, to("paid@example.com", "Reminder"))).toBe(1);
    expect(countMails(t, to("later@example.com", "Reminder"))).toBe(0);
  });
});
