import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply } from "fastify";
import { idParam, positiveId } from "../../core/schemas/common.js";
import {
  COMMENT_MAX,
  journalCommentBody,
  journalEntryOut,
  journalFields,
  measurementBody,
  measurementEdit,
  measurementKindBody,
  MEALS,
  NOTE_MAX,
  progressOut,
} from "../../core/schemas/progress.js";
import { ApiError, requestLanguage, validationError } from "../http/errors.js";
import { readForm } from "../http/multipart.js";
import { clientOfSession } from "./me.js";
import { EDIT_HOURS } from "./progress.js";

const tags = ["Clients"];
const langQuery = z.object({ lang: z.string().max(10).optional() });
const SERIES = `Each measurement (\`weight\`, \`waist\`, \`hip\`, \`body_fat\`, then those added for her by id) with its name and unit in \`lang\`, its goal, its entries (oldest first) and its chart as SVG markup drawn on the server (null without entries). Values are stored encrypted; every reading is recorded in her access log.`;
const JOURNAL = `Multipart \`photo\` (JPEG, PNG, WebP or HEIC, 10 MB; re-encoded as WebP without its metadata, stored encrypted), \`meal\` (${MEALS.join(", ")}), \`eaten_at\` (ISO 8601 with its offset, not in the future) and \`note\` (optional, up to ${NOTE_MAX} characters, stored encrypted).`;

