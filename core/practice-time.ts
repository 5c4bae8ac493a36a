// The practice's clock: it works on Madrid wall time, the site stores instants in UTC.
// The one place that names the zone; everything that needs "today" or a wall time asks here.

import { intlLocale } from "./languages.js";

/** The practice's time zone: clocks on the site and in the admin area mean Madrid time. */
export const BUSINESS_TIME_ZONE = "Europe/Madrid";

// Madrid wall time ↔ UTC, through Intl (the platform's time zone database), so DST is right.

// A formatter costs far more to build than to use: one per zone, kept (the zones are few:
// Madrid, and those of the calendars she imports).
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // Only the numeric parts are read; any Latin-digit locale gives the same ones.
    f = new Intl.DateTimeFormat(intlLocale("en"), {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    if (formatters.size < 100) formatters.set(timeZone, f);
  }
  return f;
}

/** How far a zone's wall clock is ahead of UTC at an instant, in ms (DST included). */
export function zoneOffsetAt(instant: number, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) if (part.type !== "literal") p[part.type] = Number(part.value);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - Math.floor(instant / 1000) * 1000;
}

/** The Madrid wall clock at an instant, as if it were UTC milliseconds. */
export function wallMs(instant: number): number {
  return instant + zoneOffsetAt(instant, BUSINESS_TIME_ZONE);
}

/** Madrid's offset from UTC at an instant, in ms (+1 h in winter, +2 h in summer). */
export function offsetAt(instant: number): number {
  return wallMs(instant) - instant;
}

/** The Madrid date and time of an instant. */
export function madridWall(instant: number): { date: string; time: string } {
  const iso = new Date(wallMs(instant)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** Today in Madrid as YYYY-MM-DD, at the instant `now` (UTC milliseconds). */
export function madridToday(now: number): string {
  return madridWall(now).date;
}

// ---------------------------------------------------------------------------------------------
// Madrid's clock as data. A browser's first Intl formatter costs a phone tens of milliseconds
// (docs/decisions/033), so a page that only needs to know whether the visitor's clock reads as
// Madrid's gets Madrid's offsets over the days it shows, written by the server, and compares
// them with the browser's own offset (Date#getTimezoneOffset, which builds no formatter).

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Madrid's offsets from `from` to `until` (UTC ms): each entry holds from its instant on. */
export interface OffsetTable {
  until: number;
  offsets: [instant: number, offset: number][];
}

/** The table of Madrid's offsets over a span; its changes (DST) fall on the hour. */
export function madridOffsets(from: number, until: number): OffsetTable {
  const offsets: OffsetTable["offsets"] = [[from, offsetAt(from)]];
  // A day at a time, then the hour within the day where the offset changed.
  for (let day = from; day < until; day += DAY_MS) {
    const end = Math.min(day + DAY_MS, until);
    if (offsetAt(end) === offsets.at(-1)![1]) continue;
    for (let hour = Math.floor(day / HOUR_MS) * HOUR_MS + HOUR_MS; hour <= end; hour += HOUR_MS) {
      const offset = offsetAt(hour);
      if (offset !== offsets.at(-1)![1]) offsets.push([hour, offset]);
    }
  }
  return { until, offsets };
}

/** Madrid's offset at an instant, read from a table; null outside it. */
export function offsetFromTable(table: OffsetTable, instant: number): number | null {
  if (instant < table.offsets[0]![0] || instant > table.until) return null;
  let offset = table.offsets[0]![1];
  for (const [from, o] of table.offsets) if (from <= instant) offset = o;
  return offset;
}

/**
 * Whether this machine's clock reads as Madrid's over the table's span: compared once a day
 * (another zone whose offset differs for longer than a day shows it there), and every hour of
 * the days around Madrid's own changes (where another zone may change at another hour). Each
 * comparison costs a phone some microseconds: every hour of a year's span took 130 ms.
 */
export function localClockIsMadrid(table: OffsetTable): boolean {
  const from = table.offsets[0]![0];
  const same = (t: number) => -new Date(t).getTimezoneOffset() * 60_000 === offsetFromTable(table, t);
  for (let t = from; t < table.until; t += DAY_MS) if (!same(t)) return false;
  if (!same(table.until)) return false;
  for (const [change] of table.offsets.slice(1)) {
    for (let t = Math.max(from, change - DAY_MS); t <= Math.min(table.until, change + DAY_MS); t += HOUR_MS) if (!same(t)) return false;
  }
  return true;
}

/** Today in Madrid, read from the table while it covers `now` (else through Intl). */
export function madridTodayFrom(table: OffsetTable, now: number): string {
  const offset = offsetFromTable(table, now);
  return offset === null ? madridToday(now) : new Date(now + offset).toISOString().slice(0, 10);
}
