// The practice's clients: one record per email address, her bookings linked to it, her health
// questionnaire and session notes (encrypted with the health cipher before they reach the
// database, decrypted after) and the log of who opened them (docs/decisions/030).
import { sql, type ExpressionBuilder } from "kysely";
import type { Database } from "../db/database.js";
import { clock } from "../kernel/clock.js";
import type { DB, Row } from "../db/schema.js";
import type { Executor } from "../kernel/transactions.js";
import { linkBookingToClient } from "../bookings/personal-data-writes.js";
import { deleteMealPlansOf } from "../meal-plans/erasure.js";
import type { HealthCipher } from "./health-crypto.js";
import type { IntakeAnswers } from "../../core/intake-questions.js";
import { ACTIVE_STATUSES } from "../../core/booking-status.js";
import { STANDARD_UNITS, type StandardKind } from "../../core/schemas/progress.js";

/**
 * Her last session: the latest start of a booking that took place (confirmed or completed, and
 * begun by `now`). The client list shows it and the five-year retention counts from it.
 */
const HELD = ["confirmed", "completed"] as const;
const lastSessionOf = (eb: ExpressionBuilder<DB & { c: DB["clients"] }, "c">, now: string) =>
  eb
    .selectFrom("bookings as b")
    .select((e) => e.fn.max("b.start_at").as("m"))
    .whereRef("b.client_id", "=", "c.id")
    .where("b.status", "in", HELD)
    .where("b.start_at", "<=", now);

/** The latest of some instants (ISO texts), or null when there is none. */
export const lastEntry = (dates: (string | null | undefined)[]): string | null => dates.reduce<string | null>((a, d) => (d && (!a || d > a) ? d : a), null);

/** Two addresses are one person when they match trimmed and without case. */
export const emailKey = (email: string) => email.trim().toLowerCase();

export type ClientRow = Row<"clients">;

export interface ClientListRow extends ClientRow {
  next_session: string | null;
  last_session: string | null;
  bookings: number;
}

export interface StoredIntake {
  answers: IntakeAnswers;
  booking_id: number | null;
  submitted_at: string | null;
  updated_at: string;
}

export interface StoredNote {
  id: number;
  client_id: number;
  booking_id: number | null;
  text: string;
  created_at: string;
  updated_at: string;
  history: { text: string; created_at: string }[];
}

/**
 * Who read her health data, as the access log names them: the admin by her address, the client
 * through one booking's private link, or signed in with the link sent to her address.
 */
export const clientThroughLink = (bookingId: number) => `client:booking:${bookingId}`;
export const CLIENT_SIGNED_IN = "client:signed-in";

/** What her health data is, in the access log. */
export type HealthRecord = "questionnaire" | "notes" | "messages" | "meal_plans" | "measurements" | "journal";

/** The booking engine's clock: a questionnaire's dates and a session's agree in tests too. */
const nowIso = () => clock.now().toISOString();

