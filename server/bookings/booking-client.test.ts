import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { subject, textBody } from "../../test/mime.js";
import { bookingService } from "./service.js";
import { person, waitForMail } from "./test-support.js";
import { testClock } from "../../test/clock.js";

// Monday 4 January 2027, 09:00 in Madrid. Default availability: Mon–Fri 09–13 and 16–19,
// 60-minute slots, 48 h notice, 60 days ahead.
const clock = testClock("2027-01-04T08:00:00Z");

const texts = (language: "en" | "es" | "gr", title: string) => ({
  title,
  description: "About the plan",
  order: 0,
  language,
  payment_link: null,
  features_attributes: [],
});

describe("the client's booking flow: plan durations, the free intro call, consent and slot hoarding", () => {
  let t: TestApp;
  let admin: string;
  let paid: number; // 70 €, one slot (60 min)
  let long: number; // 90 min
  let intro: number; // free, 15 min
  let seq = 0;
  const url = (p = "") => `${t.base}/bookings${p}`;
  /** Each booking from a new person unless the test says otherwise (the hold limit is its own test). */
  const book = (payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
    seq++;
    return t.app.inject({
      method: "POST",
      url: url(),
      headers,
      payload: { ...person, email: `client${seq}@example.com`, phone_number: `61100000${String(seq).padStart(2, "0")}`, ...payload },
    });
  };
  const createPlans = async (body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/v1/service_plans`,
      headers: bearer(admin),
      payload: {
        service_plans: (["en", "es", "gr"] as const).map((l) => ({
          ...texts(l, `${body.title ?? "Plan"} ${l}`),
          ...body,
          title: `${body.title ?? "Plan"} ${l}`,
        })),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().service_plans[0] as { id: number; price: number; duration_minutes: number | null; intro_call: boolean };
  };

  beforeAll(async () => {
    t = await buildTestApp({ NUTRITIONIST_EMAIL: "elena@practice.test", PUBLIC_URL: "https://practice.test" }, { clock });
    admin = await t.login();
    const p = await createPlans({ title: "Consultation", price: 70, payment_link: "https://pay.example.com/p/c" });
    expect(p.duration_minutes).toBeNull(); // one slot of the availability, whatever it is
    paid = p.id;
    long = (await createPlans({ title: "Long", price: 90, duration_minutes: 90 })).id;
    // Marked as the intro call: free and 15 minutes whatever the form says.
    const i = await createPlans({ title: "Intro", price: 50, duration_minutes: 60, intro_call: true });
    expect(i).toMatchObject({ price: 0, duration_minutes: 15, intro_call: true });
    intro = i.id;
  });
  afterAll(() => t.close());

  describe("plans", () => {
    it("keep the intro call free and short on update unless it is unmarked", async () => {
      const put = (body: object) => t.app.inject({ method: "PUT", url: `${t.base}/api/v1/service_plans/${intro}`, headers: bearer(admin), payload: body });
      const kept = await put({ title: "Intro en", description: "About", price: 40, order: 0 });
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toMatchObject({ price: 0, duration_minutes: 15, intro_call: true });
      const listed = (await t.app.inject({ url: `${t.base}/api/v1/service_plans?language=en` })).json() as { id: number; intro_call: boolean }[];
      expect(listed.find((x) => x.id === intro)?.intro_call).toBe(true);
      expect(listed.find((x) => x.id === paid)?.intro_call).toBe(false);
    });

    it("refuse a duration that is not a multiple of 5 minutes", async () => {
      const res = await t.app.inject({
        method: "PUT",
        url: `${t.base}/api/v1/service_plans/${long}`,
        headers: bearer(admin),
        payload: { title: "Long en", description: "d", price: 90, order: 0, duration_minutes: 47 },
      });
      expect(res.statusCode).toBe(422);
    });
  });

  describe("available times for a plan", () => {
    it("without a plan: the contract's answer, one slot long", async () => {
      const res = await t.app.inject({ url: url("/available_times?date=2027-01-06") });
      expect(res.json()).toEqual({ available_times: ["09:00", "10:00", "11:00", "12:00", "16:00", "17:00", "18:00"], booked_times: [] });
    });

    it("gives only the start times at which the plan's session fits, with the same answer shape", async () => {
      const res = await t.app.inject({ url: url(`/available_times?date=2027-01-06&service_plan_id=${long}`) });
      expect(res.statusCode).toBe(200);
      // 90 minutes must end by 13:00 and by 19:00.
      expect(res.json()).toEqual({ available_times: ["09:00", "10:00", "11:00", "16:00", "17:00"], booked_times: [] });
    });

    it("a short intro call blocks the longer sessions it overlaps, and only those", async () => {
      const res = await book({ service_plan_id: intro, date: "2027-01-06", time: "10:00" });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ duration_minutes: 15, start_at: "2027-01-06T09:00:00.000Z" });
      const one = (await t.app.inject({ url: url(`/available_times?date=2027-01-06&service_plan_id=${paid}`) })).json();
      expect(one).toEqual({ available_times: ["09:00", "11:00", "12:00", "16:00", "17:00", "18:00"], booked_times: ["10:00"] });
      const ninety = (await t.app.inject({ url: url(`/available_times?date=2027-01-06&service_plan_id=${long}`) })).json();
      expect(ninety.available_times).toEqual(["11:00", "16:00", "17:00"]); // 09:00 would run into 10:00
      // Booking the 90-minute plan at 09:00 is refused for the same reason.
      const clash = await book({ service_plan_id: long, date: "2027-01-06", time: "09:00" });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().errors.time).toBeDefined();
    });

    it("offers the 15-minute call every 15 minutes within opening hours, and books it between the hours", async () => {
      const times = (await t.app.inject({ url: url(`/available_times?date=2027-01-19&service_plan_id=${intro}`) })).json().available_times as string[];
      expect(times.slice(0, 5)).toEqual(["09:00", "09:15", "09:30", "09:45", "10:00"]);
      expect(times.at(-1)).toBe("18:45");
      expect(times).toHaveLength(4 * 4 + 3 * 4);
      const res = await book({ service_plan_id: intro, date: "2027-01-19", time: "09:45" });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ duration_minutes: 15, start_at: "2027-01-19T08:45:00.000Z" });
      // The hour it falls in is gone for an hour-long plan, and that quarter for another call.
      const hourly = (await t.app.inject({ url: url(`/available_times?date=2027-01-19&service_plan_id=${paid}`) })).json();
      expect(hourly.available_times[0]).toBe("10:00");
      const calls = (await t.app.inject({ url: url(`/available_times?date=2027-01-19&service_plan_id=${intro}`) })).json();
      expect(calls.available_times.slice(0, 4)).toEqual(["09:00", "09:15", "09:30", "10:00"]);
      // An hour-long plan is still refused off its grid.
      const off = await book({ service_plan_id: paid, date: "2027-01-19", time: "10:15" });
      expect(off.statusCode).toBe(422);
      expect(off.json().errors.time).toBeDefined();
    });

    it("counts a day as full for a plan when none of its sessions fits", async () => {
      // Block every start but 12:00 and 18:00 with intro calls on Thursday; the 90-minute plan fits nowhere then.
      for (const time of ["09:00", "10:00", "11:00", "16:00", "17:00"]) {
        expect((await book({ service_plan_id: intro, date: "2027-01-07", time })).statusCode).toBe(201);
      }
      const forLong = (await t.app.inject({ url: url(`/unavailable_dates?service_plan_id=${long}`) })).json();
      expect(forLong.dates).toContain("2027-01-07");
      const forOne = (await t.app.inject({ url: url(`/unavailable_dates?service_plan_id=${paid}`) })).json();
      expect(forOne.dates).not.toContain("2027-01-07");
      expect((await t.app.inject({ url: url("/unavailable_dates") })).json().dates).not.toContain("2027-01-07");
    });

    it("answers an unknown or malformed plan with 422 in the visitor's language", async () => {
      for (const q of ["service_plan_id=999999", "service_plan_id=abc", "service_plan_id=-1"]) {
        const res = await t.app.inject({ url: url(`/available_times?date=2027-01-06&${q}`), headers: { "accept-language": "es" } });
        expect(res.statusCode, q).toBe(422);
        expect(res.json().error).toBeTruthy();
      }
      const res = await t.app.inject({ url: url("/unavailable_dates?service_plan_id=999999"), headers: { "accept-language": "el" } });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe("Επιλέξτε μια υπάρχουσα υπηρεσία.");
    });
  });

  describe("a free booking", () => {
    it("is confirmed at once, says there is nothing to pay, and is never cancelled for want of payment", async () => {
      const res = await book({ service_plan_id: intro, date: "2027-01-08", time: "10:00", email: "free@example.com", language: "es" });
      expect(res.statusCode, res.body).toBe(201);
      const b = res.json();
      expect(b.status).toBe("confirmed");
      const mail = await waitForMail(t, (m) => m.to.includes("free@example.com") && subject(m.raw).startsWith("Tu reserva"));
      const body = textBody(mail.raw);
      expect(body).toContain("Esta sesión es gratuita");
      expect(body).not.toContain("enlace de pago");
      const details = (await t.app.inject({ url: url(`/${b.id}`), headers: bearer(admin) })).json();
      expect(details.history[0]).toMatchObject({ from_status: null, to_status: "confirmed" });
      // The payment deadline passes: the job leaves it alone.
      const engine = bookingService({ repos: t.app.repos, config: t.config, log: t.app.log, mails: t.app.mails, invoicing: t.app.services.invoicing });
      await engine.runPaymentDeadline(new Date("2027-01-07T12:00:00Z"));
      expect((await t.app.inject({ url: url(`/${b.id}`), headers: bearer(admin) })).json().status).toBe("confirmed");
    });

    it("a paid plan still starts awaiting payment", async () => {
      const res = await book({ service_plan_id: paid, date: "2027-01-08", time: "11:00" });
      expect(res.json().status).toBe("pending_payment");
    });
  });

  describe("consent to the processing of health data", () => {
    it("is stored with its moment when given, and the contract's payload without it still books", async () => {
      const given = await book({ service_plan_id: paid, date: "2027-01-11", time: "09:00", privacy_consent: true });
      expect(given.statusCode, given.body).toBe(201);
      expect(given.json().privacy_consent_at).toBe("2027-01-04T08:00:00.000Z");
      const without = await book({ service_plan_id: paid, date: "2027-01-11", time: "10:00" });
      expect(without.statusCode).toBe(201);
      expect(without.json().privacy_consent_at).toBeNull();
      const details = (await t.app.inject({ url: url(`/${given.json().id}`), headers: bearer(admin) })).json();
      expect(details.privacy_consent_at).toBe("2027-01-04T08:00:00.000Z");
    });

    it("refuses a value that is not a boolean, without storing anything", async () => {
      const before = (await t.app.inject({ url: url(), headers: bearer(admin) })).json().length;
      const res = await book({ service_plan_id: paid, date: "2027-01-11", time: "11:00", privacy_consent: "yes" });
      expect(res.statusCode).toBe(422);
      expect((await t.app.inject({ url: url(), headers: bearer(admin) })).json().length).toBe(before);
    });
  });

  describe("the message", () => {
    it("over 5,000 characters: the error names the message, not the phone", async () => {
      for (const [lang, text] of [
        ["en", "Your message is too long: 5,000 characters at most."],
        ["es", "Tu mensaje es demasiado largo: 5.000 caracteres como máximo."],
        ["el", "Το μήνυμά σας είναι πολύ μεγάλο: έως 5.000 χαρακτήρες."],
      ] as const) {
        const res = await book({ service_plan_id: paid, date: "2027-01-11", time: "12:00", message: "x".repeat(5001) }, { "accept-language": lang });
        expect(res.statusCode).toBe(422);
        expect(res.json().error).toBe(text);
        expect(Object.keys(res.json().errors)).toEqual(["message"]);
      }
      expect((await book({ service_plan_id: paid, date: "2027-01-11", time: "12:00", message: "x".repeat(5000) })).statusCode).toBe(201);
    });

    it("a wrong phone still gets the form's one message", async () => {
      const res = await book({ service_plan_id: paid, date: "2027-01-11", time: "16:00", phone_number: "12345" });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe("Please fill in all required fields and ensure phone number is valid.");
    });
  });

  describe("holding slots without paying", () => {
    const same = { email: "hoarder@example.com", phone_number: "6999999999" };

    it("allows two unpaid future bookings per email, and refuses the third with a clear 409 in the client's language", async () => {
      expect((await book({ service_plan_id: paid, date: "2027-01-12", time: "09:00", ...same })).statusCode).toBe(201);
      expect((await book({ service_plan_id: intro, date: "2027-01-12", time: "10:00", ...same })).statusCode).toBe(201); // free counts too
      const third = await book({ service_plan_id: paid, date: "2027-01-12", time: "11:00", ...same }, { "accept-language": "es" });
      expect(third.statusCode).toBe(409);
      expect(third.json().error).toMatch(/^Este correo electrónico ya tiene el máximo de reservas pendientes de pago/);
      expect(Object.keys(third.json().errors)).toEqual(["email"]);
      // The email's case does not help.
      const upper = await book({ service_plan_id: paid, date: "2027-01-12", time: "11:00", ...same, email: "HOARDER@example.com" });
      expect(upper.statusCode).toBe(409);
      // Nor does another address with the same phone.
      const phone = await book(
        { service_plan_id: paid, date: "2027-01-12", time: "11:00", ...same, email: "throwaway@example.com" },
        { "accept-language": "el" },
      );
      expect(phone.statusCode).toBe(409);
      expect(phone.json().error).toMatch(/^Αυτός ο αριθμός τηλεφώνου/);
      expect(Object.keys(phone.json().errors)).toEqual(["phone_number"]);
      // The refused slot was not taken.
      expect((await t.app.inject({ url: url("/available_times?date=2027-01-12") })).json().available_times).toContain("11:00");
    });

    it("frees a place when one is paid or cancelled", async () => {
      const list = (await t.app.inject({ url: url(), headers: bearer(admin) })).json() as { id: number; email: string; status: string }[];
      const mine = list.filter((b) => b.email === same.email && b.status === "pending_payment");
      expect(mine).toHaveLength(1);
      expect((await t.app.inject({ method: "POST", url: url(`/${mine[0]!.id}/mark_paid`), headers: bearer(admin) })).statusCode).toBe(200);
      expect((await book({ service_plan_id: paid, date: "2027-01-12", time: "11:00", ...same })).statusCode).toBe(201);
      expect((await book({ service_plan_id: paid, date: "2027-01-12", time: "12:00", ...same })).statusCode).toBe(409);
    });
  });
});

describe("the hold limit is a setting", () => {
  let t: TestApp;
  let plan: number;
  beforeAll(async () => {
    t = await buildTestApp({ BOOKING_UNPAID_LIMIT: "1" }, { clock });
    const [p] = await t.app.repos.servicePlans.createMany((["en", "es", "gr"] as const).map((language) => ({ ...texts(language, "P"), price: 60 })));
    plan = p!.id;
  });
  afterAll(() => t.close());

  it("with 1, the second unpaid booking of an email is refused", async () => {
    const post = (time: string) =>
      t.app.inject({ method: "POST", url: `${t.base}/bookings`, payload: { service_plan_id: plan, ...person, date: "2027-01-13", time } });
    expect((await post("09:00")).statusCode).toBe(201);
    expect((await post("10:00")).statusCode).toBe(409);
  });
});
