import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bundleRefundBody, creditChangeBody, creditsOut } from "../../core/schemas/bundle.js";
import { positiveId } from "../../core/schemas/common.js";
import { ApiError } from "../http/errors.js";

const tags = ["Clients"];
const clientParam = z.object({ id: positiveId });

/** Her view of a client's credits, her grants and removals, and refunds of bundles. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.services.bundleAdmin;
  const requireClient = async (id: number) => {
    if (!(await app.repos.clients.find(id))) throw new ApiError(404, "client_not_found");
  };

  app.get(
    "/api/admin/clients/:id/credits",
    {
      config: { admin: true },
      schema: { tags, summary: "A client's credits: balance, bundles and ledger (the shape of her own)", params: clientParam, response: { 200: creditsOut } },
    },
    async (req) => {
      await requireClient(req.params.id);
      return app.services.bundles.credits(req.params.id);
    },
  );

  app.get(
    "/api/admin/bundles/summary",
    {
      config: { admin: true },
      schema: {
        tags: ["Invoices"],
        summary: "Bundles sold in a period (from/to: Madrid dates, inclusive) and the credits outstanding now",
        description:
          "`sold_total` and `outstanding_value` in cents; the outstanding value is what was paid per credit, for the credits not yet used on bundles still valid.",
        querystring: z.object({ from: z.iso.date(), to: z.iso.date() }),
        response: { 200: z.object({ sold: z.number(), sold_total: z.number(), outstanding_credits: z.number(), outstanding_value: z.number() }) },
      },
    },
    async (req) => admin.summary(req.query.from, req.query.to),
  );

  app.post(
    "/api/admin/clients/:id/credits",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Grant (change > 0) or remove (change < 0) credits, with a reason",
        description:
          "Granted credits book any plan and do not expire; removed ones come from the credits she would spend first. Each is a row of her ledger with `admin: <reason>`. Removing more than she has answers 409; a change of 0 or beyond ±50, or no reason, 422. Answers her credits.",
        params: clientParam,
        body: creditChangeBody,
        response: { 200: creditsOut },
      },
    },
    async (req) => {
      await requireClient(req.params.id);
      await admin.change(req.params.id, req.body.change, req.body.reason);
      return app.services.bundles.credits(req.params.id);
    },
  );

  app.post(
    "/api/admin/clients/:id/bundles/:bundle_id/refund",
    {
      config: { admin: true },
      attachValidation: true,
      schema: {
        tags,
        summary: "Refund a bundle's unused part and remove its credits",
        description:
          "Optional `{amount}` in cents; by default the price paid in proportion to the credits left. Never more than paid less earlier refunds (422). Through Stripe when it was paid there (a refusal: 502, nothing recorded); the credits left on the bundle are removed (ledger `refunded`) and a rectifying invoice corrects the sale's. `plan_delivered` is true when a personalised plan was delivered for one of its sessions: the policy gives no refunds then, which she decides.",
        params: z.object({ id: positiveId, bundle_id: positiveId }),
        body: bundleRefundBody,
        response: {
          200: z.object({
            refunded: z.number(),
            currency: z.string(),
            credits_removed: z.number(),
            invoice_number: z.string().nullable(),
            provider_refund_id: z.string().nullable(),
            plan_delivered: z.boolean(),
          }),
        },
      },
    },
    async (req) => {
      if (req.validationError) throw new ApiError(422, "refund_amount_invalid", { amount: ["refund_amount_invalid"] });
      await requireClient(req.params.id);
      return admin.refund(req.params.id, req.params.bundle_id, req.body?.amount);
    },
  );
};

export default routes;
