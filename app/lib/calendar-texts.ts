import { addDays } from "../../core/booking-rules";
import type { Language } from "../../core/languages";
import { dateFormat } from "./format";

/**
 * The words of one month's booking calendar: its heading, the weekdays' names (Monday first)
 * and each day's full date, for the day buttons' labels. The booking page's loader writes those
 * of the months it opens on, so the page starts without building a date formatter, whose first
 * use costs a phone tens of milliseconds (docs/decisions/033); other months are written by the
 * browser when shown.
 */
export interface CalendarTexts {
  /** YYYY-MM */
  month: string;
  heading: string;
  weekdays: { long: string; short: string }[];
  /** Day 1 first. */
  days: string[];
}

const noon = (date: string) => new Date(`${date}T12:00:00Z`);
const MONDAY = "2024-01-01";

export function calendarTexts(lang: Language, month: string): CalendarTexts {
  const day = (options: Intl.DateTimeFormatOptions) => dateFormat(lang, { ...options, timeZone: "UTC" });
  const long = day({ weekday: "long" });
  const short = day({ weekday: "short" });
  const full = day({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
  const days: string[] = [];
  for (let d = `${month}-01`; d.startsWith(month); d = addDays(d, 1)) days.push(full.format(noon(d)));
  return {
    month,
    heading: day({ month: "long", year: "numeric" }).format(noon(`${month}-01`)),
    weekdays: Array.from({ length: 7 }, (_, i) => addDays(MONDAY, i)).map((d) => ({ long: long.format(noon(d)), short: short.format(noon(d)) })),
    days,
  };
}
