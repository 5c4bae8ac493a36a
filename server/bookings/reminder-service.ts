// The reminders the jobs send: the day before a confirmed session, and before an unpaid
// booking's payment deadline. Each is claimed once (server/bookings/reminders-repository.ts)
// and its mail queued in the claim's transaction.
import type { Language } from "../../core/languages.js";
import { clock } from "../kernel/clock.js";
import { paymentReminderMail, reminderMail, type PlanForMail } from "./mails.js";
import type { BookingContext } from "./service-context.js";

/** The payment reminder goes out this long before the payment deadline (24 h before the start). */
export const PAYMENT_REMINDER_LEAD_HOURS = 12;

export function reminderService(ctx: BookingContext) {
  const { repos, mailContext, mails, extraManageUrl, extraToken, manageUrl, withPayUrl } = ctx;
  const claims = repos.bookingReminders;
  return {
    /** The day-before reminder of a confirmed session, once per booking. */
    async runReminders(now = clock.now()) {
      const newMeeting = await ctx.meetingMaker();
      const mail = await mailContext();
      const rows = await mails.transaction(async (trx, queue) => {
        const claimed = await claims.claimReminders(trx, now, newMeeting);
        for (const r of claimed) await queue(trx, [{ kind: "session_reminder", bookingId: r.id, mail: reminderMail(mail, r, await extraManageUrl(trx, r)) }]);
        return claimed;
      });
      return rows.length;
    },

    /** The payment reminder of an unpaid booking, PAYMENT_REMINDER_LEAD_HOURS before its deadline, once. */
    async runPaymentReminders(now = clock.now()) {
      const plans = new Map<number, PlanForMail | null>();
      // Read before the claim's transaction.
      const instructions = await repos.paymentInstructions.forClients();
      const contact = await ctx.contactEmail();
      const mail = await mailContext();
      const rows = await mails.transaction(async (trx, queue) => {
        const claimed = await claims.claimPaymentReminders(trx, now, PAYMENT_REMINDER_LEAD_HOURS);
        for (const r of claimed) {
          // Plans are read through the transaction: on SQLite the one connection is held by it.
          if (r.service_plan_id != null && !plans.has(r.service_plan_id)) {
            const p = await repos.servicePlans.find(r.service_plan_id, trx);
            plans.set(r.service_plan_id, p ? { price: p.price, payment_link: p.payment_link } : null);
          }
          const plan = r.service_plan_id != null ? plans.get(r.service_plan_id)! : null;
          const token = await extraToken(trx, r);
          const withInstructions = plan ? { ...plan, instructions: instructions[r.language as Language] || null, contact } : null;
          await queue(trx, [
            {
              kind: "payment_reminder",
              bookingId: r.id,
              mail: paymentReminderMail(mail, r, withPayUrl(withInstructions, r, token), manageUrl(token, r.language)),
            },
          ]);
        }
        return claimed;
      });
      return rows.length;
    },
  };
}
