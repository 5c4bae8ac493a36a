import type { Api } from "../../../lib/api-client";
import { isActive } from "../../../../core/booking-status";
import { madridToday } from "../../../../core/practice-time";
import type { Booking } from "../../../../core/schemas/booking";

export interface Glance {
  /** null when that figure could not be loaded */
  upcoming: number | null;
  awaitingPayment: number | null;
  unreadMessages: number | null;
  subscribers: number | null;
}

/** Today's date in Madrid as YYYY-MM-DD: bookings are kept in the business's local time. */
export function madridDate(now: Date, plusDays = 0): string {
  return madridToday(now.getTime() + plusDays * 86_400_000);
}

/** Sessions from today through the next 7 days that are still going ahead. */
export function upcomingSessions(bookings: Booking[], now: Date): Booking[] {
  const from = madridDate(now);
  const to = madridDate(now, 7);
  return bookings.filter((b) => b.date >= from && b.date <= to && isActive(b.status));
}

export async function atAGlance(api: Api, now: Date): Promise<Glance> {
  const [bookings, messages, subscribers] = await Promise.allSettled([api.bookings.list(), api.contactMessages.list(), api.subscribers.list()]);
  const b = bookings.status === "fulfilled" ? bookings.value : null;
  return {
    upcoming: b ? upcomingSessions(b, now).length : null,
    awaitingPayment: b ? b.filter((x) => x.status === "pending_payment").length : null,
    unreadMessages: messages.status === "fulfilled" ? messages.value.filter((m) => !m.read).length : null,
    subscribers: subscribers.status === "fulfilled" ? subscribers.value.length : null,
  };
}
