import { z } from "zod";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiMessage } from "../../core/i18n/api-messages.js";
import { isLanguage, pickLanguage, type Language } from "../../core/languages.js";
import { idParam } from "../../core/schemas/common.js";
import { SUBSCRIBER_STATUSES, subscribeBody, subscribeOut, subscriberAdminOut } from "../../core/schemas/subscriber.js";
import { ApiError, errorBody, requestLanguage } from "../http/errors.js";
import { sendSimplePage, wantsHtml } from "../http/html-page.js";
import { practiceMailContext } from "../practice/practice-mail.js";
import { confirmationMail, confirmUrl, unsubscribeUrl, welcomeMail } from "./mails.js";
import { confirmOutcomePage, confirmSubscriptionPage, confirmUnsubscribePage, unsubscribeOutcomePage } from "./unsubscribe-page.js";
import { toCsv } from "./csv.js";

const tags = ["Subscribers"];
const tokenQuery = z.object({ token: z.string().max(200).optional() });
const messageOut = z.object({ message: z.string() });
const errorOut = z.object({ error: z.string(), message: z.string(), errors: z.record(z.string(), z.array(z.string())) });

/** A language named in the body wins over the request's (query, X-Language, Accept-Language). */
function languageOf(req: FastifyRequest, named: unknown): Language {
  return isLanguage(named) || named === "el" ? pickLanguage(named) : requestLanguage(req);
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const subscribers = app.repos.subscribers;
  const { PUBLIC_URL, API_BASE_PATH } = app.config;

  // RFC 8058 one-click unsubscribes POST "List-Unsubscribe=One-Click" as a form; the body is
  // not needed (the token is in the URL), only accepted.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post(
    "/api/v1/subscribers",
    {
      // A bad body answers the newsletter's own message, not the generic one.
      attachValidation: true,
      schema: {
        tags,
        summary:
          "Subscribe to the newsletter. An address already on the list gets exactly the answer a new one gets (no id or date, which would tell who is subscribed and how long the list is); it stores one row and sends one mail: the confirmation (double opt-in). Only a confirmed address receives newsletters; an unconfirmed one is deleted after 7 days.",
        body: subscribeBody,
        response: { 201: z.object({ message: z.string(), subscriber: subscribeOut }), 422: errorOut },
      },
    },
    async (req, reply) => {
      const raw = req.body as { subscriber?: { language?: unknown }; language?: unknown } | undefined;
      const lang = languageOf(req, raw?.subscriber?.language ?? raw?.language);
      if (req.validationError) {
        return reply.status(422).send(errorBody(lang, "invalid_email", { email: ["invalid_email"] }));
      }
      const { email } = req.body.subscriber;
      // Signed with the practice's name, and answered to her one address (its identity).
      const from = await practiceMailContext(app.repos, app.config);
      // The confirmation mail is queued in the subscription's transaction; the outbox delivers it.
      await app.mails.queueing((queue) =>
        subscribers.subscribe(email, lang, (trx, row) => {
          const mail = confirmationMail({
            lang,
            email,
            confirmUrl: confirmUrl(PUBLIC_URL, row.confirm_token!, lang),
            unsubscribeUrl: unsubscribeUrl(PUBLIC_URL, API_BASE_PATH, row.unsubscribe_token),
            practice: from.practice,
            signature: from.signature,
          });
          return queue(trx, [{ kind: "newsletter_confirmation", mail: { to: email, replyTo: from.nutritionistEmail, ...mail } }]);
        }),
      );
      // The same answer either way: only what the visitor sent is echoed.
      return reply.status(201).send({ message: apiMessage("subscribed", lang), subscriber: { email } });
    },
  );

  app.get(
    "/api/v1/subscribers/confirm",
    {
      schema: {
        tags,
        summary:
          "A pending sign-up's confirmation: a browser gets a page in the sign-up language with one button, which POSTs to the same address; other clients (the site's confirmation page) get `{email, language, confirmed}`. GET and HEAD change nothing (mail scanners follow links). A link already used answers `confirmed: true` (a browser: a page saying she is already subscribed). 404 for an unknown or expired (7 days) token, or once she has unsubscribed.",
        querystring: tokenQuery,
      },
    },
    async (req, reply) => {
      const found = req.query.token ? await subscribers.findByConfirmToken(req.query.token) : undefined;
      const confirmed = found?.confirmed_at != null;
      if (!wantsHtml(req)) {
        if (!found) throw new ApiError(404, "confirm_link_invalid");
        return { email: found.email, language: pickLanguage(found.language), confirmed };
      }
      if (!found) return sendSimplePage(reply, 404, confirmOutcomePage(requestLanguage(req), "confirm_link_invalid", PUBLIC_URL));
      if (confirmed) return sendSimplePage(reply, 200, confirmOutcomePage(pickLanguage(found.language), "already_subscribed", PUBLIC_URL));
      return sendSimplePage(reply, 200, confirmSubscriptionPage(pickLanguage(found.language), found.email));
    },
  );

  app.post(
    "/api/v1/subscribers/confirm",
    {
      schema: {
        tags,
        summary:
          "Confirms a sign-up (double opt-in) and sends the welcome mail. A link already used answers 200 saying she is already subscribed, and sends nothing again. 404 for an unknown or expired token. A browser gets a page, other clients JSON.",
        querystring: tokenQuery,
        response: { 200: messageOut },
      },
    },
    async (req, reply) => {
      const from = await practiceMailContext(app.repos, app.config);
      const row = req.query.token
        ? await app.mails.queueing((queue) =>
            subscribers.confirm(req.query.token!, (trx, r) => {
              const lang = pickLanguage(r.language);
              const url = unsubscribeUrl(PUBLIC_URL, API_BASE_PATH, r.unsubscribe_token);
              const mail = welcomeMail({
                lang,
                email: r.email,
                publicUrl: PUBLIC_URL,
                unsubscribeUrl: url,
                practice: from.practice,
                signature: from.signature,
              });
              return queue(trx, [{ kind: "newsletter_welcome", mail: { to: r.email, replyTo: from.nutritionistEmail, ...mail } }]);
            }),
          )
        : undefined;
      // Not confirmed now: perhaps by this very link before (a second click, a reload).
      const earlier = !row && req.query.token ? await subscribers.findByConfirmToken(req.query.token) : undefined;
      const already = earlier?.confirmed_at != null;
      const lang = languageOf(req, row?.language ?? earlier?.language);
      const outcome = row ? "subscription_confirmed" : already ? "already_subscribed" : "confirm_link_invalid";
      const ok = Boolean(row) || already;
      if (wantsHtml(req)) return sendSimplePage(reply, ok ? 200 : 404, confirmOutcomePage(lang, outcome, PUBLIC_URL));
      if (!ok) throw new ApiError(404, outcome);
      return { message: apiMessage(outcome, lang) };
    },
  );

  app.post(
    "/api/v1/subscribers/unsubscribe",
    {
      schema: {
        tags,
        summary:
          "Unsubscribe: the one-click POST of RFC 8058 (the target of the List-Unsubscribe header) and the button of the confirmation page. Deletes the subscriber; 404 for an unknown or used token. A browser (Accept: text/html) gets the outcome as a page in the subscriber's language, other clients JSON.",
        querystring: tokenQuery,
        response: { 200: messageOut },
      },
    },
    async (req, reply) => {
      const gone = req.query.token ? await subscribers.unsubscribe(req.query.token) : undefined;
      const lang = languageOf(req, gone?.language);
      if (wantsHtml(req))
        return sendSimplePage(reply, gone ? 200 : 404, unsubscribeOutcomePage(lang, gone ? "unsubscribed" : "unsubscribe_link_invalid", PUBLIC_URL));
      if (!gone) throw new ApiError(404, "unsubscribe_link_invalid");
      return { message: apiMessage("unsubscribed", lang) };
    },
  );

  app.get(
    "/api/v1/subscribers/unsubscribe",
    {
      schema: {
        tags,
        summary:
          "The unsubscribe link of the mails: a page in the subscriber's language asking to confirm with a button, which POSTs to the same address. GET and HEAD change nothing (mail scanners follow links). 404 page for an unknown or used token.",
        querystring: tokenQuery,
      },
    },
    async (req, reply) => {
      const found = req.query.token ? await subscribers.findByUnsubscribeToken(req.query.token) : undefined;
      if (!found) return sendSimplePage(reply, 404, unsubscribeOutcomePage(requestLanguage(req), "unsubscribe_link_invalid", PUBLIC_URL));
      return sendSimplePage(reply, 200, confirmUnsubscribePage(pickLanguage(found.language), found.email, PUBLIC_URL));
    },
  );

  app.get(
    "/api/v1/subscribers",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "All subscribers, newest first, each with its status (pending, confirmed, bounced); `status` keeps one of them",
        querystring: z.object({ status: z.enum(SUBSCRIBER_STATUSES).optional() }),
        response: { 200: z.array(subscriberAdminOut) },
      },
    },
    async (req) => subscribers.list(req.query.status),
  );

  app.get(
    "/api/v1/subscribers.csv",
    {
      config: { admin: true },
      schema: { tags, summary: "All subscribers as CSV (UTF-8), newest first. Cells that a spreadsheet would run as a formula are neutralised." },
    },
    async (_req, reply) => {
      const rows = await subscribers.list();
      const csv = toCsv(
        ["id", "email", "language", "created_at", "status"],
        rows.map((r) => [r.id, r.email, r.language, r.created_at, r.status]),
      );
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`)
        .header("cache-control", "private, no-store")
        .send(csv);
    },
  );

  app.delete(
    "/api/v1/subscribers/:id",
    {
      config: { admin: true },
      schema: { tags, summary: "Erase a subscriber (GDPR). Answers 204 with no body.", params: idParam },
    },
    async (req, reply) => {
      if (!(await subscribers.remove(req.params.id))) throw new ApiError(404, "subscriber_not_found");
      return reply.status(204).send();
    },
  );
};

export default routes;
