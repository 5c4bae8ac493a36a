import type { EventEmitter } from "node:events";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import type { Repositories } from "./repositories.js";
import type { MailQueue } from "./outbox/mail-queue.js";
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
  /** Where a change's mails are queued, and the worker woken after its commit (server/outbox/mail-queue.ts). */
  mails: MailQueue;
  /** "content-changed" (resource name) lets caches drop what a write made stale. */
  events: EventEmitter;
  storage: Storage;
  calendarFetch: CalendarFetchOptions;
}
