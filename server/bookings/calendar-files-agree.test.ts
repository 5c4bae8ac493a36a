import ICAL from "ical.js";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { parseCalendar } from "../../test/ical.js";
import { mimeParts, subject } from "../../test/mime.js";
import type { ReceivedMail } from "../../test/mailbox.js";
import { BookingSummary } from "../../app/components/public/booking-summary.js";
import { calendarFile } from "../../app/lib/calendar-file.js";
import { LanguageContext, addTexts } from "../../app/i18n/index.js";
import { publicTables } from "../../app/i18n/public-tables.js";
import { createPlan, manageToken, person, waitForMail } from "./test-support.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid
for (const table of publicTables) addTexts(table);

// Every calendar file the site produces about one booking must describe one event: the same
// UID wherever it comes from (the booking page, the manage page, each mail, her feed), a
// SEQUENCE that rises with every change, and lines a strict parser reads as written.

/** The text/calendar part of a mail. */
const mailCalendar = (m: ReceivedMail) => {
  const part = mimeParts(m.raw).find((p) => /text\/calendar/i.test(p.headers["content-type"] ?? ""));
  if (!part) throw new Error("no calendar in the mail");
  return part.body;
};
const vevent = (text: string) => parseCalendar(text).getFirstSubcomponent("vevent")!;
const uidOf = (text: string) => vevent(text).getFirstPropertyValue("uid");
const sequenceOf = (text: string) => Number(vevent(text).getFirstPropertyValue("sequence") ?? 0);

/** Content lines (unfolded) that name one parameter twice, like `X;VALUE=A;VALUE=A:…`. */
function repeatedParameters(text: string): string[] {
  const headOf = (line: string) => {
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      if (line[i] === '"') quoted = !quoted;
      else if (line[i] === ":" && !quoted) return line.slice(0, i);
    }
    return line;
  };
  return text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter((line) => {
      const names = headOf(line)
        .split(";")
        .slice(1)
        .map((p) => p.split("=")[0]!.toUpperCase());
      return new Set(names).size !== names.length;
    });
}

describe("the calendar files of one booking agree", () => {
  let t: TestApp;
  let admin: string;
  let booking: Record<string, unknown> & { id: number };
  let token: string;
  const mailTo = (prefix: string) => waitForMail(t, (m) => m.to.includes(person.email) && subject(m.raw).startsWith(prefix));

  beforeAll(async () => {
    // The address the client's browser uses (127.0.0.1) is not the public one: the UID must not follow it.
    t = await buildTestApp({ PUBLIC_URL: "https://practice.test" }, { clock });
    admin = await t.login();
    const plan = await createPlan(t);
    const res = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      headers: { host: "127.0.0.1:3000" },
      payload: { service_plan_id: plan.id, ...person, date: "2027-01-07", time: "10:00", language: "en" },
    });
    expect(res.statusCode).toBe(201);
    booking = res.json();
    token = manageToken(await mailTo("Your booking"));
  });
  afterAll(() => t.close());

  it("gives the booking page's file, the mail's invitation and the feed one UID, from PUBLIC_URL's host", async () => {
    const uid = `booking-${booking.id}@practice.test`;
    const html = renderToStaticMarkup(
      createElement(
        LanguageContext.Provider,
        { value: "en" },
        createElement(BookingSummary, { booking: booking as never, plan: undefined, zone: null, onAgain: () => {} }),
      ),
    );
    const href = /href="data:text\/calendar;charset=utf-8,([^"]+)"/.exec(html)?.[1];
    expect(href).toBeTruthy();
    const pageFile = decodeURIComponent(href!.replace(/&amp;/g, "&"));
    expect(uidOf(pageFile)).toBe(uid);
    expect(uidOf(mailCalendar(await mailTo("Your booking")))).toBe(uid);

    const managed = (await t.app.inject({ url: `${t.base}/bookings/manage/${token}` })).json();
    expect(managed.calendar_uid).toBe(uid);

    const feedUrl = new URL((await t.app.inject({ url: `${t.base}/admin/calendar_feed`, headers: bearer(admin) })).json().url as string);
    const feed = (await t.app.inject({ url: feedUrl.pathname + feedUrl.search })).body;
    expect(new ICAL.Component(ICAL.parse(feed)).getAllSubcomponents("vevent").map((e) => e.getFirstPropertyValue("uid"))).toEqual([uid]);
  });

  it("raises SEQUENCE with every change: the payment invitation comes after the reschedule's", async () => {
    const first = sequenceOf(mailCalendar(await mailTo("Your booking")));
    const moved = await t.app.inject({ method: "POST", url: `${t.base}/bookings/manage/${token}/reschedule`, payload: { date: "2027-01-08", time: "11:00" } });
    expect(moved.statusCode).toBe(200);
    const rescheduled = sequenceOf(mailCalendar(await mailTo("Booking moved")));
    expect((await t.app.inject({ method: "POST", url: `${t.base}/bookings/${booking.id}/mark_paid`, headers: bearer(admin) })).statusCode).toBe(200);
    const paid = mailCalendar(await mailTo("Payment received"));
    expect(rescheduled).toBeGreaterThan(first);
    expect(sequenceOf(paid)).toBeGreaterThan(rescheduled);
    expect(vevent(paid).getFirstPropertyValue("location")).toBeTruthy(); // the invitation that brings the video link

    // The manage page's file carries the booking's latest SEQUENCE, so an app that has the
    // paid invitation does not take the page's file for an older one.
    const managed = (await t.app.inject({ url: `${t.base}/bookings/manage/${token}` })).json();
    expect(managed.sequence).toBe(sequenceOf(paid));
    const pageFile = calendarFile({
      uid: managed.calendar_uid,
      sequence: managed.sequence,
      start: Date.parse(managed.start_at),
      durationMinutes: managed.duration_minutes,
      summary: "x",
      description: "x",
      stamp: 0,
    });
    expect(uidOf(pageFile)).toBe(uidOf(paid));
    expect(sequenceOf(pageFile)).toBe(sequenceOf(paid));
    expect(repeatedParameters(pageFile)).toEqual([]);
  });

  it("repeats no parameter on any line of the feed or of the mails", async () => {
    const feedUrl = new URL((await t.app.inject({ url: `${t.base}/admin/calendar_feed`, headers: bearer(admin) })).json().url as string);
    const feed = (await t.app.inject({ url: feedUrl.pathname + feedUrl.search })).body;
    expect(feed).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT15M\r\n");
    expect(repeatedParameters(feed)).toEqual([]);
    const received = t.mailbox.received.filter((m) => m.to.includes(person.email));
    expect(received.length).toBeGreaterThanOrEqual(3);
    for (const m of received) expect(repeatedParameters(mailCalendar(m)), subject(m.raw)).toEqual([]);
  });
});
