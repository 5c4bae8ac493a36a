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
