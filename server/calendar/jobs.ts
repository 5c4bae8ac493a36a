import type { FastifyInstance } from "fastify";
import { repeat } from "../jobs/repeat.js";

/**
 * Refreshes her calendars every 15 minutes. The job looks every `intervalMs` for calendars
 * whose last fetch is 15 minutes old; each is claimed by a conditional UPDATE, so with several
 * instances every calendar is still fetched once per round.
 */
export function startCalendarJobs(app: FastifyInstance, intervalMs = 60_000): () => Promise<void> {
  const imports = app.services.calendarImports;
  return repeat(app.log, intervalMs, "calendar refresh failed", async () => {
    const fetched = await imports.refreshDue();
    if (fetched) app.log.info({ fetched }, "calendars refreshed");
  });
}
