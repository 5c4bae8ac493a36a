import type { AvailabilityInput, Booking, BookingCreated, BookingDetails, ManagedBooking } from "../../../core/schemas/booking";
import type { Availability } from "../../../core/booking-rules";
import type { BookingRequestInput } from "../../../core/booking-request";
import { jsonInit, type Call } from "./call";

export type AvailabilitySettings = Availability & { time_zone: string };

const enc = encodeURIComponent;

export const bookingsApi = (call: Call) => ({
  // visitor
  /** With a plan, a day counts as full when none of that plan's sessions fits. */
  unavailableDates: (planId?: number | string) =>
    call<{ dates: string[]; first_date: string; last_date: string }>(`/bookings/unavailable_dates${planId ? `?service_plan_id=${enc(String(planId))}` : ""}`),
  availableTimes: (date: string, planId?: number | string) =>
    call<{ available_times: string[]; booked_times: string[] }>(
      `/bookings/available_times?date=${enc(date)}${planId ? `&service_plan_id=${enc(String(planId))}` : ""}`,
    ),
  create: (booking: BookingRequestInput) => call<BookingCreated>("/bookings", jsonInit("POST", booking)),

  // the client's private link
  managed: (token: string) => call<ManagedBooking>(`/bookings/manage/${enc(token)}`),
  requestFullInvoice: (token: string, body: { name: string; tax_id: string; address: string }) =>
    call<{ id: number; number: string }>(`/bookings/manage/${enc(token)}/invoice`, jsonInit("POST", body)),
  cancelManaged: (token: string) => call<ManagedBooking>(`/bookings/manage/${enc(token)}/cancel`, jsonInit("POST", {})),
  rescheduleManaged: (token: string, date: string, time: string) =>
    call<ManagedBooking>(`/bookings/manage/${enc(token)}/reschedule`, jsonInit("POST", { date, time })),

  // admin
  list: (status?: string) => call<Booking[]>(`/bookings${status ? `?status=${enc(status)}` : ""}`),
  get: (id: number | string) => call<BookingDetails>(`/bookings/${enc(String(id))}`),
  remove: (id: number | string) => call<null>(`/bookings/${enc(String(id))}`, { method: "DELETE" }),
  markPaid: (id: number | string) => call<BookingDetails>(`/bookings/${enc(String(id))}/mark_paid`, jsonInit("POST", {})),
  cancel: (id: number | string) => call<BookingDetails>(`/bookings/${enc(String(id))}/cancel`, jsonInit("POST", {})),
  resendConfirmation: (id: number | string) => call<BookingDetails>(`/bookings/${enc(String(id))}/resend_confirmation`, jsonInit("POST", {})),
  /** Refund a paid booking: `amount` in cents, or all that is left. */
  refund: (id: number | string, amount?: number) =>
    call<BookingDetails>(`/bookings/${enc(String(id))}/refund`, jsonInit("POST", amount === undefined ? {} : { amount })),
  complete: (id: number | string) => call<BookingDetails>(`/bookings/${enc(String(id))}/complete`, jsonInit("POST", {})),
  availability: () => call<AvailabilitySettings>("/bookings/availability"),
  saveAvailability: (a: AvailabilityInput | Availability) => call<AvailabilitySettings>("/bookings/availability", jsonInit("PUT", a)),
});
