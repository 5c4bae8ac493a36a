import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { icsOf, subject, textBody } from "../../test/mime.js";
import { createPlan, manageToken, person, waitForMail } from "./test-support.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

describe("client self-service through the private link", () => {
  let t: TestApp;
  let admin: string;
  let planId: number;
  let link: string;
  let id: number;
  const url = (p = "") => `${t.base}/bookings${p}`;
  const manage = (p = "", payload?: object, lang = "en") =>
    t.app.inject({ method: payload ? "POST" : "GET", url: url(`/manage/${link}${p}`), payload, headers: { "accept-language": lang } });

  beforeAll(async () => {
    t = await buildTestApp({ NUTRITIONIST_EMAIL: "elena@practice.test", PUBLIC_URL: "https://practice.test" }, { clock });
    admin = await t.login();
    planId = (await createPlan(t)).id;
    const res = await t.app.inject({
      method: "POST",
      url: url(),
      payload: { service_plan_id: planId, ...person, date: "2027-01-07", time: "10:00", language: "en" },
    });
    id = res.json().id;
    link = manageToken(await waitForMail(t, (m) => m.to.includes(person.email) && subject(m.raw).startsWith("Your booking")));
  });
  afterAll(() => t.close());

  it("shows the booking behind the link, and nothing behind a wrong one", async () => {
    const res = await manage();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      date: "2027-01-07",
      time: "10:00",
      status: "pending_payment",
      service_plan_title: "Initial consultation",
      price: 70,
      payment_link: `https://pay.example.com/p/initial?client_reference_id=${id}&prefilled_email=lucia%40example.com`,
      meeting_url: null,
      can_change: true,
      change_deadline: "2027-01-06T09:00:00.000Z",
      contact_email: "elena@practice.test",
    });
    expect(res.json()).not.toHaveProperty("email");
    for (const bad of ["x".repeat(43), "short", link.slice(0, -1) + (link.endsWith("A") ? "B" : "A")]) {
      const r = await t.app.inject({ url: url(`/manage/${bad}`), headers: { "accept-language": "es" } });
      expect(r.statusCode).toBe(404);
      expect(r.json().error).toBe("Este enlace de reserva no es válido.");
    }
  });

  it("reschedules within every availability rule", async () => {
    await t.app.inject({
      method: "POST",
      url: url(),
      payload: { service_plan_id: planId, ...person, email: "other@example.com", date: "2027-01-08", time: "09:00" },
    });
    expect((await manage("/reschedule", { date: "2027-01-07", time: "10:00" })).statusCode).toBe(422);
    const taken = await manage("/reschedule", { date: "2027-01-08", time: "09:00" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe("This time slot is already booked. Please choose another.");
    expect((await manage("/reschedule", { date: "2027-01-09", time: "10:00" })).json().error).toBe("This date is unavailable.");
    expect((await manage("/reschedule", { date: "2027-01-05", time: "10:00" })).json().error).toBe("This time is not available.");
    expect((await manage("/reschedule", { date: "2027-01-08" })).statusCode).toBe(422);
    expect((await manage("/reschedule", { date: "2027-01-08", time: "7pm" })).statusCode).toBe(422);
  });

  it("moves the booking, keeping its id, raising SEQUENCE and freeing the old slot", async () => {
    const res = await manage("/reschedule", { date: "2027-01-08", time: "11:00" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, date: "2027-01-08", time: "11:00", status: "pending_payment", start_at: "2027-01-08T10:00:00.000Z" });
    expect((await t.app.inject({ url: url("/available_times?date=2027-01-07") })).json().available_times).toContain("10:00");
    expect((await t.app.inject({ url: url("/available_times?date=2027-01-08") })).json().booked_times).toEqual(["09:00", "11:00"]);

    const details = (await t.app.inject({ url: url(`/${id}`), headers: bearer(admin) })).json();
    expect(details.sequence).toBe(1);
    expect(details.history.at(-1)).toMatchObject({
      actor: "client",
      from_status: "pending_payment",
      to_status: "pending_payment",
      note: "rescheduled from 2027-01-07 10:00 to 2027-01-08 11:00",
    });

    const mail = await waitForMail(t, (m) => m.to.includes(person.email) && subject(m.raw).startsWith("Booking moved"));
    const body = textBody(mail.raw);
    expect(body).toContain("It was on Thursday, 7 January 2027 at 10:00");
    expect(body).toContain("Friday, 8 January 2027 at 11:00 (Madrid time)");
    expect(body).toContain(`/manage-booking/${link}`);
    const ics = icsOf(mail.raw)!;
    expect(ics.method).toBe("REQUEST");
    expect(ics.event).toMatchObject({ UID: `booking-${id}@practice.test`, SEQUENCE: "1", DTSTART: "20270108T100000Z" });
    const notice = await waitForMail(t, (m) => m.to.includes("elena@practice.test") && subject(m.raw).startsWith("Booking moved"));
    expect(textBody(notice.raw)).toContain("Was: Thursday, 7 January 2027 at 10:00");
  });

  it("refuses changes within 24 h of the start, explaining whom to contact", async () => {
    clock.set("2027-01-07T10:30:00Z"); // 23.5 h before the start
    const view = (await manage()).json();
    expect(view.can_change).toBe(false);
    for (const [p, body] of [
      ["/cancel", {}],
      ["/reschedule", { date: "2027-01-11", time: "10:00" }],
    ] as const) {
      const res = await manage(p, body, "es");
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toContain("contacta directamente con la nutricionista");
    }
    clock.set("2027-01-04T08:00:00Z");
  });

  it("cancels free of charge before then, once", async () => {
    const res = await manage("/cancel", {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "cancelled", can_change: false });
    expect((await t.app.inject({ url: url("/available_times?date=2027-01-08") })).json().booked_times).toEqual(["09:00"]);
    const mail = await waitForMail(t, (m) => m.to.includes(person.email) && subject(m.raw).startsWith("Booking cancelled"));
    expect(textBody(mail.raw)).toContain("As you asked, your session on Friday, 8 January 2027 at 11:00");
    expect(icsOf(mail.raw)!.event).toMatchObject({ SEQUENCE: "2", STATUS: "CANCELLED" });
    await waitForMail(t, (m) => m.to.includes("elena@practice.test") && subject(m.raw).startsWith("Booking cancelled"));
    const again = await manage("/cancel", {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe("This booking is no longer active.");
    expect((await manage("/reschedule", { date: "2027-01-11", time: "10:00" })).statusCode).toBe(409);
    const history = (await t.app.inject({ url: url(`/${id}`), headers: bearer(admin) })).json().history;
    expect(history.at(-1)).toMatchObject({ actor: "client", from_status: "pending_payment", to_status: "cancelled" });
  });
});