/** Her progress and food journal: her side under /api/v1/me (her session), the admin's on her client page. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const progress = app.services.clientProgress;
  const journal = app.services.clientJournal;
  const signedIn = clientOfSession(app);
  const base = app.config.API_BASE_PATH;
  const minePhoto = (entryId: number) => `${base}/api/v1/me/journal/${entryId}/photo`;
  const herPhoto = (clientId: number) => (entryId: number) => `${base}/api/admin/clients/${clientId}/journal/${entryId}/photo`;
  const noStore = (reply: FastifyReply) => reply.header("cache-control", "private, no-store");

  async function journalForm(req: Parameters<typeof readForm>[0]) {
    const { fields, fileList } = await readForm(req);
    const stray = fileList.find((f) => f.field !== "photo");
    if (stray || fileList.length > 1) throw new ApiError(422, "validation_failed", { [stray?.field ?? "photo"]: ["invalid"] });
    const parsed = journalFields.safeParse(fields);
    if (!parsed.success) throw validationError(parsed.error);
    return { photo: fileList[0], fields: parsed.data };
  }

  const sendPhoto = (reply: FastifyReply, data: Buffer) =>
    noStore(reply)
      .header("content-type", "image/webp")
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'; sandbox")
      .send(data);

  // ---- her side -----------------------------------------------------------------------------

  app.get(
    "/api/v1/me/measurements",
    {
      schema: {
        tags,
        summary: "Her measurements, goals and charts",
        description: `Needs her session cookie (401 without). ${SERIES} With \`hide_numbers\` set for her, weight and body fat are left out altogether.`,
        querystring: langQuery,
        response: { 200: progressOut },
      },
    },
    async (req, reply) => {
      noStore(reply);
      const c = await signedIn(req);
      return progress.series(c.id, "client", "client", requestLanguage(req));
    },
  );

  app.post(
    "/api/v1/me/measurements",
    {
      schema: {
        tags,
        summary: "She notes a measurement",
        description:
          "JSON `{kind, value, date}`: kind `weight`, `waist`, `hip`, `body_fat` or the id of one added for her; value a positive number; date YYYY-MM-DD, not in the future. Needs her session cookie. Answers her measurements as GET does.",
        querystring: langQuery,
        body: measurementBody,
        response: { 201: progressOut },
      },
    },
    async (req, reply) => {
      const c = await signedIn(req);
      await progress.add(c.id, "client", req.body);
      return noStore(reply)
        .status(201)
        .send(await progress.series(c.id, "client", "client", requestLanguage(req)));
    },
  );

  app.put(
    "/api/v1/me/measurements/:id",
    {
      schema: {
        tags,
        summary: "She changes her last entry",
        description: `JSON \`{value, date}\`. Only her latest entry, within ${EDIT_HOURS} hours of making it; any other answers 409.`,
        params: idParam,
        querystring: langQuery,
        body: measurementEdit,
        response: { 200: progressOut },
      },
    },
    async (req, reply) => {
      const c = await signedIn(req);
      await progress.edit(c.id, req.params.id, req.body);
      return noStore(reply).send(await progress.series(c.id, "client", "client", requestLanguage(req)));
    },
  );

  app.get(
    "/api/v1/me/journal",
    {
      schema: {
        tags,
        summary: "Her food photo journal, the latest meal first, with the nutritionist's comments",
        description: "Needs her session cookie. Notes and comments are stored encrypted; the reading is recorded in her access log.",
        response: { 200: z.array(journalEntryOut) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      const c = await signedIn(req);
      return journal.list(c.id, "client", minePhoto);
    },
  );

  app.post(
    "/api/v1/me/journal",
    { schema: { tags, summary: "She adds a photo of a meal", description: `${JOURNAL} Needs her session cookie.`, response: { 201: journalEntryOut } } },
    async (req, reply) => {
      const c = await signedIn(req);
      const { photo, fields } = await journalForm(req);
      return reply.status(201).send(await journal.add(c.id, photo, fields, minePhoto));
    },
  );

  app.get(
    "/api/v1/me/journal/:id/photo",
    {
      schema: {
        tags,
        summary: "The photo of one of her meals (WebP)",
        description: "Needs her session cookie; one not hers answers 404. Logged.",
        params: idParam,
      },
    },
    async (req, reply) => {
      const c = await signedIn(req);
      const data = await journal.photo(c.id, req.params.id, "client");
      if (!data) throw new ApiError(404, "not_found");
      return sendPhoto(reply, data);
    },
  );

  // ---- the admin's side ----------------------------------------------------------------------

  app.get(
    "/api/admin/clients/:id/measurements",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Her measurements, goals and charts",
        description: SERIES,
        params: idParam,
        querystring: langQuery,
        response: { 200: progressOut },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return progress.series(req.params.id, "practice", req.admin!.email, requestLanguage(req));
    },
  );

  app.post(
    "/api/admin/clients/:id/measurements",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "The nutritionist notes a measurement of hers (in a session)",
        description: "JSON `{kind, value, date}` as her own. Answers her measurements as GET does.",
        params: idParam,
        querystring: langQuery,
        body: measurementBody,
        response: { 201: progressOut },
      },
    },
    async (req, reply) => {
      await progress.add(req.params.id, "practice", req.body);
      return noStore(reply)
        .status(201)
        .send(await progress.series(req.params.id, "practice", req.admin!.email, requestLanguage(req)));
    },
  );

  app.post(
    "/api/admin/clients/:id/measurement_kinds",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "A measurement of her own beside the standard ones",
        description: "JSON `{name, unit}` (stored encrypted); its id is then a `kind` for her measurements and goals.",
        params: idParam,
        querystring: langQuery,
        body: measurementKindBody,
        response: { 201: progressOut },
      },
    },
    async (req, reply) => {
      await progress.addKind(req.params.id, req.body.name, req.body.unit);
      return noStore(reply)
        .status(201)
        .send(await progress.series(req.params.id, "practice", req.admin!.email, requestLanguage(req)));
    },
  );

  app.get(
    "/api/admin/clients/:id/journal",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Her food photo journal, the latest meal first, with comments",
        description: "Photos are fetched with the admin's token. The reading is recorded in her access log.",
        params: idParam,
        response: { 200: z.array(journalEntryOut) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      if (!(await app.repos.clients.find(req.params.id))) throw new ApiError(404, "client_not_found");
      return journal.list(req.params.id, req.admin!.email, herPhoto(req.params.id));
    },
  );

  app.post(
    "/api/admin/clients/:id/journal",
    {
      config: { admin: true },
      schema: { tags, summary: "A photo of her meal, added for her", description: JOURNAL, params: idParam, response: { 201: journalEntryOut } },
    },
    async (req, reply) => {
      if (!(await app.repos.clients.find(req.params.id))) throw new ApiError(404, "client_not_found");
      const { photo, fields } = await journalForm(req);
      return reply.status(201).send(await journal.add(req.params.id, photo, fields, herPhoto(req.params.id)));
    },
  );

  app.get(
    "/api/admin/clients/:id/journal/:entry_id/photo",
    { config: { admin: true }, schema: { tags, summary: "The photo of one of her meals (WebP)", params: z.object({ id: positiveId, entry_id: positiveId }) } },
    async (req, reply) => {
      const data = await journal.photo(req.params.id, req.params.entry_id, req.admin!.email);
      if (!data) throw new ApiError(404, "not_found");
      return sendPhoto(reply, data);
    },
  );

  app.post(
    "/api/admin/clients/:id/journal/:entry_id/comment",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "The nutritionist comments one of her meals; she reads it on her page",
        description: `JSON \`{body}\`, up to ${COMMENT_MAX} characters (stored encrypted). Answers the entry with its comments.`,
        params: z.object({ id: positiveId, entry_id: positiveId }),
        body: journalCommentBody,
        response: { 201: journalEntryOut },
      },
    },
    async (req, reply) => reply.status(201).send(await journal.comment(req.params.id, req.params.entry_id, req.body.body, herPhoto(req.params.id))),
  );
};

export default routes;
