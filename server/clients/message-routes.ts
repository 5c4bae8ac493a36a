import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply } from "fastify";
import { idParam, positiveId } from "../../core/schemas/common.js";
import { conversationOut, messageOut, threadOut } from "../../core/schemas/messages.js";
import { ApiError } from "../http/errors.js";
import { readForm } from "../http/multipart.js";
import { MAX_ATTACHMENTS, MESSAGE_MAX, NOTICE_MINUTES } from "./messages.js";
import { clientOfSession } from "./me.js";

const tags = ["Clients"];
const STORED =
  "Messages and attachment names are stored encrypted, the files too (photos re-encoded as WebP without their metadata: EXIF, GPS); every reading is recorded in her access log.";
const POSTING = `Multipart \`body\` and up to ${MAX_ATTACHMENTS} \`attachments\` (photos JPEG, PNG, WebP, GIF, AVIF or HEIC, or PDFs, 10 MB each), or JSON \`{body}\`; the body up to ${MESSAGE_MAX} characters, empty only with an attachment. The other side gets a mail notice without the message, at most one per conversation every ${NOTICE_MINUTES} minutes.`;

/** Her conversation with the practice: her side under /api/v1/me (her session), the admin's on her client page. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const messages = app.services.clientMessages;
  const signedIn = clientOfSession(app);
  const base = app.config.API_BASE_PATH;
  const mine = (fileId: number) => `${base}/api/v1/me/messages/attachments/${fileId}`;
  const hers = (clientId: number) => (fileId: number) => `${base}/api/admin/clients/${clientId}/messages/attachments/${fileId}`;

  async function bodyAndFiles(req: Parameters<typeof readForm>[0]) {
    const { fields, fileList } = await readForm(req);
    const body = fields.body ?? "";
    if (typeof body !== "string") throw new ApiError(422, "validation_failed", { body: ["invalid"] });
    const stray = fileList.find((f) => f.field !== "attachments");
    if (stray) throw new ApiError(422, "validation_failed", { [stray.field]: ["invalid"] });
    return { body, files: fileList };
  }

  const sendFile = (reply: FastifyReply, f: { name: string; type: string; data: Buffer }) =>
    reply
      .header("content-type", f.type)
      .header("content-disposition", `${f.type === "application/pdf" ? "attachment" : "inline"}; filename*=UTF-8''${encodeURIComponent(f.name)}`)
      .header("cache-control", "private, no-store")
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'; sandbox")
      .send(f.data);

  // ---- her side -----------------------------------------------------------------------------

  app.get(
    "/api/v1/me/messages",
    {
      schema: {
        tags,
        summary: "Her conversation with the nutritionist, oldest first; the practice's messages are marked read",
        description: `Needs her session cookie (401 without). \`answer_hours\` is the practice's promised answer time. ${STORED}`,
        response: { 200: threadOut },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "private, no-store");
      const c = await signedIn(req);
      return {
        messages: await messages.thread(c.id, "client", "client", mine),
        answer_hours: await messages.answerHours.get(),
        message_notices: c.message_notices === 1,
      };
    },
  );

  app.post(
    "/api/v1/me/messages",
    {
      schema: { tags, summary: "She writes to the nutritionist", description: `${POSTING} Needs her session cookie. ${STORED}`, response: { 201: messageOut } },
    },
    async (req, reply) => {
      const c = await signedIn(req);
      const { body, files } = await bodyAndFiles(req);
      return reply.status(201).send(await messages.post(c.id, "client", body, files, mine));
    },
  );

  app.get(
    "/api/v1/me/messages/attachments/:id",
    {
      schema: {
        tags,
        summary: "One attachment of her conversation (a photo shown, a PDF downloaded)",
        description: "Needs her session cookie; one not of her conversation answers 404.",
        params: idParam,
      },
    },
    async (req, reply) => {
      const c = await signedIn(req);
      const f = await messages.file(c.id, req.params.id, "client");
      if (!f) throw new ApiError(404, "not_found");
      return sendFile(reply, f);
    },
  );

  app.put(
    "/api/v1/me/message_notices",
    {
      schema: {
        tags,
        summary: "She turns the mail notices of new messages on or off",
        body: z.object({ message_notices: z.boolean() }),
        response: { 200: z.object({ message_notices: z.boolean() }) },
      },
    },
    async (req) => {
      const c = await signedIn(req);
      await app.db
        .updateTable("clients")
        .set({ message_notices: req.body.message_notices ? 1 : 0 })
        .where("id", "=", c.id)
        .execute();
      return { message_notices: req.body.message_notices };
    },
  );

  // ---- the admin's side ----------------------------------------------------------------------

  const requireClient = async (id: number) => {
    if (!(await app.repos.clients.find(id))) throw new ApiError(404, "client_not_found");
  };

  app.get(
    "/api/admin/clients/:id/messages",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Her conversation, oldest first; her messages are marked read",
        description: STORED,
        params: idParam,
        response: { 200: threadOut },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "private, no-store");
      await requireClient(req.params.id);
      const c = (await app.repos.clients.find(req.params.id))!;
      return {
        messages: await messages.thread(c.id, "practice", req.admin!.email, hers(c.id)),
        answer_hours: await messages.answerHours.get(),
        message_notices: c.message_notices === 1,
      };
    },
  );

  app.post(
    "/api/admin/clients/:id/messages",
    {
      config: { admin: true },
      schema: { tags, summary: "The nutritionist answers her", description: `${POSTING} ${STORED}`, params: idParam, response: { 201: messageOut } },
    },
    async (req, reply) => {
      await requireClient(req.params.id);
      const { body, files } = await bodyAndFiles(req);
      return reply.status(201).send(await messages.post(req.params.id, "practice", body, files, hers(req.params.id)));
    },
  );

  app.get(
    "/api/admin/clients/:id/messages/attachments/:file_id",
    { config: { admin: true }, schema: { tags, summary: "One attachment of her conversation", params: z.object({ id: positiveId, file_id: positiveId }) } },
    async (req, reply) => {
      const f = await messages.file(req.params.id, req.params.file_id, req.admin!.email);
      if (!f) throw new ApiError(404, "not_found");
      return sendFile(reply, f);
    },
  );

  app.get(
    "/api/admin/conversations",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Conversations with unread messages or waiting for an answer: those waiting longer than the promised answer time first",
        response: { 200: z.array(conversationOut) },
      },
    },
    async () => messages.conversations(),
  );
};

export default routes;
