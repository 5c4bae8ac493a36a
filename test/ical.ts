// Reads calendars with a real iCalendar parser (ical.js), so tests check what a calendar app
// would see rather than what a regular expression finds.
import ICAL from "ical.js";

/** The physical lines of an iCalendar text, each checked against RFC 5545's 75-octet limit. */
export function physicalLines(text: string): string[] {
  if (!text.endsWith("\r\n")) throw new Error("iCalendar text must end with CRLF");
  const lines = text.slice(0, -2).split("\r\n");
  for (const line of lines) {
    if (Buffer.byteLength(line) > 75) throw new Error(`line longer than 75 octets: ${line}`);
    if (/[\r\n]/.test(line)) throw new Error(`bare CR or LF inside a line: ${JSON.stringify(line)}`);
  }
  return lines;
}

/** The VCALENDAR component, after checking the line limits. */
export function parseCalendar(text: string): ICAL.Component {
  physicalLines(text);
  return new ICAL.Component(ICAL.parse(text));
}

/** Every sub-component of a kind, at any depth (an alarm hides inside an event). */
export function allComponents(root: ICAL.Component, name: string): ICAL.Component[] {
  const found: ICAL.Component[] = [];
  const walk = (c: ICAL.Component) => {
    for (const sub of c.getAllSubcomponents()) {
      if (sub.name === name) found.push(sub);
      walk(sub);
    }
  };
  walk(root);
  return found;
}
