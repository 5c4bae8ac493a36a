// A minimal iCalendar (RFC 5545) event for the client's calendar. The UID is stable for the
// life of the booking and SEQUENCE rises on every change, so calendar apps update the one
// event instead of adding another. Every value goes through core/icalendar.ts, so a name or
// title can never write lines of its own.
import { calendarText, escapeText, property, uriValue } from "../../core/icalendar.js";

export interface IcsEvent {
  uid: string;
  sequence: number;
  method: "REQUEST" | "CANCEL";
  start: number; // UTC ms
  durationMinutes: number;
  summary: string;
  description: string;
  url?: string;
  /** Where the session happens: the video meeting's address, once paid. */
  location?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  stamp: number;
}

function utcStamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

const mailto = (email: string) => uriValue(`mailto:${email}`);

export function buildIcs(e: IcsEvent): string {
  return calendarText([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Nutrition practice//Bookings//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${e.method}`,
    "BEGIN:VEVENT",
    property("UID", uriValue(e.uid)),
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${utcStamp(e.stamp)}`,
    `DTSTART:${utcStamp(e.start)}`,
    `DTEND:${utcStamp(e.start + e.durationMinutes * 60_000)}`,
    property("SUMMARY", escapeText(e.summary)),
    property("DESCRIPTION", escapeText(e.description)),
    ...(e.location ? [property("LOCATION", escapeText(e.location))] : []),
    ...(e.url ? [property("URL", uriValue(e.url))] : []),
    property("ORGANIZER", mailto(e.organizer.email), { CN: e.organizer.name }),
    property("ATTENDEE", mailto(e.attendee.email), { CN: e.attendee.name, ROLE: "REQ-PARTICIPANT" }),
    `STATUS:${e.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ]);
}
