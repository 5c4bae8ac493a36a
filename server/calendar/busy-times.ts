import ICAL from "ical.js";
import { CALENDAR_LIMITS, CalendarOverLimit, CalendarUnreadable } from "./calendar-limits.js";
import { splitCalendar, type CalendarEventText } from "./calendar-parts.js";
import { madridToUtc } from "../../core/booking-rules.js";
import { BUSINESS_TIME_ZONE, zonedLocalToDate } from "../../core/zoned-time.js";

// Reads the busy times out of one of her own calendars (an ICS file): every event that is
// not marked free (TRANSP:TRANSPARENT) or cancelled, recurring ones expanded with ical.js,
// all-day ones covering their whole days in Madrid. The result is a list of UTC intervals.

export type Interval = [start: number, end: number];

export { CALENDAR_LIMITS, CalendarOverLimit, CalendarUnreadable } from "./calendar-limits.js";

// Zone names: the runtime's own list answers most at once; other names (aliases such as
// Europe/Kiev or US/Eastern) are asked of Intl, which costs a fraction of a millisecond each,
// so only for the first few unknown names of a file: a file naming 45,000 zones gets Madrid
// time for the rest rather than minutes of lookups.
const ianaZones = new Set(Intl.supportedValuesOf("timeZone"));
const knownZones = new Map<string, boolean>();
const MAX_ZONE_PROBES = 50;
function isTimeZone(name: string, probes: { left: number }): boolean {
  if (ianaZones.has(name)) return true;
  let known = knownZones.get(name);
  if (known === undefined) {
    if (probes.left <= 0) return false;
    probes.left--;
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
const DAY_MS = 86_400_000;
/** The day of an ICAL time as if its wall clock were UTC: within a day of the instant, whatever its zone. */
const wallDay = (t: ICAL.Time) => Date.UTC(t.year, t.month - 1, t.day);

/**
 * The UTC instant of an ICAL time. UTC times and times whose zone the file defines are
 * converted by ical.js; a TZID the file does not define is read as an IANA name when it is
 * one (many exporters skip the VTIMEZONE); floating times and dates are Madrid wall time.
 */
function instant(t: ICAL.Time, tzidHint: string | undefined, probes: { left: number }): number | null {
  const date = `${t.year}-${pad(t.month)}-${pad(t.day)}`;
  // Midnight always exists in Madrid: the clocks change at 02:00 and 03:00.
  if (t.isDate) return madridToUtc(date, "00:00");
  if (t.zone && t.zone.tzid !== "floating") return t.toUnixTime() * 1000;
  const zone = tzidHint && isTimeZone(tzidHint, probes) ? tzidHint : BUSINESS_TIME_ZONE;
  return zonedLocalToDate(`${date}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`, zone)?.getTime() ?? null;
}

function isFree(c: ICAL.Component): boolean {
  const transp = String(c.getFirstPropertyValue("transp") ?? "").toUpperCase();
  const status = String(c.getFirstPropertyValue("status") ?? "").toUpperCase();
  return transp === "TRANSPARENT" || status === "CANCELLED";
}

/**
 * Busy intervals of the calendar that overlap [from, to), sorted. Throws CalendarUnreadable
 * for what is not a calendar and CalendarOverLimit for one beyond CALENDAR_LIMITS.
 */
export function busyTimes(ics: string, from: number, to: number): { busy: Interval[]; events: number } {
  const { shell, events } = splitCalendar(ics);
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(shell) as unknown[]);
  } catch (e) {
    throw new CalendarUnreadable((e as Error).message);
  }
  if (root.name !== "vcalendar") throw new CalendarUnreadable("not a VCALENDAR");
  onlyDefinedZones(root);

  /** One event parsed on its own, under the calendar's root so its time zones are found; null if broken. */
  const parse = (text: string): ICAL.Component | null => {
    try {
      const c = new ICAL.Component(ICAL.parse(text) as unknown[], root);
      return c.name === "vevent" ? c : null;
    } catch {
      return null; // one broken event does not hide the others
    }
  };

  // Modified occurrences (RECURRENCE-ID) belong to their series: ical.js applies them there.
  // One whose original day and new day are both well outside the window changes nothing in
  // it, so it is not parsed at all: a series may carry years of them.
  const outside = (day: string) => {
    const at = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)));
    return at < from - 3 * DAY_MS || at > to + 3 * DAY_MS;
  };
  const exceptions = new Map<string, string[]>();
  for (const e of events) {
    if (!e.exception || (e.days.length === 2 && e.days.every(outside))) continue;
    const list = exceptions.get(e.uid) ?? [];
    if (list.length >= CALENDAR_LIMITS.occurrencesPerEvent) {
      throw new CalendarOverLimit("repeats_too_often", `an event has more than ${CALENDAR_LIMITS.occurrencesPerEvent} moved occurrences`);
    }
    list.push(e.text);
    exceptions.set(e.uid, list);
  }

  const probes = { left: MAX_ZONE_PROBES };
  const busy: Interval[] = [];
  const add = (start: number | null, end: number | null) => {
    if (start === null || end === null || end <= start || end <= from || start >= to) return;
    if (busy.length >= CALENDAR_LIMITS.busyTimes) {
      throw new CalendarOverLimit("too_many_events", `more than ${CALENDAR_LIMITS.busyTimes} busy times in the next 12 months`);
    }
    busy.push([start, end]);
  };

  /** One event or series: its busy times join `busy`. ical.js reads values lazily, so a broken one may throw at any step. */
  const read = (master: CalendarEventText) => {
    const component = parse(master.text);
    if (!component) return;
    const moved = (exceptions.get(master.uid) ?? []).map(parse).filter((c): c is ICAL.Component => c !== null);
    const event = new ICAL.Event(component, { exceptions: moved });
    if (!event.startDate) return;
    const tzid = component.getFirstProperty("dtstart")?.getParameter("tzid") as string | undefined;
    if (!event.isRecurring()) {
      // Days clearly outside the window are passed over before any zone is looked up: most
      // of a calendar exported after years of use is its past.
      if (isFree(component) || wallDay(event.endDate) < from - 3 * DAY_MS || wallDay(event.startDate) > to + 3 * DAY_MS) return;
      add(instant(event.startDate, tzid, probes), instant(event.endDate, tzid, probes));
      return;
    }
    const it = event.iterator();
    const tooOften = () =>
      new CalendarOverLimit(
        "repeats_too_often",
        `an event repeats more than ${CALENDAR_LIMITS.occurrencesPerEvent} times in the next 12 months, or more than ${CALENDAR_LIMITS.stepsPerEvent} times in all`,
      );
    let inWindow = 0;
    for (let step = 0, next = it.next(); next; step++, next = it.next()) {
      if (step >= CALENDAR_LIMITS.stepsPerEvent) throw tooOften();
      // Occurrences days before the window are passed over without converting them: a daily
      // series from years back is mostly those.
      if (wallDay(next) < from - 3 * DAY_MS) continue;
      const planned = instant(next, tzid, probes);
      if (planned !== null && planned >= to + 86_400_000) break; // a day's margin for moved occurrences
      if (++inWindow > CALENDAR_LIMITS.occurrencesPerEvent) throw tooOften();
      const o = event.getOccurrenceDetails(next);
      const itemTzid = o.item.component.getFirstProperty("dtstart")?.getParameter("tzid") as string | undefined;
      if (!isFree(o.item.component)) add(instant(o.startDate, itemTzid ?? tzid, probes), instant(o.endDate, itemTzid ?? tzid, probes));
    }
  };
  for (const master of events) {
    if (master.exception) continue;
    try {
      read(master);
    } catch (e) {
      if (e instanceof CalendarOverLimit) throw e;
      // One broken event does not hide the others.
    }
  }
  busy.sort((a, b) => a[0] - b[0]);
  return { busy, events: events.length };
}

/**
 * ical.js looks a TZID up by walking every component of the file each time the zone is not
 * one the file defines, which a file of 45,000 events each in a zone of its own turns into
 * billions of steps. The zones the file defines are listed once; any other TZID is answered
 * "not defined" at once, and instant() then reads it as an IANA name or as Madrid time.
 */
function onlyDefinedZones(root: ICAL.Component): void {
  const defined = new Set(root.getAllSubcomponents("vtimezone").map((z) => String(z.getFirstPropertyValue("tzid") ?? "")));
  const lookUp = root.getTimeZoneByID.bind(root);
  root.getTimeZoneByID = (tzid: string) => (defined.has(tzid) ? lookUp(tzid) : (null as unknown as ICAL.Timezone));
}
