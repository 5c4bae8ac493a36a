import crypto from "node:crypto";
import type { SubscriberAdmin, SubscriberStatus } from "../../core/schemas/subscriber.js";
import { nowIso, type Database } from "../db/database.js";
import { sql, type Transaction } from "kysely";
import type { DB, Row } from "../db/schema.js";
import type { OutboxRepository } from "../outbox/repository.js";

const toSubscriber = (r: Row<"subscribers">): SubscriberAdmin => ({
  id: r.id,
  email: r.email,
  language: r.language,
  created_at: r.created_at,
  status: r.status as SubscriberStatus,
});

/** An unconfirmed sign-up is deleted after this (and its link no longer confirms). */
export const CONFIRM_WITHIN_MS = 7 * 24 * 3_600_000;

export function subscribersRepository(db: Database, outbox: OutboxRepository) {
  return {
    /**
     * Stores the address once. Emails arrive lowercased, so the unique index makes them
     * unique case-insensitively; a second subscribe (even a concurrent one, on any
     * instance) hits ON CONFLICT DO NOTHING and answers undefined, with no second read, so
     * both cases cost the same. The unsubscribe token is kept in clear because every later
     * newsletter mail needs it in its link; it grants nothing but leaving the list.
     */
    async subscribe(
      email: string,
      language: string,
      /** Runs in the insert's transaction for a new subscriber: the confirmation mail joins the outbox. */
      afterCreate?: (trx: Transaction<DB>, row: Row<"subscribers">) => Promise<void>,
    ): Promise<{ unsubscribeToken: string } | undefined> {
      const inserted = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("subscribers")
          .values({
            email,
            language,
            unsubscribe_token: crypto.randomBytes(24).toString("base64url"),
            created_at: nowIso(),
            status: "pending",
            confirm_token: crypto.randomBytes(24).toString("base64url"),
          })
          .onConflict((oc) => oc.column("email").doNothing())
          .returningAll()
          .executeTakeFirst();
        if (row && afterCreate) await afterCreate(trx, row);
        return row;
      });
      return inserted && { unsubscribeToken: inserted.unsubscribe_token };
    },

    async list(status?: SubscriberStatus): Promise<SubscriberAdmin[]> {
      let q = db.selectFrom("subscribers").selectAll().orderBy("created_at", "desc").orderBy("id", "desc");
      if (status) q = q.where("status", "=", status);
      return (await q.execute()).map(toSubscriber);
    },

    /**
     * The sign-up a confirmation token belongs to: a pending one still within its 7 days, or one
     * it already confirmed (the link opened again says she is subscribed).
     */
    async findByConfirmToken(token: string, now = new Date()): Promise<Row<"subscribers"> | undefined> {
      return db
        .selectFrom("subscribers")
        .selectAll()
        .where("confirm_token", "=", token)
        .where((eb) =>
          eb.or([
            eb("confirmed_at", "is not", null),
            eb.and([eb("status", "=", "pending"), eb("created_at", ">", new Date(now.getTime() - CONFIRM_WITHIN_MS).toISOString())]),
          ]),
        )
        .executeTakeFirst();
    },

    /**
     * Confirms a pending sign-up (once: only a pending row changes); `afterConfirm` queues the
     * welcome mail in the same transaction. Answers the row, or undefined. The token stays, so
     * that the link opened again is known as used; unsubscribing deletes the row and it.
     */
    async confirm(token: string, afterConfirm: (trx: Transaction<DB>, row: Row<"subscribers">) => Promise<void>, now = new Date()) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable("subscribers")
          .set({ status: "confirmed", confirmed_at: now.toISOString() })
          .where("confirm_token", "=", token)
          .where("status", "=", "pending")
          .where("created_at", ">", new Date(now.getTime() - CONFIRM_WITHIN_MS).toISOString())
          .returningAll()
          .executeTakeFirst();
        if (row) await afterConfirm(trx, row);
        return row;
      });
    },

    /**
     * Deletes sign-ups never confirmed within 7 days; answers how many. One whose confirmation
     * mail bounced is unconfirmed too: kept, it would hold the address for good, and the person
     * could never sign up again. A reader who confirmed (she has a confirmation date; readers
     * from before double opt-in never had a token) and bounced later stays listed.
     */
    async expirePending(now = new Date()): Promise<number> {
      const res = await db
        .deleteFrom("subscribers")
        .where((eb) =>
          eb.or([eb("status", "=", "pending"), eb.and([eb("status", "=", "bounced"), eb("confirm_token", "is not", null), eb("confirmed_at", "is", null)])]),
        )
        .where("created_at", "<=", new Date(now.getTime() - CONFIRM_WITHIN_MS).toISOString())
        .executeTakeFirst();
      return Number(res.numDeletedRows);
    },

    /** The mail server refused the address for good: no newsletter goes to it any more. */
    async markBounced(email: string): Promise<boolean> {
      const res = await db.updateTable("subscribers").set({ status: "bounced" }).where("email", "=", email.toLowerCase()).executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    async remove(id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.deleteFrom("subscribers").where("id", "=", id).returning(["email"]).executeTakeFirst();
        if (row) await outbox.dropPendingNewsletterCopies(trx, row.email);
        return Boolean(row);
      });
    },

    /** The address and language an unsubscribe token belongs to, changing nothing. */
    async findByUnsubscribeToken(token: string): Promise<{ email: string; language: string } | undefined> {
      return db.selectFrom("subscribers").select(["email", "language"]).where("unsubscribe_token", "=", token).executeTakeFirst();
    },

    /** Deletes the subscriber the token belongs to; answers its language, or undefined. */
    async unsubscribe(token: string): Promise<{ language: string } | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.deleteFrom("subscribers").where("unsubscribe_token", "=", token).returning(["email", "language"]).executeTakeFirst();
        if (!row) return undefined;
        await outbox.dropPendingNewsletterCopies(trx, row.email);
        return { language: row.language };
      });
    },
  };
}

export type SubscribersRepository = ReturnType<typeof subscribersRepository>;

/** An erasure: every subscription of this address, inside the erasure's transaction; the count deleted. */
export async function deleteSubscriptionsOf(trx: Transaction<DB>, email: string): Promise<number> {
  const done = await trx
    .deleteFrom("subscribers")
    .where(sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`)
    .executeTakeFirst();
  return Number(done.numDeletedRows);
}
