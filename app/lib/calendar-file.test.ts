import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarFile } from "./calendar-file";

describe("the add-to-calendar file", () => {
  it("parses with a real iCalendar parser, keeps every character and folds long lines", () => {
    const description = "Consulta; plan, «próximos pasos»\nΑλλαγές δωρεάν έως 24 ώρες πριν — ".repeat(3);
    const ics = calendarFile({
      uid: "booking-7@practice.test",
      sequence: 3,
      start: Date.UTC(2027, 0, 6, 9),
      durationMinutes: 15,
      summary: "Llamada introductoria, gratis",
      description,
      stamp: Date.UTC(2027, 0, 4),
    });
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
    expect(event.uid).toBe("booking-7@practice.test");
    expect(event.sequence).toBe(3);
    expect(event.summary).toBe("Llamada introductoria, gratis");
    expect(event.description).toBe(description);
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-01-06T09:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2027-01-06T09:15:00.000Z");
  });
});
