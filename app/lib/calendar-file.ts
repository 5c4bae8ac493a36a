// The "add to calendar" file offered after booking: one iCalendar (RFC 5545) event, built in
// the browser from the booking the API answered with. Its UID and SEQUENCE are the ones the
// API gives (`calendar_uid`, `sequence`), those of the invitations the mails carry, so a
// calendar that gets both keeps one event at its latest version. Escaping and folding are
// the server's own (core/icalendar.ts).
import { calendarText, escapeText, property, uriValue } from "../../core/icalendar";

export interface CalendarEvent {
  uid: string;
  /** The event's version: the booking's `sequence`. */
  sequence: number;
  start: number; // UTC ms
  durationMinutes: number;
  summary: string;
  description: string;
  stamp: number;
}

const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export function calendarFile(e: CalendarEvent): string {
  return calendarText([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Nutrition practice//Bookings//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    property("UID", uriValue(e.uid)),
    `SEQUENCE:${Math.max(0, Math.trunc(e.sequence))}`,
    `DTSTAMP:${utcStamp(e.stamp)}`,
    `DTSTART:${utcStamp(e.start)}`,
    `DTEND:${utcStamp(e.start + e.durationMinutes * 60_000)}`,
    property("SUMMARY", escapeText(e.summary)),
    property("DESCRIPTION", escapeText(e.description)),
    "END:VEVENT",
    "END:VCALENDAR",
  ]);
}

/** A link target that downloads the file, no server round trip needed. */
export function calendarHref(e: CalendarEvent): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(calendarFile(e))}`;
}
