import { useEffect, useState } from "react";
import { BUSINESS_TIME_ZONE, madridToUtc } from "../../core/booking-rules";
import { localClockIsMadrid, type OffsetTable } from "../../core/practice-time";
import type { Language } from "../../core/languages";
import { dateFormat } from "./format";
import { translate } from "../i18n";

// Times on the booking screens are Madrid time, labelled so; a visitor whose browser runs
// in another zone also sees each time in hers. The browser's zone is only known after
// hydration, so the server renders the Madrid label alone and the page adds the rest.

/**
 * The browser's time zone once the page runs in it; null on the server and in Madrid. Given
 * Madrid's offsets over the days the page shows, a browser whose clock reads as Madrid's there
 * (a visitor in Madrid or Paris) is known without asking Intl, whose first formatter costs a
 * phone tens of milliseconds of the page's start (docs/decisions/033).
 */
export function useVisitorZone(madrid?: OffsetTable): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    if (madrid && localClockIsMadrid(madrid)) return;
    const z = Intl.DateTimeFormat().resolvedOptions().timeZone;
    setZone(z && z !== BUSINESS_TIME_ZONE ? z : null);
    // The table only spares work; the zone is asked once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return zone;
}

/**
 * The zone's name in the reader's language, as the browser's own data writes it: "Ώρα
 * Ανατολικής Ευρώπης", "hora de Europa oriental", "Eastern European Time" (a zone's city,
 * "Athens", exists only in English). A zone that has only an offset for a generic name
 * (UTC: "GMT+00:00") gets its full one.
 */
export function zoneName(zone: string, lang: Language, instant: number): string {
  const name = (style: "longGeneric" | "long") =>
    dateFormat(lang, { timeZone: zone, timeZoneName: style })
      .formatToParts(instant)
      .find((p) => p.type === "timeZoneName")?.value;
  const generic = name("longGeneric");
  return (generic && !/^GMT|^UTC/.test(generic) ? generic : name("long")) ?? zone;
}

const clock = (instant: number, zone: string, lang: Language) =>
  dateFormat(lang, { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);

const day = (instant: number, zone: string, lang: Language) =>
  dateFormat(lang, { timeZone: zone, weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(instant);

/**
 * One instant as the client reads it: "10:00 Madrid time", plus "11:00 your time (Eastern European Time)"
 * when her zone shows another clock time. `withDate` writes the day out too.
 */
export function describeInstant(instant: number, lang: Language, zone: string | null, withDate = false): { madrid: string; visitor: string | null } {
  const madridTime = clock(instant, BUSINESS_TIME_ZONE, lang);
  const madridDay = day(instant, BUSINESS_TIME_ZONE, lang);
  const madrid = translate(lang, "time.madrid", { time: withDate ? `${madridDay}, ${madridTime}` : madridTime });
  if (!zone) return { madrid, visitor: null };
  const theirTime = clock(instant, zone, lang);
  const theirDay = day(instant, zone, lang);
  if (theirTime === madridTime && theirDay === madridDay) return { madrid, visitor: null };
  // The day is written out when it differs, even in the short form (late evening in New York).
  const when = withDate || theirDay !== madridDay ? `${theirDay}, ${theirTime}` : theirTime;
  return { madrid, visitor: translate(lang, "time.visitor", { time: when, zone: zoneName(zone, lang, instant) }) };
}

/** A Madrid date and time of the booking grid, as describeInstant reads it. */
export function describeSlot(date: string, time: string, lang: Language, zone: string | null, withDate = false) {
  // In Madrid the slot's own "HH:MM" is what the clock formatter would write (24-hour, two
  // digits, in all three languages): no formatter is built for it.
  if (!zone && !withDate) return { madrid: translate(lang, "time.madrid", { time }), visitor: null };
  const instant = madridToUtc(date, time);
  return instant === null ? { madrid: translate(lang, "time.madrid", { time }), visitor: null } : describeInstant(instant, lang, zone, withDate);
}

/** One line: "10:00 Madrid time · 11:00 your time (Eastern European Time)". */
export function slotLabel(d: { madrid: string; visitor: string | null }): string {
  return d.visitor ? `${d.madrid} · ${d.visitor}` : d.madrid;
}
