// What one of her calendars may cost to read (docs/decisions/015): shared by the splitter
// (calendar-parts.ts) and the expansion (busy-times.ts).

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
