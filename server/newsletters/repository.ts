import { parseStoredContent, type BlogContent } from "../../core/blocks.js";
import type { ArchivedNewsletter, Newsletter, NewsletterStatus } from "../../core/schemas/newsletter.js";
import { nowIso, type Database } from "../db/database.js";
import type { Row } from "../db/schema.js";
import type { OutboxRepository, QueuedMail } from "../outbox/repository.js";
import type { QueueMails } from "../outbox/mail-queue.js";

export interface NewsletterDraft {
  language: string;
  subject: string;
  preheader: string;
  content: BlogContent;
  blog_slug: string | null;
}

export type Subscriber = Pick<Row<"subscribers">, "id" | "email" | "unsubscribe_token">;

const toNewsletter = (r: Row<"newsletters">, counts: Newsletter["counts"]): Newsletter => ({
  id: r.id,
  language: r.language,
  subject: r.subject,
  preheader: r.preheader,
  content: parseStoredContent(r.content),
  blog_slug: r.blog_slug,
  status: r.status as NewsletterStatus,
  slug: r.slug,
  send_at: r.send_at,
  sent_at: r.sent_at,
  created_at: r.created_at,
  updated_at: r.updated_at,
  counts,
});

/**
 * Newsletters and their send. A send is queued in one transaction: the newsletter turns
 * `sending` and every confirmed subscriber of its language gets one outbox row keyed by
 * (newsletter, subscriber). A crash before the commit leaves a newsletter to queue again; after
 * it, every copy is in the outbox, which survives restarts; and the key makes a second
 * queueing (another instance, a retried call) add nothing.
 */
