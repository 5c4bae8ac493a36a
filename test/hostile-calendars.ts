// Calendar files made to hurt whoever reads them, as an attack on the import found them
// (issue 24): each is small enough to be fetched (under 5 MB) and costly to parse or expand.
// Generated, so the repository holds no multi-megabyte fixtures.

const wrap = (lines: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//attack//EN", ...lines, "END:VCALENDAR", ""].join("\r\n");
const vevent = (uid: string, ...lines: string[]) => ["BEGIN:VEVENT", `UID:${uid}`, ...lines, "END:VEVENT"];
const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, "");

/** `count` events repeating every second with no end, from `start` (about 4 KB for 30). */
export function secondlyForever(start: string, count = 30): string {
  return wrap(Array.from({ length: count }, (_, i) => vevent(`s${i}`, `DTSTART:${stamp(Date.parse(start))}`, "DURATION:PT1S", "RRULE:FREQ=SECONDLY")).flat());
}

/** `count` events on `day`, each in a time zone of its own that nobody defines (about 4 MB for 45,000). */
export function unknownZones(day: string, count = 45_000): string {
  const date = day.replace(/-/g, "");
  return wrap(Array.from({ length: count }, (_, i) => vevent(`${i}`, `DTSTART;TZID=Z${i}:${date}T100000`, "DURATION:PT1H")).flat());
}

/** One event whose start time carries `count` parameters (1.2 million: about 5 MB). */
export function manyParameters(count = 1_200_000): string {
  return wrap(vevent("p", `DTSTART${";X=1".repeat(count)}:20270110T100000Z`, "DURATION:PT1H"));
}

/** One daily series from `start` with `count` of its occurrences moved an hour later (RECURRENCE-ID). */
export function movedOccurrences(start: string, count = 36_000): string {
  const first = Date.parse(start);
  const overrides = Array.from({ length: count }, (_, i) => {
    const day = first + i * 86_400_000;
    return vevent("m", `RECURRENCE-ID:${stamp(day)}`, `DTSTART:${stamp(day + 3_600_000)}`, "DURATION:PT1H");
  });
  return wrap([...vevent("m", `DTSTART:${stamp(first)}`, "DURATION:PT1H", "RRULE:FREQ=DAILY"), ...overrides.flat()]);
}

/** `count` one-off events of an hour, one every `everyMinutes` from `start` (38,000: about 3.5 MB). */
export function manyEvents(start: string, count = 38_000, everyMinutes = 60): string {
  const first = Date.parse(start);
  return wrap(
    Array.from({ length: count }, (_, i) => vevent(`${i}`, `DTSTART:${stamp(first + i * everyMinutes * 60_000)}`, "DURATION:PT1H", "SUMMARY:Busy")).flat(),
  );
}
