import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { header, icsOf, subject, textBody } from "../../test/mime.js";
import { decodeWords } from "../../test/mail-parts.js";
import { createPlan, mailsAfter, manageToken, person, waitForMail } from "./test-support.js";
import { demoPracticeName } from "../seed/demo-practice.js";
import { testClock } from "../../test/clock.js";

// Monday 4 January 2027, 09:00 in Madrid. Default availability: Mon–Fri 09–13 and 16–19,
// 60-minute slots, 48 h notice, 60 days ahead.
const clock = testClock("2027-01-04T08:00:00Z");

describe("bookings", () => {
  let t: TestApp;
  let token: string;
  let planId: number;
  const url = (p = "") => `${t.base}/bookings${p}`;
  const book = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: url(), payload: { service_plan_id: planId, ...person, ...payload }, headers });

  beforeAll(async () => {
    // One client books many slots here; the hold limit has its own tests (booking-client.test.ts).
    t = await buildTestApp({ BOOKING_UNPAID_LIMIT: "100", NUTRITIONIST_EMAIL: "elena@practice.test", PUBLIC_URL: "https://practice.test" }, { clock });
    // The practice is named as the demo names it, in each language (its identity).
    await t.app.repos.practiceIdentity.set(demoPracticeName);
    token = await t.login();
    planId = (await createPlan(t)).id;
  });
  afterAll(() => t.close());

  it("documents the statuses and transitions in the OpenAPI document", async () => {
    const res = await t.app.inject({ url: `${t.base}/docs/json` });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const post = doc.paths["/bookings"].post;
    expect(post.description).toContain("pending_payment → confirmed → completed");
    expect(doc.paths["/bookings/{id}/mark_paid"].post.security).toEqual([{ bearer: [] }]);
    expect(doc.paths["/bookings/manage/{token}/reschedule"]).toBeDefined();
  });

  describe("availability", () => {
    it("lists every date in the horizon with no bookable slot", async () => {
      const res = await t.app.inject({ url: url("/unavailable_dates") });
      expect(res.statusCode).toBe(200);
      const { dates, first_date, last_date } = res.json();
      expect(first_date).toBe("2027-01-04");
      expect(last_date).toBe("2027-03-05");
      expect(dates.slice(0, 4)).toEqual(["2027-01-04", "2027-01-05", "2027-01-09", "2027-01-10"]);
      expect(dates).not.toContain("2027-01-06");
      expect(dates).toContain("2027-02-28"); // a Sunday
    });

    it("answers the free times of a date", async () => {
      const res = await t.app.inject({ url: url("/available_times?date=2027-01-06") });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ available_times: ["09:00", "10:00", "11:00", "12:00", "16:00", "17:00", "18:00"], booked_times: [] });
      expect((await t.app.inject({ url: url("/available_times?date=2027-01-09") })).json().available_times).toEqual([]);
      expect((await t.app.inject({ url: url("/available_times?date=2027-06-01") })).json().available_times).toEqual([]);
    });

    it("answers a bad date with 422 and a message in the visitor's language, never 5xx", async () => {
      for (const q of ["", "?date=", "?date=2027-02-30", "?date=tomorrow", "?date=2027-1-6"]) {
        const res = await t.app.inject({ url: url(`/available_times${q}`), headers: { "accept-language": "es" } });
        expect(res.statusCode).toBe(422);
        expect(res.json().error).toBe("Elige una fecha válida.");
      }
    });
  });

  describe("booking", () => {
    it("books a free slot: 201 pending_payment, the slot shows as booked, client and nutritionist are mailed", async () => {
      const before = t.mailbox.received.length;
      const res = await book({ date: "2027-01-06", time: "10:00", language: "es" });
      expect(res.statusCode).toBe(201);
      const b = res.json();
      expect(b).toMatchObject({
        date: "2027-01-06",
        time: "10:00",
        status: "pending_payment",
        service_plan_title: "Initial consultation",
        name: person.name,
        email: person.email,
        phone_number: person.phone_number,
        language: "es",
        start_at: "2027-01-06T09:00:00.000Z",
        payment_deadline: "2027-01-05T09:00:00.000Z",
        sequence: 0,
      });
      expect(b).not.toHaveProperty("manage_token_hash");

      const times = (await t.app.inject({ url: url("/available_times?date=2027-01-06") })).json();
      expect(times.booked_times).toEqual(["10:00"]);
      expect(times.available_times).not.toContain("10:00");

      const mails = await mailsAfter(t, before, 2);
      const client = mails.find((m) => m.to.includes(person.email))!;
      const notice = mails.find((m) => m.to.includes("elena@practice.test"))!;
      expect(subject(client.raw)).toContain("Tu reserva: Initial consultation");
      const body = textBody(client.raw);
      expect(body).toContain("miércoles, 6 de enero de 2027, 10:00 (hora de Madrid)");
      expect(body).toContain("70\u00a0€");
      // The site's pay address (it leads to the plan's payment link), with the private link's token.
      expect(body).toContain(`/pay/${manageToken(client)}`);
      expect(body).toContain("martes, 5 de enero de 2027, 10:00"); // payment deadline
      expect(manageToken(client)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Beside the attached file, links for Google Calendar and Outlook, with the same hour.
      const google = new URL(/Añadir a Google Calendar: (\S+)/.exec(body)![1]!);
      expect(google.hostname).toBe("calendar.google.com");
      expect(google.searchParams.get("dates")).toBe("20270106T090000Z/20270106T100000Z");
      expect(google.searchParams.get("details")).toContain(`/manage-booking/${manageToken(client)}`);
      const outlook = new URL(/Añadir a Outlook: (\S+)/.exec(body)![1]!);
      expect(outlook.hostname).toBe("outlook.live.com");
      expect([outlook.searchParams.get("startdt"), outlook.searchParams.get("enddt")]).toEqual(["2027-01-06T09:00:00Z", "2027-01-06T10:00:00Z"]);
      // From the practice, named in Spanish, and the calendar event's title too.
      expect(decodeWords(header(client.raw, "from"))).toMatch(/^"?Nutrición con Elena"? </);
      const ics = icsOf(client.raw)!;
      expect(ics.event.SUMMARY).toBe("Initial consultation — Nutrición con Elena");
      expect(google.searchParams.get("text")).toBe("Initial consultation — Nutrición con Elena");
      expect(ics.method).toBe("REQUEST");
      expect(ics.event).toMatchObject({
        UID: `booking-${b.id}@practice.test`,
        SEQUENCE: "0",
        DTSTART: "20270106T090000Z",
        DTEND: "20270106T100000Z",
        STATUS: "CONFIRMED",
      });
      expect(subject(notice.raw)).toContain(`New booking: ${person.name}`);
      expect(textBody(notice.raw)).toContain(`/admin-booking-details/${b.id}`);
    });

    it("refuses a taken slot with 409 'already booked'", async () => {
      const res = await book({ date: "2027-01-06", time: "10:00" });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe("This time slot is already booked. Please choose another.");
    });

    it("requires every field and a 10-digit phone, with the form's one message", async () => {
      const msg = "Please fill in all required fields and ensure phone number is valid.";
      for (const bad of [
        { phone_number: "612345678" },
        { phone_number: "61234567890" },
        { phone_number: "61234abcde" },
        { name: "" },
        { email: "" },
        { email: "not-an-email" },
        { service_plan_id: undefined },
      ]) {
        const res = await book({ date: "2027-01-07", time: "10:00", ...bad });
        expect(res.statusCode, JSON.stringify(bad)).toBe(422);
        expect(res.json().error).toBe(msg);
      }
      const noPhone = await t.app.inject({
        method: "POST",
        url: url(),
        payload: { service_plan_id: planId, date: "2027-01-07", time: "10:00", name: "A", email: "a@b.co" },
      });
      expect(noPhone.statusCode).toBe(422);
      expect(noPhone.json().errors.phone_number).toBeDefined();
      const gr = await book({ date: "2027-01-07", time: "10:00", phone_number: "1" }, { "accept-language": "el" });
      expect(gr.json().error).toBe("Παρακαλώ συμπληρώστε όλα τα υποχρεωτικά πεδία και βεβαιωθείτε ότι ο αριθμός τηλεφώνου είναι έγκυρος.");
      // No body at all, or not JSON: still a clean 4xx.
      expect((await t.app.inject({ method: "POST", url: url() })).statusCode).toBe(422);
      expect((await t.app.inject({ method: "POST", url: url(), headers: { "content-type": "application/json" }, payload: "{" })).statusCode).toBe(400);
    });

    it("refuses an unknown service plan, and dates and times outside the rules", async () => {
      const cases: [Record<string, unknown>, number, string][] = [
        [{ service_plan_id: 999999, date: "2027-01-07", time: "10:00" }, 422, "Please choose an existing service."],
        [{ date: "2027-02-30", time: "10:00" }, 422, "Please choose a valid date."],
        [{ date: "2027-01-07", time: "25:00" }, 422, "Please choose a valid time."],
        [{ date: "2027-01-09", time: "10:00" }, 422, "This date is unavailable."], // Saturday
        [{ date: "2027-01-03", time: "10:00" }, 422, "This date is unavailable."], // past
        [{ date: "2027-03-08", time: "10:00" }, 422, "This date is unavailable."], // beyond the horizon
        [{ date: "2027-01-05", time: "10:00" }, 422, "This time is not available."], // inside the 48 h notice
        [{ date: "2027-01-07", time: "10:30" }, 422, "This time is not available."], // off the grid
        [{ date: "2027-01-07", time: "14:00" }, 422, "This time is not available."], // lunch break
      ];
      for (const [payload, status, error] of cases) {
        const res = await book(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(status);
        expect(res.json().error).toBe(error);
      }
    });

    it("gives exactly one 201 and 49 clean 409s to 50 concurrent requests for one slot", async () => {
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => book({ date: "2027-01-08", time: "12:00", email: `racer${i}@example.com` })));
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(49);
      for (const r of results.filter((r) => r.statusCode === 409)) expect(r.json().error).toBe("This time slot is already booked. Please choose another.");
      const rows = await t.db.selectFrom("bookings").select("id").where("date", "=", "2027-01-08").where("time", "=", "12:00").execute();
      expect(rows).toHaveLength(1);
    });
  });

  describe("admin", () => {
    let id: number;

    beforeAll(async () => {
      id = (await book({ date: "2027-01-11", time: "09:00" })).json().id;
    });

    it("requires the admin token on every admin call", async () => {
      for (const [method, path] of [
        ["GET", ""],
        ["GET", `/${id}`],
        ["DELETE", `/${id}`],
        ["POST", `/${id}/mark_paid`],
        ["POST", `/${id}/cancel`],
        ["POST", `/${id}/complete`],
        ["GET", "/availability"],
        ["PUT", "/availability"],
      ] as const) {
        const res = await t.app.inject({ method, url: url(path), headers: bearer("x".repeat(43)) });
        expect(res.statusCode, `${method} ${path}`).toBe(401);
        expect(res.json().error).toBeTruthy();
      }
    });

    it("lists bookings newest session first and shows one with its history", async () => {
      const list = (await t.app.inject({ url: url(), headers: bearer(token) })).json();
      expect(list.length).toBeGreaterThanOrEqual(3);
      const keys = list.map((b: { date: string; time: string }) => `${b.date} ${b.time}`);
      expect(keys).toEqual([...keys].sort().reverse());
      const res = await t.app.inject({ url: url(`/${id}`), headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id,
        status: "pending_payment",
        service_plan_title: "Initial consultation",
        price: 70,
        payment_link: "https://pay.example.com/p/initial",
      });
      expect(res.json().history).toEqual([expect.objectContaining({ from_status: null, to_status: "pending_payment", actor: "client" })]);
      expect((await t.app.inject({ url: url("/99999"), headers: bearer(token) })).json().error).toBe("No booking found");
      const pending = (await t.app.inject({ url: url("?status=pending_payment"), headers: bearer(token) })).json();
      expect(pending.every((b: { status: string }) => b.status === "pending_payment")).toBe(true);
    });

    it("follows the status machine and records who did what", async () => {
      const post = (action: string) => t.app.inject({ method: "POST", url: url(`/${id}/${action}`), headers: bearer(token) });
      expect((await post("complete")).statusCode).toBe(409);
      const paid = await post("mark_paid");
      expect(paid.statusCode).toBe(200);
      expect(paid.json().status).toBe("confirmed");
      const again = await post("mark_paid");
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe("This change is not possible in the booking's current status.");
      expect((await post("complete")).json().status).toBe("completed");
      expect((await post("cancel")).statusCode).toBe(409);
      const history = (await t.app.inject({ url: url(`/${id}`), headers: bearer(token) })).json().history;
      expect(history.map((h: { to_status: string; actor: string }) => `${h.actor}:${h.to_status}`)).toEqual([
        "client:pending_payment",
        "admin:confirmed",
        "admin:completed",
      ]);
      expect(history[1].note).toContain("admin@test.local");
      for (const h of history) expect(Date.parse(h.created_at)).not.toBeNaN();
    });

    it("cancels: frees the slot and mails the client a cancellation with a CANCEL calendar entry", async () => {
      const created = (await book({ date: "2027-01-11", time: "10:00" })).json();
      await waitForMail(t, (m) => m.to.includes(person.email) && subject(m.raw).includes("Monday, 11 January 2027 at 10:00"));
      const res = await t.app.inject({ method: "POST", url: url(`/${created.id}/cancel`), headers: bearer(token) });
      expect(res.json().status).toBe("cancelled");
      expect((await t.app.inject({ url: url("/available_times?date=2027-01-11") })).json().available_times).toContain("10:00");
      const client = await waitForMail(t, (m) => m.to.includes(person.email) && subject(m.raw).startsWith("Booking cancelled"));
      expect(textBody(client.raw)).toContain("has been cancelled by the nutritionist");
      const ics = icsOf(client.raw)!;
      expect(ics.method).toBe("CANCEL");
      expect(ics.event).toMatchObject({ UID: `booking-${created.id}@practice.test`, SEQUENCE: "1", STATUS: "CANCELLED" });
      await waitForMail(t, (m) => m.to.includes("elena@practice.test") && subject(m.raw).startsWith("Booking cancelled"));
      // The freed slot can be booked again.
      expect((await book({ date: "2027-01-11", time: "10:00" })).statusCode).toBe(201);
    });

    it("a cancellation says whether the session had been paid and what happens to the money, to the client and to her", async () => {
      const post = (id: number, action: string) => t.app.inject({ method: "POST", url: url(`/${id}/${action}`), headers: bearer(token) });
      const email = "pagado@example.com";
      const paid = (await book({ date: "2027-01-12", time: "16:00", email, phone_number: "6123456701", language: "es" })).json();
      expect((await post(paid.id, "mark_paid")).statusCode).toBe(200);
      expect((await post(paid.id, "cancel")).json().status).toBe("cancelled");
      const client = await waitForMail(t, (m) => m.to.includes(email) && subject(m.raw).startsWith("Reserva cancelada"));
      expect(textBody(client.raw)).toContain("Esta sesión ya estaba pagada. Nos pondremos en contacto contigo sobre el importe que pagaste.");
      const notice = await waitForMail(
        t,
        (m) => m.to.includes("elena@practice.test") && subject(m.raw).startsWith("Booking cancelled") && subject(m.raw).includes("12 January"),
      );
      expect(textBody(notice.raw)).toContain("Payment: paid on ");
      expect(textBody(notice.raw)).toContain("get in touch with the client about the money");

      const unpaidEmail = "sinpagar@example.com";
      const unpaid = (await book({ date: "2027-01-12", time: "17:00", email: unpaidEmail, phone_number: "6123456702", language: "es" })).json();
      expect((await post(unpaid.id, "cancel")).json().status).toBe("cancelled");
      const unpaidMail = await waitForMail(t, (m) => m.to.includes(unpaidEmail) && subject(m.raw).startsWith("Reserva cancelada"));
      expect(textBody(unpaidMail.raw)).toContain("Esta sesión no se había pagado, así que no hay nada que pagar ni que devolver.");
      const unpaidNotice = await waitForMail(
        t,
        (m) => m.to.includes("elena@practice.test") && subject(m.raw).includes("12 January 2027 at 17:00") && subject(m.raw).startsWith("Booking cancelled"),
      );
      expect(textBody(unpaidNotice.raw)).toContain("Payment: not paid, nothing to refund.");
    });

    it("deletes a booking for good (204), then 404", async () => {
      const del = await t.app.inject({ method: "DELETE", url: url(`/${id}`), headers: bearer(token) });
      expect(del.statusCode).toBe(204);
      expect(del.body).toBe("");
      expect((await t.app.inject({ url: url(`/${id}`), headers: bearer(token) })).statusCode).toBe(404);
      expect((await t.app.inject({ method: "DELETE", url: url(`/${id}`), headers: bearer(token) })).statusCode).toBe(404);
    });
  });

  describe("availability settings", () => {
    const week = (ranges: { start: string; end: string }[]) => Object.fromEntries(["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((d) => [d, ranges]));
    const put = (body: object, lang = "en") =>
      t.app.inject({ method: "PUT", url: url("/availability"), headers: { ...bearer(token), "accept-language": lang }, payload: body });

    it("answers the defaults", async () => {
      const res = await t.app.inject({ url: url("/availability"), headers: bearer(token) });
      expect(res.json()).toMatchObject({ slot_minutes: 60, min_notice_hours: 48, horizon_days: 60, time_zone: "Europe/Madrid", blocked: [] });
      expect(res.json().weekly_hours.mon).toEqual([
        { start: "09:00", end: "13:00" },
        { start: "16:00", end: "19:00" },
      ]);
    });

    it("refuses a notice under 24 h, overlapping ranges and reversed ranges", async () => {
      const base = { slot_minutes: 60, min_notice_hours: 48, horizon_days: 60, weekly_hours: week([{ start: "09:00", end: "13:00" }]), blocked: [] };
      const low = await put({ ...base, min_notice_hours: 12 }, "es");
      expect(low.statusCode).toBe(422);
      expect(low.json().errors.min_notice_hours).toEqual(["La antelación mínima no puede ser inferior a 24 horas (el plazo de pago)."]);
      expect(
        (
          await put({
            ...base,
            weekly_hours: {
              ...base.weekly_hours,
              mon: [
                { start: "09:00", end: "12:00" },
                { start: "11:00", end: "14:00" },
              ],
            },
          })
        ).statusCode,
      ).toBe(422);
      expect((await put({ ...base, weekly_hours: { ...base.weekly_hours, tue: [{ start: "12:00", end: "09:00" }] } })).statusCode).toBe(422);
      expect((await put({ ...base, blocked: [{ start_date: "2027-02-10", end_date: "2027-02-01" }] })).statusCode).toBe(422);
    });

    it("drives availability: slot length, several ranges, weekends, blocked ranges", async () => {
      const res = await put({
        slot_minutes: 30,
        min_notice_hours: 24,
        horizon_days: 30,
        weekly_hours: {
          ...week([]),
          tue: [
            { start: "08:00", end: "09:00" },
            { start: "18:00", end: "19:00" },
          ],
          sat: [{ start: "10:00", end: "11:00" }],
        },
        blocked: [{ start_date: "2027-01-16", end_date: "2027-01-19", note: "Conference" }],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().blocked).toEqual([{ start_date: "2027-01-16", end_date: "2027-01-19", note: "Conference" }]);
      const times = async (d: string) => (await t.app.inject({ url: url(`/available_times?date=${d}`) })).json().available_times;
      expect(await times("2027-01-05")).toEqual(["18:00", "18:30"]); // 24 h notice from Monday 09:00
      expect(await times("2027-01-09")).toEqual(["10:00", "10:30"]);
      expect(await times("2027-01-16")).toEqual([]);
      expect(await times("2027-01-19")).toEqual([]);
      expect(await times("2027-01-26")).toEqual(["08:00", "08:30", "18:00", "18:30"]);
      const { dates, last_date } = (await t.app.inject({ url: url("/unavailable_dates") })).json();
      expect(last_date).toBe("2027-02-03");
      expect(dates).toContain("2027-01-16");
      expect(dates).not.toContain("2027-01-23");
      expect(dates).toContain("2027-01-06"); // Wednesday: no hours
    });
  });

  describe("daylight-saving weeks", () => {
    const sundays = {
      slot_minutes: 60,
      min_notice_hours: 48,
      horizon_days: 60,
      weekly_hours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [{ start: "09:00", end: "13:00" }] },
      blocked: [],
    };

    it("last Sunday of March: notice in real hours, times stay Madrid wall time", async () => {
      clock.set("2027-03-26T09:00:00Z"); // Friday 10:00 CET; 48 h later is Sunday 11:00 CEST
      expect((await t.app.inject({ method: "PUT", url: url("/availability"), headers: bearer(token), payload: sundays })).statusCode).toBe(200);
      expect((await t.app.inject({ url: url("/available_times?date=2027-03-28") })).json().available_times).toEqual(["11:00", "12:00"]);
      const res = await book({ date: "2027-03-28", time: "11:00" });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ start_at: "2027-03-28T09:00:00.000Z", payment_deadline: "2027-03-27T09:00:00.000Z" });
      expect((await book({ date: "2027-03-28", time: "10:00" })).statusCode).toBe(422);
    });

    it("last Sunday of October: notice in real hours, times stay Madrid wall time", async () => {
      clock.set("2027-10-29T08:00:00Z"); // Friday 10:00 CEST; 48 h later is Sunday 09:00 CET
      expect((await t.app.inject({ url: url("/available_times?date=2027-10-31") })).json().available_times).toEqual(["09:00", "10:00", "11:00", "12:00"]);
      const res = await book({ date: "2027-10-31", time: "09:00" });
      expect(res.statusCode).toBe(201);
      expect(res.json().start_at).toBe("2027-10-31T08:00:00.000Z");
      clock.set("2027-01-04T08:00:00Z");
    });
  });
});
