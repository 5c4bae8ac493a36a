// What the booking services share: their dependencies, the mail context, and how a change's
// mails join the outbox inside the change's own transaction.
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";
import type { Repositories } from "../repositories.js";
import type { QueuedMail } from "../outbox/repository.js";
import { newToken } from "../auth/tokens.js";
import { newMeetingUrl } from "../meetings/meeting-link.js";
import type { BookingRow, Trx } from "./repository.js";
import type { MailContext, PlanForMail } from "./mails.js";

export interface BookingDeps {
  repos: Repositories;
  config: Config;
  log: FastifyBaseLogger;
  /** Tells the outbox worker there is mail (it also polls, so this only saves waiting). */
  outboxWorker?: { kick(): void };
}

export function bookingContext({ repos, config, outboxWorker }: BookingDeps) {
  const mail: MailContext = {
    publicUrl: config.PUBLIC_URL.replace(/\/$/, ""),
    mailFrom: config.MAIL_FROM,
    nutritionistEmail: config.NUTRITIONIST_EMAIL,
    signature: config.MAIL_SIGNATURE,
  };
  // The page opens in the language the client booked in.
  const manageUrl = (token: string, lang: string) => `${mail.publicUrl}/manage-booking/${token}?lang=${lang}`;

  /** Makes meeting addresses; her personal link is read first, outside any transaction. */
  const meetingMaker = async () => {
    const personal = await repos.meetingSettings.personalLink();
    return () => newMeetingUrl(config.MEETING_BASE_URL, personal);
  };

  return {
    repos,
    config,
    mail,
    manageUrl,
    meetingMaker,
    meetingUrl: async () => (await meetingMaker())(),
    /**
     * Mails join the outbox inside the change's transaction: stored together or not at all.
     * The worker sends them after the commit; kicked (sendSoon) so it need not wait for its next poll.
     */
    queue: (trx: Trx, mails: QueuedMail[]) => repos.outbox.add(trx, mails),
    sendSoon: () => outboxWorker?.kick(),

    /** A further private link for a later mail (the first token is stored only hashed). */
    async extraManageUrl(trx: Trx, row: BookingRow): Promise<string> {
      const { token, hash } = newToken();
      await repos.bookings.addManageLink(trx, row.id, hash);
      return manageUrl(token, row.language);
    },

    async planFor(row: BookingRow): Promise<PlanForMail | null> {
      if (row.free === 1) return { price: 0, payment_link: null, free: true };
      if (row.service_plan_id == null) return null;
      const plan = await repos.servicePlans.find(row.service_plan_id);
      return plan ? { price: plan.price, payment_link: plan.payment_link } : null;
    },
  };
}

export type BookingContext = ReturnType<typeof bookingContext>;
