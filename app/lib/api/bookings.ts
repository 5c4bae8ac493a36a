import type { AvailabilityInput, Booking, BookingDetails, ManagedBooking } from "../../../core/schemas/booking";
import type { Availability } from "../../../core/booking-rules";
import { jsonInit, type Call } from "./call";

export interface BookingPayload {
  service_plan_id: number | string;
  date: string;
  time: string;
  name: string;
  email: string;
  phone_number: string;
  message?: string;
  language?: string;
}

export type AvailabilitySettings = Availability & { time_zone: string };

const enc = encodeURIComponent;

export const bookingsApi = (call: Call) => ({
  // visitor
  unavailableDates: () => call<{ dates: string[]; first_date: string; last_date: string }>("/bookings/unavailable_dates"),
  availableTimes: (date: string) => call<{ available_times: string[]; booked_times: string[] }>(`/bookings/available_times?date=${enc(date)}`),
  create: (booking: BookingPayload) => call<Booking>("/bookings", jsonInit("POST", booking)),

  // the client's private link
  managed: (token: string) => call<ManagedBooking>(`/bookings/manage/${enc(token)}`),
  cancelManaged: (token: string) => call<ManagedBooking>(`/bookings/manage/${enc(token)}/cancel`, jsonInit("POST", {})),
  rescheduleManaged: (token: string, date: string, time: string) => call<ManagedBooking>(`/bookings/manage/${enc(token)}/reschedule`, jsonInit("POST", { date, time })),

  // admin
  list: (status?: string) => call<Booking[]>(`/bookings${status ? `?status=${enc(status)}` : ""}`),
  get: (id: number | string) => call<BookingDetails>(`/bookings/${enc(String(id))}`),
  remove: (id: number | string) => call<null>(`/bookings/${enc(String(id))}`, { method: "DELETE" }),
  markPaid: (id: number | string) => call<BookingDetails>(`/bookings/${enc(String(id))}/mark_paid`, jsonInit("POST", {})),
  cancel: (id: number | string) => call<BookingDetails>(`/bookings/${enc(String(id))}/cancel`, jsonInit("POST", {})),
  complete: (id: number | string) => call<BookingDetails>(`/bookings/${enc(String(id))}/complete`, jsonInit("POST", {})),
  availability: () => call<AvailabilitySettings>("/bookings/availability"),
  saveAvailability: (a: AvailabilityInput | Availability) => call<AvailabilitySettings>("/bookings/availability", jsonInit("PUT", a)),
});
