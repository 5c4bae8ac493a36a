import type { ServiceDeps } from "../service-deps.js";
import { FetchRefused, safeFetch } from "../http/safe-fetch.js";
import { clock } from "../kernel/clock.js";
import { HORIZON_DAYS_LIMITS } from "../../core/booking-rules.js";
import type { CalendarImport, CalendarImportError } from "../../core/schemas/calendar.js";
import { CalendarOverLimit, CalendarUnreadable } from "./calendar-limits.js";
import { readCalendar, READ_LIMITS, type ReadLimits } from "./read-calendar.js";
import type { CalendarImportRow } from "./repository.js";

// Her own calendars, read through the SSRF-safe fetcher: on save and every 15 minutes, by
// whichever instance claims each calendar first. A failure keeps the last good copy.

export const REFRESH_EVERY_MS = 15 * 60_000;
const FETCH_TIMEOUT_MS = 10_000;
const MAX_ICS_BYTES = 5 * 1024 * 1024;
/**
 * The booking window: busy times are kept (and recurrences expanded) from a day back to a
 * little beyond the longest horizon the booking settings allow, so a longer horizon needs
 * no new reading.
 */
const KEEP_BEHIND_MS = 86_400_000;
const KEEP_AHEAD_MS = (HORIZON_DAYS_LIMITS.max + 5) * 86_400_000;

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

export function calendarImports(
  deps: Pick<ServiceDeps, "repos" | "log" | "calendarFetch"> & {
    /** How long and how much memory reading one file may take (tests lower them). */
    readLimits?: ReadLimits;
  },
) {
  const { log } = deps;
  const calendars = deps.repos.calendars;

  async function fetchAndStore(row: CalendarImportRow): Promise<void> {
    const now = clock.now();
    try {
      const res = await safeFetch(row.url, { timeoutMs: FETCH_TIMEOUT_MS, maxBytes: MAX_ICS_BYTES, maxRedirects: 3, ...deps.calendarFetch });
      // A cut calendar would silently drop events: refuse it and keep the last good copy.
      if (res.truncated) throw new FetchRefused("network", "too_large");
      // Off the main thread, within a time and a memory limit: a hostile file must not stop the site.
      const { busy, events } = await readCalendar(res.body, now.getTime() - KEEP_BEHIND_MS, now.getTime() + KEEP_AHEAD_MS, deps.readLimits ?? READ_LIMITS);
      await calendars.recordSuccess(row.id, busy, events, now);
    } catch (e) {
      const [code, detail]: [ImportError, string] =
        e instanceof FetchRefused
          ? e.message === "too_large"
            ? ["too_large", ""]
            : [e.reason, e.message === e.reason ? "" : e.message]
          : e instanceof CalendarOverLimit
            ? [e.code, ""] // the admin's message in her language says it all; the log keeps the detail
            : e instanceof CalendarUnreadable
              ? ["unreadable", e.message]
              : ["network", (e as Error).message];
      log.warn({ calendar: row.id, error: code, detail: (e as Error).message }, "calendar import failed");
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
