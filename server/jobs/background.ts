import fp from "fastify-plugin";
import { startBookingJobs } from "../bookings/jobs.js";
import { startCalendarJobs } from "../calendar/jobs.js";
import { startNewsletterJobs } from "../newsletters/sending-service.js";
import { startRetentionJob } from "../personal-data/retention-job.js";
import { startClientJobs } from "../clients/jobs.js";
import { startBundleJobs } from "../bundles/expiry.js";

/** What runs in the background of an app: which parts to start when it is ready. */
export interface BackgroundWork {
  /** Delivers the outbox (`app.outboxWorker`). Default on: a change's mails leave by themselves. */
  outboxWorker?: boolean;
  /**
   * The timed jobs: booking deadlines and reminders, calendar refreshes, scheduled newsletters
   * and retention. Default off: the server (main.ts) turns them on; tests run a job's step
   * themselves, at the moment they choose.
   */
  jobs?: boolean;
}

/**
 * The one place that starts and stops everything running in the background: when the app is
 * ready, and when it closes (each waits for a run in flight, the jobs first, since they queue
 * mail for the worker). Every job is safe on any number of instances at once.
 */
export default fp<BackgroundWork>(
  async (app, opts) => {
    const stops: (() => Promise<void>)[] = [];
    app.addHook("onReady", async () => {
      if (opts.jobs)
        stops.push(startBookingJobs(app), startCalendarJobs(app), startNewsletterJobs(app), startRetentionJob(app), startClientJobs(app), startBundleJobs(app));
      if (opts.outboxWorker !== false) app.outboxWorker.start();
    });
    app.addHook("onClose", async () => {
      await Promise.all(stops.splice(0).map((stop) => stop()));
      await app.outboxWorker.stop();
    });
  },
  { name: "background", dependencies: ["repositories"] },
);
