import type { EventEmitter } from "node:events";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import type { Repositories } from "./repositories.js";
import type { OutboxWorker } from "./outbox/worker.js";
import type { Storage } from "./storage/storage.js";
import type { SafeFetchOptions } from "./http/safe-fetch.js";

/** How her calendars are fetched: public addresses, plus the hosts FETCH_ALLOW_PRIVATE_HOSTS names. */
export type CalendarFetchOptions = Pick<SafeFetchOptions, "isAllowedAddress" | "allowPrivateHosts">;

/**
 * What every service is built from: one object, the same for all, made once by the app
 * (server/app.ts) and handed to `createServices` (server/services.ts). Its fields carry the
 * names of the app's own decorations, so a service takes the part it needs by name
 * (`{ repos, config }`), and one that needs another service gets it added by the root.
 */
export interface ServiceDeps {
  db: Database;
  repos: Repositories;
  config: Config;
  log: FastifyBaseLogger;
  /** Tells the outbox worker there is mail (it also polls, so this only saves waiting). */
  outboxWorker: Pick<OutboxWorker, "kick">;
  /** "content-changed" (resource name) lets caches drop what a write made stale. */
  events: EventEmitter;
  storage: Storage;
  calendarFetch: CalendarFetchOptions;
}
