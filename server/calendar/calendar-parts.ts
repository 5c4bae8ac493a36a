import { CALENDAR_LIMITS, CalendarOverLimit, CalendarUnreadable } from "./calendar-limits.js";

// Splits an ICS file into its events before any of it is parsed, in one pass over the text.
// ical.js turns a whole file into objects several times its size (a 5 MB calendar needed
// about 90 MB); read event by event, only one event's objects live at a time. The pass is
// also where the limits that the parser itself would pay for are checked: the number of
// events and the parameters on a line (ical.js's parser is slow on a line with a million).

export interface CalendarEventText {
  /** The VEVENT's lines (unfolded), BEGIN and END included. */
  text: string;
  uid: string;
  /** A moved or changed occurrence of a series (it has a RECURRENCE-ID). */
  exception: boolean;
  /** The days (YYYYMMDD as written, whatever the zone) of its RECURRENCE-ID and DTSTART, when it has them. */
  days: string[];
}

export interface CalendarParts {
  /** A VCALENDAR with the file's own properties and time zones, without its events. */
  shell: string;
  events: CalendarEventText[];
}

/** Where a content line's value starts: the first colon outside a quoted parameter value. */
function valueStart(line: string): number {
  let quoted = false;
  let params = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 34)
      quoted = !quoted; // "
    else if (quoted) continue;
    else if (c === 58)
      return i; // :
    else if (c === 59 && ++params > CALENDAR_LIMITS.parametersPerLine) {
      throw new CalendarOverLimit("too_complex", `a line has more than ${CALENDAR_LIMITS.parametersPerLine} parameters`);
    }
  }
  return -1;
}

const nameOf = (line: string, at: number) => (at < 0 ? line : line.slice(0, at)).split(";", 1)[0]!.toUpperCase();

export function splitCalendar(ics: string): CalendarParts {
  // Folded lines go on after a line break and one space or tab (RFC 5545 §3.1).
  const lines = ics.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
  const shell: string[] = [];
  const events: CalendarEventText[] = [];
  const stack: string[] = [];
  let event: { lines: string[]; uid: string; exception: boolean; days: string[] } | null = null;
  let inTimeZone = false;
  let sawCalendar = false;

  for (const line of lines) {
    if (line === "") continue;
    const at = valueStart(line);
    const name = nameOf(line, at);
    const value = at < 0 ? "" : line.slice(at + 1);
    if (name === "BEGIN") {
      const kind = value.trim().toUpperCase();
      stack.push(kind);
      if (stack.length === 1) {
        if (kind !== "VCALENDAR") throw new CalendarUnreadable(`not a VCALENDAR (${kind.slice(0, 20)})`);
        sawCalendar = true; // (some exporters join several calendars: their events are read together)
      } else if (stack.length === 2 && kind === "VEVENT") {
        if (events.length >= CALENDAR_LIMITS.events) throw new CalendarOverLimit("too_many_events", `more than ${CALENDAR_LIMITS.events} events`);
        event = { lines: [line], uid: "", exception: false, days: [] };
      } else if (event) event.lines.push(line);
      else if (stack.length === 2 && kind === "VTIMEZONE") {
        inTimeZone = true;
        shell.push(line);
      } else if (inTimeZone) shell.push(line);
      continue;
    }
    if (name === "END") {
      const kind = stack.pop();
      if (kind === undefined) throw new CalendarUnreadable("END without BEGIN");
      if (event) {
        event.lines.push(line);
        if (stack.length === 1) {
          events.push({ text: event.lines.join("\r\n"), uid: event.uid, exception: event.exception, days: event.days });
          event = null;
        }
      } else if (inTimeZone) {
        shell.push(line);
        if (stack.length === 1) inTimeZone = false;
      }
      continue;
    }
    if (stack.length === 0) {
      if (!sawCalendar) throw new CalendarUnreadable("not a VCALENDAR");
      continue; // text after the calendar
    }
    if (event) {
      event.lines.push(line);
      // The event's own UID and RECURRENCE-ID, not an alarm's.
      if (stack.length === 2 && name === "UID") event.uid = value;
      else if (stack.length === 2 && (name === "RECURRENCE-ID" || name === "DTSTART")) {
        if (name === "RECURRENCE-ID") event.exception = true;
        const day = /^\s*(\d{8})/.exec(value)?.[1];
        if (day) event.days.push(day);
      }
    } else if (stack.length === 1 || inTimeZone) shell.push(line);
  }
  if (!sawCalendar) throw new CalendarUnreadable("not a VCALENDAR");
  if (stack.length > 0) throw new CalendarUnreadable(`unterminated ${stack.at(-1)}`);
  return { shell: ["BEGIN:VCALENDAR", ...shell, "END:VCALENDAR"].join("\r\n"), events };
}
