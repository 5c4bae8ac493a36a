import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  calendarFeedOut,
  calendarFeedRegenerateRequest,
  calendarImportOut,
  calendarImportRequest,
  feedSecretOf,
  MAX_CALENDAR_IMPORTS,
} from "../../core/schemas/calendar.js";
import { idParam } from "../../core/schemas/common.js";
import { ApiError, requestLanguage } from "../http/errors.js";
import { clock } from "../kernel/clock.js";
import { practiceMailContext } from "../practice/practice-mail.js";
import { buildFeed } from "./feed.js";
import { normaliseCalendarUrl, toImportView } from "./imports.js";
import { preciseNow } from "./repository.js";

const tags = ["Calendar"];
/** The feed shows bookings from a year back: older ones would only slow every subscriber's refresh. */
const FEED_HISTORY_MS = 365 * 86_400_000;

const routes: FastifyPluginAsyncZod = async (app) => {
  const calendars = app.repos.calendars;
  const imports = app.services.calendarImports;
  const publicUrl = app.config.PUBLIC_URL.replace(/\/$/, "");
  const feedUrl = (secret: string, lang: string) => `${publicUrl}${app.config.API_BASE_PATH}/calendar/${secret}.ics?lang=${lang}`;

  // ---- the private feed out -----------------------------------------------------------------

  app.get(
    "/calendar/:file",
    {
      schema: {
        tags,
        summary: "The nutritionist's private iCalendar feed of bookings (for calendar subscriptions)",
        description:
          "`<secret>.ics`, the address `GET /admin/calendar_feed` gives. One VEVENT per booking from a year back (stable UID, SEQUENCE rising with every change, cancelled ones STATUS:CANCELLED), times in UTC. `lang` (en, es, gr) sets the language of the descriptions. Any other address answers 404.",
        params: z.object({ file: z.string().max(200) }),
      },
    },
    async (req, reply) => {
      const secret = /^([A-Za-z0-9_-]{20,100})\.ics$/.exec(req.params.file)?.[1];
      if (!secret || !(await calendars.isFeedSecret(secret))) throw new ApiError(404, "not_found");
      const now = clock.now().getTime();
      const bookings = await app.repos.bookings.withChangeCounts(new Date(now - FEED_HISTORY_MS).toISOString());
      const body = buildFeed({ ...(await practiceMailContext(app.repos, app.config)), now }, bookings, requestLanguage(req));
      return (
        reply
          .type("text/calendar; charset=utf-8")
          .header("content-disposition", 'inline; filename="bookings.ics"')
          // Private data behind a secret address: never kept by shared caches, never indexed.
          .header("cache-control", "private, no-cache")
          .header("x-robots-tag", "noindex")
          .send(body)
      );
    },
  );

  app.get(
    "/admin/calendar_feed",
    {
      config: { admin: true },
      schema: { tags, summary: "The private feed's address, to paste into a calendar app as a subscription", response: { 200: calendarFeedOut } },
    },
    async (req) => ({ url: feedUrl(await calendars.feedSecret(), requestLanguage(req)) }),
  );

  app.post(
    "/admin/calendar_feed",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "A new feed address; the old one stops working at once (404).",
        description:
          "Send `{replaces: \"<address>\"}`, the address `GET /admin/calendar_feed` gave: only the first request naming the current address replaces it, and every other one (sent at the same time, or naming an older address) answers with the address now in place, the winner's. An address that is not one of the feed's answers 422. Without `replaces` (or without a body), requests sent together get the same new address.",
        body: calendarFeedRegenerateRequest,
        response: { 200: calendarFeedOut },
      },
    },
    async (req, reply) => {
      const replaces = req.body?.replaces;
      if (replaces !== undefined) {
        const secret = feedSecretOf(replaces);
        if (!secret) throw new ApiError(422, "feed_address_invalid", { replaces: ["feed_address_invalid"] });
        return { url: feedUrl(await calendars.replaceFeedSecret(secret), requestLanguage(req)) };
      }
      // When the request arrived, not when its handler ran: requests sent together must all
      // count as made before any of them replaced the secret.
      return { url: feedUrl(await calendars.regenerateFeedSecret(preciseNow() - reply.elapsedTime), requestLanguage(req)) };
    },
  );

  // ---- her calendars in ----------------------------------------------------------------------

  app.get(
    "/admin/calendar_imports",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Her own calendars (ICS addresses) whose busy times block slots",
        description:
          "Each with its last fetch, the time of the copy in use and the last error (`scheme`, `address`, `redirects`, `status`, `type`, `timeout`, `network`, `too_large`, `unreadable`, and for a file beyond what one calendar may cost `too_many_events`, `repeats_too_often`, `too_complex`). They are fetched on save and every 15 minutes, and read off the main thread within a time and a memory limit; a failed fetch or a refused file keeps the last good copy.",
        response: { 200: z.array(calendarImportOut) },
      },
    },
    async () => (await calendars.list()).map(toImportView),
  );

  app.post(
    "/admin/calendar_imports",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Add a calendar by its ICS address (http, https or webcal) and fetch it at once",
        description: `Answers 201 with the calendar after the first fetch, which may have failed (see \`error\`). At most ${MAX_CALENDAR_IMPORTS} calendars; the same address twice answers 422.`,
        body: calendarImportRequest,
        response: { 201: calendarImportOut },
      },
    },
    async (req, reply) => {
      const url = normaliseCalendarUrl(req.body.url);
      const existing = await calendars.list();
      if (existing.some((c) => c.url === url)) throw new ApiError(422, "calendar_exists", { url: ["calendar_exists"] });
      if (existing.length >= MAX_CALENDAR_IMPORTS) throw new ApiError(422, "too_many_calendars", { url: ["too_many_calendars"] });
      const row = await calendars.add(url);
      return reply.status(201).send(toImportView((await imports.refresh(row.id)) ?? row));
    },
  );

  app.post(
    "/admin/calendar_imports/:id/refresh",
    {
      config: { admin: true },
      schema: { tags, summary: "Fetch a calendar now", params: idParam, response: { 200: calendarImportOut } },
    },
    async (req) => {
      if (!(await calendars.find(req.params.id))) throw new ApiError(404, "calendar_not_found");
      const row = await imports.refresh(req.params.id);
      if (!row) throw new ApiError(404, "calendar_not_found");
      return toImportView(row);
    },
  );

  app.delete(
    "/admin/calendar_imports/:id",
    {
      config: { admin: true },
      schema: { tags, summary: "Remove a calendar; its busy times stop blocking slots. Answers 204.", params: idParam },
    },
    async (req, reply) => {
      if (!(await calendars.remove(req.params.id))) throw new ApiError(404, "calendar_not_found");
      return reply.status(204).send();
    },
  );
};

export default routes;
