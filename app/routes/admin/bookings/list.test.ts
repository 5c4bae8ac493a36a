import { describe, expect, it } from "vitest";
import { arrange } from "./list";

const now = Date.parse("2027-01-10T12:00:00Z");
const b = (id: number, status: string, start: string) => ({ id, status, start_at: start });
const all = [
  b(1, "pending_payment", "2027-03-01T09:00:00Z"), // far ahead
  b(2, "confirmed", "2027-01-11T09:00:00Z"), // tomorrow
  b(3, "completed", "2027-01-05T09:00:00Z"),
  b(4, "cancelled", "2027-01-20T09:00:00Z"),
  b(5, "pending_payment", "2027-01-12T09:00:00Z"),
  b(6, "confirmed", "2027-01-09T09:00:00Z"), // yesterday, not marked completed
];
const ids = (list: { id: number }[]) => list.map((x) => x.id);

describe("the admin's bookings list", () => {
  it("shows the coming sessions first, the soonest at the top (not the furthest date)", () => {
    expect(ids(arrange(all, "upcoming", now))).toEqual([2, 5, 1]);
  });

  it("filters those awaiting payment, the past and the cancelled ones", () => {
    expect(ids(arrange(all, "awaiting", now))).toEqual([5, 1]);
    expect(ids(arrange(all, "past", now))).toEqual([6, 3]);
    expect(ids(arrange(all, "cancelled", now))).toEqual([4]);
    expect(ids(arrange(all, "all", now))).toEqual([2, 5, 1, 6, 3, 4]);
  });
});
