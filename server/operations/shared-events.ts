import crypto from "node:crypto";
import { EventEmitter } from "node:events";
import { Redis } from "ioredis";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Events every instance must hear: a write on one makes the caches of all stale. */
export const SHARED_EVENTS = new Set(["content-changed"]);

export interface EventTransport {
  publish(message: string): void;
}

/**
 * The app's event emitter. Shared events emitted here are also handed to the transport
 * (Redis pub/sub between instances); events arriving from other instances are emitted
 * locally only, so they are not sent round again.
 */
export class AppEvents extends EventEmitter {
  readonly origin = crypto.randomUUID();
  private transport?: EventTransport;

  attach(transport: EventTransport | undefined): void {
    this.transport = transport;
  }

  override emit(name: string | symbol, ...args: unknown[]): boolean {
    const heard = super.emit(name, ...args);
    if (this.transport && typeof name === "string" && SHARED_EVENTS.has(name)) {
      this.transport.publish(JSON.stringify({ origin: this.origin, name, args }));
    }
    return heard;
  }

  /** An event from another instance. */
  receive(message: string): void {
    let parsed: { origin?: unknown; name?: unknown; args?: unknown };
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    const { origin, name, args } = parsed;
    if (origin === this.origin || typeof name !== "string" || !SHARED_EVENTS.has(name) || !Array.isArray(args)) return;
    super.emit(name, ...args);
  }
}

/**
 * With REDIS_URL, shared events travel between instances on one pub/sub channel. While Redis
 * is away the site keeps working; other instances then learn of changes only when their
 * caches expire, which is why caches keep a short lifetime as well.
 */
export const sharedEvents = fp(
  async (app: FastifyInstance) => {
    const url = app.config.REDIS_URL;
    if (!url || !(app.events instanceof AppEvents)) return;
    const events = app.events;
    const channel = `${app.config.REDIS_KEY_PREFIX}events`;
    const options = { maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: true };
    // A subscribed connection can do nothing else: publishing needs a second one.
    const pub = new Redis(url, options);
    const sub = new Redis(url, options);
    let lastWarned = 0;
    const warn = (err: Error) => {
      if (Date.now() - lastWarned < 60_000) return;
      lastWarned = Date.now();
      app.log.warn({ err: err.message }, "redis unavailable; other instances hear of content changes when their caches expire");
    };
    pub.on("error", warn);
    sub.on("error", warn);
    sub.on("message", (_channel: string, message: string) => events.receive(message));
    try {
      await Promise.all([pub.connect(), sub.connect()]);
      await sub.subscribe(channel);
    } catch (e) {
      // ioredis reconnects and re-subscribes on its own; start-up does not wait for Redis.
      warn(e as Error);
    }
    events.attach({ publish: (message) => void pub.publish(channel, message).catch(warn) });
    app.addHook("onClose", async () => {
      events.attach(undefined);
      sub.disconnect();
      await pub.quit().catch(() => pub.disconnect());
    });
  },
  { name: "shared-events" },
);
