import type { ContactMessage, ContactMessageInput } from "../../core/schemas/contact-message.js";
import { nowIso, type Database } from "../db/database.js";
import { sql, type Kysely, type Transaction } from "kysely";
import type { DB, Row } from "../db/schema.js";

const toMessage = (r: Row<"contact_messages">): ContactMessage => ({
  id: r.id,
  name: r.name,
  email: r.email,
  message: r.message,
  read: r.read_at !== null,
  created_at: r.created_at,
});

export function contactMessagesRepository(db: Database) {
  return {
    /** `after` runs in the insert's transaction: the notice to her joins the outbox with the message. */
    async create(input: ContactMessageInput, after?: (trx: Transaction<DB>, saved: ContactMessage) => Promise<void>): Promise<ContactMessage> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("contact_messages")
          .values({ name: input.name, email: input.email, message: input.message, read_at: null, created_at: nowIso() })
          .returningAll()
          .executeTakeFirstOrThrow();
        const saved = toMessage(row);
        if (after) await after(trx, saved);
        return saved;
      });
    },

    async list(): Promise<ContactMessage[]> {
      const rows = await db.selectFrom("contact_messages").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute();
      return rows.map(toMessage);
    },

    /** Marking read keeps the first time it was read; marking unread clears it. */
    async setRead(id: number, read: boolean): Promise<ContactMessage | undefined> {
      const row = await db
        .updateTable("contact_messages")
        .set((eb) => ({ read_at: read ? eb.fn.coalesce("read_at", eb.val(nowIso())) : null }))
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst();
      return row ? toMessage(row) : undefined;
    },

    async remove(id: number): Promise<boolean> {
      const res = await db.deleteFrom("contact_messages").where("id", "=", id).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
  };
}

export type ContactMessagesRepository = ReturnType<typeof contactMessagesRepository>;

/** The outbox key of the notice to the nutritionist about one contact message. */
export const contactNoticeKey = (messageId: number) => `contact-message:${messageId}`;

/** An erasure: every message sent from this address, inside the erasure's transaction; the count deleted. */
export async function deleteContactMessagesOf(trx: Transaction<DB>, email: string): Promise<number> {
  const done = await trx
    .deleteFrom("contact_messages")
    .where(sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`)
    .executeTakeFirst();
  return Number(done.numDeletedRows);
}

/** Retention: messages received before `cutoff` are deleted; the count. */
export async function deleteContactMessagesBefore(db: Kysely<DB>, cutoff: Date): Promise<number> {
  const done = await db.deleteFrom("contact_messages").where("created_at", "<", cutoff.toISOString()).executeTakeFirst();
  return Number(done.numDeletedRows);
}
