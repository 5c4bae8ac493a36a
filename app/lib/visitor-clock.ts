import { BUSINESS_TIME_ZONE, madridToUtc } from "../../core/booking-rules";
import type { Language } from "../../core/languages";
import { dateFormat, zoneName } from "../../core/zone-reading";

// How the visitor's own clock reads an instant. Kept apart from the page's texts (i18n,
// React) so that the booking page's worker can run it without them.

/** The visitor's reading of one instant: her time, with the day when it matters, and her zone's name. */
export interface VisitorReading {
  when: string;
  zone: string;
}

/** The browser's time zone, when it is not Madrid's. The first Intl call of a page is its costly one. */
export function browserZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && zone !== BUSINESS_TIME_ZONE ? zone : null;
}

export const clock = (instant: number, zone: string, lang: Language) =>
  dateFormat(lang, { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);

export const day = (instant: number, zone: string, lang: Language) =>
  dateFormat(lang, { timeZone: zone, weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(instant);

/**
 * The instant on the visitor's clock in `zone`, or null when that clock shows Madrid's time and
 * day. The day is written out with `withDate`, or when it differs (late evening in New York).
 */
export function visitorReading(instant: number, lang: Language, zone: string, withDate = false): VisitorReading | null {
  const theirTime = clock(instant, zone, lang);
  const theirDay = day(instant, zone, lang);
  const madridDay = day(instant, BUSINESS_TIME_ZONE, lang);
  if (theirTime === clock(instant, BUSINESS_TIME_ZONE, lang) && theirDay === madridDay) return null;
  return { when: withDate || theirDay !== madridDay ? `${theirDay}, ${theirTime}` : theirTime, zone: zoneName(zone, lang, instant) };
}

/** A Madrid day's "HH:MM" times as read in `zone` (Madrid's own offsets are found through Intl too). */
export function readSlotTimes(zone: string | null, lang: Language, date: string, times: string[]): (VisitorReading | null)[] {
  if (!zone) return times.map(() => null);
  return times.map((time) => {
    const instant = madridToUtc(date, time);
    return instant === null ? null : visitorReading(instant, lang, zone);
  });
}
