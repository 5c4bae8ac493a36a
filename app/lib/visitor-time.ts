import { useEffect, useState } from "react";
import { BUSINESS_TIME_ZONE } from "../../core/booking-rules";
import type { Language } from "../../core/languages";
import { translate } from "../i18n";
import { browserZone, clock, day, readSlotTimes, visitorReading, type VisitorReading } from "./visitor-clock";

// Times on the booking screens are Madrid time, labelled so; a visitor whose browser runs
// in another zone also sees each time in hers. The browser's zone is only known after
// hydration, so the server renders the Madrid label alone and the page adds the rest.

/**
 * The browser's time zone once the page runs in it; null on the server and in Madrid. The
 * booking page does not use it: it reads its slots' times in a worker (visitor-slots.ts).
 */
export function useVisitorZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => setZone(browserZone()), []);
  return zone;
}

const visitorText = (lang: Language, reading: VisitorReading | null) =>
  reading ? translate(lang, "time.visitor", { time: reading.when, zone: reading.zone }) : null;

/**
 * One instant as the client reads it: "10:00 Madrid time", plus "11:00 your time (Eastern European Time)"
 * when her zone shows another clock time. `withDate` writes the day out too.
 */
export function describeInstant(instant: number, lang: Language, zone: string | null, withDate = false): { madrid: string; visitor: string | null } {
  const madridTime = clock(instant, BUSINESS_TIME_ZONE, lang);
  const madrid = translate(lang, "time.madrid", { time: withDate ? `${day(instant, BUSINESS_TIME_ZONE, lang)}, ${madridTime}` : madridTime });
  return { madrid, visitor: zone ? visitorText(lang, visitorReading(instant, lang, zone, withDate)) : null };
}

/** A Madrid date and time of the booking grid, as describeInstant reads it. */
export function describeSlot(date: string, time: string, lang: Language, zone: string | null, reading?: VisitorReading | null) {
  // The slot's own "HH:MM" is what the clock formatter would write for Madrid (24-hour, two
  // digits, in all three languages): no formatter is built for it.
  const madrid = translate(lang, "time.madrid", { time });
  if (reading !== undefined) return { madrid, visitor: visitorText(lang, reading) };
  return { madrid, visitor: visitorText(lang, readSlotTimes(zone, lang, date, [time])[0] ?? null) };
}

/** One line: "10:00 Madrid time · 11:00 your time (Eastern European Time)". */
export function slotLabel(d: { madrid: string; visitor: string | null }): string {
  return d.visitor ? `${d.madrid} · ${d.visitor}` : d.madrid;
}
