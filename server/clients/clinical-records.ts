// Clinical records (questionnaire, session notes) outlive a request to erase her data: Spanish
// law (Ley 41/2002, art. 17) keeps them at least five years after the last care, and GDPR
// art. 17(3)(c) lets that obligation stand. Erasure and retention ask here what to keep.
import type { Executor } from "../kernel/transactions.js";
import { lastEntry, type ClientsRepository } from "./repository.js";

export const CLINICAL_RETENTION_YEARS = 5;

/** When records whose last session (or, with none yet, last entry) was at `last` may go. */
export function keptUntil(last: string): string {
  const d = new Date(last);
  d.setUTCFullYear(d.getUTCFullYear() + CLINICAL_RETENTION_YEARS);
  return d.toISOString();
}

export interface ClinicalRecords {
  client: { id: number; email: string; name: string; phone: string; language: string; created_at: string };
  questionnaire: { answers: Record<string, string>; submitted_at: string | null; updated_at: string } | null;
  questionnaires: { booking_id: number | null; answers: Record<string, string>; submitted_at: string | null; updated_at: string }[];
  notes: { id: number; booking_id: number | null; text: string; created_at: string; updated_at: string; history: { text: string; created_at: string }[] }[];
  /** Plans delivered (their titles; the files are hers to download from her page). */
  documents: { id: number; booking_id: number | null; title: string; created_at: string }[];
  messages: { author: "client" | "practice"; body: string; created_at: string; read_at: string | null; attachments: string[] }[];
  /** Her measurements and the goals set (docs/decisions/044). */
  progress: Awaited<ReturnType<ClientsRepository["progress"]>>;
  /** Her food journal with the comments (the photos are hers on her page). */
  journal: Awaited<ReturnType<ClientsRepository["journal"]>>;
  last_session: string | null;
  /** Until when the law keeps them: five years from her last session or, with none yet, from their last entry (null: nothing to keep). */
  kept_until: string | null;
}

/** Her clinical records as the export gives them, or null when she has no client record. */
export async function clinicalRecordsOf(clients: ClientsRepository, ex: Executor, email: string, now: Date): Promise<ClinicalRecords | null> {
  const c = await clients.findByEmail(email, ex);
  if (!c) return null;
  const [intakes, notes, docs, messages, progress, journal, last] = await Promise.all([
    clients.intakes(c.id, ex),
    clients.notes(c.id, ex),
    clients.documentsOf(c.id, ex),
    clients.conversation(c.id, ex),
    clients.progress(c.id, ex),
    clients.journal(c.id, ex),
    clients.lastSession(c.id, now.toISOString(), ex),
  ]);
  const intake = intakes[0];
  const has = Boolean(intake) || notes.length > 0 || docs.length > 0 || messages.length > 0 || progress.measurements.length > 0 || journal.length > 0;
  return {
    client: { id: c.id, email: c.email, name: c.name, phone: c.phone, language: c.language, created_at: c.created_at },
    questionnaire: intake ? { answers: intake.answers as Record<string, string>, submitted_at: intake.submitted_at, updated_at: intake.updated_at } : null,
    questionnaires: intakes.map((i) => ({
      booking_id: i.booking_id,
      answers: i.answers as Record<string, string>,
      submitted_at: i.submitted_at,
      updated_at: i.updated_at,
    })),
    notes: notes.map(({ client_id: _, ...n }) => n),
    documents: docs.map((d) => ({ id: d.id, booking_id: d.booking_id, title: d.title, created_at: d.created_at })),
    messages,
    progress,
    journal,
    last_session: last,
    kept_until: has
      ? keptUntil(
          last ??
            lastEntry([
              ...intakes.map((i) => i.updated_at),
              ...notes.map((n) => n.updated_at),
              ...docs.map((d) => d.created_at),
              ...progress.measurements.map((m) => m.created_at),
              ...journal.map((j) => j.created_at),
            ])!,
        )
      : null,
  };
}

/** The daily retention of clinical records: five years after the last session (see applyRetention); answers the files to delete. */
export function runClinicalRetention(clients: ClientsRepository, now = new Date()) {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - CLINICAL_RETENTION_YEARS);
  return clients.applyRetention(cutoff.toISOString(), now.toISOString());
}
