import type { FastifyBaseLogger } from "fastify";
import { FetchRefused, safeFetch, type SafeFetchOptions } from "../http/safe-fetch.js";
import { clock } from "../bookings/clock.js";
import type { CalendarImport, CalendarImportError } from "../../core/schemas/calendar.js";
import { busyTimes, CalendarUnreadable } from "./busy-times.js";
import type { CalendarImportRow, CalendarsRepository } from "./repository.js";

// Her own calendars, read through the SSRF-safe fetcher: on save and every 15 minutes, by
// whichever instance claims each calendar first. A failure keeps the last good copy.

export const REFRESH_EVERY_MS = 15 * 60_000;
const FETCH_TIMEOUT_MS = 10_000;
const MAX_ICS_BYTES = 5 * 1024 * 1024;
/** Busy times are kept from a day back to a little beyond the longest booking horizon (365 days). */
const KEEP_BEHIND_MS = 86_400_000;
const KEEP_AHEAD_MS = 370 * 86_400_000;

type ImportError = CalendarImportError;

export function toImportView(r: CalendarImportRow): CalendarImport {
  return {
    id: r.id,
    url: r.url,
    fetched_at: r.fetched_at,
    succeeded_at: r.succeeded_at,
    events: r.events,
    error: r.error as ImportError | null,
    error_detail: r.error_detail,
  };
}

/** Apple hands out webcal:// addresses: the same resource over https. */
export function normaliseCalendarUrl(raw: string): string {
  return raw.trim().replace(/^webcals?:\/\//i, "https://");
}

export function calendarImports(deps: { calendars: CalendarsRepository; log: FastifyBaseLogger; fetchOptions?: SafeFetchOptions }) {
  const { calendars, log } = deps;

  async function fetchAndStore(row: CalendarImportRow): Promise<void> {
    const now = clock.now();
    try {
      const res = await safeFetch(row.url, { timeoutMs: FETCH_TIMEOUT_MS, maxBytes: MAX_ICS_BYTES, maxRedirects: 3, ...deps.fetchOptions });
      // A cut calendar would silently drop events: refuse it and keep the last good copy.
      if (res.truncated) throw new FetchRefused("network", "too_large");
      const { busy, events } = busyTimes(res.body.toString("utf8"), now.getTime() - KEEP_BEHIND_MS, now.getTime() + KEEP_AHEAD_MS);
      await calendars.recordSuccess(row.id, busy, events, now);
    } catch (e) {
      const [code, detail]: [ImportError, string] =
        e instanceof FetchRefused
          ? e.message === "too_large"
            ? ["too_large", ""]
            : [e.reason, e.message === e.reason ? "" : e.message]
          : e instanceof CalendarUnreadable
            ? ["unreadable", e.message]
            : ["network", (e as Error).message];
      log.warn({ calendar: row.id, error: code }, "calendar import failed");
      await calendars.recordFailure(row.id, code, detail, now);
    }
  }

  return {
    /** Fetches one calendar now (on save, or when she asks), unless another instance is at it. */
    async refresh(id: number): Promise<CalendarImportRow | undefined> {
      const claimed = await calendars.claim(id, clock.now());
      if (claimed) await fetchAndStore(claimed);
      return calendars.find(id);
    },

    /** The 15-minute job: every calendar due, each claimed by one instance only. Returns how many this run fetched. */
    async refreshDue(): Promise<number> {
      const now = clock.now();
      const dueBefore = new Date(now.getTime() - REFRESH_EVERY_MS);
      let n = 0;
      for (const id of await calendars.due(dueBefore)) {
        const claimed = await calendars.claim(id, now, dueBefore);
        if (!claimed) continue;
        await fetchAndStore(claimed);
        n++;
      }
      return n;
    },
  };
}

export type CalendarImports = ReturnType<typeof calendarImports>;
