import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam } from "../../core/schemas/common.js";
import { outboxDeliveryOut, outboxMailOut } from "../../core/schemas/outbox.js";
import { ApiError } from "../http/errors.js";

const tags = ["Mail outbox"];

const routes: FastifyPluginAsyncZod = async (app) => {
  const outbox = app.repos.outbox;

  app.get(
    "/admin/outbox",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Mails not yet delivered: pending (being tried again) and failed (given up), oldest first, without their bodies",
        description:
          "Every mail of the site is queued in the outbox with the change that causes it and sent by a worker, tried again with a doubling wait (30 s up to 1 h) for about 24 h. A 5xx answer from the mail server fails at once.",
        response: { 200: z.array(outboxMailOut) },
      },
    },
    async () => outbox.listOpen(),
  );

  app.get(
    "/admin/outbox/delivery",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Whether a mail server is set; without one, how many mails were written to files instead of sent",
        description: "With no SMTP_URL every mail leaves the outbox as an .eml file in the data folder: the outbox empties, yet nobody received anything.",
        response: { 200: outboxDeliveryOut },
      },
    },
    async () => ({ mail_server: !app.mailer.files, written_to_files: app.mailer.files ? await app.mailer.files.count() : 0 }),
  );

  app.post(
    "/admin/outbox/:id/retry",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Try a pending or failed mail again now, with a fresh 24 h of retries",
        description: "A mail already sent answers 409; it is never sent twice.",
        params: idParam,
        response: { 200: outboxMailOut },
      },
    },
    async (req) => {
      const row = await outbox.find(req.params.id);
      if (!row) throw new ApiError(404, "outbox_mail_not_found");
      if (!(await outbox.retry(row.id))) throw new ApiError(409, "outbox_mail_sent");
      app.outboxWorker.kick();
      return (await outbox.listOpen({ id: row.id }))[0]!;
    },
  );
};

export default routes;
