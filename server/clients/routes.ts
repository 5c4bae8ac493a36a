import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam, positiveId } from "../../core/schemas/common.js";
import { bookingClientOut, clientDetailsOut, intakeBody, intakeOut, noteBody, noteEditBody, noteOut } from "../../core/schemas/client.js";
import { INTAKE_QUESTION_IDS } from "../../core/intake-questions.js";
import { MAIL_LINK_DAYS } from "./documents.js";
import { withConversations } from "./messages.js";
import { clientListOut } from "../../core/schemas/messages.js";
import { readForm } from "../http/multipart.js";
import { looksLikePdf } from "../downloads/pdf-library.js";
import { ApiError, requestLanguage } from "../http/errors.js";
import { sendSimplePage, wantsHtml } from "../http/html-page.js";
import { downloadLinkPage } from "../downloads/link-pages.js";
import { documentOut } from "../../core/schemas/client.js";
import { readCookie } from "../security/device-cookie.js";
import { CLIENT_COOKIE } from "./client-session.js";

const tags = ["Clients"];
const tokenParam = z.object({ token: z.string().max(300) });
const HEALTH =
  "Questionnaire answers and session notes are stored encrypted (AES-256-GCM, key DATA_ENCRYPTION_KEY or a key file in DATA_DIR); every answer that shows them is recorded in the client's access log (who, when, what).";

