import { describe, expect, it } from "vitest";
import {
  DEFAULT_AVAILABILITY,
  TakenIndex,
  addDays,
  availableSlots,
  checkSlot,
  clientMayChange,
  dayNumber,
  gridSlots,
  madridToUtc,
  madridWall,
  offsetAt,
  paymentDeadline,
  unavailableDates,
  weekdayOf,
  type Availability,
} from "./booking-rules";
import { canApply } from "./booking-status";

const H = 3_600_000;
const utc = (iso: string) => Date.parse(iso);
const none = new TakenIndex([]);
const settings = (over: Partial<Availability> = {}): Availability => ({ ...DEFAULT_AVAILABILITY, ...over });
const everyDay = (ranges: Availability["weekly_hours"]["mon"]) =>
  Object.fromEntries(["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((d) => [d, ranges])) as Availability["weekly_hours"];

describe("dates", () => {
  it("accepts real calendar dates only", () => {
    expect(dayNumber("2027-02-28")).not.toBeNull();
    expect(dayNumber("2027-02-29")).toBeNull();
    expect(dayNumber("2028-02-29")).not.toBeNull();
    expect(dayNumber("2027-13-01")).toBeNull();
    expect(dayNumber("27-01-01")).toBeNull();
    expect(dayNumber("2027-1-1")).toBeNull();
  });

  it("knows weekdays and adds days across month and year ends", () => {
    expect(weekdayOf("2027-03-28")).toBe("sun");
    expect(weekdayOf("2026-11-23")).toBe("mon");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
  });
});

describe("Madrid time", () => {
  it("is UTC+1 in winter and UTC+2 in summer", () => {
    expect(offsetAt(utc("2027-01-15T12:00:00Z"))).toBe(1 * H);
    expect(offsetAt(utc("2027-07-15T12:00:00Z"))).toBe(2 * H);
    expect(madridToUtc("2027-01-15", "09:00")).toBe(utc("2027-01-15T08:00:00Z"));
    expect(madridToUtc("2027-07-15", "09:00")).toBe(utc("2027-07-15T07:00:00Z"));
    expect(madridWall(utc("2027-07-15T22:30:00Z"))).toEqual({ date: "2027-07-16", time: "00:30" });
  });

  it("last Sunday of March: 02:00–02:59 does not exist, the day has 23 hours", () => {
    expect(madridToUtc("2027-03-28", "01:30")).toBe(utc("2027-03-28T00:30:00Z"));
    expect(madridToUtc("2027-03-28", "02:00")).toBeNull();
    expect(madridToUtc("2027-03-28", "02:59")).toBeNull();
    expect(madridToUtc("2027-03-28", "03:00")).toBe(utc("2027-03-28T01:00:00Z"));
    expect(madridToUtc("2027-03-29", "00:00")! - madridToUtc("2027-03-28", "00:00")!).toBe(23 * H);
  });

  it("last Sunday of October: 02:00–02:59 happens twice and means the first one; the day has 25 hours", () => {
    expect(madridToUtc("2026-10-25", "01:30")).toBe(utc("2026-10-24T23:30:00Z"));
    expect(madridToUtc("2026-10-25", "02:30")).toBe(utc("2026-10-25T00:30:00Z"));
    expect(madridToUtc("2026-10-25", "03:00")).toBe(utc("2026-10-25T02:00:00Z"));
    expect(madridToUtc("2026-10-26", "00:00")! - madridToUtc("2026-10-25", "00:00")!).toBe(25 * H);
  });
});

describe("slot grid", () => {
  it("cuts every range of the weekday into slots that fit entirely", () => {
    const a = settings({
      weekly_hours: {
        ...DEFAULT_AVAILABILITY.weekly_hours,
        mon: [
          { start: "09:00", end: "11:30" },
          { start: "16:00", end: "18:00" },
        ],
      },
    });
    expect(gridSlots(a, "2027-01-11").map((s) => s.time)).toEqual(["09:00", "10:00", "16:00", "17:00"]);
    expect(gridSlots({ ...a, slot_minutes: 45 }, "2027-01-11").map((s) => s.time)).toEqual(["09:00", "09:45", "10:30", "16:00", "16:45"]);
    expect(gridSlots(a, "2027-01-16")).toEqual([]); // a Saturday
  });

  it("offers a session shorter than a slot at every step of its own length; a longer one on the slot grid", () => {
    const a = settings({
      weekly_hours: {
        ...DEFAULT_AVAILABILITY.weekly_hours,
        mon: [
          { start: "09:00", end: "10:00" },
          { start: "16:00", end: "16:30" },
        ],
      },
    });
    const intro = gridSlots(a, "2027-01-11", 15);
    expect(intro.map((s) => s.time)).toEqual(["09:00", "09:15", "09:30", "09:45", "16:00", "16:15"]);
    expect(intro[1]!.end - intro[1]!.start).toBe(15 * 60_000);
    expect(gridSlots(a, "2027-01-11", 30).map((s) => s.time)).toEqual(["09:00", "09:30", "16:00"]);
    // 90 minutes on an hourly grid still start on the hour, and must end inside the range.
    const long = settings({ weekly_hours: { ...DEFAULT_AVAILABILITY.weekly_hours, mon: [{ start: "09:00", end: "13:00" }] } });
    expect(gridSlots(long, "2027-01-11", 90).map((s) => s.time)).toEqual(["09:00", "10:00", "11:00"]);
  });

  it("on the spring change skips the missing hour and keeps real durations", () => {
    const a = settings({ weekly_hours: everyDay([{ start: "00:00", end: "05:00" }]) });
    const slots = gridSlots(a, "2027-03-28");
    expect(slots.map((s) => s.time)).toEqual(["00:00", "01:00", "03:00", "04:00"]);
    expect(slots.map((s) => new Date(s.start).toISOString().slice(11, 16))).toEqual(["23:00", "00:00", "01:00", "02:00"]);
    for (const s of slots) expect(s.end - s.start).toBe(H);
  });

  it("on the autumn change offers the repeated hour once and never overlaps", () => {
    const a = settings({ weekly_hours: everyDay([{ start: "00:00", end: "05:00" }]) });
    const slots = gridSlots(a, "2026-10-25");
    expect(slots.map((s) => s.time)).toEqual(["00:00", "01:00", "02:00", "03:00", "04:00"]);
    for (let i = 1; i < slots.length; i++) expect(slots[i]!.start).toBeGreaterThanOrEqual(slots[i - 1]!.end);
  });

  it("working hours keep their wall time across the change: 09:00 is 08:00Z before and 07:00Z after", () => {
    const a = settings({ weekly_hours: everyDay([{ start: "09:00", end: "10:00" }]) });
    expect(gridSlots(a, "2027-03-27")[0]!.start).toBe(utc("2027-03-27T08:00:00Z"));
    expect(gridSlots(a, "2027-03-28")[0]!.start).toBe(utc("2027-03-28T07:00:00Z"));
    expect(gridSlots(a, "2026-10-24")[0]!.start).toBe(utc("2026-10-24T07:00:00Z"));
    expect(gridSlots(a, "2026-10-25")[0]!.start).toBe(utc("2026-10-25T08:00:00Z"));
  });
});

describe("availability", () => {
  const a = settings({ weekly_hours: everyDay([{ start: "09:00", end: "13:00" }]) });

  it("counts minimum notice in real hours across the spring change", () => {
    // Friday 10:00 CET. 48 real hours later it is Sunday 11:00 CEST, not 10:00.
    const now = utc("2027-03-26T09:00:00Z");
    expect(availableSlots(a, "2027-03-28", now, none).map((s) => s.time)).toEqual(["11:00", "12:00"]);
    expect(checkSlot(a, "2027-03-28", "10:00", now, none)).toEqual({ ok: false, reason: "time_unavailable" });
    expect(checkSlot(a, "2027-03-28", "11:00", now, none).ok).toBe(true);
  });

  it("counts minimum notice in real hours across the autumn change", () => {
    // Friday 10:00 CEST. 48 real hours later it is Sunday 09:00 CET.
    const now = utc("2026-10-23T08:00:00Z");
    expect(availableSlots(a, "2026-10-25", now, none).map((s) => s.time)).toEqual(["09:00", "10:00", "11:00", "12:00"]);
    expect(availableSlots({ ...a, min_notice_hours: 49 }, "2026-10-25", now, none).map((s) => s.time)).toEqual(["10:00", "11:00", "12:00"]);
  });

  it("closes past dates, dates beyond the horizon and blocked ranges", () => {
    const now = utc("2027-01-04T08:00:00Z"); // Monday
    expect(availableSlots(a, "2027-01-03", now, none)).toEqual([]);
    expect(availableSlots({ ...a, horizon_days: 10 }, "2027-01-14", now, none)).toHaveLength(4);
    expect(availableSlots({ ...a, horizon_days: 10 }, "2027-01-15", now, none)).toEqual([]);
    const blocked = { ...a, blocked: [{ start_date: "2027-01-10", end_date: "2027-01-12" }] };
    expect(availableSlots(blocked, "2027-01-09", now, none)).toHaveLength(4);
    expect(availableSlots(blocked, "2027-01-10", now, none)).toEqual([]);
    expect(availableSlots(blocked, "2027-01-12", now, none)).toEqual([]);
    expect(checkSlot(blocked, "2027-01-11", "09:00", now, none)).toEqual({ ok: false, reason: "date_unavailable" });
  });

  it("removes slots overlapping a booking, whatever its length", () => {
    const now = utc("2027-01-04T08:00:00Z");
    const taken = new TakenIndex([{ start: utc("2027-01-08T09:30:00Z"), end: utc("2027-01-08T10:30:00Z") }]); // 10:30–11:30 Madrid
    expect(availableSlots(a, "2027-01-08", now, taken).map((s) => s.time)).toEqual(["09:00", "12:00"]);
    expect(checkSlot(a, "2027-01-08", "10:00", now, taken)).toEqual({ ok: false, reason: "slot_taken" });
  });

  it("refuses malformed and off-grid requests with the reason", () => {
    const now = utc("2027-01-04T08:00:00Z");
    expect(checkSlot(a, "2027-02-30", "09:00", now, none)).toEqual({ ok: false, reason: "invalid_date" });
    expect(checkSlot(a, "2027-01-08", "9am", now, none)).toEqual({ ok: false, reason: "invalid_time" });
    expect(checkSlot(a, "2027-01-08", "09:15", now, none)).toEqual({ ok: false, reason: "time_unavailable" });
    expect(checkSlot(a, "2027-01-08", "14:00", now, none)).toEqual({ ok: false, reason: "time_unavailable" });
  });

  it("lists every date of the horizon without a bookable slot", () => {
    const now = utc("2027-01-04T08:00:00Z"); // Monday 09:00
    const weekdays = settings({ horizon_days: 13, blocked: [{ start_date: "2027-01-13", end_date: "2027-01-13" }] });
    const full = new TakenIndex(gridSlots(weekdays, "2027-01-12"));
    expect(unavailableDates(weekdays, now, full)).toEqual([
      "2027-01-04",
      "2027-01-05", // inside the 48 h notice (the 6th opens at 09:00)
      "2027-01-09",
      "2027-01-10", // weekend
      "2027-01-12", // fully booked
      "2027-01-13", // blocked
      "2027-01-16",
      "2027-01-17",
    ]);
  });
});

describe("payment deadline, change window and statuses", () => {
  it("payment is due and free changes end 24 h before the start", () => {
    const start = utc("2027-03-29T07:00:00Z");
    expect(paymentDeadline(start)).toBe(utc("2027-03-28T07:00:00Z"));
    expect(clientMayChange(start, utc("2027-03-28T06:59:59Z"))).toBe(true);
    expect(clientMayChange(start, utc("2027-03-28T07:00:00Z"))).toBe(false);
  });

  it("allows only the documented transitions", () => {
    expect(canApply("mark_paid", "pending_payment")).toBe(true);
    expect(canApply("mark_paid", "confirmed")).toBe(false);
    expect(canApply("complete", "confirmed")).toBe(true);
    expect(canApply("complete", "pending_payment")).toBe(false);
    expect(canApply("cancel", "confirmed")).toBe(true);
    expect(canApply("cancel", "completed")).toBe(false);
    expect(canApply("cancel", "cancelled")).toBe(false);
  });
});
