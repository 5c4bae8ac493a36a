import type { FastifyInstance } from "fastify";
import { repeat } from "../jobs/repeat.js";

/** The follow-up invitations, checked every hour (each is claimed once: any number of instances). */
export function startClientJobs(app: FastifyInstance, intervalMs = 3_600_000): () => Promise<void> {
  const jobs = app.services.followUps;
  return repeat(app.log, intervalMs, "client jobs failed", async () => {
    const invited = await jobs.run();
    if (invited) app.log.info({ invited }, "follow-up invitations queued");
  });
}
