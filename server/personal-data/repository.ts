import { sql, type Transaction } from "kysely";
import { ACTIVE_STATUSES } from "../../core/booking-status.js";
import type { ErasureCounts, ErasureKept, PersonalDataExport } from "../../core/schemas/personal-data.js";

const KEPT_NOTE =
  "Invoices are kept as issued, with the name and tax id they carry: Spanish tax law requires them to be kept (Ley 58/2003 General Tributaria, art. 29; RD 1619/2012, art. 19), which GDPR art. 17.3.b allows.";
import { nowIso, type Database } from "../db/database.js";
import type { DB } from "../db/schema.js";
import { outboxRepository, type OutboxRepository } from "../outbox/repository.js";
import { contactNoticeKey } from "../contact-messages/repository.js";
import type { ClientsRepository } from "../clients/repository.js";
import { clinicalRecordsOf } from "../clients/clinical-records.js";
import { bookingMessages } from "../bookings/booking-messages.js";

/**
 * Everything the site holds about one person, found by email, across the tables that hold
 * it. Kept in one place (rather than in each resource's repository) because an erasure must
 * be one transaction over all of them: half an erasure is worse than none.
 *
 * Mails: the outbox keeps each mail's recipient, subject and state (bodies are dropped once
 * sent). Mails to her are exported; an erasure deletes them, and also the nutritionist's
 * notices about her bookings, whose subjects name her. The outbox's repository runs both in
 * this transaction.
 */
