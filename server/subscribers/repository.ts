import crypto from "node:crypto";
import type { SubscriberAdmin } from "../../core/schemas/subscriber.js";
import { nowIso, type Database } from "../db/database.js";
import type { Row } from "../db/schema.js";

const toSubscriber = (r: Row<"subscribers">): SubscriberAdmin => ({ id: r.id, email: r.email, language: r.language, created_at: r.created_at });

export function subscribersRepository(db: Database) {
  return {
    /**
     * Stores the address once. Emails arrive lowercased, so the unique index makes them
     * unique case-insensitively; a second subscribe (even a concurrent one, on any
     * instance) hits ON CONFLICT DO NOTHING and answers the existing row with created false.
     * The unsubscribe token is kept in clear because every later newsletter mail needs it
     * in its link; it grants nothing but leaving the list.
     */
    async subscribe(email: string, language: string): Promise<{ subscriber: SubscriberAdmin; unsubscribeToken: string; created: boolean }> {
      const inserted = await db
        .insertInto("subscribers")
        .values({ email, language, unsubscribe_token: crypto.randomBytes(24).toString("base64url"), created_at: nowIso() })
        .onConflict((oc) => oc.column("email").doNothing())
        .returningAll()
        .executeTakeFirst();
      const row = inserted ?? (await db.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow());
      return { subscriber: toSubscriber(row), unsubscribeToken: row.unsubscribe_token, created: inserted !== undefined };
    },

    async list(): Promise<SubscriberAdmin[]> {
      const rows = await db.selectFrom("subscribers").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute();
      return rows.map(toSubscriber);
    },

    async remove(id: number): Promise<boolean> {
      const res = await db.deleteFrom("subscribers").where("id", "=", id).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    /** Deletes the subscriber the token belongs to; answers its language, or undefined. */
    async unsubscribe(token: string): Promise<{ language: string } | undefined> {
      const row = await db.deleteFrom("subscribers").where("unsubscribe_token", "=", token).returning(["language"]).executeTakeFirst();
      return row;
    },
  };
}

export type SubscribersRepository = ReturnType<typeof subscribersRepository>;
