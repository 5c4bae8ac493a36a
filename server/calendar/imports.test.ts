import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { startIcsServer } from "../../test/ics-server.js";
import { publicOrLoopbackForTests } from "../http/safe-fetch.js";
import { createPlan, person } from "../bookings/test-support.js";
import { calendarImports } from "./imports.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid; slots Mon–Fri 09–13 and 16–19

// Her calendar as Google exports it, with what such files hold: a zone defined in the file,
// a TZID without a definition, UTC times, a weekly series with an exclusion and a moved
// occurrence, an all-day event, and events that must not block (free, cancelled).
const MADRID_TZ = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Madrid",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];
const event = (uid: string, ...lines: string[]) => ["BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20261201T000000Z", ...lines, "END:VEVENT"];
const HER_CALENDAR = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
  "CALSCALE:GREGORIAN",
  ...MADRID_TZ,
  // Wednesday 6th, 10:00–11:30 Madrid: blocks 10:00 and 11:00.
  ...event("dentist", "DTSTART;TZID=Europe/Madrid:20270106T100000", "DTEND;TZID=Europe/Madrid:20270106T113000", "SUMMARY:Dentist"),
  // Thursdays 16:00–17:00 (TZID without VTIMEZONE), four times, not on the 14th; the 21st moved to 18:00.
  ...event(
    "yoga",
    "DTSTART;TZID=Europe/Paris:20270107T160000",
    "DTEND;TZID=Europe/Paris:20270107T170000",
    "RRULE:FREQ=WEEKLY;BYDAY=TH;COUNT=4",
    "EXDATE;TZID=Europe/Paris:20270114T160000",
    "SUMMARY:Yoga",
  ),
  ...event(
    "yoga",
    "RECURRENCE-ID;TZID=Europe/Paris:20270121T160000",
    "DTSTART;TZID=Europe/Paris:20270121T180000",
    "DTEND;TZID=Europe/Paris:20270121T190000",
    "SUMMARY:Yoga (moved)",
  ),
  // Friday 8th all day.
  ...event("trip", "DTSTART;VALUE=DATE:20270108", "DTEND;VALUE=DATE:20270109", "SUMMARY:Trip"),
  // Monday 11th 08:00–09:00 UTC = 09:00–10:00 Madrid.
  ...event("call", "DTSTART:20270111T080000Z", "DTEND:20270111T090000Z", "SUMMARY:Call"),
  // Not busy: marked free, and cancelled.
  ...event("free", "DTSTART;TZID=Europe/Madrid:20270112T090000", "DTEND;TZID=Europe/Madrid:20270112T190000", "TRANSP:TRANSPARENT", "SUMMARY:Working from home"),
  ...event("off", "DTSTART;TZID=Europe/Madrid:20270111T160000", "DTEND;TZID=Europe/Madrid:20270111T170000", "STATUS:CANCELLED", "SUMMARY:Called off"),
  "END:VCALENDAR",
].join("\r\n");

