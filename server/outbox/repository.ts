import { sql, type Kysely } from "kysely";
import type { Database } from "../db/database.js";
import type { DB, Row } from "../db/schema.js";
import type { OutgoingMail } from "../mail/outgoing-mail.js";
import type { OutboxMail } from "../../core/schemas/outbox.js";
import type { MailKind } from "../../core/mail-kinds.js";

export type OutboxRow = Row<"outbox">;

/** A mail to queue: what it is (for the admin's list), which booking it belongs to, the message. */
export interface QueuedMail {
  kind: MailKind;
  bookingId?: number | null;
  mail: OutgoingMail;
  /** The newsletter the mail is a copy of. */
  newsletterId?: number;
  /** No two rows share one: a mail queued again under the same key is not added. */
  dedupeKey?: string;
  /** Not sent before this (a newsletter's later batches); the 24 h of retries count from it. */
  dueAt?: Date;
}

export const GIVE_UP_AFTER_MS = 24 * 3_600_000;

/** Recipients are stored as given; a person is found by her address in any case. */
const toAddress = (email: string) => sql<boolean>`lower(recipient) = ${email.trim().toLowerCase()}`;

/** Attachments are text (calendar files); Buffers are kept as base64 so JSON can hold them. */
function toPayload(mail: OutgoingMail): string {
  return JSON.stringify({
    ...mail,
    attachments: mail.attachments?.map((a) => (Buffer.isBuffer(a.content) ? { ...a, content: a.content.toString("base64"), encoding: "base64" } : a)),
  });
}

interface StoredAttachment {
  filename: string;
  content: string;
  contentType: string;
  encoding?: "base64";
}

export function fromPayload(payload: string): OutgoingMail {
  const mail = JSON.parse(payload) as Omit<OutgoingMail, "attachments"> & { attachments?: StoredAttachment[] };
  return {
    ...mail,
    attachments: mail.attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.encoding === "base64" ? Buffer.from(a.content, "base64") : a.content,
    })),
  };
}

/**
 * The outbox: every mail is a row written in the transaction of the change that causes it,
 * so a stored change always has its mail and a rolled-back one never does. The worker
 * (worker.ts) claims due rows with a lease, sends them and records the outcome.
 *
 * This is the only SQL on the outbox table. Other resources whose changes touch queued mails
 * (newsletters, subscribers, personal data) call the functions below that take `ex`, which run
 * in the caller's transaction.
 */
