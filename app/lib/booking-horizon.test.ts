import { describe, expect, it } from "vitest";
import { bookableMonths } from "./booking-horizon";

describe("the months a booking calendar shows", () => {
  it("starts at the month of the first day that can be booked when the horizon's first month has none left", () => {
    // Saturday 28 November: the 28th to the 30th are closed or taken, December is open.
    const closed = new Set(["2026-11-28", "2026-11-29", "2026-11-30"]);
    expect(bookableMonths("2026-11-28", "2027-01-31", closed)).toEqual({ from: "2026-12", to: "2027-01" });
  });

  it("keeps the horizon's first month while one of its days can still be booked", () => {
    const closed = new Set(["2026-11-28", "2026-11-29"]);
    expect(bookableMonths("2026-11-28", "2027-01-31", closed)).toEqual({ from: "2026-11", to: "2027-01" });
  });

  it("ends at the month of the last day that can be booked", () => {
    const closed = new Set(["2027-02-01", "2027-02-02"]);
    expect(bookableMonths("2026-12-01", "2027-02-02", closed)).toEqual({ from: "2026-12", to: "2027-01" });
  });

  it("shows the horizon's own months when nothing can be booked", () => {
    const closed = new Set(["2026-11-30", "2026-12-01"]);
    expect(bookableMonths("2026-11-30", "2026-12-01", closed)).toEqual({ from: "2026-11", to: "2026-12" });
  });
});
