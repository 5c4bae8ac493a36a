import type { Call } from "./call";

// The admin's booking calls. Every call carries the admin token.

export interface Booking {
  id: number;
  name: string;
  email: string;
  phone_number: string | null;
  date: string;
  time: string;
  status: string;
  message: string | null;
  service_plan_title: string | null;
  service_plan_id?: number | null;
  created_at?: string;
  price?: number | null;
  payment_deadline?: string;
  history?: { from_status: string | null; to_status: string; actor: string; note?: string; created_at: string }[];
}

const list = <T>(r: T[] | Record<string, T[]>, key: string): T[] => (Array.isArray(r) ? r : (r[key] ?? []));

export const adminBookingsApi = (call: Call) => ({
  list: () => call<Booking[] | { bookings: Booking[] }>("/bookings").then((r) => list(r, "bookings")),
  get: (id: number) => call<Booking>(`/bookings/${id}`),
  remove: (id: number) => call<null>(`/bookings/${id}`, { method: "DELETE" }),
  /** mark_paid: pending_payment → confirmed; complete: confirmed → completed; cancel: either → cancelled. */
  act: (id: number, action: "mark_paid" | "complete" | "cancel") => call<Booking>(`/bookings/${id}/${action}`, { method: "POST" }),
});
