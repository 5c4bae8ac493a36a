import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarText, escapeText, foldLine, paramValue, property } from "./icalendar.js";

const utf8 = new TextEncoder();
const read = (text: string) => new ICAL.Component(ICAL.parse(text));
const wrap = (...lines: string[]) => calendarText(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...lines, "END:VCALENDAR"]);

describe("iCalendar text", () => {
  it("escapes TEXT per RFC 5545 §3.3.11, so any string reads back as itself", () => {
    for (const value of ["a\\b;c,d", "line one\nline two", "tab\there", "Ελληνικά; ñ, 🍋", "\\n is not a newline", "trailing\\"]) {
      expect(read(wrap(property("COMMENT", escapeText(value)))).getFirstPropertyValue("comment")).toBe(value);
    }
    expect(escapeText("a\r\nb\rc")).toBe("a\\nb\\nc");
    expect(escapeText("bell\u0007 del\u007f esc\u001b")).toBe("bell del esc"); // TEXT has no room for other controls
  });

  it("quotes parameter values, keeping quotes and carets (RFC 6868) and never a line break", () => {
    const cn = 'Eve\r\nATTENDEE;CN=Mallory:mailto:m@example.com "x" ^';
    const line = property("ATTENDEE", "mailto:eve@example.com", { CN: cn });
    expect(line).not.toMatch(/[\r\n]/);
    const p = read(wrap("BEGIN:VEVENT", line, "END:VEVENT"))
      .getFirstSubcomponent("vevent")!
      .getAllProperties("attendee");
    expect(p).toHaveLength(1);
    expect(p[0]!.getParameter("cn")).toBe('Eve ATTENDEE;CN=Mallory:mailto:m@example.com "x" ^');
    expect(paramValue("REQ-PARTICIPANT")).toBe("REQ-PARTICIPANT");
    expect(paramValue("Ana López")).toBe('"Ana López"');
    expect(paramValue("a;b:c,d")).toBe('"a;b:c,d"');
  });

  it("folds at 75 octets without splitting a character, and unfolds to the same line", () => {
    const line = `SUMMARY:${"Αρχική συνεδρία 🍋 ".repeat(12)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(5);
    for (const [i, part] of parts.entries()) {
      expect(utf8.encode(part).length).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(" ")).toBe(true);
      expect(part).not.toContain("\ufffd");
      expect(/[\ud800-\udbff]$/.test(part)).toBe(false); // no half of a surrogate pair
    }
    expect(parts.some((p) => p.length < 60)).toBe(true); // counted in octets: Greek lines hold fewer characters
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    expect(foldLine("SHORT:1")).toBe("SHORT:1");
    expect(foldLine("X:" + "a".repeat(73))).toBe("X:" + "a".repeat(73)); // exactly 75 octets stays whole
  });

  it("ends every line, the last included, with CRLF", () => {
    const text = wrap(property("SUMMARY", escapeText("x")));
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });
});
