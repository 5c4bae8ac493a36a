// Booking rules: which slots exist, which can be booked, and what a client may still change.
// Pure functions (no I/O, the current time is always an argument) shared by the API, the jobs
// and the screens. The business runs on Madrid wall time; instants are UTC milliseconds.

import { madridToday, offsetAt, wallMs } from "./practice-time.js";

// Kept importable from here: the booking rules and their tests speak of Madrid time.
export { BUSINESS_TIME_ZONE, madridToday, madridWall, offsetAt } from "./practice-time.js";
/** The longest message a booking may carry, in characters (the form counts it as she types). */
export const BOOKING_MESSAGE_MAX = 5000;
/** Payment is due, and free changes end, this many hours before a session (the cancellation policy the services page states). */
export const CHANGE_WINDOW_HOURS = 24;
/** Minimum notice may never be shorter than the payment window, or a booking could be born overdue. */
export const MIN_NOTICE_FLOOR_HOURS = CHANGE_WINDOW_HOURS;
/** What the practice may set: slot length (minutes, in steps), notice (hours) and how far ahead clients book (days). */
export const SLOT_MINUTES_LIMITS = { min: 15, max: 240, step: 5 } as const;
export const MIN_NOTICE_LIMITS = { min: MIN_NOTICE_FLOOR_HOURS, max: 24 * 30 } as const;
export const HORIZON_DAYS_LIMITS = { min: 1, max: 365 } as const;

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface TimeRange {
  start: string; // "HH:MM"
  end: string; // "HH:MM", after start
}

export interface BlockedRange {
  start_date: string; // "YYYY-MM-DD", inclusive
  end_date: string; // inclusive
  note?: string;
}

export interface Availability {
  slot_minutes: number;
  min_notice_hours: number;
  horizon_days: number;
  weekly_hours: Record<Weekday, TimeRange[]>;
  blocked: BlockedRange[];
}