export function newslettersRepository(db: Database, outbox: OutboxRepository) {
  /** Before its send a newsletter's "remaining" is its audience: the confirmed subscribers of its language. */
  async function audience(languages: string[]): Promise<Map<string, number>> {
    if (!languages.length) return new Map();
    const rows = await db
      .selectFrom("subscribers")
      .select(["language", (eb) => eb.fn.countAll<string>().as("n")])
      .where("status", "=", "confirmed")
      .where("language", "in", languages)
      .groupBy("language")
      .execute();
    return new Map(rows.map((r) => [r.language, Number(r.n)]));
  }

  async function withCounts(rows: Row<"newsletters">[]): Promise<Newsletter[]> {
    const counts = await outbox.newsletterCounts(rows.filter((r) => r.status === "sending" || r.status === "sent").map((r) => r.id));
    const waiting = await audience([...new Set(rows.filter((r) => r.status === "draft" || r.status === "scheduled").map((r) => r.language))]);
    return rows.map((r) => toNewsletter(r, counts.get(r.id) ?? { sent: 0, failed: 0, remaining: waiting.get(r.language) ?? 0 }));
  }

  const repo = {
    async create(d: NewsletterDraft): Promise<Newsletter> {
      const at = nowIso();
      const row = await db
        .insertInto("newsletters")
        .values({ ...d, content: JSON.stringify(d.content), status: "draft", created_at: at, updated_at: at })
        .returningAll()
        .executeTakeFirstOrThrow();
      return (await withCounts([row]))[0]!;
    },

    async list(): Promise<Newsletter[]> {
      return withCounts(await db.selectFrom("newsletters").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute());
    },

    async find(id: number): Promise<Newsletter | undefined> {
      const row = await db.selectFrom("newsletters").selectAll().where("id", "=", id).executeTakeFirst();
      return row && (await withCounts([row]))[0];
    },

    /** Changes a draft; answers false when it is no longer one. */
    async update(id: number, d: NewsletterDraft): Promise<boolean> {
      const res = await db
        .updateTable("newsletters")
        .set({ ...d, content: JSON.stringify(d.content), updated_at: nowIso() })
        .where("id", "=", id)
        .where("status", "=", "draft")
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    /** Deletes a newsletter that is not being sent; answers false otherwise. */
    async remove(id: number): Promise<boolean> {
      const res = await db.deleteFrom("newsletters").where("id", "=", id).where("status", "!=", "sending").executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    /** A draft waits for `sendAt`; a second call (or one on a non-draft) changes nothing. */
    async schedule(id: number, sendAt: Date): Promise<void> {
      await db
        .updateTable("newsletters")
        .set({ status: "scheduled", send_at: sendAt.toISOString(), updated_at: nowIso() })
        .where("id", "=", id)
        .where("status", "=", "draft")
        .execute();
    },

    /**
     * Starts the send of a draft, or of a scheduled newsletter whose time has come: see above.
     * `mailFor` builds one subscriber's copy; `dueAt(i)` spreads the copies out at the send rate.
     * Answers how many copies were queued (0 when another call had already started it).
     * `queueMails` writes them in the send's transaction (server/outbox/mail-queue.ts).
     */
    async queue(
      queueMails: QueueMails,
      id: number,
      slug: string,
      mailFor: (s: Subscriber) => QueuedMail["mail"],
      dueAt: (i: number) => Date,
      now = new Date(),
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const started = await trx
          .updateTable("newsletters")
          .set({ status: "sending", slug, sent_at: now.toISOString(), updated_at: now.toISOString() })
          .where("id", "=", id)
          .where((eb) => eb.or([eb("status", "=", "draft"), eb.and([eb("status", "=", "scheduled"), eb("send_at", "<=", now.toISOString())])]))
          .returningAll()
          .executeTakeFirst();
        if (!started) return 0;
        const subscribers = await trx
          .selectFrom("subscribers")
          .select(["id", "email", "unsubscribe_token"])
          .where("language", "=", started.language)
          .where("status", "=", "confirmed")
          .orderBy("id")
          .execute();
        await queueMails(
          trx,
          subscribers.map((s, i) => ({
            kind: "newsletter",
            newsletterId: id,
            dedupeKey: `newsletter:${id}:${s.id}`,
            dueAt: dueAt(i),
            mail: mailFor(s),
          })),
          now,
        );
        return subscribers.length;
      });
    },

    /** Scheduled newsletters whose time has come. */
    async due(now = new Date()): Promise<number[]> {
      const rows = await db.selectFrom("newsletters").select("id").where("status", "=", "scheduled").where("send_at", "<=", now.toISOString()).execute();
      return rows.map((r) => r.id);
    },

    /**
     * A newsletter whose every copy is sent or given up on is `sent`. Its copies were all queued
     * in the transaction that made it `sending`, so none can appear between the look at the
     * outbox and the update; and the update repeats `sending`, so instances may race.
     */
    async finishSends(): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const sending = (await trx.selectFrom("newsletters").select("id").where("status", "=", "sending").execute()).map((r) => r.id);
        const waiting = await outbox.newslettersWithPendingCopies(trx, sending);
        const done = sending.filter((id) => !waiting.has(id));
        if (!done.length) return 0;
        const res = await trx
          .updateTable("newsletters")
          .set({ status: "sent", updated_at: nowIso() })
          .where("id", "in", done)
          .where("status", "=", "sending")
          .executeTakeFirst();
        return Number(res.numUpdatedRows);
      });
    },

    /** The public archive of one language, newest first: every newsletter whose send has started. */
    async archive(language: string): Promise<ArchivedNewsletter[]> {
      const rows = await db
        .selectFrom("newsletters")
        .selectAll()
        .where("language", "=", language)
        .where("status", "in", ["sending", "sent"])
        .orderBy("sent_at", "desc")
        .orderBy("id", "desc")
        .execute();
      return rows.map(toArchived);
    },

    /** Every archived newsletter's address and date, for the sitemap. */
    async archivedSummaries(): Promise<{ slug: string; language: string; updated_at: string }[]> {
      const rows = await db
        .selectFrom("newsletters")
        .select(["slug", "language", "updated_at"])
        .where("status", "in", ["sending", "sent"])
        .orderBy("id")
        .execute();
      return rows.map((r) => ({ slug: r.slug!, language: r.language, updated_at: r.updated_at }));
    },

    async findArchived(slug: string): Promise<ArchivedNewsletter | undefined> {
      const row = await db.selectFrom("newsletters").selectAll().where("slug", "=", slug).where("status", "in", ["sending", "sent"]).executeTakeFirst();
      return row && toArchived(row);
    },
  };
  return repo;
}

const toArchived = (r: Row<"newsletters">): ArchivedNewsletter => ({
  slug: r.slug!,
  language: r.language,
  subject: r.subject,
  preheader: r.preheader,
  content: parseStoredContent(r.content),
  sent_at: r.sent_at!,
});

export type NewslettersRepository = ReturnType<typeof newslettersRepository>;
