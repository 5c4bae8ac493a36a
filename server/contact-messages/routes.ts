import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiMessage } from "../../core/i18n/api-messages.js";
import { isLanguage, pickLanguage } from "../../core/languages.js";
import { idParam } from "../../core/schemas/common.js";
import { contactMessageBody, contactMessageOut, contactMessageUpdate } from "../../core/schemas/contact-message.js";
import { ApiError, requestLanguage } from "../http/errors.js";
import { contactNotice } from "./mails.js";
import { contactNoticeKey } from "./repository.js";
import { practiceMailContext } from "../practice/practice-mail.js";

const tags = ["Contact messages"];

const routes: FastifyPluginAsyncZod = async (app) => {
  const messages = app.repos.contactMessages;
  const { PUBLIC_URL } = app.config;

  app.post(
    "/api/v1/contact_messages",
    {
      schema: {
        tags,
        summary: "Send a message to the nutritionist. It is stored with its mail to her (Reply-To the sender) in one transaction; the mail outbox delivers it.",
        body: contactMessageBody,
        response: { 201: z.object({ message: z.string() }) },
      },
    },
    async (req, reply) => {
      const { language, ...input } = req.body.contact_message;
      const lang = isLanguage(language) || language === "el" ? pickLanguage(language) : requestLanguage(req);
      // To her one address (the practice's identity), read before the transaction.
      const from = await practiceMailContext(app.repos, app.config);
      // Stored with its notice in one transaction; the outbox sends the notice (never lost).
      await app.mails.queueing((queue) =>
        messages.create(input, (trx, saved) =>
          queue(trx, [
            {
              kind: "contact_notice",
              // Names the message the notice is about: erasing the sender's data finds it by this
              // (its subject names her, and its body is gone once sent).
              dedupeKey: contactNoticeKey(saved.id),
              mail: contactNotice(from, saved, PUBLIC_URL),
            },
          ]),
        ),
      );
      return reply.status(201).send({ message: apiMessage("contact_sent", lang) });
    },
  );

  app.get(
    "/api/v1/contact_messages",
    {
      config: { admin: true },
      schema: { tags, summary: "The message inbox, newest first, with a read flag", response: { 200: z.array(contactMessageOut) } },
    },
    async () => messages.list(),
  );

  app.patch(
    "/api/v1/contact_messages/:id",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Mark a message read or unread: {read: true|false} (also accepted inside contact_message)",
        params: idParam,
        body: contactMessageUpdate,
        response: { 200: contactMessageOut },
      },
    },
    async (req) => {
      const updated = await messages.setRead(req.params.id, req.body.read);
      if (!updated) throw new ApiError(404, "contact_message_not_found");
      return updated;
    },
  );

  app.delete(
    "/api/v1/contact_messages/:id",
    {
      config: { admin: true },
      schema: { tags, summary: "Delete a message. Answers 204 with no body.", params: idParam },
    },
    async (req, reply) => {
      if (!(await messages.remove(req.params.id))) throw new ApiError(404, "contact_message_not_found");
      return reply.status(204).send();
    },
  );
};

export default routes;
