import ICAL from "ical.js";
import { madridToUtc } from "../../core/booking-rules.js";
import { BUSINESS_TIME_ZONE, zonedLocalToDate } from "../../core/zoned-time.js";

// Reads the busy times out of one of her own calendars (an ICS file): every event that is
// not marked free (TRANSP:TRANSPARENT) or cancelled, recurring ones expanded with ical.js,
// all-day ones covering their whole days in Madrid. The result is a list of UTC intervals.

export type Interval = [start: number, end: number];

/**
 * What one calendar may cost. A file over any of these is refused (CalendarOverLimit) and
 * the last good copy stays in use: cutting it short would silently drop busy times. The
 * reading itself runs in a worker thread with a time and a memory limit (read-calendar.ts),
 * which catches whatever these counts do not.
 */
export const CALENDAR_LIMITS = {
  /** VEVENTs in the file: a 5 MB export of fifteen years of use holds about 15,000. */
  events: 30_000,
  /** Parameters on one line: real ones carry a handful (TZID, VALUE, CN, ROLE…). */
  parametersPerLine: 100,
  /** Busy times in the window, all events together: 50 a day for a year. */
  busyTimes: 20_000,
  /** Occurrences of one series in the window: an hourly series is 8,900 a year. */
  occurrencesPerEvent: 10_000,
  /** Steps through one series, those before the window included: a daily series since 1900 is 46,000. */
  stepsPerEvent: 100_000,
} as const;

export class CalendarUnreadable extends Error {}

/** A calendar beyond one of the limits: `code` says which kind, the message the detail. */
export class CalendarOverLimit extends Error {
  constructor(
    readonly code: "too_many_events" | "repeats_too_often" | "too_complex",
    message: string,
  ) {
    super(message);
  }
}

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

/**
 * A linear look over the text before ical.js parses it, for what its parser handles slowly
 * (a line with a million parameters) or what would take a great deal of memory to parse
 * (tens of thousands of events): such a file is refused at once.
 */
export function checkCalendarShape(ics: string): void {
  let events = 0;
  // One logical line at a time: a folded line goes on after a line break and a space or tab.
  let params = 0;
  let quoted = false;
  let inValue = false;
  for (let i = 0; i < ics.length; i++) {
    const c = ics.charCodeAt(i);
    if (c === 10) {
      const next = ics.charCodeAt(i + 1);
      if (next === 32 || next === 9) {
        i++; // a continuation: the same line goes on
        continue;
      }
      params = 0;
      quoted = false;
      inValue = false;
      if (ics.slice(i + 1, i + 13).toUpperCase() === "BEGIN:VEVENT" && ++events > CALENDAR_LIMITS.events) {
        throw new CalendarOverLimit("too_many_events", `more than ${CALENDAR_LIMITS.events} events`);
      }
    } else if (inValue || c === 13) continue;
    else if (c === 34)
      quoted = !quoted; // "
    else if (quoted) continue;
    else if (c === 58)
      inValue = true; // :
    else if (c === 59 && ++params > CALENDAR_LIMITS.parametersPerLine) {
      throw new CalendarOverLimit("too_complex", `a line has more than ${CALENDAR_LIMITS.parametersPerLine} parameters`);
    }
  }
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
  checkCalendarShape(ics);
  let root: ICAL.Component;
  try {
    const parsed = ICAL.parse(ics);
    root = new ICAL.Component(parsed as unknown[]);
  } catch (e) {
    throw new CalendarUnreadable((e as Error).message);
  }
  if (root.name !== "vcalendar") throw new CalendarUnreadable("not a VCALENDAR");
  onlyDefinedZones(root);

  const vevents = root.getAllSubcomponents("vevent");
  // Modified occurrences (RECURRENCE-ID) belong to their series: ical.js applies them there.
  const exceptions = new Map<string, ICAL.Component[]>();
  const masters: ICAL.Component[] = [];
  for (const v of vevents) {
    if (v.hasProperty("recurrence-id")) {
      const uid = String(v.getFirstPropertyValue("uid") ?? "");
      const list = exceptions.get(uid);
      if (list) list.push(v);
      else exceptions.set(uid, [v]);
    } else masters.push(v);
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
      // Days clearly outside the window are passed over before any zone is looked up: most
      // of a calendar exported after years of use is its past.
      if (isFree(component) || wallDay(event.endDate) < from - 3 * DAY_MS || wallDay(event.startDate) > to + 3 * DAY_MS) continue;
      add(instant(event.startDate, tzid, probes), instant(event.endDate, tzid, probes));
      continue;
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
  }
  busy.sort((a, b) => a[0] - b[0]);
  return { busy, events: vevents.length };
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