describe("her own calendars block slots", () => {
  let t: TestApp;
  let admin: string;
  let ics: Awaited<ReturnType<typeof startIcsServer>>;
  let calendarId: number;
  const times = async (date: string): Promise<string[]> =>
    (await t.app.inject({ url: `${t.base}/bookings/available_times?date=${date}` })).json().available_times;
  const unavailable = async (): Promise<string[]> => (await t.app.inject({ url: `${t.base}/bookings/unavailable_dates` })).json().dates;
  const refresh = () => t.app.inject({ method: "POST", url: `${t.base}/admin/calendar_imports/${calendarId}/refresh`, headers: bearer(admin) });

  beforeAll(async () => {
    // The one test-only allowance: the fetcher may reach the local server on 127.0.0.1.
    t = await buildTestApp({}, { clock, calendarFetch: { isAllowedAddress: publicOrLoopbackForTests } });
    admin = await t.login();
    ics = await startIcsServer();
    ics.serve(HER_CALENDAR);
  });
  afterAll(async () => {
    await ics.close();
    await t.close();
  });

  it("has every slot free before a calendar is added", async () => {
    expect(await times("2027-01-06")).toEqual(["09:00", "10:00", "11:00", "12:00", "16:00", "17:00", "18:00"]);
    expect(await unavailable()).not.toContain("2027-01-08");
  });

  it("fetches a calendar on save and removes its busy times from the slots", async () => {
    const res = await t.app.inject({ method: "POST", url: `${t.base}/admin/calendar_imports`, headers: bearer(admin), payload: { url: ics.url } });
    expect(res.statusCode).toBe(201);
    const saved = res.json();
    calendarId = saved.id;
    expect(saved).toMatchObject({ url: ics.url, error: null, events: 7, fetched_at: "2027-01-04T08:00:00.000Z", succeeded_at: "2027-01-04T08:00:00.000Z" });
    expect(ics.hits).toBe(1);

    expect(await times("2027-01-06")).toEqual(["09:00", "12:00", "16:00", "17:00", "18:00"]);
    // The weekly series: 7th blocked, 14th excluded, 21st moved to 18:00, 28th blocked.
    expect(await times("2027-01-07")).not.toContain("16:00");
    expect(await times("2027-01-14")).toContain("16:00");
    expect(await times("2027-01-21")).toEqual(expect.arrayContaining(["16:00", "17:00"]));
    expect(await times("2027-01-21")).not.toContain("18:00");
    expect(await times("2027-01-28")).not.toContain("16:00");
    // UTC times; a cancelled event blocks nothing.
    expect(await times("2027-01-11")).toEqual(["10:00", "11:00", "12:00", "16:00", "17:00", "18:00"]);
    // TRANSP:TRANSPARENT (free) blocks nothing.
    expect(await times("2027-01-12")).toHaveLength(7);
    // The all-day event fills the day, so the day is unavailable.
    expect(await times("2027-01-08")).toEqual([]);
    const dates = await unavailable();
    expect(dates).toContain("2027-01-08");
    expect(dates).not.toContain("2027-01-06");
  });

  it("refuses a booking in a busy slot, and takes one beside it", async () => {
    const plan = await createPlan(t);
    const busy = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      headers: { "x-language": "es" },
      payload: { service_plan_id: plan.id, ...person, date: "2027-01-06", time: "10:00" },
    });
    expect(busy.statusCode).toBe(422);
    expect(busy.json().error).toBe("Esta hora no está disponible.");
    const free = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: { service_plan_id: plan.id, ...person, date: "2027-01-06", time: "12:00" },
    });
    expect(free.statusCode).toBe(201);
  });

  it("keeps the last good copy when a fetch fails, and shows the error", async () => {
    for (const [serve, error, detail] of [
      [() => ics.serve("Service unavailable", 503, "text/plain"), "status", "HTTP 503"],
      [() => ics.serve("<html>not a calendar</html>", 200, "text/html"), "unreadable", expect.any(String)],
      [() => ics.serve(Buffer.alloc(6 * 1024 * 1024, 65)), "too_large", ""],
    ] as const) {
      serve();
      const res = await refresh();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ error, error_detail: detail, succeeded_at: "2027-01-04T08:00:00.000Z", events: 7 });
      expect(await times("2027-01-06")).toEqual(["09:00", "16:00", "17:00", "18:00"]); // 12:00 is booked now
    }
    const list = (await t.app.inject({ url: `${t.base}/admin/calendar_imports`, headers: bearer(admin) })).json();
    expect(list).toEqual([expect.objectContaining({ id: calendarId, error: "too_large" })]);

    ics.serve(HER_CALENDAR);
    expect((await refresh()).json()).toMatchObject({ error: null, error_detail: null });
  });

  it("refreshes every 15 minutes, once per calendar however many instances run the job", async () => {
    const instances = [0, 1, 2].map(() =>
      calendarImports({ repos: t.app.repos, log: t.app.log, calendarFetch: { isAllowedAddress: publicOrLoopbackForTests } }),
    );
    const before = ics.hits;
    expect(await Promise.all(instances.map((i) => i.refreshDue()))).toEqual([0, 0, 0]); // fetched moments ago
    clock.set("2027-01-04T08:16:00Z");
    const counts = await Promise.all(instances.map((i) => i.refreshDue()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(ics.hits).toBe(before + 1);
    expect(await Promise.all(instances.map((i) => i.refreshDue()))).toEqual([0, 0, 0]);
  });

  it("never reaches a private address without the test allowance (the production fetcher)", async () => {
    const production = calendarImports({ repos: t.app.repos, log: t.app.log, calendarFetch: {} });
    const before = ics.hits;
    clock.set("2027-01-04T08:40:00Z");
    expect(await production.refresh(calendarId)).toMatchObject({ error: "address", succeeded_at: "2027-01-04T08:16:00.000Z" });
    expect(ics.hits).toBe(before);
    // The copy in use is still the last good one.
    expect(await times("2027-01-06")).not.toContain("10:00");
  });

  it("refuses a bad address in the admin's language, and the same address twice", async () => {
    for (const url of ["ftp://example.com/cal.ics", "not a url", ""]) {
      const res = await t.app.inject({
        method: "POST",
        url: `${t.base}/admin/calendar_imports`,
        headers: { ...bearer(admin), "x-language": "gr" },
        payload: { url },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.url).toEqual(["Εισάγετε τη διεύθυνση του ημερολογίου (http, https ή webcal)."]);
    }
    const twice = await t.app.inject({
      method: "POST",
      url: `${t.base}/admin/calendar_imports`,
      headers: { ...bearer(admin), "x-language": "es" },
      payload: { url: ics.url },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error).toBe("Este calendario ya está en la lista.");
    expect((await t.app.inject({ method: "POST", url: `${t.base}/admin/calendar_imports`, payload: { url: ics.url } })).statusCode).toBe(401);
  });

  it("takes webcal:// addresses as https", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `${t.base}/admin/calendar_imports`,
      headers: bearer(admin),
      payload: { url: "webcal://127.0.0.1:9/published/2/abc" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().url).toBe("https://127.0.0.1:9/published/2/abc");
    await t.app.inject({ method: "DELETE", url: `${t.base}/admin/calendar_imports/${res.json().id}`, headers: bearer(admin) });
  });

  it("frees the slots again when the calendar is removed", async () => {
    const res = await t.app.inject({ method: "DELETE", url: `${t.base}/admin/calendar_imports/${calendarId}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(204);
    // (09:00 is inside the 48 h notice by now: the clock stands at 08:40 UTC.)
    expect(await times("2027-01-06")).toEqual(["10:00", "11:00", "16:00", "17:00", "18:00"]);
    expect(await unavailable()).not.toContain("2027-01-08");
    expect((await t.app.inject({ method: "DELETE", url: `${t.base}/admin/calendar_imports/${calendarId}`, headers: bearer(admin) })).statusCode).toBe(404);
  });
});
