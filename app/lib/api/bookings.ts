import { jsonInit, type Call } from "./call";

export interface BookingRequest {
  service_plan_id: number;
  date: string;
  time: string;
  name: string;
  email: string;
  phone_number: string;
  message: string;
}

export const bookingsApi = (call: Call) => ({
  unavailableDates: () => call<{ dates: string[] }>("/bookings/unavailable_dates"),
  availableTimes: (date: string) => call<{ available_times: string[]; booked_times: string[] }>(`/bookings/available_times?date=${encodeURIComponent(date)}`),
  create: (booking: BookingRequest) => call<unknown>("/bookings", jsonInit("POST", booking)),
});
