import type { AvailabilityInput, Booking, BookingDetails } from "../../../core/schemas/booking";
import type { Availability } from "../../../core/booking-rules";
import { jsonInit, type Call } from "./call";

export type AvailabilitySettings = Availability & { time_zone: string };

const enc = encodeURIComponent;

/** The admin's calls on bookings, joined to the visitor's in the admin's client (api-client.ts). */
export const bookingsAdminApi = (call: Call) => ({
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
