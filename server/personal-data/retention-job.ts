import type { FastifyInstance } from "fastify";
import { checkpointAfterErasure, type Database } from "../db/database.js";
import { personalDataRepository } from "./repository.js";
import { repeat } from "../jobs/repeat.js";
import { runClinicalRetention } from "../clients/clinical-records.js";

const DAY_MS = 24 * 60 * 60_000;

/** The instant `months` calendar months before `now` (UTC). */
export function retentionCutoff(months: number, now: Date): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/** Deletes contact messages and anonymises bookings older than `months`; answers how many. */
export function runRetention(db: Database, months: number, now = new Date()) {
  return personalDataRepository(db).applyRetention(retentionCutoff(months, now));
}

/**
 * The daily retention run: once at start, then every day. Every instance may run it; the
 * statements only touch rows not yet handled.
 */
export function startRetentionJob(app: FastifyInstance, intervalMs = DAY_MS): () => Promise<void> {
  return repeat(app.log, intervalMs, "retention job failed", async () => {
    const done = await runRetention(app.db, app.config.RETENTION_MONTHS);
    // Clinical records follow their own term (five years after the last session).
    const clinical = await runClinicalRetention(app.repos.clients);
    for (const key of clinical.files)
      await app.storage.delete(key).catch((e: unknown) => app.log.warn({ err: e, key }, "retention: a document's file could not be deleted"));
    if (done.contact_messages || done.bookings || clinical.records || clinical.clients) {
      // As after an erasure: the WAL must not keep the pages as they were.
      await checkpointAfterErasure(app.db);
      app.log.info({ ...done, clinical_records: clinical.records, clients: clinical.clients }, "retention: old personal data removed");
    }
  });
}
