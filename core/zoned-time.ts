import { BUSINESS_TIME_ZONE } from "./practice-time.js";

export { BUSINESS_TIME_ZONE };

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/** Milliseconds the zone is ahead of UTC at the instant `utcMs`. */
// A formatter costs far more to build than to use: one per zone, kept (the zones are few).
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
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

function zoneOffset(utcMs: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/**
 * A wall-clock "YYYY-MM-DDTHH:MM[:SS]" (what an <input type="datetime-local"> gives) read in
 * the given zone, as a Date; null when it is not a real date and time. Across the DST jump
 * the offset is computed twice so a local time maps to the instant the clock shows it.
 */
export function zonedLocalToDate(local: string, timeZone = BUSINESS_TIME_ZONE): Date | null {
  const m = LOCAL.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0)) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  let utc = wall - zoneOffset(wall, timeZone);
  const second = zoneOffset(utc, timeZone);
  utc = wall - second;
  return new Date(utc);
}
