import type { BookingCreated, ManagedBooking } from "../../../core/schemas/booking";
import type { BookingRequestInput } from "../../../core/booking-request";
import { jsonInit, type Call } from "./call";

const enc = encodeURIComponent;

/** What a visitor and the client call: the booking page and her private link (the admin's: bookings-admin.ts). */
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
});
