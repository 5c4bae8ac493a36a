import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import { authRepository } from "./auth/repository.js";
import { bookingMessages } from "./bookings/booking-messages.js";
import { bookingsRepository } from "./bookings/repository.js";
import { bookingAvailabilityRepository } from "./bookings/availability-repository.js";
import { bookingRemindersRepository } from "./bookings/reminders-repository.js";
import { servicePlansRepository } from "./service-plans/repository.js";
import { blogsRepository } from "./blogs/repository.js";
import { recipesRepository } from "./recipes/repository.js";
import { publicUrls } from "./uploads/public-urls.js";
import { subscribersRepository } from "./subscribers/repository.js";
import { contactMessagesRepository } from "./contact-messages/repository.js";
import { downloadTokensRepository } from "./downloads/repository.js";
import { outboxRepository } from "./outbox/repository.js";
import { meetingSettingsRepository } from "./meetings/meeting-link-repository.js";
import { paymentEventsRepository } from "./payments/repository.js";
import { bookingPaymentsRepository } from "./bookings/payment-state-repository.js";
import { paymentInstructionsRepository } from "./payments/payment-instructions-repository.js";
import { paymentMethodsRepository } from "./payments/payment-methods.js";
import { practiceIdentityRepository } from "./practice/identity-repository.js";
import { invoicesRepository } from "./invoices/repository.js";
import { calendarsRepository } from "./calendar/repository.js";
import { newslettersRepository } from "./newsletters/repository.js";
import { clientsRepository } from "./clients/repository.js";
import { bundlesRepository } from "./bundles/repository.js";
import { healthCipher, loadDataKey } from "./clients/health-crypto.js";
import { foodsRepository } from "./foods/repository.js";

/** Every table is reached through its resource's repository; this is the one list of them. */
export function createRepositories(db: Database, config: Config) {
  const urls = publicUrls(config.PUBLIC_URL, config.API_BASE_PATH);
  const outbox = outboxRepository(db);
  // The key is read (or its file made) at the first health record, not at start.
  const health = healthCipher(() => loadDataKey(config.DATA_ENCRYPTION_KEY, config.dataDir));
  return {
    auth: authRepository(db, config.SESSION_TTL_HOURS),
    servicePlans: servicePlansRepository(db),
    blogs: blogsRepository(db, { imageUrl: urls.image, contentUrl: { stored: urls.path, answered: urls.answered } }),
    recipes: recipesRepository(db, urls.image),
    subscribers: subscribersRepository(db, outbox),
    contactMessages: contactMessagesRepository(db),
    downloadTokens: downloadTokensRepository(db),
    bookings: bookingsRepository(db, bookingMessages(health)),
    bookingAvailability: bookingAvailabilityRepository(db),
    bookingReminders: bookingRemindersRepository(),
    outbox,
    newsletters: newslettersRepository(db, outbox),
    meetingSettings: meetingSettingsRepository(db),
    paymentEvents: paymentEventsRepository(db),
    bookingPayments: bookingPaymentsRepository(db),
    paymentInstructions: paymentInstructionsRepository(db, { hideDemo: config.NODE_ENV === "production" }),
    paymentMethods: paymentMethodsRepository(db),
    practiceIdentity: practiceIdentityRepository(db),
    invoices: invoicesRepository(db),
    calendars: calendarsRepository(db),
    bundles: bundlesRepository(db),
    clients: clientsRepository(db, health),
    foods: foodsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
