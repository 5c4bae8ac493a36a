import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { practiceSettingsBody, practiceSettingsOut, publicIdentityOut } from "../../core/schemas/practice.js";
import { fiscalIdentityMissing, identityMissing, publicIdentity, type PracticeIdentity } from "../../core/practice-identity.js";
import { demoSettings } from "./demo-settings.js";

const tags = ["Practice"];

/**
 * The practice's settings, one admin resource read by payments, invoices, mails and the legal
 * pages (DESIGN: practice settings), at `{API_BASE_PATH}/api/admin/practice` like the spec's
 * `/api/admin/download_tokens`. Who runs the practice is also public (LSSI-CE art. 10).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const instructions = app.repos.paymentInstructions;
  const identity = app.repos.practiceIdentity;
  const methods = app.repos.paymentMethods;

  const answerHours = app.services.answerTime;
  const settings = async (who?: PracticeIdentity) => {
    const id = who ?? (await identity.get());
    const texts = await instructions.get();
    const demo = demoSettings(id, texts);
    return {
      payment_instructions: texts,
      payment_methods: await methods.get(),
      answer_hours: await answerHours.get(),
      ...id,
      identity_missing: identityMissing(id),
      fiscal_identity_missing: fiscalIdentityMissing(id),
      demo_settings: demo,
      // A production site never tells a client to pay to the demo's made-up account.
      payment_instructions_hidden: app.config.NODE_ENV === "production" && demo.includes("payment_instructions"),
    };
  };

  app.get(
    "/api/admin/practice",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "The practice's settings: who runs it, invoice series, payment instructions",
        description:
          "The practice's name as the site, mails and documents write it, per language (`name_en`, `name_es`, `name_gr`; an empty one takes another language's). Who runs the practice, as the legal notice (LSSI-CE art. 10) and invoices need it: `legal_name`, `tax_id` (NIF or NIE), `address`, `email`, `phone`, the professional `college` and `registration_number`, the `invoice_series` prefix (default F), the floating chat button's WhatsApp `chat_number` and her social profiles' addresses (`instagram_url`, `tiktok_url`, `linkedin_url`, `youtube_url`, `pinterest_url`, `facebook_url`, `x_url`; empty: no link). Every public page, mail and legal text takes the practice's name and contact details from here; her notices and the mails' Reply-To go to `email` (NUTRITIONIST_EMAIL only while it is empty or the demo's). `demo_settings` names the settings still holding the demo practice's values. `identity_missing` lists what the legal notice still lacks, `fiscal_identity_missing` what invoices lack.\n\n`payment_instructions`: how to pay when a booking cannot be paid online (no STRIPE_SECRET_KEY and no Payment Link on the plan), per language (en, es, gr): a bank transfer with IBAN, a Bizum number, or any text. The booking summary, the mails and the private page show them; empty, they say whom to write to.\n\n`payment_methods`: what Stripe Checkout offers for bookings and bundles, passed to it as the session's allowed payment method types (`allowed_payment_method_types`, the name Stripe's current API version gives `payment_method_types`): `[\"card\"]` (the default) or `[\"card\", \"bizum\"]` once she turns Bizum on in her Stripe account and here.\n\n`answer_hours`: the promised answer time to a client's message (default 24), shown to her with her last message; conversations waiting longer come first for the admin.",
        response: { 200: practiceSettingsOut },
      },
    },
    async () => settings(),
  );

  app.put(
    "/api/admin/practice",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Change the practice's settings; fields and languages not sent keep their value",
        description:
          "An empty text clears a field. The tax id must be a Spanish NIF or NIE whose letter matches; a phone without a country code is read as Spanish. Each language's payment instructions: up to 2,000 characters, several lines allowed. `payment_methods` must hold `card` (cards are always offered) and may add `bizum`.",
        body: practiceSettingsBody,
        response: { 200: practiceSettingsOut },
      },
    },
    async (req) => {
      const { payment_instructions: texts, payment_methods: offered, answer_hours, ...fields } = req.body;
      if (texts) await instructions.set(texts);
      if (offered) await methods.set(offered);
      if (answer_hours !== undefined) await answerHours.set(answer_hours);
      const changed = Object.keys(fields).length > 0;
      const who = changed ? await identity.set(fields) : undefined;
      // Every public page shows the practice's details (footer, contact, legal texts): rendered copies go.
      if (changed || texts) app.events.emit("content-changed", "practice");
      // Payments made while invoices could not be issued are invoiced now, in the order paid.
      if (who && fiscalIdentityMissing(who).length === 0) await app.services.invoicing.identityCompleted();
      return settings(who);
    },
  );

  app.get(
    "/api/v1/practice",
    {
      config: { cache: "practice" },
      schema: {
        tags,
        summary: "Who runs the practice (LSSI-CE art. 10): name, tax id, address, contact, professional college and number; chat number and social profiles",
        description: "Empty texts are fields she has not filled in yet.",
        response: { 200: publicIdentityOut },
      },
    },
    async () => publicIdentity(await identity.get()),
  );
};

export default routes;
