import { sql, type Transaction } from "kysely";
import type { ErasureCounts, ErasureKept, PersonalDataExport } from "../../core/schemas/personal-data.js";

const KEPT_NOTE =
  "Invoices are kept as issued, with the name and tax id they carry: Spanish tax law requires them to be kept (Ley 58/2003 General Tributaria, art. 29; RD 1619/2012, art. 19), which GDPR art. 17.3.b allows.";
import { nowIso, type Database } from "../db/database.js";
import type { DB } from "../db/schema.js";
import { outboxRepository, type OutboxRepository } from "../outbox/repository.js";
import { contactNoticeKey, deleteContactMessagesBefore, deleteContactMessagesOf } from "../contact-messages/repository.js";
import type { ClientsRepository } from "../clients/repository.js";
import { clinicalRecordsOf } from "../clients/clinical-records.js";
import { bookingMessages } from "../bookings/booking-messages.js";
import { anonymiseBookingsBefore, anonymiseBookingsOf, cancelActiveBookingsOf, deleteManageLinksOf } from "../bookings/personal-data-writes.js";
import { deleteSubscriptionsOf } from "../subscribers/repository.js";
import { deleteClientRecordOf } from "../clients/repository.js";

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
        const subs = await deleteSubscriptionsOf(trx, email);
        const msgs = await deleteContactMessagesOf(trx, email);
        const cancelled = await cancelActiveBookingsOf(trx, email, at, "personal data erased");
        const bookingIds = exported.bookings.map((b) => b.id);
        const notices = {
          keys: exported.contact_messages.map((m) => contactNoticeKey(m.id)),
          subjects: [...new Set(exported.contact_messages.map((m) => `New message from ${m.name}`))],
        };
        const mails = await outbox.eraseMailsOf(trx, email, bookingIds, notices);
        await deleteManageLinksOf(trx, bookingIds);
        const anonymised = await anonymiseBookingsOf(trx, email, at);
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
        if (!kept) await deleteClientRecordOf(trx, email);
        return {
          export: exported,
          kept: { invoices: Number(invoices.n), note: KEPT_NOTE },
          erased: {
            subscriptions: subs,
            contact_messages: msgs,
            bookings_anonymised: anonymised,
            bookings_cancelled: cancelled,
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
      const msgs = await deleteContactMessagesBefore(db, cutoff);
      const bookings = await anonymiseBookingsBefore(db, cutoff, nowIso());
      return { contact_messages: msgs, bookings };
    },
  };
}
