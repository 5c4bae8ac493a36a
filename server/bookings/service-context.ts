// What the booking services share: their dependencies, the mail context, and how a change's
// mails join the outbox inside the change's own transaction.
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";
import type { Repositories } from "../repositories.js";
import type { MailQueue } from "../outbox/mail-queue.js";
import { newToken } from "../auth/tokens.js";
import { newMeetingUrl } from "../meetings/meeting-link-repository.js";
import type { Language } from "../../core/languages.js";
import type { BookingRow, Trx } from "./repository.js";
import type { MailContext, PlanForMail } from "./mails.js";
import { practiceMailContext } from "../practice/practice-mail.js";
import type { CheckoutService } from "../payments/checkout.js";
import type { RefundService } from "../payments/refunds.js";
import type { InvoicingService } from "../invoices/invoicing-service.js";

export interface BookingDeps {
  repos: Repositories;
  config: Config;
  log: FastifyBaseLogger;
  /** Where a change's mails are queued, and the worker woken after its commit (server/outbox/mail-queue.ts). */
  mails: MailQueue;
  /** Online payment: the site's pay address that mails and pages give. */
  checkout?: CheckoutService;
  /** Refunds by the policy: the client's cancellation of a paid booking is refunded. */
  refunds?: RefundService;
  /** A payment's invoice, numbered in the transaction that marks it paid. */
  invoicing: InvoicingService;
}

export function bookingContext({ repos, config, mails, checkout, refunds, invoicing }: BookingDeps) {
  /** The site's address: private links and calendar uids are built on it. */
  const site = { publicUrl: config.PUBLIC_URL.replace(/\/$/, "") };
  /** The practice as mails name it (its identity's names and her address), read when a change writes its mails. */
  const mailContext = (): Promise<MailContext> => practiceMailContext(repos, config);
  // The page opens in the language the client booked in.
  const manageUrl = (token: string, lang: string) => `${site.publicUrl}/manage-booking/${token}?lang=${lang}`;

  async function extraToken(trx: Trx, row: BookingRow): Promise<string> {
    const { token, hash } = newToken();
    await repos.bookings.addManageLink(trx, row.id, hash);
    return token;
  }

  /** Her payment instructions in a language (empty: none), for bookings that cannot be paid online. */
  const instructionsIn = async (lang: string) => (await repos.paymentInstructions.forClients())[lang as Language] || null;

  /**
   * Where a client writes to: the contact email of the practice's identity, the one the site
   * shows (NUTRITIONIST_EMAIL only while the identity has none). Her notices and the Reply-To
   * follow the same identity (practiceInbox, server/practice/practice-mail.ts).
   */
  const contactEmail = async () => (await repos.practiceIdentity.get()).email || config.NUTRITIONIST_EMAIL;

  /** Makes meeting addresses; her personal link is read first, outside any transaction. */
  const meetingMaker = async () => {
    const personal = await repos.meetingSettings.personalLink();
    return () => newMeetingUrl(config.MEETING_BASE_URL, personal);
  };

  return {
    repos,
    config,
    site,
    mailContext,
    manageUrl,
    meetingMaker,
    meetingUrl: async () => (await meetingMaker())(),
    /**
     * A change runs in `mails.transaction(async (trx, queue) => …)`: its mails join the outbox
     * inside its transaction (stored together or not at all), and the worker is woken after the commit.
     */
    mails,

    checkout,
    refunds,
    invoicing,

    /** A further private token for a later mail (the first token is stored only hashed). */
    extraToken,

    /** A payment's invoice as PDF, reached with a private token (the client's own copy). */
    invoicePdfUrl: (token: string, invoiceId: number) => `${site.publicUrl}${config.API_BASE_PATH}/bookings/manage/${token}/invoices/${invoiceId}/pdf`,

    /** A further private link for a later mail. */
    async extraManageUrl(trx: Trx, row: BookingRow): Promise<string> {
      return manageUrl(await extraToken(trx, row), row.language);
    },

    /** The plan as a mail shows it, with the site's pay address for this token when it can be paid online. */
    withPayUrl: (plan: PlanForMail | null, row: BookingRow, token: string): PlanForMail | null =>
      plan && checkout ? { ...plan, pay_url: checkout.payUrl(row, plan.payment_link, token) } : plan,

    instructionsIn,
    contactEmail,

    async planFor(row: BookingRow): Promise<PlanForMail | null> {
      if (row.free === 1) return { price: 0, payment_link: null, free: true };
      if (row.service_plan_id == null) return null;
      const plan = await repos.servicePlans.find(row.service_plan_id);
      return plan
        ? { price: plan.price, payment_link: plan.payment_link, instructions: await instructionsIn(row.language), contact: await contactEmail() }
        : null;
    },
  };
}

export type BookingContext = ReturnType<typeof bookingContext>;
