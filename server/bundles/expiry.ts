// Unused credits expire at the end of their bundle's validity; 14 days before, one mail reminds
// her of what is left. Each reminder is claimed by its bundle's row and each expiry is written
// under the client's lock, so any number of instances may run the job at once.
import type { FastifyInstance } from "fastify";
import type { ServiceDeps } from "../service-deps.js";
import { clock } from "../kernel/clock.js";
import { repeat } from "../jobs/repeat.js";
import { expiryReminderMail } from "./mails.js";
import { practiceMailContext } from "../practice/practice-mail.js";

export const EXPIRY_REMINDER_DAYS = 14;

export function bundleExpiry(app: ServiceDeps) {
  const { db, repos } = app;

  return {
    /** Reminds and expires what is due at `now`; answers how many of each. */
    async run(now = clock.now()): Promise<{ reminded: number; expired: number }> {
      const at = now.toISOString();
      const soon = new Date(now.getTime() + EXPIRY_REMINDER_DAYS * 86_400_000).toISOString();
      let reminded = 0;
      let expired = 0;
      const dueReminders = await db
        .selectFrom("client_bundles")
        .select("id")
        .where("status", "=", "paid")
        .where("expiry_reminded_at", "is", null)
        .where("expires_at", ">", at)
        .where("expires_at", "<=", soon)
        .execute();
      const mail = dueReminders.length ? await practiceMailContext(repos, app.config) : null;
      for (const { id } of dueReminders) {
        const sent = await app.mails.transaction(async (trx, queue) => {
          const claimed = await trx
            .updateTable("client_bundles")
            .set({ expiry_reminded_at: at })
            .where("id", "=", id)
            .where("expiry_reminded_at", "is", null)
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) === 0) return false;
          const left = await repos.bundles.leftOn(trx, id);
          if (left <= 0) return false;
          const b = (await repos.bundles.find(id, trx))!;
          await queue(trx, [{ kind: "bundle_expiry_reminder", mail: expiryReminderMail(mail!, b, left) }]);
          return true;
        });
        if (sent) reminded++;
      }
      const ended = await db.selectFrom("client_bundles").select(["id", "client_id"]).where("status", "=", "paid").where("expires_at", "<=", at).execute();
      for (const b of ended) {
        if (b.client_id === null) continue;
        const clientId = b.client_id;
        const done = await db.transaction().execute(async (trx) => {
          await repos.bundles.lockClient(trx, clientId);
          const left = await repos.bundles.leftOn(trx, b.id);
          if (left <= 0) return false;
          await repos.bundles.add(trx, { clientId, bundleId: b.id, change: -left, reason: "expired", at });
          return true;
        });
        if (done) expired++;
      }
      return { reminded, expired };
    },
  };
}

/** The expiry job, every hour. */
export function startBundleJobs(app: FastifyInstance, intervalMs = 3_600_000): () => Promise<void> {
  const expiry = app.services.bundleExpiry;
  return repeat(app.log, intervalMs, "bundle jobs failed", async () => {
    const done = await expiry.run();
    if (done.reminded || done.expired) app.log.info(done, "bundle credits reminded and expired");
  });
}
