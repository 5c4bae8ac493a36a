import { describe, expect, it } from "vitest";
import { durationMinutes, isoDuration, parseDuration } from "./duration";

describe("recipe durations as ISO-8601", () => {
  it.each([
    ["45 min", "PT45M"],
    ["45min", "PT45M"],
    ["1 h 30 min", "PT1H30M"],
    ["1h30", "PT1H30M"],
    ["1h 30m", "PT1H30M"],
    ["2 hours", "PT2H"],
    ["1 hour and 15 minutes", "PT1H15M"],
    ["90 minutes", "PT1H30M"],
    ["1.5 h", "PT1H30M"],
    ["1½ h", "PT1H30M"],
    ["30-40 min", "PT40M"],
    ["20 min + 2 h chilling", "PT2H20M"],
    // Spanish
    ["45 minutos", "PT45M"],
    ["1 hora y 30 minutos", "PT1H30M"],
    ["2 horas", "PT2H"],
    ["1,5 horas", "PT1H30M"],
    ["20 min + 2 h de frío", "PT2H20M"],
    ["1 día", "P1D"],
    // Greek
    ["15 λεπτά", "PT15M"],
    ["1 ώρα και 15 λεπτά", "PT1H15M"],
    ["2 ώρες", "PT2H"],
    ["20 λεπτά + 2 ώρες ψυγείο", "PT2H20M"],
  ])("%s → %s", (text, iso) => {
    expect(parseDuration(text)).toBe(iso);
  });

  it.each(["", "quick", "45", "a while", "10 cups"])("says nothing for %j", (text) => {
    expect(parseDuration(text)).toBeUndefined();
  });

  it("writes days, hours and minutes", () => {
    expect(isoDuration(0)).toBe("PT0M");
    expect(isoDuration(60)).toBe("PT1H");
    expect(isoDuration(24 * 60 + 125)).toBe("P1DT2H5M");
    expect(durationMinutes("1 h 30 min")).toBe(90);
  });
});
