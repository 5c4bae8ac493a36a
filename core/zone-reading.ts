// A session's time as a client far from Madrid reads it: her zone's name in her language, and
// whether her clock shows Madrid's time at all. Shared by the mails (server) and the pages.
import { intlLocale, type Language } from "./languages.js";
import { BUSINESS_TIME_ZONE, zoneOffsetAt } from "./practice-time.js";

// Building an Intl formatter costs far more than using one (a list formats dozens of dates):
// each is made once per language and options, then kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
export function dateFormat(lang: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(intlLocale(lang), options)));
  return f;
}

/**
 * The zone's name in the reader's language, as the platform's own data writes it: "Ώρα
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

/** An IANA zone's name as written ("Europe/Athens", "America/Argentina/Buenos_Aires", "UTC"). */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

/**
 * Whether a text names a time zone of the IANA database the platform knows. Offsets
 * ("+02:00"), which Intl also takes, are refused: they do not follow summer time.
 */
export function isTimeZone(v: string): boolean {
  if (v.length > 64 || !ZONE_NAME.test(v)) return false;
  try {
    dateFormat("en", { timeZone: v });
    return true;
  } catch {
    return false;
  }
}

/** Whether a zone's clock shows Madrid's time at an instant (then one time is written). */
export function readsAsMadrid(zone: string | null | undefined, instant: number): boolean {
  return !zone || zone === BUSINESS_TIME_ZONE || zoneOffsetAt(instant, zone) === zoneOffsetAt(instant, BUSINESS_TIME_ZONE);
}
