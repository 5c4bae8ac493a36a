import ICAL from "ical.js";
import { madridToUtc } from "../../core/booking-rules.js";
import { BUSINESS_TIME_ZONE, zonedLocalToDate } from "../../core/zoned-time.js";

// Reads the busy times out of one of her own calendars (an ICS file): every event that is
// not marked free (TRANSP:TRANSPARENT) or cancelled, recurring ones expanded with ical.js,
// all-day ones covering their whole days in Madrid. The result is a list of UTC intervals.

export type Interval = [start: number, end: number];

/** Bounds on what one calendar may cost: a daily event since 2010 still expands quickly. */
const MAX_STEPS_PER_EVENT = 20_000;
const MAX_INTERVALS = 20_000;

export class CalendarUnreadable extends Error {}

const knownZones = new Map<string, boolean>();
function isTimeZone(name: string): boolean {
  let known = knownZones.get(name);
  if (known === undefined) {
    try {
      // Throws a RangeError for a zone the runtime does not know; the locale plays no part.
      new Intl.DateTimeFormat(undefined, { timeZone: name });
      known = true;
    } catch {
      known = false;
    }
    if (knownZones.size < 1000) knownZones.set(name, known);
  }
  return known;
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The UTC instant of an ICAL time. UTC times and times whose zone the file defines are
 * converted by ical.js; a TZID the file does not define is read as an IANA name when it is
 * one (many exporters skip the VTIMEZONE); floating times and dates are Madrid wall time.
 */
function instant(t: ICAL.Time, tzidHint: string | undefined): number | null {
  const date = `${t.year}-${pad(t.month)}-${pad(t.day)}`;
  // Midnight always exists in Madrid: the clocks change at 02:00 and 03:00.
  if (t.isDate) return madridToUtc(date, "00:00");
  if (t.zone && t.zone.tzid !== "floating") return t.toUnixTime() * 1000;
  const zone = tzidHint && isTimeZone(tzidHint) ? tzidHint : BUSINESS_TIME_ZONE;
  return zonedLocalToDate(`${date}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`, zone)?.getTime() ?? null;
}

function isFree(c: ICAL.Component): boolean {
  const transp = String(c.getFirstPropertyValue("transp") ?? "").toUpperCase();
  const status = String(c.getFirstPropertyValue("status") ?? "").toUpperCase();
  return transp === "TRANSPARENT" || status === "CANCELLED";
}

/** Busy intervals of the calendar that overlap [from, to), sorted; throws CalendarUnreadable. */
export function busyTimes(ics: string, from: number, to: number): { busy: Interval[]; events: number } {
  let root: ICAL.Component;
  try {
    const parsed = ICAL.parse(ics);
    root = new ICAL.Component(parsed as unknown[]);
  } catch (e) {
    throw new CalendarUnreadable((e as Error).message);
  }
  if (root.name !== "vcalendar") throw new CalendarUnreadable("not a VCALENDAR");

  const vevents = root.getAllSubcomponents("vevent");
  // Modified occurrences (RECURRENCE-ID) belong to their series: ical.js applies them there.
  const exceptions = new Map<string, ICAL.Component[]>();
  const masters: ICAL.Component[] = [];
  for (const v of vevents) {
    if (v.hasProperty("recurrence-id")) {
      const uid = String(v.getFirstPropertyValue("uid") ?? "");
      exceptions.set(uid, [...(exceptions.get(uid) ?? []), v]);
    } else masters.push(v);
  }

  const busy: Interval[] = [];
  const add = (start: number | null, end: number | null) => {
    if (start === null || end === null || end <= start || end <= from || start >= to) return;
    if (busy.length >= MAX_INTERVALS) return;
    busy.push([start, end]);
  };

  for (const component of masters) {
    let event: ICAL.Event;
    try {
      event = new ICAL.Event(component, { exceptions: exceptions.get(String(component.getFirstPropertyValue("uid") ?? "")) ?? [] });
    } catch {
      continue; // one broken event does not hide the others
    }
    if (!event.startDate) continue;
    const tzid = component.getFirstProperty("dtstart")?.getParameter("tzid") as string | undefined;
    if (!event.isRecurring()) {
      if (!isFree(component)) add(instant(event.startDate, tzid), instant(event.endDate, tzid));
      continue;
    }
    const it = event.iterator();
    for (let step = 0, next = it.next(); next && step < MAX_STEPS_PER_EVENT; step++, next = it.next()) {
      // Occurrences days before the window are passed over without converting them: a daily
      // series from years back is mostly those.
      if (Date.UTC(next.year, next.month - 1, next.day) < from - 3 * 86_400_000) continue;
      const planned = instant(next, tzid);
      if (planned !== null && planned >= to + 86_400_000) break; // a day's margin for moved occurrences
      const o = event.getOccurrenceDetails(next);
      const itemTzid = o.item.component.getFirstProperty("dtstart")?.getParameter("tzid") as string | undefined;
      if (!isFree(o.item.component)) add(instant(o.startDate, itemTzid ?? tzid), instant(o.endDate, itemTzid ?? tzid));
    }
  }
  busy.sort((a, b) => a[0] - b[0]);
  return { busy, events: vevents.length };
}
