import type { FastifyInstance } from "fastify";
import { repeat } from "../jobs/repeat.js";

/**
 * Runs the booking jobs (payment deadline, payment reminder, day-before reminder) every `intervalMs`. Each job is
 * an idempotent conditional UPDATE that claims its rows, so any number of instances may run
 * this at once: every booking is cancelled, and every mail sent, once.
 */
export function startBookingJobs(app: FastifyInstance, intervalMs = 60_000): () => Promise<void> {
  const service = app.services.bookings;
  return repeat(app.log, intervalMs, "booking jobs failed", async () => {
    const cancelled = await service.runPaymentDeadline();
    const reminded = await service.runReminders();
    const paymentReminded = await service.runPaymentReminders();
    if (cancelled || reminded || paymentReminded) app.log.info({ cancelled, reminded, paymentReminded }, "booking jobs ran");
  });
}
