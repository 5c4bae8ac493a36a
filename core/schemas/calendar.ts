import { z } from "zod";
import { singleLine } from "./common.js";

// Her calendars: the private feed's address, and the ICS addresses she imports.

export const MAX_CALENDAR_IMPORTS = 10;

/** http(s) or webcal(s) (Apple's name for the same thing), up to 2,000 characters. */
export const calendarImportRequest = z.object({
  url: singleLine("calendar_url_invalid")
    .trim()
    .max(2000, "too_long")
    .refine((v) => {
      try {
        return ["http:", "https:", "webcal:", "webcals:"].includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, "calendar_url_invalid"),
});

export const calendarFeedOut = z.object({ url: z.string() });

/**
 * A new feed address. With `replaces` (the address being replaced, as `GET /admin/calendar_feed`
 * gave it), only a request naming the current address replaces it; the body may be left out.
 */
export const calendarFeedRegenerateRequest = z.object({ replaces: singleLine("feed_address_invalid").trim().max(2000, "too_long").optional() }).nullish();

/** The secret in a feed address (…/calendar/<secret>.ics?lang=…), or undefined when it has none. */
export function feedSecretOf(address: string): string | undefined {
  return /\/calendar\/([A-Za-z0-9_-]+)\.ics(?:[?#]|$)/.exec(address)?.[1];
}

export const calendarImportError = z.enum([
  "scheme",
  "address",
  "redirects",
  "status",
  "type",
  "timeout",
  "network",
  "too_large",
  "unreadable",
  // Beyond what one calendar may cost (server/calendar/busy-times.ts): refused, the last good copy stays.
  "too_many_events",
  "repeats_too_often",
  "too_complex",
]);

export const calendarImportOut = z.object({
  id: z.number().int(),
  url: z.string(),
  /** The last attempt, good or not. */
  fetched_at: z.string().nullable(),
  /** When the copy in use was read; it stays in use while later attempts fail. */
  succeeded_at: z.string().nullable(),
  events: z.number().int(),
  error: calendarImportError.nullable(),
  error_detail: z.string().nullable(),
});

export type CalendarImport = z.infer<typeof calendarImportOut>;
export type CalendarImportError = z.infer<typeof calendarImportError>;
