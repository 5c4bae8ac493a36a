// The booking engine's operations, one object for routes, jobs and the payment webhook. Each
// concern lives in its own file: which slots can be booked (availability-service.ts), a
// booking's life (lifecycle-service.ts) and the reminders the jobs send (reminder-service.ts).
// The rules are in core/booking-rules.ts, the SQL in the repositories beside them.
import { availabilityService } from "./availability-service.js";
import { lifecycleService } from "./lifecycle-service.js";
import { reminderService } from "./reminder-service.js";
import { bookingContext, type BookingDeps } from "./service-context.js";

export type { BookingDeps } from "./service-context.js";
export { PAYMENT_REMINDER_LEAD_HOURS } from "./reminder-service.js";

export function bookingService(deps: BookingDeps) {
  const ctx = bookingContext(deps);
  const availability = availabilityService(ctx);
  return { ...availability, ...lifecycleService(ctx, availability), ...reminderService(ctx) };
}

export type BookingService = ReturnType<typeof bookingService>;
