import { describe, expect, it } from "vitest";
import { addTexts } from "../i18n";
import { publicTables } from "../i18n/public-tables";
import { describeInstant } from "./visitor-time";

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
