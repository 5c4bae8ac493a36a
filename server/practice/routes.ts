import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { practiceSettingsBody, practiceSettingsOut } from "../../core/schemas/practice.js";

const tags = ["Practice"];

/**
 * The practice's settings, one admin resource read by payments and mails (DESIGN: practice
 * settings), at `{API_BASE_PATH}/api/admin/practice` like the spec's `/api/admin/download_tokens`.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const instructions = app.repos.paymentInstructions;

  app.get(
    "/api/admin/practice",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "The practice's settings: payment instructions",
        description:
          "`payment_instructions`: how to pay when a booking cannot be paid online (no STRIPE_SECRET_KEY and no Payment Link on the plan), per language (en, es, gr): a bank transfer with IBAN, a Bizum number, or any text. The booking summary, the mails and the private page show them; empty, they say whom to write to.",
        response: { 200: practiceSettingsOut },
      },
    },
    async () => ({ payment_instructions: await instructions.get() }),
  );

  app.put(
    "/api/admin/practice",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Change the practice's settings; languages not sent keep their text",
        description: "Each language's instructions: up to 2,000 characters, several lines allowed; an empty text removes them.",
        body: practiceSettingsBody,
        response: { 200: practiceSettingsOut },
      },
    },
    async (req) => ({ payment_instructions: await instructions.set(req.body.payment_instructions) }),
  );
};

export default routes;
