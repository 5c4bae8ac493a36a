import { BUSINESS_TIME_ZONE, zoneOffsetAt } from "./practice-time.js";

export { BUSINESS_TIME_ZONE };

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

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
  let utc = wall - zoneOffsetAt(wall, timeZone);
  const second = zoneOffsetAt(utc, timeZone);
  utc = wall - second;
  return new Date(utc);
}
