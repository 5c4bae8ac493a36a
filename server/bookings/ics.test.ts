import { describe, expect, it } from "vitest";
import { allComponents, parseCalendar } from "../../test/ical.js";
import { buildIcs, type IcsEvent } from "./ics.js";

// A name stored before the schema refused line breaks (or written by any other path) must
// still reach the calendar as one value: never as lines of its own.
const INJECTION =
  "Eve\r\nATTENDEE;CN=Mallory:mailto:m@example.com\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT5M\r\nDESCRIPTION:Pay now\r\nEND:VALARM\r\nX-A:";

const event = (over: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: "booking-7@practice.test",
  sequence: 2,
  method: "REQUEST",
  start: Date.parse("2027-01-06T09:00:00Z"),
  durationMinutes: 60,
  summary: "Initial consultation — Elena",
  description: "Initial consultation\nhttps://practice.test/manage-booking/abc",
  url: "https://practice.test/manage-booking/abc",
  organizer: { name: "Elena Nutrition", email: "hello@practice.test" },
  attendee: { name: "Lucía Pérez", email: "lucia@example.com" },
  stamp: Date.parse("2027-01-04T08:00:00Z"),
  ...over,
});

describe("the booking's calendar file", () => {
  it("keeps a hostile attendee name inside one value: one attendee, no alarm", () => {
    const ics = buildIcs(event({ attendee: { name: INJECTION, email: "eve@example.com" }, organizer: { name: INJECTION, email: "hello@practice.test" } }));
    const cal = parseCalendar(ics);
    const [vevent, ...more] = allComponents(cal, "vevent");
    expect(more).toHaveLength(0);
    expect(allComponents(cal, "valarm")).toHaveLength(0);
    const attendees = vevent!.getAllProperties("attendee");
    expect(attendees).toHaveLength(1);
    expect(attendees[0]!.getFirstValue()).toBe("mailto:eve@example.com");
    expect(attendees[0]!.getParameter("cn")).toContain("Eve");
    expect(attendees[0]!.getParameter("cn")).not.toMatch(/[\r\n]/);
    expect(vevent!.getAllProperties("organizer")).toHaveLength(1);
    expect(
      vevent!
        .getAllProperties()
        .map((p) => p.name)
        .sort(),
    ).toEqual(["attendee", "description", "dtend", "dtstamp", "dtstart", "organizer", "sequence", "status", "summary", "uid", "url"]);
  });

  it("escapes TEXT values (backslash, semicolon, comma, newline) so they read back exactly", () => {
    const summary = "Plan A; B, C \\ D";
    const description = `${INJECTION}\nsecond line;\tthird, "quoted"\rBEGIN:VALARM`;
    const vevent = allComponents(parseCalendar(buildIcs(event({ summary, description }))), "vevent")[0]!;
    expect(vevent.getFirstPropertyValue("summary")).toBe(summary);
    expect(vevent.getFirstPropertyValue("description")).toBe(description.replace(/\r\n?/g, "\n"));
    expect(vevent.getAllProperties("attendee")).toHaveLength(1);
  });

  it("folds at 75 octets, not characters, and a long Greek name reads back whole", () => {
    const name = "Αικατερίνη-Παναγιώτα Παπαδοπούλου-Χατζηγεωργίου του Κωνσταντίνου και της Ευανθίας";
    const summary = "Αρχική συνεδρία διατροφής — Ελένη Γεωργίου, διαιτολόγος-διατροφολόγος 🍋🥗";
    const ics = buildIcs(event({ attendee: { name, email: "katerina@example.gr" }, summary }));
    const vevent = allComponents(parseCalendar(ics), "vevent")[0]!; // parseCalendar checks every line ≤ 75 octets
    expect(vevent.getFirstProperty("attendee")!.getParameter("cn")).toBe(name);
    expect(vevent.getFirstPropertyValue("summary")).toBe(summary);
    expect(ics.split("\r\n").some((l) => l.length < 75 && Buffer.byteLength(l) > 75 - 4)).toBe(true); // Greek lines were cut by bytes
  });

  it("keeps quotes and carets in a name (RFC 6868)", () => {
    const name = 'Ana "Nani" O\'Neill ^_^';
    const vevent = allComponents(parseCalendar(buildIcs(event({ attendee: { name, email: "ana@example.com" } }))), "vevent")[0]!;
    expect(vevent.getFirstProperty("attendee")!.getParameter("cn")).toBe(name);
  });
});
