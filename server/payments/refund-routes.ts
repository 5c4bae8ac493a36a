import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bookingDetailsOut } from "../../core/schemas/booking.js";
import { idParam } from "../../core/schemas/common.js";
import { ApiError } from "../http/errors.js";

const refundBody = z
  .object({ amount: z.number({ error: "refund_amount_invalid" }).int("refund_amount_invalid").positive("refund_amount_invalid").max(100_000_000).optional() })
  // No body at all (null) means the same as {}: all that is left.
  .nullish();

/** Her refunds of a booking's payment (the bookings resource's path, the payments area's code). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/bookings/:id/refund",
    {
      config: { admin: true },
      attachValidation: true,
      schema: {
        tags: ["Bookings"],
        summary: "Refund a paid booking, in full or in part",
        description:
          "Optional `{amount}` in cents (default: all that is left to refund). With STRIPE_SECRET_KEY and a payment made through Stripe, the refund is made through Stripe's refunds and recorded with its id; otherwise it is recorded as made by hand (bank transfer, Bizum). Either way it is noted in the booking's history, `payment.refunded_amount` grows, and the client gets a mail in her language saying how much and that it reaches her account within 5–10 business days. The status of the booking does not change (cancel it separately). Nothing paid, or all refunded already: 409. An amount that is not a whole number of cents between 1 and what is left: 422. Stripe refusing: 502, nothing recorded.",
        params: idParam,
        body: refundBody,
        response: { 200: bookingDetailsOut },
      },
    },
    async (req) => {
      if (req.validationError) throw new ApiError(422, "refund_amount_invalid", { amount: ["refund_amount_invalid"] });
      await app.services.refunds.refund(req.params.id, req.body?.amount, req.admin!.email);
      return app.services.bookings.details(req.params.id);
    },
  );
};

export default routes;
