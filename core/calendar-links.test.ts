import { describe, expect, it } from "vitest";
import { googleCalendarUrl, outlookCalendarUrl } from "./calendar-links";

const event = {
  title: "Consulta inicial — Nutrición con Elena",
  start: Date.parse("2027-01-06T09:00:00Z"),
  durationMinutes: 15,
  details: "Tu reserva: https://practice.test/manage-booking/abc?lang=es",
  location: "https://meet.jit.si/Consultation-1",
};

describe("calendar links", () => {
  it("Google's form: the title, the UTC start and end, details and place, all encoded", () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe(event.title);
    expect(url.searchParams.get("dates")).toBe("20270106T090000Z/20270106T091500Z");
    expect(url.searchParams.get("details")).toBe(event.details);
    expect(url.searchParams.get("location")).toBe(event.location);
    expect(googleCalendarUrl(event)).not.toContain(" ");
  });

  it("Outlook's compose link: subject, ISO start and end in UTC, body and place", () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.origin + url.pathname).toBe("https://outlook.live.com/calendar/0/deeplink/compose");
    expect(url.searchParams.get("rru")).toBe("addevent");
    expect(url.searchParams.get("subject")).toBe(event.title);
    expect(url.searchParams.get("startdt")).toBe("2027-01-06T09:00:00Z");
    expect(url.searchParams.get("enddt")).toBe("2027-01-06T09:15:00Z");
    expect(url.searchParams.get("body")).toBe(event.details);
    expect(url.searchParams.get("location")).toBe(event.location);
  });

  it("leaves out what is not known", () => {
    const url = new URL(googleCalendarUrl({ title: "x", start: 0, durationMinutes: 60 }));
    expect(url.searchParams.has("details")).toBe(false);
    expect(url.searchParams.has("location")).toBe(false);
  });
});
