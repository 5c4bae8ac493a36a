import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import { authRepository } from "./auth/repository.js";
import { bookingsRepository } from "./bookings/repository.js";
import { servicePlansRepository } from "./service-plans/repository.js";
import { blogsRepository } from "./blogs/repository.js";
import { recipesRepository } from "./recipes/repository.js";
import { storedImageUrl } from "./uploads/images.js";
import { subscribersRepository } from "./subscribers/repository.js";
import { contactMessagesRepository } from "./contact-messages/repository.js";
import { downloadTokensRepository } from "./downloads/repository.js";

/** Every table is reached through its resource's repository; this is the one list of them. */
export function createRepositories(db: Database, config: Config) {
  return {
    auth: authRepository(db, config.SESSION_TTL_HOURS),
    servicePlans: servicePlansRepository(db),
    blogs: blogsRepository(db, { imageUrl: (stored) => storedImageUrl(config.API_BASE_PATH, stored) }),
    recipes: recipesRepository(db, (stored) => storedImageUrl(config.API_BASE_PATH, stored)),
    subscribers: subscribersRepository(db),
    contactMessages: contactMessagesRepository(db),
    downloadTokens: downloadTokensRepository(db),
    bookings: bookingsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
