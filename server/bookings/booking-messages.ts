// The message a client writes when she books often holds health details: it is stored
// encrypted with the health cipher, like her questionnaire (docs/decisions/035).
// `message_sealed` tells the rows already sealed from those written before.
import type { Database } from "../db/database.js";
import type { HealthCipher } from "../clients/health-crypto.js";
import type { Row } from "../db/schema.js";

type WithMessage = Pick<Row<"bookings">, "message" | "message_sealed">;

export function bookingMessages(cipher: HealthCipher) {
  return {
    /** The columns for a message to store: empty stays empty (nothing to hide). */
    seal(message: string): { message: string; message_sealed: number } {
      return message ? { message: cipher.seal(message), message_sealed: 1 } : { message: "", message_sealed: 0 };
    },
    /** The row with its message readable. */
    open<T extends WithMessage | undefined>(row: T): T {
      if (!row || !row.message_sealed) return row;
      return { ...row, message: cipher.open(row.message), message_sealed: 0 };
    },
  };
}

export type BookingMessages = ReturnType<typeof bookingMessages>;

/** For the demo seed, which runs without the key: its rows stay clear until the start seals them. */
export const unsealedMessages: BookingMessages = {
  seal: (message) => ({ message, message_sealed: 0 }),
  open: (row) => row,
};

/**
 * Seals the messages stored in clear (rows from before encryption, or written by the demo
 * seed): the key is never in the database, so the migration cannot; each start does it, in
 * batches, and a second instance doing it at once changes only what is still clear.
 */
export async function sealClearMessages(db: Database, messages: BookingMessages): Promise<number> {
  let sealed = 0;
  for (;;) {
    const rows = await db
      .selectFrom("bookings")
      .select(["id", "message"])
      .where("message_sealed", "=", 0)
      .where("message", "<>", "")
      .orderBy("id")
      .limit(200)
      .execute();
    if (rows.length === 0) return sealed;
    for (const r of rows) {
      const res = await db.updateTable("bookings").set(messages.seal(r.message)).where("id", "=", r.id).where("message_sealed", "=", 0).executeTakeFirst();
      sealed += Number(res.numUpdatedRows);
    }
  }
}
