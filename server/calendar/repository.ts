import crypto from "node:crypto";
import type { Taken } from "../../core/booking-rules.js";
import type { Database } from "../db/database.js";
import type { Row } from "../db/schema.js";
import type { Interval } from "./busy-times.js";

export type CalendarImportRow = Row<"calendar_imports">;

/** A refresh left unfinished by a crashed instance is taken over after this long. */
const CLAIM_MS = 2 * 60_000;

export function newFeedSecret(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** Now in ms with its fraction: simultaneous requests are told apart to the microsecond. */
export const preciseNow = () => performance.timeOrigin + performance.now();

/** An ISO time with microseconds (…T10:00:00.123456Z): written and compared as text on both engines. */
function preciseIso(ms: number): string {
  const whole = Math.floor(ms);
  const micro = Math.min(999, Math.floor((ms - whole) * 1000));
  return new Date(whole).toISOString().replace(/Z$/, `${String(micro).padStart(3, "0")}Z`);
}

/** Compares two secrets in constant time (over their digests, so lengths may differ). */
export function sameSecret(a: string, b: string): boolean {
  const digest = (v: string) => crypto.createHash("sha256").update(v).digest();
  return crypto.timingSafeEqual(digest(a), digest(b));
}

export function calendarsRepository(db: Database) {
  // Parsed busy lists by row, reused while the row's last good copy is unchanged: the
  // availability answers read them on every request.
  const parsed = new Map<number, { at: string | null; busy: Taken[] }>();

  const repo = {
    // ---- the feed out -------------------------------------------------------------------

    /** The feed's secret, created on first use. */
    async feedSecret(): Promise<string> {
      await db
        .insertInto("calendar_feed")
        .values({ id: 1, secret: newFeedSecret(), created_at: preciseIso(preciseNow()) })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
      const row = await db.selectFrom("calendar_feed").select("secret").where("id", "=", 1).executeTakeFirstOrThrow();
      return row.secret;
    },

    /**
     * A new secret; the old address stops working at once. `requestedAt` is when the request
     * asking for it arrived (ms, with its fraction): a secret made after that moment, by a
     * request running at the same time (a double click, two tabs, two instances), already is
     * the new address, so it is kept and returned rather than killed a moment after it was
     * handed out. One conditional UPDATE decides, so on both engines exactly one request wins.
     */
    async regenerateFeedSecret(requestedAt: number): Promise<string> {
      await repo.feedSecret();
      await db
        .updateTable("calendar_feed")
        .set({ secret: newFeedSecret(), created_at: preciseIso(Math.max(preciseNow(), requestedAt)) })
        .where("id", "=", 1)
        .where("created_at", "<", preciseIso(requestedAt))
        .execute();
      return repo.feedSecret();
    },

    /**
     * Replaces the secret only while it is still `current` (an optimistic update): of requests
     * naming the same address, the first one's conditional UPDATE changes the row and every
     * later one finds another secret there and changes nothing. Returns the secret in place
     * afterwards: the new one for every request, winner or not.
     */
    async replaceFeedSecret(current: string): Promise<string> {
      await repo.feedSecret();
      await db
        .updateTable("calendar_feed")
        .set({ secret: newFeedSecret(), created_at: preciseIso(preciseNow()) })
        .where("id", "=", 1)
        .where("secret", "=", current)
        .execute();
      return repo.feedSecret();
    },

    async isFeedSecret(candidate: string): Promise<boolean> {
      const row = await db.selectFrom("calendar_feed").select("secret").where("id", "=", 1).executeTakeFirst();
      return row !== undefined && sameSecret(candidate, row.secret);
    },

    // ---- her calendars in ---------------------------------------------------------------

    list(): Promise<CalendarImportRow[]> {
      return db.selectFrom("calendar_imports").selectAll().orderBy("id").execute();
    },

    find(id: number): Promise<CalendarImportRow | undefined> {
      return db.selectFrom("calendar_imports").selectAll().where("id", "=", id).executeTakeFirst();
    },

    add(url: string): Promise<CalendarImportRow> {
      return db.insertInto("calendar_imports").values({ url, created_at: new Date().toISOString() }).returningAll().executeTakeFirstOrThrow();
    },

    async remove(id: number): Promise<boolean> {
      const res = await db.deleteFrom("calendar_imports").where("id", "=", id).executeTakeFirst();
      parsed.delete(id);
      return Number(res.numDeletedRows) > 0;
    },

    /**
     * Claims a calendar for refreshing: a conditional UPDATE that only one instance can win
     * while the claim lasts. `dueBefore` limits it to calendars last fetched before then.
     */
    async claim(id: number, now: Date, dueBefore?: Date): Promise<CalendarImportRow | undefined> {
      const at = now.toISOString();
      let q = db
        .updateTable("calendar_imports")
        .set({ claimed_until: new Date(now.getTime() + CLAIM_MS).toISOString() })
        .where("id", "=", id)
        .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", at)]));
      if (dueBefore) q = q.where((eb) => eb.or([eb("fetched_at", "is", null), eb("fetched_at", "<=", dueBefore.toISOString())]));
      return q.returningAll().executeTakeFirst();
    },

    /** Ids of the calendars last fetched before `dueBefore` (or never). */
    async due(dueBefore: Date): Promise<number[]> {
      const rows = await db
        .selectFrom("calendar_imports")
        .select("id")
        .where((eb) => eb.or([eb("fetched_at", "is", null), eb("fetched_at", "<=", dueBefore.toISOString())]))
        .orderBy("id")
        .execute();
      return rows.map((r) => r.id);
    },

    async recordSuccess(id: number, busy: Interval[], events: number, at: Date): Promise<void> {
      const iso = at.toISOString();
      await db
        .updateTable("calendar_imports")
        .set({ busy: JSON.stringify(busy), events, fetched_at: iso, succeeded_at: iso, error: null, error_detail: null, claimed_until: null })
        .where("id", "=", id)
        .execute();
    },

    /** Records the error and keeps the last good copy (busy, events, succeeded_at) as it was. */
    async recordFailure(id: number, error: string, detail: string, at: Date): Promise<void> {
      await db
        .updateTable("calendar_imports")
        .set({ fetched_at: at.toISOString(), error, error_detail: detail.slice(0, 300), claimed_until: null })
        .where("id", "=", id)
        .execute();
    },

    /** Every busy interval of every calendar's last good copy. */
    async busy(): Promise<Taken[]> {
      const heads = await db.selectFrom("calendar_imports").select(["id", "succeeded_at"]).execute();
      const out: Taken[] = [];
      for (const h of heads) {
        let hit = parsed.get(h.id);
        if (!hit || hit.at !== h.succeeded_at) {
          const row = await db.selectFrom("calendar_imports").select(["busy", "succeeded_at"]).where("id", "=", h.id).executeTakeFirst();
          const list = JSON.parse(row?.busy ?? "[]") as Interval[];
          hit = { at: row?.succeeded_at ?? null, busy: list.map(([start, end]) => ({ start, end })) };
          parsed.set(h.id, hit);
        }
        out.push(...hit.busy);
      }
      for (const id of parsed.keys()) if (!heads.some((h) => h.id === id)) parsed.delete(id);
      return out;
    },
  };
  return repo;
}

export type CalendarsRepository = ReturnType<typeof calendarsRepository>;
