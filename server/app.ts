import { EventEmitter } from "node:events";
import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import compress from "@fastify/compress";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import type { Mailer } from "./mail/mailer.js";
import type { Storage } from "./storage/storage.js";
import { installClock, type Clock } from "./kernel/clock.js";
import type { SafeFetchOptions } from "./http/safe-fetch.js";
import { errorHandler } from "./http/errors.js";
import etag from "./http/etag.js";
import privateAnswers from "./http/private-answers.js";
import listCache from "./http/list-cache.js";
import { limitImageCache } from "./uploads/sharp.js";
import { createRepositories, type Repositories } from "./repositories.js";
import { bookingMessages, sealClearMessages } from "./bookings/booking-messages.js";
import { createOutboxWorker, type OutboxWorker } from "./outbox/worker.js";
import { mailQueue, type MailQueue } from "./outbox/mail-queue.js";
import { answerOrigin } from "./http/answer-origin.js";
import adminAuth from "./auth/plugin.js";
import background, { type BackgroundWork } from "./jobs/background.js";
import { apiRoutes } from "./api-routes.js";
import seoRoutes from "./seo/routes.js";
import { OPENAPI_DESCRIPTION } from "./openapi.js";
import { operations, requestId } from "./operations/plugin.js";
import { countingMailer, createMetrics } from "./operations/metrics.js";
import { AppEvents, sharedEvents } from "./operations/shared-events.js";
import rateLimits from "./security/rate-limits.js";
import inputHygiene from "./security/input-hygiene.js";
import { apiHeaders, corsOptions, helmetOptions } from "./security/headers.js";
import { LOG_REDACT_PATHS, RedactingLogController, requestForLog } from "./security/log-redaction.js";
import type { DestinationStream } from "pino";
import payRoutes from "./payments/pay-routes.js";
import { createServices, type Services } from "./services.js";
import type { CalendarFetchOptions } from "./service-deps.js";

export interface AppDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  storage: Storage;
  /** The app's notion of now, which every module reads (server/kernel/clock.ts): production's is `systemClock`. */
  clock: Clock;
  /**
   * Tests only: how her calendars are fetched (e.g. `publicOrLoopbackForTests` to reach a
   * local server). Production leaves it unset, so only public addresses are fetched.
   */
  calendarFetch?: Pick<SafeFetchOptions, "isAllowedAddress">;
}

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Database;
    mailer: Mailer;
    storage: Storage;
    repos: Repositories;
    /** Delivers the outbox (the database queue of mails, `repos.outbox`); started and stopped by server/jobs/background.ts. */
    outboxWorker: OutboxWorker;
    /** Queues a change's mails in its transaction and wakes the worker after (server/outbox/mail-queue.ts). */
    mails: MailQueue;
    /** Every service, built once (server/services.ts) for the routes, the payment webhook and the jobs. */
    services: Services;
    /** "content-changed" (resource name) lets caches drop what a write made stale. */
    events: EventEmitter;
    /** Every route as registered, so checks over "all admin routes" cannot miss a new one. */
    routeList: RegisteredRoute[];
    calendarFetch: CalendarFetchOptions;
  }
}

export interface RegisteredRoute {
  method: string;
  /** Full path, backend base included. */
  url: string;
  admin: boolean;
}

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Plugins load in the order of the architecture: infrastructure (errors, security
 * headers, CORS, multipart, docs) → the app's services (repositories, auth) → what runs in
 * the background → routes. The web app registers after this, on the same instance, when
 * `web` is given.
 */
