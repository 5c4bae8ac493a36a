import type { FastifyInstance } from "fastify";
import { bookingService } from "../bookings/service.js";

/**
 * Runs the booking jobs (payment deadline, day-before reminder) every `intervalMs`. Each job is
 * an idempotent conditional UPDATE that claims its rows, so any number of instances may run
 * this at once: every booking is cancelled, and every mail sent, once.
 */
export function startBookingJobs(app: FastifyInstance, intervalMs = 60_000): () => Promise<void> {
  const service = bookingService({ repos: app.repos, mailer: app.mailer, config: app.config, log: app.log });
  let running: Promise<void> | null = null;

  const tick = () => {
    if (running) return; // a slow run is never overlapped by the next tick of this instance
    running = (async () => {
      try {
        const cancelled = await service.runPaymentDeadline();
        const reminded = await service.runReminders();
        if (cancelled || reminded) app.log.info({ cancelled, reminded }, "booking jobs ran");
      } catch (err) {
        app.log.error({ err }, "booking jobs failed");
      } finally {
        running = null;
      }
    })();
  };

  const timer = setInterval(tick, intervalMs);
  timer.unref();
  setImmediate(tick);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