export function clientsRepository(db: Database, cipher: HealthCipher) {
  const openIntake = (r: Row<"client_intakes">): StoredIntake => ({
    answers: JSON.parse(cipher.open(r.answers)) as IntakeAnswers,
    booking_id: r.booking_id,
    submitted_at: r.submitted_at,
    updated_at: r.updated_at,
  });

  return {
    /** For the delivered plans' files (documents.ts). */
    cipher,

    /**
     * Her record for a new booking: made at her first and the booking linked to it, in the
     * booking's transaction. A later booking only brings the language up to date: anyone may
     * book with her address, so another name or phone is kept as pending for the admin to
     * apply, never written over hers.
     */
    async linkBooking(
      ex: Executor,
      b: { id: number; email: string; name: string; phone_number: string; language: string },
    ): Promise<{ clientId: number; intakeSubmitted: boolean }> {
      const id = await this.upsert(ex, b, b.id);
      await linkBookingToClient(ex, b.id, id);
      const intake = await ex.selectFrom("client_intakes").select("id").where("client_id", "=", id).where("submitted_at", "is not", null).executeTakeFirst();
      return { clientId: id, intakeSubmitted: Boolean(intake) };
    },

    /**
     * Her record by address, made at her first booking or purchase. A later one brings her
     * language up to date; another name or phone is kept as pending for the admin to apply
     * (`bookingId`: the booking that gave them, if a booking did), never written over hers.
     */
    async upsert(ex: Executor, b: { email: string; name: string; phone_number: string; language: string }, bookingId: number | null = null): Promise<number> {
      const now = nowIso();
      const client = await ex
        .insertInto("clients")
        .values({
          email: b.email.trim(),
          email_key: emailKey(b.email),
          name: b.name,
          phone: b.phone_number,
          language: b.language,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column("email_key").doUpdateSet({ language: b.language, updated_at: now }))
        .returning(["id", "name", "phone"])
        .executeTakeFirstOrThrow();
      const { id } = client;
      if (client.name !== b.name || client.phone !== b.phone_number)
        await ex
          .updateTable("clients")
          .set({ pending_name: b.name, pending_phone: b.phone_number, pending_booking_id: bookingId, pending_at: now })
          .where("id", "=", id)
          .execute();
      return id;
    },

    /** The admin applies (or dismisses) the details a later booking gave; false without any. */
    async settlePendingDetails(clientId: number, apply: boolean): Promise<boolean> {
      const now = nowIso();
      const r = await db
        .updateTable("clients")
        .set((eb) => ({
          ...(apply ? { name: eb.fn.coalesce("pending_name", "name"), phone: eb.fn.coalesce("pending_phone", "phone"), updated_at: now } : {}),
          pending_name: null,
          pending_phone: null,
          pending_booking_id: null,
          pending_at: null,
        }))
        .where("id", "=", clientId)
        .where("pending_at", "is not", null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** Every client with her next and last session and how many bookings she made. */
    async list(now: string): Promise<ClientListRow[]> {
      const rows = await db
        .selectFrom("clients as c")
        .selectAll("c")
        .select((eb) => [
          eb
            .selectFrom("bookings as b")
            .select((e) => e.fn.min("b.start_at").as("m"))
            .whereRef("b.client_id", "=", "c.id")
            .where("b.status", "in", [...ACTIVE_STATUSES])
            .where("b.start_at", ">", now)
            .as("next_session"),
          lastSessionOf(eb, now).as("last_session"),
          eb
            .selectFrom("bookings as b")
            .select((e) => e.fn.countAll<string | number>().as("n"))
            .whereRef("b.client_id", "=", "c.id")
            .as("bookings"),
        ])
        .execute();
      return rows.map((r) => ({
        ...r,
        next_session: (r.next_session as string | null) ?? null,
        last_session: (r.last_session as string | null) ?? null,
        bookings: Number(r.bookings ?? 0),
      }));
    },

    async findByEmail(email: string, ex: Executor = db): Promise<ClientRow | undefined> {
      return ex.selectFrom("clients").selectAll().where("email_key", "=", emailKey(email)).executeTakeFirst();
    },

    /** The start of her latest session that took place (confirmed or completed, started before `now`). */
    async documentsOf(clientId: number, ex: Executor = db) {
      return ex
        .selectFrom("client_documents")
        .select(["id", "booking_id", "title", "storage_key", "created_at"])
        .where("client_id", "=", clientId)
        .orderBy("id")
        .execute();
    },

    /** Her conversation with the practice, decrypted, oldest first (the export). */
    async conversation(clientId: number, ex: Executor = db) {
      const [rows, files] = await Promise.all([
        ex.selectFrom("client_messages").selectAll().where("client_id", "=", clientId).orderBy("created_at").orderBy("id").execute(),
        ex.selectFrom("client_message_files").select(["message_id", "name"]).where("client_id", "=", clientId).orderBy("id").execute(),
      ]);
      return rows.map((m) => ({
        author: m.author,
        body: cipher.open(m.body),
        created_at: m.created_at,
        read_at: m.read_at,
        attachments: files.filter((f) => f.message_id === m.id).map((f) => cipher.open(f.name)),
      }));
    },

    /** Her measurements, the goals set and the measurements added for her, decrypted (the export). */
    async progress(clientId: number, ex: Executor = db) {
      const [kinds, rows, goals] = await Promise.all([
        ex.selectFrom("client_measurement_kinds").selectAll().where("client_id", "=", clientId).orderBy("id").execute(),
        ex.selectFrom("client_measurements").selectAll().where("client_id", "=", clientId).orderBy("date").orderBy("id").execute(),
        ex.selectFrom("client_goals").selectAll().where("client_id", "=", clientId).orderBy("kind").execute(),
      ]);
      const own = new Map(kinds.map((k) => [String(k.id), { name: cipher.open(k.name), unit: cipher.open(k.unit) }]));
      const named = (kind: string) => own.get(kind) ?? { name: kind, unit: STANDARD_UNITS[kind as StandardKind] ?? "" };
      return {
        measurements: rows.map((r) => ({
          kind: r.kind,
          ...named(r.kind),
          value: Number(cipher.open(r.value)),
          date: r.date,
          author: r.author,
          created_at: r.created_at,
        })),
        goals: goals.map((g) => ({ kind: g.kind, ...named(g.kind), value: Number(cipher.open(g.value)) })),
      };
    },

    /** Her food journal with the comments, decrypted, oldest first (the export; photos stay on her page). */
    async journal(clientId: number, ex: Executor = db) {
      const [rows, comments] = await Promise.all([
        ex.selectFrom("client_journal").selectAll().where("client_id", "=", clientId).orderBy("eaten_at").orderBy("id").execute(),
        ex.selectFrom("client_journal_comments").selectAll().where("client_id", "=", clientId).orderBy("created_at").orderBy("id").execute(),
      ]);
      return rows.map((r) => ({
        meal: r.meal,
        eaten_at: r.eaten_at,
        note: cipher.open(r.note),
        created_at: r.created_at,
        comments: comments.filter((c) => c.entry_id === r.id).map((c) => ({ body: cipher.open(c.body), created_at: c.created_at })),
      }));
    },

    /** Every file of her records in the storage: plans delivered, message attachments, journal photos. */
    async storedFiles(clientId: number, ex: Executor = db): Promise<string[]> {
      const [docs, files, photos] = await Promise.all([
        ex.selectFrom("client_documents").select("storage_key").where("client_id", "=", clientId).execute(),
        ex.selectFrom("client_message_files").select("storage_key").where("client_id", "=", clientId).execute(),
        ex.selectFrom("client_journal").select("storage_key").where("client_id", "=", clientId).execute(),
      ]);
      return [...docs, ...files, ...photos].map((r) => r.storage_key);
    },

    async lastSession(clientId: number, now: string, ex: Executor = db): Promise<string | null> {
      const r = await ex
        .selectFrom("bookings")
        .select((e) => e.fn.max("start_at").as("m"))
        .where("client_id", "=", clientId)
        .where("status", "in", HELD)
        .where("start_at", "<=", now)
        .executeTakeFirst();
      return (r?.m as string | null | undefined) ?? null;
    },

    async find(id: number): Promise<ClientRow | undefined> {
      return db.selectFrom("clients").selectAll().where("id", "=", id).executeTakeFirst();
    },

    async bookings(clientId: number): Promise<Row<"bookings">[]> {
      return db.selectFrom("bookings").selectAll().where("client_id", "=", clientId).orderBy("start_at", "desc").orderBy("id", "desc").execute();
    },

    /** Her contact messages and newsletter subscription, found by her address. */
    async messages(email: string) {
      return db
        .selectFrom("contact_messages")
        .select(["id", "message", "created_at"])
        .where(sql<string>`lower(trim(email))`, "=", emailKey(email))
        .orderBy("created_at", "desc")
        .execute();
    },

    async subscription(email: string) {
      return db
        .selectFrom("subscribers")
        .select(["status", "created_at", "confirmed_at"])
        .where(sql<string>`lower(trim(email))`, "=", emailKey(email))
        .executeTakeFirst();
    },

    // ---- the questionnaire ------------------------------------------------------------------

    /**
     * What her record shows: her latest questionnaire sent, whichever booking it came through,
     * or else her latest draft.
     */
    async intake(clientId: number, ex: Executor = db): Promise<StoredIntake | undefined> {
      const r = await ex
        .selectFrom("client_intakes")
        .selectAll()
        .where("client_id", "=", clientId)
        .orderBy(sql`case when submitted_at is null then 1 else 0 end`)
        .orderBy("updated_at", "desc")
        .orderBy("id", "desc")
        .executeTakeFirst();
      return r ? openIntake(r) : undefined;
    },

    /** Every questionnaire of hers, latest first (her data export). */
    async intakes(clientId: number, ex: Executor = db): Promise<StoredIntake[]> {
      const rows = await ex
        .selectFrom("client_intakes")
        .selectAll()
        .where("client_id", "=", clientId)
        .orderBy("updated_at", "desc")
        .orderBy("id", "desc")
        .execute();
      return rows.map(openIntake);
    },

    /** The questionnaire entered through one booking (its private link reaches this one only). */
    async intakeOfBooking(bookingId: number, ex: Executor = db): Promise<StoredIntake | undefined> {
      const r = await ex.selectFrom("client_intakes").selectAll().where("booking_id", "=", bookingId).executeTakeFirst();
      return r ? openIntake(r) : undefined;
    },

    /** Replaces the booking's answers; once submitted it stays submitted (a later save keeps the date). */
    async saveIntake(clientId: number, bookingId: number, answers: IntakeAnswers, submit: boolean): Promise<void> {
      const now = nowIso();
      const sealed = cipher.seal(JSON.stringify(answers));
      await db
        .insertInto("client_intakes")
        .values({ client_id: clientId, booking_id: bookingId, answers: sealed, submitted_at: submit ? now : null, created_at: now, updated_at: now })
        .onConflict((oc) =>
          oc.column("booking_id").doUpdateSet({
            answers: sealed,
            updated_at: now,
            ...(submit ? { submitted_at: sql<string>`coalesce(client_intakes.submitted_at, ${now})` } : {}),
          }),
        )
        .execute();
    },

    // ---- session notes ----------------------------------------------------------------------

    async notes(clientId: number, ex: Executor = db): Promise<StoredNote[]> {
      const notes = await ex
        .selectFrom("client_notes")
        .selectAll()
        .where("client_id", "=", clientId)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();
      if (notes.length === 0) return [];
      const versions = await ex
        .selectFrom("client_note_versions")
        .selectAll()
        .where(
          "note_id",
          "in",
          notes.map((n) => n.id),
        )
        .orderBy("id", "desc")
        .execute();
      return notes.map((n) => ({
        ...n,
        text: cipher.open(n.text),
        history: versions.filter((v) => v.note_id === n.id).map((v) => ({ text: cipher.open(v.text), created_at: v.created_at })),
      }));
    },

    async addNote(clientId: number, bookingId: number | null, text: string): Promise<number> {
      const now = nowIso();
      const { id } = await db
        .insertInto("client_notes")
        .values({ client_id: clientId, booking_id: bookingId, text: cipher.seal(text), created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    },

    /** A new text; the one it replaces joins the note's history. False if there is no such note of hers. */
    async editNote(clientId: number, noteId: number, text: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const note = await trx.selectFrom("client_notes").selectAll().where("id", "=", noteId).where("client_id", "=", clientId).executeTakeFirst();
        if (!note) return false;
        const now = nowIso();
        await trx.insertInto("client_note_versions").values({ note_id: noteId, text: note.text, created_at: note.updated_at }).execute();
        await trx
          .updateTable("client_notes")
          .set({ text: cipher.seal(text), updated_at: now })
          .where("id", "=", noteId)
          .execute();
        return true;
      });
    },

    /**
     * Retention (clinical-records.ts): clinical records are deleted five years (`cutoff`)
     * after her last session or, when no session has taken place, after their own last entry
     * (questionnaire, note, plan); then every client record left with nothing (no records,
     * no booking still holding her details). Plain conditional deletes: any instance may run it.
     */
    async applyRetention(cutoff: string, now: string): Promise<{ records: number; clients: number; files: string[] }> {
      const rows = await db
        .selectFrom("clients as c")
        .select("c.id")
        .select((eb) => [
          lastSessionOf(eb, now).as("last_session"),
          eb
            .selectFrom("client_intakes as i")
            .select((e) => e.fn.max("i.updated_at").as("m"))
            .whereRef("i.client_id", "=", "c.id")
            .as("intake"),
          eb
            .selectFrom("client_notes as n")
            .select((e) => e.fn.max("n.updated_at").as("m"))
            .whereRef("n.client_id", "=", "c.id")
            .as("note"),
          eb
            .selectFrom("client_documents as d")
            .select((e) => e.fn.max("d.created_at").as("m"))
            .whereRef("d.client_id", "=", "c.id")
            .as("document"),
          eb
            .selectFrom("client_measurements as x")
            .select((e) => e.fn.max("x.created_at").as("m"))
            .whereRef("x.client_id", "=", "c.id")
            .as("measurement"),
          eb
            .selectFrom("client_journal as j")
            .select((e) => e.fn.max("j.created_at").as("m"))
            .whereRef("j.client_id", "=", "c.id")
            .as("journal"),
        ])
        .execute();
      const expired = rows
        .filter((r) => {
          const last = (r.last_session as string | null) ?? lastEntry([r.intake, r.note, r.document, r.measurement, r.journal] as (string | null)[]);
          return last !== null && last < cutoff;
        })
        .map((r) => r.id);
      let records = 0;
      const files: string[] = [];
      for (let i = 0; i < expired.length; i += 500) {
        const ids = expired.slice(i, i + 500);
        const a = await db.deleteFrom("client_intakes").where("client_id", "in", ids).executeTakeFirst();
        const b = await db.deleteFrom("client_notes").where("client_id", "in", ids).executeTakeFirst();
        const docs = await db.deleteFrom("client_documents").where("client_id", "in", ids).returning("storage_key").execute();
        const attached = await db.deleteFrom("client_message_files").where("client_id", "in", ids).returning("storage_key").execute();
        const m = await db.deleteFrom("client_messages").where("client_id", "in", ids).executeTakeFirst();
        const plans = await deleteMealPlansOf(db, ids);
        const measured = await db.deleteFrom("client_measurements").where("client_id", "in", ids).executeTakeFirst();
        await db.deleteFrom("client_goals").where("client_id", "in", ids).execute();
        await db.deleteFrom("client_measurement_kinds").where("client_id", "in", ids).execute();
        await db.deleteFrom("client_journal_comments").where("client_id", "in", ids).execute();
        const photos = await db.deleteFrom("client_journal").where("client_id", "in", ids).returning("storage_key").execute();
        files.push(...docs.map((d) => d.storage_key), ...attached.map((d) => d.storage_key), ...photos.map((d) => d.storage_key));
        records +=
          Number(a.numDeletedRows) +
          Number(b.numDeletedRows) +
          docs.length +
          Number(m.numDeletedRows) +
          plans +
          Number(measured.numDeletedRows) +
          photos.length;
      }
      const empty = await db
        .deleteFrom("clients")
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("client_intakes")
                .select("id")
                .whereRef("client_intakes.client_id", "=", "clients.id")
                .union(selectFrom("client_notes").select("id").whereRef("client_notes.client_id", "=", "clients.id"))
                .union(selectFrom("client_documents").select("id").whereRef("client_documents.client_id", "=", "clients.id"))
                .union(selectFrom("client_messages").select("id").whereRef("client_messages.client_id", "=", "clients.id"))
                .union(selectFrom("meal_plans").select("id").whereRef("meal_plans.client_id", "=", "clients.id"))
                .union(selectFrom("client_measurements").select("id").whereRef("client_measurements.client_id", "=", "clients.id"))
                .union(selectFrom("client_journal").select("id").whereRef("client_journal.client_id", "=", "clients.id"))
                .union(
                  selectFrom("bookings").select("id").whereRef("bookings.client_id", "=", "clients.id").where("bookings.personal_data_erased_at", "is", null),
                ),
            ),
          ),
        )
        .executeTakeFirst();
      return { records, clients: Number(empty.numDeletedRows), files };
    },

    // ---- who opened her health data -------------------------------------------------------------

    async logAccess(clientId: number, actor: string, what: HealthRecord[]): Promise<void> {
      const at = nowIso();
      await db
        .insertInto("health_access_log")
        .values(what.map((w) => ({ client_id: clientId, actor, what: w, created_at: at })))
        .execute();
    },

    async accessLog(clientId: number) {
      return db
        .selectFrom("health_access_log")
        .select(["actor", "what", "created_at"])
        .where("client_id", "=", clientId)
        .orderBy("id", "desc")
        .limit(200)
        .execute();
    },
  };
}

export type ClientsRepository = ReturnType<typeof clientsRepository>;

/** An erasure: her record by address, with whatever it holds, inside the erasure's transaction. */
export async function deleteClientRecordOf(trx: Executor, email: string): Promise<void> {
  await trx.deleteFrom("clients").where("email_key", "=", email.trim().toLowerCase()).execute();
}

/** Locks her record until the transaction ends (PostgreSQL's row lock; SQLite's write lock is already held). */
export async function lockClientRecord(trx: Executor, clientId: number): Promise<void> {
  await trx
    .updateTable("clients")
    .set((eb) => ({ updated_at: eb.ref("updated_at") }))
    .where("id", "=", clientId)
    .execute();
}