export function personalDataRepository(db: Database, outbox: OutboxRepository = outboxRepository(db), clients?: ClientsRepository) {
  const sameEmail = (email: string) => sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`;
  /** What erased bookings keep: date, time, plan and status. */
  const ERASED = { name: "", email: "", phone_number: "", message: "", message_sealed: 0, manage_token_hash: null };

  return {
    async exportFor(email: string, ex: Database | Transaction<DB> = db, now = new Date()): Promise<PersonalDataExport> {
      const [subscriptions, messages, sealedBookings, mails, clinical] = await Promise.all([
        ex.selectFrom("subscribers").select(["id", "email", "language", "created_at"]).where(sameEmail(email)).orderBy("id").execute(),
        ex.selectFrom("contact_messages").select(["id", "name", "email", "message", "read_at", "created_at"]).where(sameEmail(email)).orderBy("id").execute(),
        ex
          .selectFrom("bookings")
          .select([
            "id",
            "name",
            "email",
            "phone_number",
            "message",
            "message_sealed",
            "language",
            "date",
            "time",
            "status",
            "service_plan_id",
            "service_plan_title",
            "created_at",
            "updated_at",
          ])
          .where(sameEmail(email))
          .orderBy("id")
          .execute(),
        outbox.mailsTo(ex, email),
        clients ? clinicalRecordsOf(clients, ex, email, now) : null,
      ]);
      // Her messages, readable: the export is for her.
      const bookings = sealedBookings.map((b) => {
        const { message_sealed: _, ...row } = clients ? bookingMessages(clients.cipher).open(b) : b;
        return row;
      });
      const events = bookings.length
        ? await ex
            .selectFrom("booking_events")
            .select(["booking_id", "from_status", "to_status", "actor", "note", "created_at"])
            .where(
              "booking_id",
              "in",
              bookings.map((b) => b.id),
            )
            .orderBy("id")
            .execute()
        : [];
      return {
        email: email.trim().toLowerCase(),
        exported_at: nowIso(),
        subscriptions,
        bookings: bookings.map((b) => ({ ...b, history: events.filter((e) => e.booking_id === b.id).map(({ booking_id: _, ...e }) => e) })),
        contact_messages: messages,
        mails,
        clinical_records: clinical,
      };
    },

    /**
     * Exports, then erases in the same transaction: subscriptions and messages are deleted;
     * bookings lose name, email, phone and message, and one still to come is cancelled first
     * so its slot is freed and no reminder goes to nobody.
     */
    async erase(email: string, now = new Date()): Promise<{ export: PersonalDataExport; erased: ErasureCounts; kept: ErasureKept }> {
      return db.transaction().execute(async (trx) => {
        const exported = await this.exportFor(email, trx, now);
        const at = now.toISOString();
        const subs = await trx.deleteFrom("subscribers").where(sameEmail(email)).executeTakeFirst();
        const msgs = await trx.deleteFrom("contact_messages").where(sameEmail(email)).executeTakeFirst();
        const active = await trx
          .selectFrom("bookings")
          .select(["id", "status"])
          .where(sameEmail(email))
          .where("status", "in", [...ACTIVE_STATUSES])
          .execute();
        for (const b of active) {
          await trx
            .updateTable("bookings")
            .set({ status: "cancelled", slot_key: null, sequence: sql<number>`sequence + 1` })
            .where("id", "=", b.id)
            .execute();
          await trx
            .insertInto("booking_events")
            .values({ booking_id: b.id, from_status: b.status, to_status: "cancelled", actor: "admin", note: "personal data erased", created_at: at })
            .execute();
        }
        const bookingIds = exported.bookings.map((b) => b.id);
        const notices = {
          keys: exported.contact_messages.map((m) => contactNoticeKey(m.id)),
          subjects: [...new Set(exported.contact_messages.map((m) => `New message from ${m.name}`))],
        };
        const mails = await outbox.eraseMailsOf(trx, email, bookingIds, notices);
        if (bookingIds.length) await trx.deleteFrom("manage_links").where("booking_id", "in", bookingIds).execute();
        const anonymised = await trx
          .updateTable("bookings")
          .set({ ...ERASED, personal_data_erased_at: at, updated_at: at })
          .where(sameEmail(email))
          .executeTakeFirst();
        // Invoices stay as issued: the tax rules require them to be kept, names included (decision 028).
        const invoices = bookingIds.length
          ? await trx
              .selectFrom("invoices")
              .select((eb) => eb.fn.countAll<string>().as("n"))
              .where("booking_id", "in", bookingIds)
              .executeTakeFirstOrThrow()
          : { n: "0" };
        // Her client record goes too, with whatever it holds, unless the law still keeps her
        // clinical records: then it stays, to find them, until the daily job deletes them.
        const keptUntil = exported.clinical_records?.kept_until ?? null;
        const kept = keptUntil !== null && keptUntil > at;
        if (!kept) await trx.deleteFrom("clients").where("email_key", "=", email.trim().toLowerCase()).execute();
        return {
          export: exported,
          kept: { invoices: Number(invoices.n), note: KEPT_NOTE },
          erased: {
            subscriptions: Number(subs.numDeletedRows),
            contact_messages: Number(msgs.numDeletedRows),
            bookings_anonymised: Number(anonymised.numUpdatedRows),
            bookings_cancelled: active.length,
            mails,
            clinical_records_kept_until: kept ? keptUntil : null,
          },
        };
      });
    },

    /**
     * Retention: contact messages received before `cutoff` are deleted; bookings that took
     * place before it lose name, email, phone and message. Conditional statements, so any
     * number of instances may run it at once and a second run changes nothing.
     */
    async applyRetention(cutoff: Date): Promise<{ contact_messages: number; bookings: number }> {
      const iso = cutoff.toISOString();
      const msgs = await db.deleteFrom("contact_messages").where("created_at", "<", iso).executeTakeFirst();
      const bookings = await db
        .updateTable("bookings")
        .set({ ...ERASED, personal_data_erased_at: nowIso() })
        .where("date", "<", iso.slice(0, 10))
        .where("personal_data_erased_at", "is", null)
        .where("status", "not in", [...ACTIVE_STATUSES])
        .executeTakeFirst();
      return { contact_messages: Number(msgs.numDeletedRows), bookings: Number(bookings.numUpdatedRows) };
    },
  };
}
