import { describe, expect, it } from "vitest";
import { allComponents, parseCalendar } from "../../test/ical.js";
import { buildFeed, type FeedBooking } from "./feed.js";

// Rows stored before text fields refused control characters may still hold them; the feed
// must keep each inside its value. ical.js escapes LF but leaves a lone CR in the line, which
// some calendar apps read as a line break.
describe("the feed with a name stored before control characters were refused", () => {
  it("keeps every value on its own line: one event, no alarm, no bare CR", () => {
    const name = "Eve\rBEGIN:VALARM\rACTION:DISPLAY\rTRIGGER:-PT5M\rEND:VALARM\r\nX-A:\u0007b";
    const row = {
      id: 7,
      name,
      email: "eve@example.com",
      phone_number: "6123456789",
      message: "",
      language: "en",
      service_plan_title: "Plan\r\nX-B:1",
      status: "confirmed",
      start_at: "2027-01-13T09:00:00.000Z",
      duration_minutes: 60,
      created_at: "2027-01-04T08:00:00.000Z",
      updated_at: "2027-01-04T08:00:00.000Z",
      changes: 0,
    } as unknown as FeedBooking;
    const text = buildFeed(
      {
        publicUrl: "https://practice.test",
        mailFrom: "Elena <hello@practice.test>",
        nutritionistEmail: "hello@practice.test",
        practice: { en: "Practice", es: "Consulta", gr: "Γραφείο" },
        now: Date.parse("2027-01-04T08:00:00Z"),
      },
      [row],
      "en",
    );
    const cal = parseCalendar(text); // throws on a bare CR or LF inside a line, or a line over 75 octets
    const events = allComponents(cal, "vevent");
    expect(events).toHaveLength(1);
    expect(allComponents(cal, "valarm")).toHaveLength(0);
    expect(events[0]!.getFirstPropertyValue("summary")).toBe("Eve\nBEGIN:VALARM\nACTION:DISPLAY\nTRIGGER:-PT5M\nEND:VALARM\nX-A:b · Plan\nX-B:1");
    expect(events[0]!.getAllProperties().map((p) => p.name)).not.toContain("x-a");
  });
});
