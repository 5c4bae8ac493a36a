import { addDays } from "../../core/booking-rules";

/** The days a booking calendar offers: from `first` to `last`, except `dates`. */
export interface Horizon {
  dates: string[];
  first: string;
  last: string;
}

/** The first day that can be booked, or null when the horizon is full. */
export function firstBookable(h: Horizon): string | null {
  const closed = new Set(h.dates);
  for (let d = h.first; d <= h.last; d = addDays(d, 1)) if (!closed.has(d)) return d;
  return null;
}

/**
 * The months (YYYY-MM) a booking calendar shows: from the first one with a day that can be
 * booked to the last one. A month at either end of the horizon with no such day left (the
 * last days of a month, taken or closed) is not shown, so the calendar opens where there is
 * something to choose and its arrows never lead to a month of disabled days
 * (docs/decisions/037-booking-calendar-months.md). A full horizon shows its own months.
 */
export function bookableMonths(first: string, last: string, closed: ReadonlySet<string>): { from: string; to: string } {
  let from: string | undefined;
  let to: string | undefined;
  for (let d = first; d <= last; d = addDays(d, 1)) {
    if (closed.has(d)) continue;
    from ??= d;
    to = d;
  }
  return { from: (from ?? first).slice(0, 7), to: (to ?? last).slice(0, 7) };
}