export function outboxRepository(db: Database) {
  const repo = {
    /** Queues mails inside the caller's transaction (or on their own when given the database). */
    async add(ex: Kysely<DB>, mails: QueuedMail[], now = new Date()): Promise<void> {
      if (!mails.length) return;
      const at = now.toISOString();
      const rows = mails.map((m) => {
        const due = m.dueAt ?? now;
        return {
          kind: m.kind,
          recipient: m.mail.to,
          subject: m.mail.subject,
          payload: toPayload(m.mail),
          booking_id: m.bookingId ?? null,
          status: "pending",
          next_attempt_at: due.toISOString(),
          give_up_at: new Date(due.getTime() + GIVE_UP_AFTER_MS).toISOString(),
          created_at: at,
          updated_at: at,
          newsletter_id: m.newsletterId ?? null,
          dedupe_key: m.dedupeKey ?? null,
        };
      });
      // In slices, so a newsletter to thousands stays within the engines' limits on parameters.
      for (let i = 0; i < rows.length; i += 200) {
        await ex
          .insertInto("outbox")
          .values(rows.slice(i, i + 200))
          .onConflict((oc) => oc.column("dedupe_key").doNothing())
          .execute();
      }
    },

    /** Newsletters among `ids` with a copy still waiting to be sent. */
    async newslettersWithPendingCopies(ex: Kysely<DB>, ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await ex.selectFrom("outbox").select("newsletter_id").distinct().where("newsletter_id", "in", ids).where("status", "=", "pending").execute();
      return new Set(rows.map((r) => r.newsletter_id!));
    },

    /**
     * Someone who leaves during a send gets none of its copies still waiting (a copy already
     * handed to the mail server cannot be called back). Mails that are not newsletters stay.
     */
    async dropPendingNewsletterCopies(ex: Kysely<DB>, recipient: string): Promise<void> {
      await ex.deleteFrom("outbox").where("newsletter_id", "is not", null).where("status", "=", "pending").where("recipient", "=", recipient).execute();
    },

    /** Every mail to one address (any case), oldest first, without bodies: her data export. */
    async mailsTo(ex: Kysely<DB>, email: string) {
      return ex
        .selectFrom("outbox")
        .select(["kind", "recipient as to", "subject", "status", "created_at", "sent_at"])
        .where(toAddress(email))
        .orderBy("id")
        .execute();
    },

    /**
     * An erasure: every mail to her, and every mail about her bookings (the nutritionist's
     * notices name her in their subjects). Answers how many went.
     */
    async eraseMailsOf(
      ex: Kysely<DB>,
      email: string,
      bookingIds: number[],
      notices: { keys: string[]; subjects: string[] } = { keys: [], subjects: [] },
    ): Promise<number> {
      const res = await ex
        .deleteFrom("outbox")
        .where((eb) =>
          eb.or([
            toAddress(email),
            ...(bookingIds.length ? [eb("booking_id", "in", bookingIds)] : []),
            // The nutritionist's notices about her messages ("New message from <name>") are not
            // addressed to her: found by the message they are about, or (queued before notices
            // named their message) by their subject.
            ...(notices.keys.length ? [eb("dedupe_key", "in", notices.keys)] : []),
            ...(notices.subjects.length
              ? [eb.and([eb("kind", "=", "contact_notice"), eb("dedupe_key", "is", null), eb("subject", "in", notices.subjects)])]
              : []),
          ]),
        )
        .executeTakeFirst();
      return Number(res.numDeletedRows);
    },

    /** Per newsletter: its mails sent, failed for good, and still to go. */
    async newsletterCounts(ids: number[]): Promise<Map<number, { sent: number; failed: number; remaining: number }>> {
      const out = new Map<number, { sent: number; failed: number; remaining: number }>();
      if (!ids.length) return out;
      const rows = await db
        .selectFrom("outbox")
        .select(["newsletter_id", "status", (eb) => eb.fn.countAll<string>().as("n")])
        .where("newsletter_id", "in", ids)
        .groupBy(["newsletter_id", "status"])
        .execute();
      for (const r of rows) {
        const c = out.get(r.newsletter_id!) ?? { sent: 0, failed: 0, remaining: 0 };
        const key = r.status === "sent" ? "sent" : r.status === "failed" ? "failed" : "remaining";
        c[key] += Number(r.n);
        out.set(r.newsletter_id!, c);
      }
      return out;
    },

    /**
     * Claims up to `limit` due mails for `owner` until `leaseUntil`. One conditional UPDATE:
     * the outer WHERE repeats the due-and-free test, which PostgreSQL re-checks on each row
     * after a concurrent claimer commits (and SQLite runs one writer at a time), so a row is
     * held by one worker at a time, on any number of instances.
     */
    async claim(owner: string, now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
      const at = now.toISOString();
      const free = (q: any) =>
        q
          .where("status", "=", "pending")
          .where("next_attempt_at", "<=", at)
          .where((eb: any) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", at)]));
      const due = free(db.selectFrom("outbox").select("id")).orderBy("id").limit(limit);
      return free(
        db
          .updateTable("outbox")
          .set({ lease_owner: owner, lease_until: leaseUntil.toISOString(), attempts: sql<number>`attempts + 1`, updated_at: at })
          .where("id", "in", due),
      )
        .returningAll()
        .execute() as Promise<OutboxRow[]>;
    },

    /** Keeps holding mails still being sent (a slow server must not let another instance send them too). */
    async extendLease(ids: number[], owner: string, leaseUntil: Date): Promise<void> {
      if (!ids.length) return;
      await db
        .updateTable("outbox")
        .set({ lease_until: leaseUntil.toISOString() })
        .where("id", "in", ids)
        .where("lease_owner", "=", owner)
        .where("status", "=", "pending")
        .execute();
    },

    /** Sent: the body is dropped (it may hold a private link); the server's answer is kept. */
    async markSent(id: number, owner: string, response: string, now: Date): Promise<void> {
      const at = now.toISOString();
      await db
        .updateTable("outbox")
        .set({
          status: "sent",
          payload: null,
          smtp_response: response.slice(0, 1000),
          last_error: null,
          sent_at: at,
          lease_owner: null,
          lease_until: null,
          updated_at: at,
        })
        .where("id", "=", id)
        .where("lease_owner", "=", owner)
        .execute();
    },

    /** Not sent: tried again at `retryAt`, or given up (status failed) when that is null. */
    async markUnsent(id: number, owner: string, error: string, smtpResponse: string | null, retryAt: Date | null, now: Date): Promise<void> {
      const at = now.toISOString();
      await db
        .updateTable("outbox")
        .set({
          status: retryAt ? "pending" : "failed",
          last_error: error.slice(0, 1000),
          smtp_response: smtpResponse?.slice(0, 1000) ?? null,
          next_attempt_at: (retryAt ?? now).toISOString(),
          lease_owner: null,
          lease_until: null,
          updated_at: at,
        })
        .where("id", "=", id)
        .where("lease_owner", "=", owner)
        .execute();
    },

    /** Pending and failed mails, oldest first, without their bodies (the admin's list); or one of them. */
    async listOpen(opts: { id?: number; limit?: number } = {}): Promise<OutboxMail[]> {
      let q = db
        .selectFrom("outbox")
        .select([
          "id",
          "kind",
          "recipient",
          "subject",
          "booking_id",
          "status",
          "attempts",
          "next_attempt_at",
          "give_up_at",
          "last_error",
          "smtp_response",
          "created_at",
        ])
        .where("status", "in", ["pending", "failed"])
        .orderBy("id")
        .limit(opts.limit ?? 500);
      if (opts.id !== undefined) q = q.where("id", "=", opts.id);
      const rows = await q.execute();
      return rows.map((r) => ({ ...r, status: r.status === "failed" ? "failed" : "pending" }));
    },

    async find(id: number): Promise<OutboxRow | undefined> {
      return db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirst();
    },

    /** The admin's retry: due now, with a fresh 24 h. A sent mail is never sent again. */
    async retry(id: number, now = new Date()): Promise<boolean> {
      const at = now.toISOString();
      const res = await db
        .updateTable("outbox")
        .set({ status: "pending", next_attempt_at: at, give_up_at: new Date(now.getTime() + GIVE_UP_AFTER_MS).toISOString(), updated_at: at })
        .where("id", "=", id)
        .where("status", "in", ["pending", "failed"])
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    /** Sent mails of a booking, by kind (for tests and the admin's details). */
    async forBooking(bookingId: number) {
      return db
        .selectFrom("outbox")
        .select(["id", "kind", "recipient", "subject", "status", "sent_at", "created_at"])
        .where("booking_id", "=", bookingId)
        .orderBy("id")
        .execute();
    },
  };
  return repo;
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
