import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { erasureCounts, erasureKept, personalDataBody, personalDataExport } from "../../core/schemas/personal-data.js";
import { personalDataRepository } from "./repository.js";
import { checkpointAfterErasure } from "../db/database.js";
import { clock } from "../kernel/clock.js";
import type { ClinicalRecords } from "../clients/clinical-records.js";
import type { HealthRecord } from "../clients/repository.js";

const tags = ["Personal data"];

// POST with the address in the body: an email in a URL would reach logs and histories.
const routes: FastifyPluginAsyncZod = async (app) => {
  const data = personalDataRepository(app.db, app.repos.outbox, app.repos.clients);
  const changed = () => {
    for (const resource of ["bookings", "subscribers", "contact_messages"]) app.events.emit("content-changed", resource);
  };

  /** The export shows her questionnaire and notes: the read goes to her access log. */
  const logClinicalRead = async (records: ClinicalRecords | null, admin: string) => {
    if (!records) return;
    const what: HealthRecord[] = [
      ...(records.questionnaires.length ? (["questionnaire"] as const) : []),
      ...(records.notes.length ? (["notes"] as const) : []),
      ...(records.messages.length ? (["messages"] as const) : []),
      ...(records.progress.measurements.length ? (["measurements"] as const) : []),
      ...(records.journal.length ? (["journal"] as const) : []),
    ];
    if (what.length) await app.repos.clients.logAccess(records.client.id, admin, what);
  };

  app.post(
    "/api/admin/personal_data/export",
    {
      config: { admin: true },
      schema: {
        tags,
        summary:
          "Everything held about one email address, as JSON: newsletter subscriptions, bookings (with their history), contact messages, mails and her clinical records (questionnaire, session notes, messages, measurements with goals and food journal, decrypted). Changes nothing.",
        body: personalDataBody,
        response: { 200: personalDataExport },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "private, no-store");
      const exported = await data.exportFor(req.body.email);
      await logClinicalRead(exported.clinical_records, req.admin!.email);
      return exported;
    },
  );

  app.post(
    "/api/admin/personal_data/erase",
    {
      config: { admin: true },
      schema: {
        tags,
        summary:
          "Erase one email address's data (GDPR art. 17), in one transaction: subscriptions and contact messages are deleted; bookings keep date, time, plan, price and status for the accounts but lose name, email, phone and message, and one still to come is cancelled first. Invoices of her bookings are kept as issued (the tax rules require it): `kept` says how many. Her clinical records (questionnaire, session notes, plans delivered, messages with their files, measurements, food journal with its photos) are kept, with her client record, while the law requires (five years after her last session or, with no session yet, after their last entry; Ley 41/2002 art. 17): `erased.clinical_records_kept_until` then says until when; otherwise they go with the rest. Answers the export taken just before (with the clinical records), what was erased and what was kept.",
        body: personalDataBody,
        response: { 200: z.object({ export: personalDataExport, erased: erasureCounts, kept: erasureKept }) },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "private, no-store");
      // The booking engine's clock: what "her last session" means agrees with the bookings'.
      const client = await app.repos.clients.findByEmail(req.body.email);
      const documentFiles = client ? await app.repos.clients.storedFiles(client.id) : [];
      const result = await data.erase(req.body.email, clock.now());
      if (result.erased.clinical_records_kept_until !== null) await logClinicalRead(result.export.clinical_records, req.admin!.email);
      // Her delivered plans' and messages' files go with her record (kept, they stay with it).
      if (result.erased.clinical_records_kept_until === null) for (const key of documentFiles) await app.storage.delete(key).catch(() => undefined);
      changed();
      // What the transaction cannot reach: the mails about her written to files (no mail
      // server set), and on SQLite the WAL's copies of the pages as they were before.
      const files = (await app.mailer.files?.forget(req.body.email)) ?? 0;
      if (!(await checkpointAfterErasure(app.db))) req.log.warn("the checkpoint after an erasure did not finish; the next one completes it");
      if (files) req.log.info({ files }, "mail files of an erased address removed");
      return result;
    },
  );
};

export default routes;
