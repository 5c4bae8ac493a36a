import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { erasureCounts, personalDataBody, personalDataExport } from "../../core/schemas/personal-data.js";
import { personalDataRepository } from "./repository.js";

const tags = ["Personal data"];

// POST with the address in the body: an email in a URL would reach logs and histories.
const routes: FastifyPluginAsyncZod = async (app) => {
  const data = personalDataRepository(app.db, app.repos.outbox);
  const changed = () => {
    for (const resource of ["bookings", "subscribers", "contact_messages"]) app.events.emit("content-changed", resource);
  };

  app.post(
    "/api/admin/personal_data/export",
    {
      config: { admin: true },
      schema: {
        tags,
        summary:
          "Everything held about one email address, as JSON: newsletter subscriptions, bookings (with their history), contact messages and mails. Changes nothing.",
        body: personalDataBody,
        response: { 200: personalDataExport },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "private, no-store");
      return data.exportFor(req.body.email);
    },
  );

  app.post(
    "/api/admin/personal_data/erase",
    {
      config: { admin: true },
      schema: {
        tags,
        summary:
          "Erase one email address's data (GDPR art. 17), in one transaction: subscriptions and contact messages are deleted; bookings keep date, time, plan, price and status for the accounts but lose name, email, phone and message, and one still to come is cancelled first. Answers the export taken just before, and what was erased.",
        body: personalDataBody,
        response: { 200: z.object({ export: personalDataExport, erased: erasureCounts }) },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "private, no-store");
      const result = await data.erase(req.body.email);
      changed();
      return result;
    },
  );
};

export default routes;
