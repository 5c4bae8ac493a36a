import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { email, idParam, language, positiveId } from "../../core/schemas/common.js";
import { myBookingsOut, type MyBookings } from "../../core/schemas/client.js";
import { ApiError } from "../http/errors.js";
import { readCookie } from "../security/device-cookie.js";
import { newToken } from "../auth/tokens.js";
import { isActive } from "../../core/booking-status.js";
import { clock } from "../kernel/clock.js";
import { CLIENT_COOKIE, LINK_MINUTES, LINKS_PER_HOUR } from "./client-session.js";
import { sendSimplePage } from "../http/html-page.js";
import { FOLLOW_UP_TEXTS } from "../../core/client-area-texts.js";
import { pickLanguage } from "../../core/languages.js";
import { requestLanguage } from "../http/errors.js";

const tags = ["Clients"];

/** The client's own page, /my-bookings: a one-time sign-in link by mail, then a session cookie. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const sessions = app.services.clientSessions;
  // Sign-in requests answered but not yet done: closing waits for them.
  const linkWork = new Set<Promise<unknown>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled([...linkWork]);
  });
  const clients = app.repos.clients;
  const documents = app.services.clientDocuments;
  const follow = app.services.followUps;
  // The decline page's button posts a form back to its own address.
  if (!app.hasContentTypeParser("application/x-www-form-urlencoded"))
    app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => done(null, body));

  async function signedIn(cookie: string | undefined) {
    const id = await sessions.verify(readCookie(cookie, CLIENT_COOKIE));
    const client = id === null ? undefined : await clients.find(id);
    if (!client) throw new ApiError(401, "client_signed_out");
    return client;
  }

  app.post(
    "/api/v1/client_links",
    {
      schema: {
        tags,
        summary: "A one-time sign-in link to /my-bookings, by mail",
        description: `Always answers 202, whether or not the address has booked, and before looking it up: nothing tells who is a client, not even the time the answer takes. A client's address gets a mail in \`language\` with a link that works once, within ${LINK_MINUTES} minutes; at most ${LINKS_PER_HOUR} such mails an hour per address, whatever the IP. A malformed address answers 422.`,
        body: z.object({
          email,
          language: language.optional(),
          service_plan_id: positiveId
            .optional()
            .describe(
              "Asked for on the booking page to book this plan with a credit: the link opens the booking page, the plan chosen, and signs her in there.",
            ),
        }),
        response: { 202: z.object({ status: z.literal("sent") }) },
      },
    },
    async (req, reply) => {
      // Known or not, the address takes the same path: the answer leaves before the work
      // (finding her, counting her recent links, queuing the mail) begins.
      const work = new Promise((resolve) => setImmediate(resolve))
        .then(() => sessions.requestLink(req.body.email, req.body.language ?? "en", { bookPlan: req.body.service_plan_id }))
        .catch((err: unknown) => req.log.error({ err: (err as Error).message }, "sign-in link not sent"))
        .finally(() => linkWork.delete(work));
      linkWork.add(work);
      return reply.status(202).send({ status: "sent" });
    },
  );

  app.post(
    "/api/v1/client_session",
    {
      schema: {
        tags,
        summary: "Use a sign-in link: sets the signed, HttpOnly session cookie (a week)",
        description: "An unknown, used or expired token answers 410; the page then offers a new link.",
        body: z.object({ token: z.string().max(300) }),
        response: { 200: z.object({ status: z.literal("signed_in") }) },
      },
    },
    async (req, reply) => {
      const clientId = await sessions.useLink(req.body.token);
      if (clientId === null) throw new ApiError(410, "client_link_invalid");
      reply.header("set-cookie", sessions.header(await sessions.issue(clientId)));
      reply.header("cache-control", "private, no-store");
      return { status: "signed_in" as const };
    },
  );

  app.delete(
    "/api/v1/client_session",
    { schema: { tags, summary: "Sign out: the session cookie is removed and every session of hers ends, on every device. Answers 204." } },
    async (req, reply) => {
      await sessions.end(readCookie(req.headers.cookie, CLIENT_COOKIE));
      return reply.header("set-cookie", sessions.header(null)).status(204).send();
    },
  );

  app.get(
    "/api/v1/client_session",
    {
      schema: {
        tags,
        summary: "Her page: her sessions (upcoming first), her questionnaire's state and the plan of a follow-up",
        description: "Needs the session cookie; without it, 401.",
        response: { 200: myBookingsOut },
      },
    },
    async (req, reply): Promise<MyBookings> => {
      reply.header("cache-control", "private, no-store");
      const c = await signedIn(req.headers.cookie);
      const now = clock.now().getTime();
      const rows = await clients.bookings(c.id);
      const upcoming = (r: (typeof rows)[number]) => isActive(r.status) && Date.parse(r.start_at ?? "") > now;
      const intake = await clients.intake(c.id);
      const nextActive = [...rows].reverse().find(upcoming);
      const lastPlan = rows.find((r) => r.service_plan_id !== null && r.status !== "cancelled");
      return {
        client: { name: c.name, email: c.email, phone: c.phone, language: c.language },
        bookings: [...rows.filter(upcoming).reverse(), ...rows.filter((r) => !upcoming(r))].map((r) => ({
          id: r.id,
          date: r.date,
          time: r.time,
          start_at: r.start_at,
          time_zone: r.time_zone,
          status: r.status,
          service_plan_id: r.service_plan_id,
          service_plan_title: r.service_plan_title,
          upcoming: upcoming(r),
        })),
        questionnaire: { submitted_at: intake?.submitted_at ?? null, editable_booking_id: nextActive?.id ?? null },
        documents: (await documents.list(c.id)).map((d) => ({ id: d.id, title: d.title, created_at: d.created_at })),
        follow_up_plan_id: lastPlan?.service_plan_id ?? null,
      };
    },
  );

  app.get(
    "/api/v1/client_session/bookings/:id",
    {
      schema: {
        tags,
        summary: "Opens one of her bookings' private page: answers 303 to it, with a fresh private link",
        description: "`?to=questionnaire` opens it at the questionnaire. Needs the session cookie (401); a booking not hers answers 404.",
        params: idParam,
        querystring: z.object({ to: z.enum(["questionnaire"]).optional() }),
      },
    },
    async (req, reply) => {
      const c = await signedIn(req.headers.cookie);
      const row = await app.repos.bookings.find(req.params.id);
      if (!row || row.client_id !== c.id) throw new ApiError(404, "booking_not_found");
      const { token, hash } = newToken();
      await app.repos.bookings.addManageLink(app.db, row.id, hash);
      return reply.redirect(
        `${app.config.PUBLIC_URL.replace(/\/$/, "")}/manage-booking/${token}?lang=${row.language}${req.query.to ? "#questionnaire" : ""}`,
        303,
      );
    },
  );

  const declineQuery = z.object({ client: z.string().max(20).optional(), token: z.string().max(100).optional() });
  const declinePage = async (clientId: number | null, lang: ReturnType<typeof requestLanguage>) => ({
    lang,
    title: FOLLOW_UP_TEXTS.decline_title[lang],
    paragraphs: [clientId === null ? FOLLOW_UP_TEXTS.invalid[lang] : FOLLOW_UP_TEXTS.decline_question[lang]],
    ...(clientId === null ? {} : { form: { name: "decline", value: "1", label: FOLLOW_UP_TEXTS.decline_button[lang] } }),
  });
  const langOf = async (clientId: number | null, fallback: ReturnType<typeof requestLanguage>) =>
    clientId === null ? fallback : pickLanguage((await clients.find(clientId))?.language ?? fallback);

  app.get(
    "/clients/follow_up/decline",
    {
      schema: {
        tags,
        summary: "The link in the follow-up mail: a page (in her language) that asks before stopping the reminders",
        querystring: declineQuery,
      },
    },
    async (req, reply) => {
      const id = await follow.checkDecline(req.query.client, req.query.token);
      return sendSimplePage(reply, id === null ? 404 : 200, await declinePage(id, await langOf(id, requestLanguage(req))));
    },
  );

  app.post(
    "/clients/follow_up/decline",
    {
      schema: { tags, summary: "Stop the follow-up reminders (the page's button); answers a page saying so", querystring: declineQuery },
    },
    async (req, reply) => {
      const id = await follow.checkDecline(req.query.client, req.query.token);
      const lang = await langOf(id, requestLanguage(req));
      if (id === null || !(await follow.decline(id))) return sendSimplePage(reply, 404, await declinePage(null, lang));
      return sendSimplePage(reply, 200, { lang, title: FOLLOW_UP_TEXTS.decline_title[lang], paragraphs: [FOLLOW_UP_TEXTS.declined[lang]] });
    },
  );

  app.get(
    "/api/admin/follow_up_intervals",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Each plan's follow-up interval in weeks (plans without one are not listed)",
        response: { 200: z.array(z.object({ service_plan_id: z.number(), weeks: z.number() })) },
      },
    },
    async () => follow.intervals(),
  );

  app.put(
    "/api/admin/follow_up_intervals/:id",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Set a plan's follow-up interval: weeks 1–52, or null for none",
        description:
          "That long after a session of the plan is marked completed, one mail invites the client to book the follow-up with the plan chosen, unless she booked again or declined the reminders.",
        params: idParam,
        body: z.object({ weeks: z.number().int("invalid_integer").min(1, "invalid").max(52, "invalid").nullable() }),
        response: { 200: z.object({ service_plan_id: z.number(), weeks: z.number().nullable() }) },
      },
    },
    async (req) => {
      if (!(await follow.setInterval(req.params.id, req.body.weeks))) throw new ApiError(404, "service_plan_not_found");
      return { service_plan_id: req.params.id, weeks: req.body.weeks };
    },
  );

  app.get(
    "/api/v1/client_session/documents/:id",
    {
      schema: {
        tags,
        summary: "Download one of her documents: answers 303 to a fresh one-time link",
        description: "Needs the session cookie (401); a document not hers answers 404.",
        params: idParam,
      },
    },
    async (req, reply) => {
      const c = await signedIn(req.headers.cookie);
      const url = await documents.linkFor(c.id, req.params.id);
      if (!url) throw new ApiError(404, "not_found");
      return reply.redirect(url, 303);
    },
  );
};

export default routes;
