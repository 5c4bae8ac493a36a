import { describe, expect, it } from "vitest";
import { busyTimes, CalendarUnreadable } from "./busy-times.js";

const calendar = (...lines: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...lines, "END:VCALENDAR"].join("\r\n");
const iso = (ms: number) => new Date(ms).toISOString();
const FROM = Date.parse("2027-01-01T00:00:00Z");
const TO = Date.parse("2028-01-01T00:00:00Z");

describe("busy times of an ICS calendar", () => {
  it("keeps a weekly 16:00 in Madrid at 16:00 across the spring clock change", () => {
    const { busy } = busyTimes(
      calendar(
        "BEGIN:VEVENT",
        "UID:w",
        "DTSTAMP:20270101T000000Z",
        "DTSTART;TZID=Europe/Madrid:20270322T160000",
        "DURATION:PT45M",
        "RRULE:FREQ=WEEKLY;COUNT=2",
        "END:VEVENT",
      ),
      FROM,
      TO,
    );
    expect(busy.map(([s, e]) => [iso(s), iso(e)])).toEqual([
      ["2027-03-22T15:00:00.000Z", "2027-03-22T15:45:00.000Z"], // winter: UTC+1
      ["2027-03-29T14:00:00.000Z", "2027-03-29T14:45:00.000Z"], // summer: UTC+2
    ]);
  });

  it("reads a zone the file defines under a non-IANA name (as Outlook writes them)", () => {
    const { busy } = busyTimes(
      calendar(
        "BEGIN:VTIMEZONE",
        "TZID:W. Europe Standard Time",
        "BEGIN:STANDARD",
        "DTSTART:16010101T030000",
        "TZOFFSETFROM:+0200",
        "TZOFFSETTO:+0100",
        "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10",
        "END:STANDARD",
        "BEGIN:DAYLIGHT",
        "DTSTART:16010101T020000",
        "TZOFFSETFROM:+0100",
        "TZOFFSETTO:+0200",
        "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3",
        "END:DAYLIGHT",
        "END:VTIMEZONE",
        "BEGIN:VEVENT",
        "UID:o",
        "DTSTAMP:20270101T000000Z",
        "DTSTART;TZID=W. Europe Standard Time:20270615T100000",
        "DTEND;TZID=W. Europe Standard Time:20270615T110000",
        "END:VEVENT",
      ),
      FROM,
      TO,
    );
    expect(busy.map(([s]) => iso(s))).toEqual(["2027-06-15T08:00:00.000Z"]);
  });

  it("covers the whole Madrid days of a multi-day all-day event, and reads floating times as Madrid time", () => {
    const { busy } = busyTimes(
      calendar(
        "BEGIN:VEVENT",
        "UID:a",
        "DTSTAMP:20270101T000000Z",
        "DTSTART;VALUE=DATE:20270802",
        "DTEND;VALUE=DATE:20270805",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:f",
        "DTSTAMP:20270101T000000Z",
        "DTSTART:20270110T090000",
        "DTEND:20270110T100000",
        "END:VEVENT",
      ),
      FROM,
      TO,
    );
    expect(busy.map(([s, e]) => [iso(s), iso(e)])).toEqual([
      ["2027-01-10T08:00:00.000Z", "2027-01-10T09:00:00.000Z"],
      ["2027-08-01T22:00:00.000Z", "2027-08-04T22:00:00.000Z"],
    ]);
  });

  it("expands an endless series only inside the window, and skips events outside it", () => {
    const { busy, events } = busyTimes(
      calendar(
        "BEGIN:VEVENT",
        "UID:d",
        "DTSTAMP:20270101T000000Z",
        "DTSTART:20150101T070000Z",
        "DTEND:20150101T080000Z",
        "RRULE:FREQ=DAILY",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:old",
        "DTSTAMP:20270101T000000Z",
        "DTSTART:20200101T070000Z",
        "DTEND:20200101T080000Z",
        "END:VEVENT",
      ),
      FROM,
      Date.parse("2027-01-08T00:00:00Z"),
    );
    expect(events).toBe(2);
    expect(busy.map(([s]) => iso(s))).toEqual(Array.from({ length: 7 }, (_, i) => `2027-01-0${i + 1}T07:00:00.000Z`));
  });

  it("reads each event on its own: folded lines, LF line ends, an alarm's properties, a broken event beside good ones", () => {
    const text = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "BEGIN:VEVENT",
      "UID:series-with-a-long-",
      " identifier",
      "DTSTART:20270105T090000Z",
      "DURATION:PT1H",
      "RRULE:FREQ=DAILY;COUNT=3",
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      "UID:the-alarm",
      "TRIGGER:-PT5M",
      "END:VALARM",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:series-with-a-long-identifier",
      "RECURRENCE-ID:20270106T090000Z",
      "DTSTART:20270106T150000Z",
      "DURATION:PT1H",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:broken",
      "DTSTART:not a time",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\n");
    const { busy, events } = busyTimes(text, FROM, TO);
    expect(events).toBe(3);
    expect(busy.map(([s]) => iso(s))).toEqual(["2027-01-05T09:00:00.000Z", "2027-01-06T15:00:00.000Z", "2027-01-07T09:00:00.000Z"]);
  });

  it("refuses what is not a calendar", () => {
    expect(() => busyTimes("<html><body>Sign in</body></html>", FROM, TO)).toThrow(CalendarUnreadable);
    expect(() => busyTimes("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:X\r\nEND:VCARD", FROM, TO)).toThrow(CalendarUnreadable);
  });
});
