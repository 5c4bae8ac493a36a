import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import { authRepository } from "./auth/repository.js";
import { servicePlansRepository } from "./service-plans/repository.js";
import { blogsRepository } from "./blogs/repository.js";
import { recipesRepository } from "./recipes/repository.js";
import { uploadUrl } from "./uploads/images.js";
import { subscribersRepository } from "./subscribers/repository.js";
import { contactMessagesRepository } from "./contact-messages/repository.js";
import { downloadTokensRepository } from "./downloads/repository.js";

/** Every table is reached through its resource's repository; this is the one list of them. */
export function createRepositories(db: Database, config: Config) {
  return {
    auth: authRepository(db, config.SESSION_TTL_HOURS),
    servicePlans: servicePlansRepository(db),
    blogs: blogsRepository(db, { imageUrl: (key) => uploadUrl(config.API_BASE_PATH, key) }),
    recipes: recipesRepository(db, (key) => uploadUrl(config.API_BASE_PATH, key)),
    subscribers: subscribersRepository(db),
    contactMessages: contactMessagesRepository(db),
    downloadTokens: downloadTokensRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
