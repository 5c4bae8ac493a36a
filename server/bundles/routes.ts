import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bundleOrderBody, creditsOut } from "../../core/schemas/bundle.js";
import { positiveId } from "../../core/schemas/common.js";
import { ApiError } from "../http/errors.js";
import { signedInClient } from "./signed-in.js";

const tags = ["Bundles"];

/** Buying a bundle, and her credits on her own page. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const client = signedInClient(app);

  app.post(
    "/api/v1/bundle_orders",
    {
      schema: {
        tags,
        summary: "Buy a plan's bundle: answers the Stripe Checkout address to pay it",
        description:
          "The plan must be sold as a bundle (`bundle_sessions` set). The order is kept awaiting payment and a Checkout Session is made for exactly the bundle's price in euros, offering the practice's `payment_methods`. Once Stripe reports the payment (the webhook checks amount, currency and order), her credits are added, the sale is invoiced at the plan's VAT, and she gets a mail in `language` with her balance and a link to /my-bookings. Without online payment (no STRIPE_SECRET_KEY) answers 409; when Stripe cannot be reached, 503.",
        body: bundleOrderBody,
        response: { 201: z.object({ payment_url: z.string() }) },
      },
    },
    async (req, reply) => reply.status(201).send(await app.services.bundles.order(req.body)),
  );

  app.get(
    "/api/v1/me/credits",
    {
      schema: {
        tags,
        summary: "The signed-in client's credits: balance, bundles and ledger",
        description:
          "Needs her session cookie (the one-time link of /my-bookings); without it answers 401. With `service_plan_id`, `available_for_plan` says how many of her credits book that plan (the booking page asks before offering to pay with one).",
        querystring: z.object({ service_plan_id: positiveId.optional() }),
        response: { 200: creditsOut },
      },
    },
    async (req, reply) => {
      const who = await client(req.headers.cookie);
      if (!who) throw new ApiError(401, "client_signed_out");
      reply.header("cache-control", "private, no-store");
      return app.services.bundles.credits(who.id, req.query.service_plan_id);
    },
  );
};

export default routes;
