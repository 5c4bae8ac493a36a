import { z } from "zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiMessage } from "../../core/i18n/api-messages.js";
import { LANGUAGES, isLanguage, pickLanguage, type Language } from "../../core/languages.js";
import { idParam } from "../../core/schemas/common.js";
import { subscribeBody, subscriberAdminOut, subscriberOut } from "../../core/schemas/subscriber.js";
import { ApiError, errorBody, requestLanguage } from "../http/errors.js";
import { sendMailSafely } from "../mail/compose.js";
import { unsubscribePage, unsubscribeUrl, welcomeMail } from "./mails.js";
import { toCsv } from "./csv.js";

const tags = ["Subscribers"];
const tokenQuery = z.object({ token: z.string().max(200).optional() });
const messageOut = z.object({ message: z.string() });
const errorOut = z.object({ error: z.string(), message: z.string(), errors: z.record(z.string(), z.array(z.string())) });

/** A language named in the body wins over the request's (query, X-Language, Accept-Language). */
function languageOf(req: FastifyRequest, named: unknown): Language {
  return isLanguage(named) || named === "el" ? pickLanguage(named) : requestLanguage(req);
}

const allLanguages = (key: string) => Object.fromEntries(LANGUAGES.map((l) => [l, apiMessage(key, l)])) as Record<Language, string>;

const routes: FastifyPluginAsyncZod = async (app) => {
  const subscribers = app.repos.subscribers;
  const { PUBLIC_URL, API_BASE_PATH, NUTRITIONIST_EMAIL } = app.config;

  // RFC 8058 one-click unsubscribes POST "List-Unsubscribe=One-Click" as a form; the body is
  // not needed (the token is in the URL), only accepted.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post("/api/v1/subscribers", {
    // A bad body answers the newsletter's own message, not the generic one.
    attachValidation: true,
    schema: {
      tags,
      summary: "Subscribe to the newsletter. Subscribing an address twice answers the same success, stores one row and sends one welcome mail.",
      body: subscribeBody,
      response: { 201: z.object({ message: z.string(), subscriber: subscriberOut }), 422: errorOut },
    },
  }, async (req, reply) => {
    const raw = req.body as { subscriber?: { language?: unknown }; language?: unknown } | undefined;
    const lang = languageOf(req, raw?.subscriber?.language ?? raw?.language);
    if (req.validationError) {
      return reply.status(422).send(errorBody(lang, "invalid_email", { email: ["invalid_email"] }));
    }
    const { email } = req.body.subscriber;
    // Stored first: a mail failure must never lose the subscription.
    const { subscriber, unsubscribeToken, created } = await subscribers.subscribe(email, lang);
    if (created) {
      const url = unsubscribeUrl(PUBLIC_URL, API_BASE_PATH, unsubscribeToken);
      void sendMailSafely(app, { to: email, replyTo: NUTRITIONIST_EMAIL, ...welcomeMail({ lang, email, publicUrl: PUBLIC_URL, unsubscribeUrl: url }) }, "newsletter welcome");
    }
    const { id, created_at } = subscriber;
    return reply.status(201).send({ message: apiMessage("subscribed", lang), subscriber: { id, email: subscriber.email, created_at } });
  });

  app.post("/api/v1/subscribers/unsubscribe", {
    schema: {
      tags,
      summary: "One-click unsubscribe (RFC 8058), the target of the List-Unsubscribe header. Deletes the subscriber; 404 for an unknown or used token.",
      querystring: tokenQuery,
      response: { 200: messageOut },
    },
  }, async (req) => {
    const gone = req.query.token ? await subscribers.unsubscribe(req.query.token) : undefined;
    if (!gone) throw new ApiError(404, "unsubscribe_link_invalid");
    return { message: apiMessage("unsubscribed", languageOf(req, gone.language)) };
  });

  app.get("/api/v1/subscribers/unsubscribe", {
    schema: {
      tags,
      summary: "The unsubscribe link of the mails: deletes the subscriber and answers a small HTML page in en, es and gr (404 page for an unknown or used token).",
      querystring: tokenQuery,
    },
  }, async (req, reply) => {
    const gone = req.query.token ? await subscribers.unsubscribe(req.query.token) : undefined;
    return htmlPage(reply, gone ? 200 : 404, unsubscribePage(PUBLIC_URL, allLanguages(gone ? "unsubscribed" : "unsubscribe_link_invalid")));
  });

  app.get("/api/v1/subscribers", {
    config: { admin: true },
    schema: { tags, summary: "All subscribers, newest first", response: { 200: z.array(subscriberAdminOut) } },
  }, async () => subscribers.list());

  app.get("/api/v1/subscribers.csv", {
    config: { admin: true },
    schema: { tags, summary: "All subscribers as CSV (UTF-8), newest first. Cells that a spreadsheet would run as a formula are neutralised." },
  }, async (_req, reply) => {
    const rows = await subscribers.list();
    const csv = toCsv(["id", "email", "language", "created_at"], rows.map((r) => [r.id, r.email, r.language, r.created_at]));
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`)
      .header("cache-control", "private, no-store")
      .send(csv);
  });

  app.delete("/api/v1/subscribers/:id", {
    config: { admin: true },
    schema: { tags, summary: "Erase a subscriber (GDPR). Answers 204 with no body.", params: idParam },
  }, async (req, reply) => {
    if (!(await subscribers.remove(req.params.id))) throw new ApiError(404, "subscriber_not_found");
    return reply.status(204).send();
  });
};

function htmlPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
    .send(html);
}

export default routes;
