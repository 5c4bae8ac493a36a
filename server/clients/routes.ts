import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam, positiveId } from "../../core/schemas/common.js";
import { bookingClientOut, clientDetailsOut, clientSummaryOut, intakeBody, intakeOut, noteBody, noteEditBody, noteOut } from "../../core/schemas/client.js";
import { INTAKE_QUESTION_IDS } from "../../core/intake-questions.js";
import { clientService } from "./service.js";

const tags = ["Clients"];
const tokenParam = z.object({ token: z.string().max(300) });
const HEALTH =
  "Questionnaire answers and session notes are stored encrypted (AES-256-GCM, key DATA_ENCRYPTION_KEY or a key file in DATA_DIR); every answer that shows them is recorded in the client's access log (who, when, what).";

/** The practice's clients (docs/decisions/030): admin list and page, notes, and her questionnaire. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = clientService(app.repos);
  const noStore = (reply: { header(k: string, v: string): unknown }) => reply.header("cache-control", "private, no-store");

  app.get(
    "/api/admin/clients",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "The clients, one per email address (without case), sorted by next session",
        description:
          "A client is made by her first booking; her later bookings join her record. `q` finds a part of the name (accents and case ignored), the email or the phone. Those with no session to come follow, latest session first.",
        querystring: z.object({ q: z.string().max(200).optional() }),
        response: { 200: z.array(clientSummaryOut) },
      },
    },
    async (req) => service.list(req.query.q ?? ""),
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
      return service.details(req.params.id, req.admin!.email);
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
      return service.ofBooking(req.params.id, req.admin!.email);
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

  // ---- the client's questionnaire, behind her private booking link ---------------------------

  app.get(
    "/bookings/manage/:token/intake",
    {
      schema: {
        tags,
        summary: "Her health questionnaire, from the private link of any of her bookings",
        description: `\`answers\` by question id (${INTAKE_QUESTION_IDS.join(", ")}; the questions and their three languages are in core/intake-questions.ts). \`editable\` until the start of that booking's session. An unknown token answers 404.`,
        params: tokenParam,
        response: { 200: intakeOut },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return service.intakeOf(await app.bookings.findByToken(req.params.token));
    },
  );

  app.put(
    "/bookings/manage/:token/intake",
    {
      schema: {
        tags,
        summary: "Save her answers (all of them, each optional, up to 5,000 characters); `submitted: true` sends it to the nutritionist",
        description:
          "Saved as she goes: every call replaces the answers. Once submitted it stays submitted and may still change until the session starts; after that, or for a cancelled booking, 409. An unknown question answers 422.",
        params: tokenParam,
        body: intakeBody,
        response: { 200: intakeOut },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return service.saveIntake(await app.bookings.findByToken(req.params.token), req.body.answers, req.body.submitted);
    },
  );
};

export default routes;
