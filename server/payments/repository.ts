import { nowIso, type Database } from "../db/database.js";

/** Provider events already handled, by their id: a redelivered event is recognised. */
export function paymentEventsRepository(db: Database) {
  return {
    async seen(eventId: string): Promise<boolean> {
      return (await db.selectFrom("payment_events").select("event_id").where("event_id", "=", eventId).executeTakeFirst()) !== undefined;
    },
    /** Records a handled event; a second record of the same id is ignored. */
    async record(e: { eventId: string; kind: string; bookingId: number | null; outcome: string }): Promise<void> {
      await db
        .insertInto("payment_events")
        .values({ event_id: e.eventId, kind: e.kind, booking_id: e.bookingId, outcome: e.outcome, created_at: nowIso() })
        .onConflict((oc) => oc.column("event_id").doNothing())
        .execute();
    },
  };
}
