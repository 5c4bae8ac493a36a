// The practice's clock: it works on Madrid wall time, the site stores instants in UTC.
// The one place that names the zone; everything that needs "today" or a wall time asks here.

/** The practice's time zone: clocks on the site and in the admin area mean Madrid time. */
export const BUSINESS_TIME_ZONE = "Europe/Madrid";

// Madrid wall time ↔ UTC, through Intl (the platform's time zone database), so DST is right.

const wallFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The Madrid wall clock at an instant, as if it were UTC milliseconds. */
export function wallMs(instant: number): number {
  const p: Record<string, number> = {};
  for (const part of wallFormat.formatToParts(instant)) if (part.type !== "literal") p[part.type] = Number(part.value);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) + (((instant % 1000) + 1000) % 1000);
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