export const DEFAULT_AVAILABILITY: Availability = {
  slot_minutes: 60,
  min_notice_hours: 48,
  horizon_days: 60,
  weekly_hours: {
    mon: [
      { start: "09:00", end: "13:00" },
      { start: "16:00", end: "19:00" },
    ],
    tue: [
      { start: "09:00", end: "13:00" },
      { start: "16:00", end: "19:00" },
    ],
    wed: [
      { start: "09:00", end: "13:00" },
      { start: "16:00", end: "19:00" },
    ],
    thu: [
      { start: "09:00", end: "13:00" },
      { start: "16:00", end: "19:00" },
    ],
    fri: [
      { start: "09:00", end: "13:00" },
      { start: "16:00", end: "19:00" },
    ],
    sat: [],
    sun: [],
  },
  blocked: [],
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// ---------------------------------------------------------------------------------------------
// Dates and times

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Days since 1970-01-01 for a real calendar date "YYYY-MM-DD", else null (2025-02-30 is null). */
export function dayNumber(date: string): number | null {
  const m = DATE_RE.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (y < 1970 || back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms / DAY;
}

export function isValidDate(date: string): boolean {
  return dayNumber(date) !== null;
}

/** Minutes after midnight for "HH:MM", else null. */
export function timeMinutes(time: string): number | null {
  const m = TIME_RE.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export function formatTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

function dateOfDay(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

export function addDays(date: string, n: number): string {
  const day = dayNumber(date);
  if (day === null) throw new Error(`not a date: ${date}`);
  return dateOfDay(day + n);
}

export function weekdayOf(date: string): Weekday {
  const day = dayNumber(date);
  if (day === null) throw new Error(`not a date: ${date}`);
  // 1970-01-01 was a Thursday.
  return WEEKDAYS[(((day + 3) % 7) + 7) % 7]!;
}

// The offsets around a date, cached: almost every day has one offset, so conversion is a
// subtraction; only the two change-over days need per-time checks.
const offsetCache = new Map<number, readonly [number, number]>();
function offsetsAround(day: number): readonly [number, number] {
  let hit = offsetCache.get(day);
  if (!hit) {
    if (offsetCache.size > 4000) offsetCache.clear();
    hit = [offsetAt(day * DAY - 12 * HOUR), offsetAt(day * DAY + 36 * HOUR)] as const;
    offsetCache.set(day, hit);
  }
  return hit;
}

/**
 * The UTC instant of a Madrid wall time. null when that wall time does not exist (the hour
 * skipped on the last Sunday of March). A wall time that happens twice (the hour repeated on
 * the last Sunday of October) gives its first occurrence.
 */
export function madridToUtc(date: string, time: string): number | null {
  const day = dayNumber(date);
  const minutes = timeMinutes(time);
  if (day === null || minutes === null) return null;
  return wallToUtc(day, minutes);
}

function wallToUtc(day: number, minutes: number): number | null {
  const wall = day * DAY + minutes * MINUTE;
  const [before, after] = offsetsAround(day);
  if (before === after) return wall - before;
  const found = [wall - before, wall - after].filter((t) => wallMs(t) === wall);
  return found.length ? Math.min(...found) : null;
}

// ---------------------------------------------------------------------------------------------
// Slots

export interface Slot {
  time: string; // Madrid "HH:MM"
  start: number; // UTC ms
  end: number;
}

/** A booked interval that no slot may overlap. */
export interface Taken {
  start: number;
  end: number;
}

/**
 * Every slot of the weekly grid on a date, ignoring notice, horizon, blocks and bookings.
 * A session of `duration` minutes (a plan's; one slot by default) must end inside the same
 * range of working hours. Sessions start every `slot_minutes`, or every `duration` when that
 * is shorter: the free 15-minute call is offered at 09:00, 09:15, 09:30…, not only on the
 * hour, while a longer session keeps to the practice's grid.
 */
export function gridSlots(a: Availability, date: string, duration = a.slot_minutes): Slot[] {
  const step = Math.min(a.slot_minutes, duration);
  const day = dayNumber(date);
  if (day === null) return [];
  const ranges = a.weekly_hours[weekdayOf(date)] ?? [];
  const out: Slot[] = [];
  const seen = new Set<string>();
  for (const r of ranges) {
    const from = timeMinutes(r.start);
    const to = r.end === "24:00" ? 24 * 60 : timeMinutes(r.end);
    if (from === null || to === null) continue;
    for (let m = from; m + duration <= to; m += step) {
      const time = formatTime(m);
      if (seen.has(time)) continue;
      const start = wallToUtc(day, m);
      if (start === null) continue; // skipped by the spring change
      seen.add(time);
      out.push({ time, start, end: start + duration * MINUTE });
    }
  }
  return out.sort((x, y) => x.start - y.start);
}

export function isBlocked(a: Availability, date: string): boolean {
  // ISO dates compare correctly as text.
  return a.blocked.some((b) => b.start_date <= date && date <= b.end_date);
}

/** Why a whole date is closed, or null when its slots are worth looking at. */
export function dateClosedReason(a: Availability, date: string, now: number): "invalid_date" | "date_unavailable" | null {
  const today = madridToday(now);
  return closedReason(a, date, today, addDays(today, a.horizon_days));
}

function closedReason(a: Availability, date: string, today: string, last: string): "invalid_date" | "date_unavailable" | null {
  if (!isValidDate(date)) return "invalid_date";
  if (date < today || date > last || isBlocked(a, date)) return "date_unavailable";
  return null;
}

/** Indexes taken intervals by UTC day so each slot looks at a handful of them. */
export class TakenIndex {
  private readonly byDay = new Map<number, Taken[]>();
  constructor(taken: Iterable<Taken>) {
    for (const t of taken) {
      for (let d = Math.floor(t.start / DAY); d <= Math.floor((t.end - 1) / DAY); d++) {
        let list = this.byDay.get(d);
        if (!list) this.byDay.set(d, (list = []));
        list.push(t);
      }
    }
  }
  overlaps(s: Taken): boolean {
    for (let d = Math.floor(s.start / DAY); d <= Math.floor((s.end - 1) / DAY); d++) {
      for (const t of this.byDay.get(d) ?? []) if (t.start < s.end && s.start < t.end) return true;
    }
    return false;
  }
}

/** The slots of a date that can be booked now: in the horizon, not blocked, with enough notice, free. */
export function availableSlots(a: Availability, date: string, now: number, taken: TakenIndex, duration = a.slot_minutes): Slot[] {
  const today = madridToday(now);
  return openSlots(a, date, now, taken, today, addDays(today, a.horizon_days), duration);
}

function openSlots(a: Availability, date: string, now: number, taken: TakenIndex, today: string, last: string, duration: number): Slot[] {
  if (closedReason(a, date, today, last)) return [];
  const earliest = now + a.min_notice_hours * HOUR;
  return gridSlots(a, date, duration).filter((s) => s.start >= earliest && !taken.overlaps(s));
}

/** Every date from today to the end of the horizon on which nothing can be booked. */
export function unavailableDates(a: Availability, now: number, taken: TakenIndex, duration = a.slot_minutes): string[] {
  const out: string[] = [];
  const today = madridToday(now);
  const last = addDays(today, a.horizon_days);
  for (let i = 0; i <= a.horizon_days; i++) {
    const date = addDays(today, i);
    if (openSlots(a, date, now, taken, today, last, duration).length === 0) out.push(date);
  }
  return out;
}

export type SlotCheck =
  { ok: true; slot: Slot } | { ok: false; reason: "invalid_date" | "invalid_time" | "date_unavailable" | "time_unavailable" | "slot_taken" };

/** Whether a requested date and time is a slot that can be booked now, and why not. */
export function checkSlot(a: Availability, date: string, time: string, now: number, taken: TakenIndex, duration = a.slot_minutes): SlotCheck {
  const closed = dateClosedReason(a, date, now);
  if (closed) return { ok: false, reason: closed };
  if (timeMinutes(time) === null) return { ok: false, reason: "invalid_time" };
  const grid = gridSlots(a, date, duration);
  if (grid.length === 0) return { ok: false, reason: "date_unavailable" }; // not a working day
  const slot = grid.find((s) => s.time === time);
  if (!slot || slot.start < now + a.min_notice_hours * HOUR) return { ok: false, reason: "time_unavailable" };
  if (taken.overlaps(slot)) return { ok: false, reason: "slot_taken" };
  return { ok: true, slot };
}

// ---------------------------------------------------------------------------------------------
// Payment deadline and the client's change window

/** Payment is due 24 h before the start; unpaid bookings are cancelled then. */
export function paymentDeadline(start: number): number {
  return start - CHANGE_WINDOW_HOURS * HOUR;
}

/** A client may cancel or reschedule free of charge until 24 h before the start. */
export function clientMayChange(start: number, now: number): boolean {
  return now < start - CHANGE_WINDOW_HOURS * HOUR;
}

/** The key that holds a slot in the database's unique index: Madrid "YYYY-MM-DD HH:MM". */
export function slotKey(date: string, time: string): string {
  return `${date} ${time}`;
}
