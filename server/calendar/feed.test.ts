import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { person } from "../bookings/test-support.js";
import { demoPracticeName } from "../seed/demo-practice.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

describe("her private calendar feed", () => {
  let t: TestApp;
  let admin: string;
  let feedPath: string;
  const ids: Record<string, number> = {};
  // Characters that TEXT values must escape, and Greek, whose two-byte letters test folding.
  const planTitle = "Plan, follow-up; 3 sessions \\ online — Πρόγραμμα παρακολούθησης με τρεις συνεδρίες";

  const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
  const readFeed = async (path = feedPath) => {
    const res = await t.app.inject({ url: path });
    expect(res.statusCode).toBe(200);
    return { res, cal: new ICAL.Component(ICAL.parse(res.body) as unknown[]) };
  };
  const eventOf = (cal: ICAL.Component, id: number) => {
    const found = cal.getAllSubcomponents("vevent").find((e) => e.getFirstPropertyValue("uid") === `booking-${id}@localhost`);
    if (!found) throw new Error(`no event for booking ${id}`);
    return found;
  };

  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
    // The practice is named as the demo names it, in each language (its identity).
    await t.app.repos.practiceIdentity.set(demoPracticeName);
    admin = await t.login();
    const [plan] = await t.app.repos.servicePlans.createMany(
      (["en", "es", "gr"] as const).map((language, i) => ({
        title: planTitle,
        description: "Three sessions",
        price: 150,
        order: i,
        language,
        payment_link: null,
        features_attributes: [],
      })),
    );
    for (const [key, time] of [
      ["paid", "10:00"],
      ["cancelled", "11:00"],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url: `${t.base}/bookings`,
        payload: { service_plan_id: plan!.id, ...person, name: `Lucía Pérez (${key})`, date: "2027-01-13", time },
      });
      expect(res.statusCode).toBe(201);
      ids[key] = res.json().id;
    }
  });
  afterAll(() => t.close());

  it("gives the admin one address, the same each time, and nobody else", async () => {
    expect((await t.app.inject({ url: `${t.base}/admin/calendar_feed` })).statusCode).toBe(401);
    const first = await t.app.inject({ url: `${t.base}/admin/calendar_feed`, headers: bearer(admin) });
    expect(first.statusCode).toBe(200);
    const url = first.json().url as string;
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics\?lang=en$/);
    expect((await t.app.inject({ url: `${t.base}/admin/calendar_feed`, headers: bearer(admin) })).json().url).toBe(url);
    feedPath = pathOf(url);
  });

  it("is a calendar subscriptions accept: one event per booking, in UTC, described", async () => {
    const { res, cal } = await readFeed();
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(cal.name).toBe("vcalendar");
    expect(cal.getFirstPropertyValue("version")).toBe("2.0");
    expect(cal.getFirstPropertyValue("prodid")).toBe("-//Nutrition practice//Bookings feed//EN");
    expect(cal.getFirstPropertyValue("calscale")).toBe("GREGORIAN");
    expect(cal.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(cal.getFirstPropertyValue("x-wr-calname")).toBe("Nutrition with Elena: Consultations");
    expect(cal.getAllSubcomponents("vevent")).toHaveLength(2);

    const ev = eventOf(cal, ids.paid!);
    const event = new ICAL.Event(ev);
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-01-13T09:00:00.000Z"); // 10:00 in Madrid
    expect(event.endDate.toJSDate().toISOString()).toBe("2027-01-13T10:00:00.000Z");
    expect(event.startDate.zone.tzid).toBe("UTC");
    expect(ev.getFirstPropertyValue("sequence")).toBe(0);
    expect(ev.getFirstPropertyValue("status")).toBe("TENTATIVE");
    expect(ev.getFirstPropertyValue("dtstamp")).toBeTruthy();
    expect(event.summary).toBe(`Lucía Pérez (paid) · ${planTitle}`);
    expect(event.description).toBe(`Client: Lucía Pérez (paid)\nPlan: ${planTitle}\nStatus: Awaiting payment`);
    expect(ev.getFirstPropertyValue("url")).toBe(`http://localhost:3000/admin-booking-details/${ids.paid}`);

    // The text is escaped and folded as RFC 5545 has it: no line over 75 octets.
    expect(res.body).toContain("Plan\\, follow-up\\; 3 sessions \\\\ online");
    for (const line of res.body.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(res.body.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("keeps each event's UID and raises its SEQUENCE with every change; cancelled ones stay, as cancelled", async () => {
    expect((await t.app.inject({ method: "POST", url: `${t.base}/bookings/${ids.paid}/mark_paid`, headers: bearer(admin) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: `${t.base}/bookings/${ids.cancelled}/cancel`, headers: bearer(admin) })).statusCode).toBe(200);
    let { cal } = await readFeed();
    let paid = eventOf(cal, ids.paid!);
    expect(paid.getFirstPropertyValue("sequence")).toBe(1);
    expect(paid.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(new ICAL.Event(paid).description).toContain("Status: Confirmed");
    const cancelled = eventOf(cal, ids.cancelled!);
    expect(cancelled.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled.getFirstPropertyValue("sequence")).toBe(1);
    expect(new ICAL.Event(cancelled).description).toContain("Status: Cancelled");

    expect((await t.app.inject({ method: "POST", url: `${t.base}/bookings/${ids.paid}/complete`, headers: bearer(admin) })).statusCode).toBe(200);
    ({ cal } = await readFeed());
    paid = eventOf(cal, ids.paid!);
    expect(paid.getFirstPropertyValue("sequence")).toBe(2);
    expect(cal.getAllSubcomponents("vevent")).toHaveLength(2);
  });

  it("speaks the language of its address", async () => {
    const { cal } = await readFeed(feedPath.replace("lang=en", "lang=gr"));
    expect(cal.getFirstPropertyValue("x-wr-calname")).toBe("Διατροφή με την Έλενα: Συνεδρίες");
    expect(new ICAL.Event(eventOf(cal, ids.cancelled!)).description).toBe(`Πελάτης: Lucía Pérez (cancelled)\nΠρόγραμμα: ${planTitle}\nΚατάσταση: Ακυρωμένη`);
    const es = (await t.app.inject({ url: `${t.base}/admin/calendar_feed`, headers: { ...bearer(admin), "x-language": "es" } })).json().url;
    expect(es).toBe(`http://localhost:3000${feedPath.replace("lang=en", "lang=es")}`);
  });

  it("answers 404 to any other address, and to the old one once regenerated", async () => {
    const secret = /calendar\/([^.]+)\.ics/.exec(feedPath)![1]!;
    const other = secret.slice(0, -1) + (secret.endsWith("A") ? "B" : "A");
    for (const path of [
      `/calendar/${other}.ics`,
      `/calendar/${secret}`,
      `/calendar/${secret}.ics.ics`,
      "/calendar/x.ics",
      `/calendar/${secret.toLowerCase()}.ics`,
    ]) {
      expect((await t.app.inject({ url: `${t.base}${path}` })).statusCode, path).toBe(404);
    }
    expect((await t.app.inject({ method: "POST", url: `${t.base}/admin/calendar_feed` })).statusCode).toBe(401);
    const res = await t.app.inject({ method: "POST", url: `${t.base}/admin/calendar_feed`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const fresh = pathOf(res.json().url);
    expect(fresh).not.toBe(feedPath);
    expect((await t.app.inject({ url: feedPath })).statusCode).toBe(404);
    await readFeed(fresh);
    expect((await t.app.inject({ url: `${t.base}/admin/calendar_feed`, headers: bearer(admin) })).json().url).toBe(res.json().url);
  });

  it("gives simultaneous regenerations one new address: one wins, the others answer with the winner's", async () => {
    for (let round = 0; round < 3; round++) {
      const before = (await t.app.inject({ url: `${t.base}/admin/calendar_feed`, headers: bearer(admin) })).json().url as string;
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => t.app.inject({ method: "POST", url: `${t.base}/admin/calendar_feed`, headers: bearer(admin) })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const urls = new Set(answers.map((a) => a.json().url as string));
      expect(urls.size, `round ${round}`).toBe(1);
      const [url] = [...urls];
      expect(url).not.toBe(before);
      await readFeed(pathOf(url!));
      expect((await t.app.inject({ url: pathOf(before) })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `${t.base}/admin/calendar_feed`, headers: bearer(admin) })).json().url).toBe(url);
    }
  });
  it("with the address it replaces, five requests at once: the first naming the current address wins, the others get its address", async () => {
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({ method: "POST", url: `${t.base}/admin/calendar_feed`, headers: { ...bearer(admin), ...headers }, payload: body as object });
    for (let round = 0; round < 3; round++) {
      const before = (await t.app.inject({ url: `${t.base}/admin/calendar_feed`, headers: bearer(admin) })).json().url as string;
      const answers = await Promise.all(Array.from({ length: 5 }, () => post({ replaces: before })));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const urls = new Set(answers.map((a) => a.json().url as string));
      expect(urls.size, `round ${round}`).toBe(1);
      const [url] = [...urls];
      expect(url).not.toBe(before);
      await readFeed(pathOf(url!));
      expect((await t.app.inject({ url: pathOf(before) })).statusCode).toBe(404);
      // Naming an address already replaced changes nothing: the answer is the one in place.
      const late = await post({ replaces: before });
      expect(late.json().url).toBe(url);
      await readFeed(pathOf(url!));
    }
    // Not an address of the feed: refused in the admin's language, nothing replaced.
    const current = (await t.app.inject({ url: `${t.base}/admin/calendar_feed`, headers: bearer(admin) })).json().url as string;
    const bad = await post({ replaces: "https://example.com/not-a-feed" }, { "x-language": "es" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toBe("Esta no es una dirección de tu calendario de reservas.");
    expect((await post({ replaces: 42 })).statusCode).toBe(422);
    await readFeed(pathOf(current));
  });
});
