import type { FastifyBaseLogger } from "fastify";

/**
 * Runs `job` now and then every `intervalMs`, never two runs of it at once on this instance (a
 * slow run is not overlapped by the next tick). A failure is logged and the next tick tries
 * again. The timer does not keep the process alive; the returned stop waits for a run in flight.
 */
export function repeat(log: FastifyBaseLogger, intervalMs: number, failure: string, job: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = (async () => {
      try {
        await job();
      } catch (err) {
        log.error({ err }, failure);
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
