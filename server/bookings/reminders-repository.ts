// The reminders' claims: which bookings are due a mail now. Each claim is one conditional
// UPDATE … RETURNING, so on any number of instances every booking is reminded once. The
// service runs each claim in a transaction and queues the mails in it.
import { CHANGE_WINDOW_HOURS } from "../../core/booking-rules.js";
import { hoursAfter, type BookingRow, type Trx } from "./repository.js";

export function bookingRemindersRepository() {
  return {
    /**
     * Claims the confirmed bookings starting within 24 h whose reminder is not yet sent. A
     * booking confirmed before meetings existed gets its own meeting here.
     */
    async claimReminders(trx: Trx, now: Date, newMeetingUrl: () => string): Promise<BookingRow[]> {
      const at = now.toISOString();
      const claimed = await trx
        .updateTable("bookings")
        .set({ reminder_sent_at: at })
        .where("status", "=", "confirmed")
        .where("reminder_sent_at", "is", null)
        .where("start_at", ">", at)
        .where("start_at", "<=", hoursAfter(now, CHANGE_WINDOW_HOURS))
        .returningAll()
        .execute();
      const rows: BookingRow[] = [];
      for (const c of claimed) {
        rows.push(
          c.meeting_url
            ? c
            : await trx.updateTable("bookings").set({ meeting_url: newMeetingUrl() }).where("id", "=", c.id).returningAll().executeTakeFirstOrThrow(),
        );
      }
      return rows;
    },

    /**
     * Claims the unpaid bookings whose payment deadline (24 h before the start) is within
     * `leadHours` and whose payment reminder is not yet queued.
     */
    async claimPaymentReminders(trx: Trx, now: Date, leadHours: number): Promise<BookingRow[]> {
      const at = now.toISOString();
      return trx
        .updateTable("bookings")
        .set({ payment_reminder_sent_at: at })
        .where("status", "=", "pending_payment")
        .where("payment_reminder_sent_at", "is", null)
        .where("start_at", ">", hoursAfter(now, CHANGE_WINDOW_HOURS))
        .where("start_at", "<=", hoursAfter(now, CHANGE_WINDOW_HOURS + leadHours))
        .returningAll()
        .execute();
    },
  };
}

export type BookingRemindersRepository = ReturnType<typeof bookingRemindersRepository>;