/** The practice's clients (docs/decisions/030): admin list and page, notes, and her questionnaire. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.clients;
  const documents = app.services.clientDocuments;
  const sessions = app.services.clientSessions;
  /** Her client id when the request carries her session cookie (she proved her address). */
  const signedIn = (cookie: string | undefined) => sessions.verify(readCookie(cookie, CLIENT_COOKIE));
  const messages = app.services.clientMessages;
  const noStore = (reply: { header(k: string, v: string): unknown }) => reply.header("cache-control", "private, no-store");

  app.get(
    "/api/admin/clients",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "The clients, one per email address (without case), sorted by next session",
        description:
          "A client is made by her first booking; her later bookings join her record. `q` finds a part of the name (accents and case ignored), the email or the phone. Those with no session to come follow, latest session first. Those whose messages wait longer than the promised answer time (`overdue`) come before all; `unread_messages` counts her messages not opened yet.",
        querystring: z.object({ q: z.string().max(200).optional() }),
        response: { 200: z.array(clientListOut) },
      },
    },
    async (req) => withConversations(await service.list(req.query.q ?? ""), await messages.conversations()),
  );

  app.get(
    "/api/admin/clients/:id",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "A client's page: contact, bookings with payment, questionnaire, notes, messages, consents and the access log",
        description: HEALTH,
        params: idParam,
        response: { 200: clientDetailsOut },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return { ...(await service.details(req.params.id, req.admin!.email)), documents: await documents.list(req.params.id) };
    },
  );

  app.get(
    "/api/admin/clients/by_booking/:id",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "The client of a booking: her record's id and her questionnaire (null when none)",
        description: HEALTH,
        params: idParam,
        response: { 200: bookingClientOut },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return { ...(await service.ofBooking(req.params.id, req.admin!.email)), delivered_plans: await documents.forBooking(req.params.id) };
    },
  );

  app.post(
    "/api/admin/clients/:id/notes",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "A session note (plain text, up to 20,000 characters), for one of her bookings or none",
        description: `A booking of another client answers 422. ${HEALTH}`,
        params: idParam,
        body: noteBody,
        response: { 201: noteOut },
      },
    },
    async (req, reply) => reply.status(201).send(await service.addNote(req.params.id, req.body.booking_id ?? null, req.body.text)),
  );

  app.put(
    "/api/admin/clients/:id/notes/:note_id",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Change a note's text; the text it replaces is kept in the note's history",
        params: z.object({ id: positiveId, note_id: positiveId }),
        body: noteEditBody,
        response: { 200: noteOut },
      },
    },
    async (req) => service.editNote(req.params.id, req.params.note_id, req.body.text),
  );

  app.post(
    "/api/admin/clients/:id/documents",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Deliver a plan: upload a PDF (multipart `file`, `title`, optional `booking_id`) and mail her a private download link",
        description: `The bytes must be a PDF; the title is required (up to 200 characters). The file is stored encrypted. Her mail, in her language, carries a link that works once, for ${MAIL_LINK_DAYS} days; her page (/my-bookings) makes new ones. With \`booking_id\` (one of her bookings) the plan is recorded as delivered for that booking: a refund of it then warns that no refunds are given after a personalised plan is delivered. Answers 201 with the document.`,
        consumes: ["multipart/form-data"],
        params: idParam,
        response: { 201: documentOut },
      },
    },
    async (req, reply) => {
      const { fields, files } = await readForm(req);
      const file = files.file;
      if (!file) throw new ApiError(422, "upload_missing", { file: ["upload_missing"] });
      if (!looksLikePdf(file.data)) throw new ApiError(422, "upload_not_pdf", { file: ["upload_not_pdf"] });
      const title = typeof fields.title === "string" ? fields.title.replace(/[\u0000-\u001f\u007f]/g, " ").trim() : "";
      if (!title) throw new ApiError(422, "validation_failed", { title: ["required"] });
      if (title.length > 200) throw new ApiError(422, "validation_failed", { title: ["too_long"] });
      const rawBooking = typeof fields.booking_id === "string" && fields.booking_id.trim() ? Number(fields.booking_id) : null;
      if (rawBooking !== null && !(Number.isInteger(rawBooking) && rawBooking > 0)) throw new ApiError(422, "validation_failed", { booking_id: ["invalid"] });
      return reply.status(201).send(await documents.deliver(req.params.id, title, rawBooking, file.data));
    },
  );

  app.get(
    "/documents/:token",
    {
      schema: {
        tags,
        summary: "Download a delivered plan with its private link: once per link",
        description:
          "Answers the PDF. A link already used or expired answers 410, an unknown one 403; a browser (Accept: text/html) gets these as a page in its language. Every download is recorded in her access log.",
        params: z.object({ token: z.string().max(300) }),
      },
    },
    async (req, reply) => {
      const got = await documents.download(req.params.token);
      if (typeof got === "string") {
        const [status, problem] = got === "expired" ? ([410, "token_expired"] as const) : ([403, "token_invalid"] as const);
        if (wantsHtml(req)) return sendSimplePage(reply, status, downloadLinkPage(requestLanguage(req), problem, app.config.PUBLIC_URL));
        throw new ApiError(status, problem);
      }
      const filename =
        got.title
          .replace(/[^A-Za-z0-9._ -]+/g, "")
          .trim()
          .replace(/\s+/g, "-") || "plan";
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${filename}.pdf"; filename*=UTF-8''${encodeURIComponent(got.title)}.pdf`)
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .send(got.pdf);
    },
  );

  app.post(
    "/api/admin/clients/:id/pending_details",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Apply (`apply: true`) or dismiss the name and phone a later booking gave",
        description:
          "A booking never changes her record's name or phone by itself: anyone may book with her address. Answers 204; 404 when there are no pending details.",
        params: idParam,
        body: z.object({ apply: z.boolean() }),
      },
    },
    async (req, reply) => {
      await service.settlePendingDetails(req.params.id, req.body.apply);
      return reply.status(204).send();
    },
  );

  // ---- the client's questionnaire, behind her private booking link ---------------------------

  app.get(
    "/bookings/manage/:token/intake",
    {
      schema: {
        tags,
        summary: "The health questionnaire entered through this booking's private link",
        description: `A booking's link opens only the answers entered through that booking: anyone may book with her address. With her session cookie (she signed in with the link sent to her address) a booking with no answers yet shows her latest ones to start from (\`submitted\` false until she sends them for this booking). Every answer that shows answers is recorded in her access log. \`answers\` by question id (${INTAKE_QUESTION_IDS.join(", ")}; the questions and their three languages are in core/intake-questions.ts). \`editable\` until the start of that booking's session. An unknown token answers 404.`,
        params: tokenParam,
        response: { 200: intakeOut },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return service.intakeOf(await app.services.bookings.findByToken(req.params.token), await signedIn(req.headers.cookie));
    },
  );

  app.put(
    "/bookings/manage/:token/intake",
    {
      schema: {
        tags,
        summary: "Save her answers (all of them, each optional, up to 5,000 characters); `submitted: true` sends it to the nutritionist",
        description:
          "Saved as she goes: every call replaces this booking's answers (never those entered through another booking). Once submitted it stays submitted and may still change until the session starts; after that, or for a cancelled booking, 409. An unknown question answers 422.",
        params: tokenParam,
        body: intakeBody,
        response: { 200: intakeOut },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return service.saveIntake(
        await app.services.bookings.findByToken(req.params.token),
        req.body.answers,
        req.body.submitted,
        await signedIn(req.headers.cookie),
      );
    },
  );
};

export default routes;
