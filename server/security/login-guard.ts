import crypto from "node:crypto";
import type { Redis } from "ioredis";

/**
 * Per-account back-off on failed logins, on top of the per-IP limit: an attacker spreading
 * guesses over many addresses still gets exponentially fewer tries at one account.
 * The first few failures are free (typos); after that each failure locks the account's
 * login for twice as long as the previous one, up to a cap. A success clears the record.
 * Unknown emails are treated exactly like known ones, so a lock reveals nothing.
 *
 * The same schedule applies to each known device (a browser with a valid device cookie,
 * `device-cookie.ts`): such a browser is judged by its own record instead of the account's,
 * so strangers' guesses cannot lock the admin out of her own browser.
 */
export const FREE_FAILURES = 4;
export const FIRST_LOCK_MS = 30_000;
export const MAX_LOCK_MS = 15 * 60_000;
/** A record is forgotten this long after its last failure. */
const MEMORY_MS = 60 * 60_000;

export interface LoginGuard {
  /** Milliseconds until this account or device (a key from `loginKey`) may try again; 0 when it may now. */
  waitMs(key: string): Promise<number>;
  failed(key: string): Promise<void>;
  succeeded(key: string): Promise<void>;
}

export function lockMs(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** (failures - FREE_FAILURES - 1));
}

// Keys carry a hash of the address (or the device id), never the thing itself.
const hash = (text: string) => crypto.createHash("sha256").update(text).digest("hex").slice(0, 32);
export const loginKey = {
  account: (email: string) => hash(email.trim().toLowerCase()),
  device: (id: string) => `device:${hash(`device\n${id}`)}`,
};

export const noLoginGuard: LoginGuard = { waitMs: async () => 0, failed: async () => {}, succeeded: async () => {} };

export function memoryLoginGuard(maxEntries = 10_000): LoginGuard {
  const records = new Map<string, { failures: number; lockedUntil: number; forgetAt: number }>();
  const prune = (now: number) => {
    for (const [k, r] of records) if (r.forgetAt <= now) records.delete(k);
    // Still too many (a flood of distinct emails): drop the oldest, Map keeps insertion order.
    for (const k of records.keys()) {
      if (records.size <= maxEntries) break;
      records.delete(k);
    }
  };
  return {
    async waitMs(key) {
      const r = records.get(key);
      return r ? Math.max(0, r.lockedUntil - Date.now()) : 0;
    },
    async failed(key) {
      const now = Date.now();
      const prev = records.get(key);
      const failures = (prev && prev.forgetAt > now ? prev.failures : 0) + 1;
      records.delete(key);
      records.set(key, { failures, lockedUntil: now + lockMs(failures), forgetAt: now + MEMORY_MS });
      if (records.size > maxEntries) prune(now);
    },
    async succeeded(key) {
      records.delete(key);
    },
  };
}

/** The same rules with the counters in Redis, so every instance sees every failure. */
export function redisLoginGuard(redis: Redis, prefix: string, log: { warn: (o: object, m: string) => void }): LoginGuard {
  const keys = (key: string) => {
    const k = `${prefix}login:${key}`;
    return { count: `${k}:n`, lock: `${k}:lock` };
  };
  // Redis trouble must not lock the admin out: the per-IP limit still applies.
  const safely = async <T>(fallback: T, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      log.warn({ err: (err as Error).message }, "login back-off skipped: redis unavailable");
      return fallback;
    }
  };
  return {
    waitMs: (key) => safely(0, async () => Math.max(0, await redis.pttl(keys(key).lock))),
    failed: (key) =>
      safely(undefined, async () => {
        const k = keys(key);
        const res = await redis.multi().incr(k.count).pexpire(k.count, MEMORY_MS).exec();
        const failures = Number(res?.[0]?.[1] ?? 0);
        const ms = lockMs(failures);
        if (ms > 0) await redis.set(k.lock, "1", "PX", ms);
      }),
    succeeded: (key) =>
      safely(undefined, async () => {
        const k = keys(key);
        await redis.del(k.count, k.lock);
      }),
  };
}
