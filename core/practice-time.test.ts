import { afterEach, describe, expect, it } from "vitest";
import { localClockIsMadrid, madridOffsets, madridToday, madridTodayFrom, offsetAt, offsetFromTable } from "./practice-time";

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

describe("Madrid's offsets as a table", () => {
  it("holds each change of the span at its hour, and reads as offsetAt does", () => {
    // 2026: summer time ends on 25 October at 01:00 UTC; 2027: it starts on 28 March at 01:00 UTC.
    const table = madridOffsets(at("2026-10-01T00:00:00Z"), at("2027-04-30T00:00:00Z"));
    expect(table.offsets).toEqual([
      [at("2026-10-01T00:00:00Z"), 2 * HOUR],
      [at("2026-10-25T01:00:00Z"), 1 * HOUR],
      [at("2027-03-28T01:00:00Z"), 2 * HOUR],
    ]);
    for (let t = at("2026-10-24T20:00:00Z"); t < at("2026-10-25T05:00:00Z"); t += HOUR / 2) expect(offsetFromTable(table, t)).toBe(offsetAt(t));
    expect(offsetFromTable(table, at("2026-09-30T23:00:00Z"))).toBeNull();
    expect(offsetFromTable(table, at("2027-05-01T00:00:00Z"))).toBeNull();
  });

  it("gives Madrid's day as Intl does, also outside the table", () => {
    const table = madridOffsets(at("2026-10-01T00:00:00Z"), at("2027-04-30T00:00:00Z"));
    for (const iso of ["2026-10-24T21:59:00Z", "2026-10-24T22:00:00Z", "2026-12-31T22:59:00Z", "2026-12-31T23:00:00Z", "2027-06-01T22:30:00Z"])
      expect(madridTodayFrom(table, at(iso)), iso).toBe(madridToday(at(iso)));
  });

  it("has a single entry over a span without a change", () => {
    const table = madridOffsets(at("2026-11-27T00:00:00Z"), at("2027-01-26T00:00:00Z"));
    expect(table.offsets).toEqual([[at("2026-11-27T00:00:00Z"), HOUR]]);
  });
});

describe("whether the local clock reads as Madrid's", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    // Node reads TZ again whenever it is set.
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });
  const across = madridOffsets(at("2026-10-01T00:00:00Z"), at("2027-04-30T00:00:00Z"));
  const winter = madridOffsets(at("2026-11-27T00:00:00Z"), at("2027-01-26T00:00:00Z"));

  it("is so in Madrid and in a zone with the same rules", () => {
    for (const tz of ["Europe/Madrid", "Europe/Paris"]) {
      process.env.TZ = tz;
      expect(localClockIsMadrid(across), tz).toBe(true);
    }
  });

  it("is not so where the clocks differ for an hour, or for a few days, around a change", () => {
    process.env.TZ = "Europe/Madrid";
    const [[from, summer], [change, winter]] = across.offsets as [[number, number], [number, number]];
    const shifted = (by: number) => ({ until: across.until, offsets: [[from, summer], [change + by, winter], across.offsets[2]!] as [number, number][] });
    expect(localClockIsMadrid(shifted(0))).toBe(true);
    expect(localClockIsMadrid(shifted(HOUR))).toBe(false);
    expect(localClockIsMadrid(shifted(3 * 24 * HOUR))).toBe(false);
  });

  it("is not so an hour away, or where summer time differs", () => {
    process.env.TZ = "Europe/London";
    expect(localClockIsMadrid(winter)).toBe(false);
    process.env.TZ = "UTC";
    expect(localClockIsMadrid(winter)).toBe(false);
    // Algiers keeps Madrid's winter offset all year.
    process.env.TZ = "Africa/Algiers";
    expect(localClockIsMadrid(winter)).toBe(true);
    expect(localClockIsMadrid(across)).toBe(false);
  });
});
