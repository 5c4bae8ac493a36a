import type { ServiceDeps } from "./service-deps.js";
import { bookingService } from "./bookings/service.js";
import { paymentService } from "./payments/payment-service.js";
import { checkoutService } from "./payments/checkout.js";
import { refundService } from "./payments/refunds.js";
import { bundleService } from "./bundles/service.js";
import { bundleAdminService } from "./bundles/admin-service.js";
import { bundleExpiry } from "./bundles/expiry.js";
import { clientService } from "./clients/service.js";
import { siteClientSessions } from "./clients/client-session.js";
import { clientDocuments } from "./clients/documents.js";
import { answerTime, clientMessages } from "./clients/messages.js";
import { clientProgress } from "./clients/progress.js";
import { clientJournal } from "./clients/journal.js";
import { followUps } from "./clients/follow-ups.js";
import { mealPlanService } from "./meal-plans/service.js";
import { newsletterSending } from "./newsletters/sending-service.js";
import { calendarImports } from "./calendar/imports.js";
import { invoicingService } from "./invoices/invoicing-service.js";

/**
 * The one place the services are built, each once: the routes, the Stripe webhook and the
 * background jobs all reach the same instances, as `app.services` (server/app.ts). Every
 * service takes the one `ServiceDeps` object; a service that calls another gets it added here.
 */
export function createServices(deps: ServiceDeps) {
  const invoicing = invoicingService(deps);
  const checkout = checkoutService(deps);
  const refunds = refundService({ ...deps, invoicing });
  const bookings = bookingService({ ...deps, checkout, refunds, invoicing });
  const answers = answerTime(deps);
  return {
    /** The invoices each payment, refund and completed fiscal identity brings. */
    invoicing,
    /** Online payment of a booking: Checkout Sessions, or a plan's Payment Link. */
    checkout,
    /** Refunds by the policy: through Stripe, or recorded as made by hand. */
    refunds,
    /** The booking engine. */
    bookings,
    /** Payments reported by the provider, checked against their booking. */
    payments: paymentService({ ...deps, listener: bookings, refunds }),
    /** Session bundles: their sale through Checkout and the credits bookings use. */
    bundles: bundleService({ ...deps, invoicing }),
    /** Her side of bundles: credits given or taken by hand, a bundle cancelled and refunded. */
    bundleAdmin: bundleAdminService({ ...deps, invoicing }),
    /** Unused credits: the reminder before they lapse, and their expiry (a job). */
    bundleExpiry: bundleExpiry(deps),
    /** Client records: her notes, intakes and the clinical record. */
    clients: clientService(deps),
    /** The client's sign-in by one-time link and her session cookie. */
    clientSessions: siteClientSessions(deps),
    clientDocuments: clientDocuments(deps),
    /** How soon she answers a client's message (a setting). */
    answerTime: answers,
    clientMessages: clientMessages({ ...deps, answerTime: answers }),
    clientProgress: clientProgress(deps),
    clientJournal: clientJournal(deps),
    /** Invitations to book the follow-up a plan sets (a job), and declining them. */
    followUps: followUps(deps),
    mealPlans: mealPlanService(deps),
    /** Builds, queues and schedules newsletter mail (the routes and a job). */
    newsletterSending: newsletterSending(deps),
    /** Her own calendars, fetched on save and by a job. */
    calendarImports: calendarImports(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
