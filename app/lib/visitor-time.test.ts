import { describe, expect, it } from "vitest";
import { addTexts } from "../i18n";
import { publicTables } from "../i18n/public-tables";
import { madridToUtc } from "../../core/booking-rules";
import { describeInstant, describeSlot } from "./visitor-time";

for (const table of publicTables) addTexts(table);

// 10:00 in Madrid on a winter Wednesday.
const instant = Date.parse("2027-01-06T09:00:00Z");

describe("the visitor's own time names her zone in her language", () => {
  it("Greek: the zone in Greek, never the English city", () => {
    const { visitor } = describeInstant(instant, "gr", "Europe/Athens");
    expect(visitor).toBe("11:00 δική σας ώρα (Ώρα Ανατολικής Ευρώπης)");
    expect(visitor).not.toContain("Athens");
  });

  it("Spanish and English", () => {
    expect(describeInstant(instant, "es", "Europe/Athens").visitor).toBe("11:00 tu hora (hora de Europa oriental)");
    expect(describeInstant(instant, "en", "America/New_York").visitor).toBe("04:00 your time (Eastern Time)");
  });

  it("a zone known only by its offset gets its full name (UTC)", () => {
    expect(describeInstant(instant, "es", "UTC").visitor).toBe("09:00 tu hora (tiempo universal coordinado)");
  });
});

describe("a slot in Madrid", () => {
  it("is labelled as the clock formatter writes it, in every language and across a change of summer time", () => {
    for (const lang of ["en", "es", "gr"] as const) {
      for (const [date, time] of [
        ["2027-01-06", "09:00"],
        ["2027-03-28", "10:30"],
        ["2026-10-25", "18:45"],
        ["2027-07-01", "00:15"],
      ] as const) {
        const slot = describeSlot(date, time, lang, null);
        expect(slot).toEqual(describeInstant(madridToUtc(date, time)!, lang, null));
        expect(slot.madrid).toContain(time);
      }
    }
  });
});