export async function buildApp(
  deps: AppDeps,
  opts: { web?: (app: FastifyInstance) => Promise<unknown>; logStream?: DestinationStream; background?: BackgroundWork } = {},
): Promise<FastifyInstance> {
  const { config } = deps;
  installClock(deps.clock);
  const requestTimeout = config.REQUEST_TIMEOUT_SECONDS * 1000;
  const app = Fastify({
    requestTimeout,
    connectionTimeout: config.CONNECTION_TIMEOUT_SECONDS * 1000,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    http: {
      headersTimeout: Math.min(requestTimeout, 60_000),
      // Node looks for overdue requests on this interval (30 s by default), which would let a
      // short request timeout run far over.
      connectionsCheckingInterval: Math.min(5_000, Math.max(250, requestTimeout / 4)),
    },
    logger:
      config.LOG_LEVEL === "silent"
        ? false
        : {
            level: config.LOG_LEVEL,
            // Credentials, tokens and message bodies never reach the logs.
            redact: LOG_REDACT_PATHS,
            serializers: { req: requestForLog },
            // A person at a terminal reads lines; a log collector (stdout piped) gets one JSON object per line.
            ...(opts.logStream ? { stream: opts.logStream } : process.stdout.isTTY ? { transport: { target: "pino-pretty" } } : {}),
          },
    // Fastify's own "Route … not found" line logs the URL redacted too.
    logController: new RedactingLogController(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    // x-request-id is read (and checked) by requestId, and sent back on every answer.
    requestIdHeader: false,
    genReqId: requestId,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  app.decorate("config", config);
  app.decorate("db", deps.db);
  const metrics = createMetrics();
  app.decorate("metrics", metrics);
  app.decorate("mailer", countingMailer(deps.mailer, metrics));
  app.decorate("storage", deps.storage);
  app.decorate("calendarFetch", { allowPrivateHosts: config.FETCH_ALLOW_PRIVATE_HOSTS, ...deps.calendarFetch } satisfies CalendarFetchOptions);
  limitImageCache(config.IMAGE_CACHE_MB);
  app.decorate("events", new AppEvents());

  // First: every later hook and handler knows whether its answer goes to the site's own pages.
  await app.register(answerOrigin);
  await app.register(operations);
  await app.register(sharedEvents);

  // Once closing, answers end their connection: a kept-alive socket would otherwise hold
  // the shutdown open until the client's keep-alive ends.
  let closing = false;
  app.addHook("preClose", async () => void (closing = true));
  app.addHook("onSend", async (_req, reply) => {
    if (closing) reply.header("connection", "close");
  });

  const routeList: RegisteredRoute[] = [];
  app.decorate("routeList", routeList);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url, admin: route.config?.admin === true });
  });

  // Security headers: server/security/headers.ts (the page CSP, with its nonce, is set by the web handler).
  await app.register(helmet, helmetOptions(config));
  await app.register(apiHeaders);
  await app.register(cors, corsOptions(config));
  // Before any route: compression is attached to each route as it is declared. Brotli at
  // quality 4 (the plugin's default) costs about as much CPU as gzip for a smaller answer.
  await app.register(compress, { encodings: ["br", "gzip"], globalDecompression: false });
  // Before the ETag: an answer that may not be stored gets no validator.
  await app.register(privateAnswers);
  await app.register(etag);
  await app.register(listCache);
  await app.register(rateLimits);
  await app.register(inputHygiene);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 400, fieldSize: 512 * 1024 } });

  const base = config.API_BASE_PATH;
  await app.register(swagger, {
    openapi: {
      info: { title: "Nutrition practice API", version: "1.0.0", description: OPENAPI_DESCRIPTION },
      servers: [{ url: base || "/" }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    },
    transform: (args) => {
      const out = jsonSchemaTransform(args);
      // Document the admin guard on the routes it covers.
      const admin = (args.route.config as { admin?: boolean | "optional" } | undefined)?.admin;
      if (admin) (out.schema as Record<string, unknown>).security = admin === "optional" ? [{}, { bearer: [] }] : [{ bearer: [] }];
      // Paths are documented relative to the backend base (the servers entry): @fastify/swagger
      // strips the servers' base path itself (stripBasePath), so it is not stripped here too.
      return out;
    },
  });
  await app.register(swaggerUi, { routePrefix: `${base}/docs` });

  await app.register(
    fp(
      async (a) => {
        a.decorate("repos", createRepositories(a.db, a.config));
        // Booking messages still in clear (written before they were encrypted, or by the demo seed) are sealed at start.
        a.addHook("onReady", async () => {
          const sealed = await sealClearMessages(a.db, bookingMessages(a.repos.clients.cipher));
          if (sealed) a.log.info({ sealed }, "booking messages encrypted");
        });
        const worker = createOutboxWorker({
          repo: a.repos.outbox,
          mailer: a.mailer,
          log: a.log,
          leaseMs: a.config.OUTBOX_LEASE_SECONDS * 1000,
          // A hard bounce: no newsletter goes to that address again.
          onRecipientRefused: (address) => a.repos.subscribers.markBounced(address),
          practiceNames: () => a.repos.practiceIdentity.names(),
        });
        a.decorate("outboxWorker", worker);
        a.decorate("mails", mailQueue({ db: a.db, outbox: a.repos.outbox, worker }));
        a.decorate(
          "services",
          createServices({
            db: a.db,
            repos: a.repos,
            config: a.config,
            log: a.log,
            mails: a.mails,
            events: a.events,
            storage: a.storage,
            calendarFetch: a.calendarFetch,
          }),
        );
      },
      { name: "repositories" },
    ),
  );
  await app.register(adminAuth);
  await app.register(background, opts.background ?? {});

  await app.register(
    async (api) => {
      for (const routes of apiRoutes) await api.register(routes);
      api.setNotFoundHandler((req, reply) => errorHandler(Object.assign(new Error("not found"), { statusCode: 404 }), req, reply));
    },
    { prefix: base },
  );

  // sitemap.xml, robots.txt and feeds live at the site's root, whatever the backend base.
  await app.register(seoRoutes);
  // The pay address of mails and pages, /pay/<token>, is the site's own, not the API's.
  await app.register(payRoutes);

  if (opts.web) await opts.web(app);
  return app;
}
