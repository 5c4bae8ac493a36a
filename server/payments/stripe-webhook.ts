import type Stripe from "stripe";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError } from "../http/errors.js";

const tags = ["Payments"];

// Events that mean the money arrived: a completed Checkout Session that is paid, or the later
// success of a delayed method (bank debit), which completes first as "unpaid".
const PAID_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

interface CheckoutSession {
  client_reference_id?: string | null;
  payment_status?: string;
}

/**
 * Stripe tells us a Payment Link was paid. The signature is checked on the raw body (any
 * re-serialised JSON would not match), so this scope reads JSON bodies as bytes. The booking
 * is found by client_reference_id, which the link carries (core/payment-link.ts).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.STRIPE_WEBHOOK_SECRET;
  // The Stripe package weighs about 4 MiB of heap; a site without payments never loads it.
  const webhooks = secret ? (await import("stripe")).default.webhooks : null;
  const service = app.bookings;
  const events = app.repos.paymentEvents;

  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) => done(null, body));

  app.post(
    "/webhooks/stripe",
    {
      schema: {
        tags,
        summary: "Stripe webhook: a paid Checkout Session (Payment Link) confirms its booking",
        description:
          'Needs STRIPE_WEBHOOK_SECRET; without it this answers 404. The `Stripe-Signature` header is verified on the raw body: a missing or bad signature answers 400 and changes nothing. `checkout.session.completed` (when paid) and `checkout.session.async_payment_succeeded` mark the booking whose id is the session\'s `client_reference_id` paid: status `confirmed`, a meeting link, and a "payment received" mail to the client. An event seen before, an unknown booking (logged) and other event types answer 200 and change nothing. A payment for a booking no longer awaiting payment (cancelled) is noted in its history and mailed to the nutritionist for a refund.',
        response: { 200: z.object({ received: z.boolean(), outcome: z.string() }) },
      },
    },
    async (req) => {
      if (!secret || !webhooks) throw new ApiError(404, "not_found");
      const signature = req.headers["stripe-signature"];
      const raw = req.body;
      if (typeof signature !== "string" || !Buffer.isBuffer(raw)) throw new ApiError(400, "webhook_signature_invalid");
      let event: Stripe.Event;
      try {
        event = webhooks.constructEvent(raw, signature, secret);
      } catch {
        throw new ApiError(400, "webhook_signature_invalid");
      }

      if (!PAID_EVENTS.has(event.type)) return { received: true, outcome: "ignored" };
      if (await events.seen(event.id)) return { received: true, outcome: "duplicate" };
      const session = event.data.object as CheckoutSession;
      if (event.type === "checkout.session.completed" && session.payment_status && session.payment_status !== "paid") {
        // Delayed methods: the money is not there yet; async_payment_succeeded follows.
        return { received: true, outcome: "awaiting_payment" };
      }
      const ref = session.client_reference_id ?? "";
      const id = /^\d{1,12}$/.test(ref) ? Number(ref) : null;
      // Handled first, then recorded: a crash in between is safe, since a second handling of a
      // paid booking changes nothing (only pending_payment can become confirmed).
      const outcome = id === null ? "unknown_booking" : await service.paidByProvider(id, event.id);
      if (outcome === "unknown_booking") app.log.warn({ eventId: event.id, clientReferenceId: ref.slice(0, 40) }, "stripe payment for an unknown booking");
      if (outcome === "refund_flagged") app.log.warn({ eventId: event.id, bookingId: id }, "stripe payment for a booking no longer awaiting payment");
      await events.record({ eventId: event.id, kind: event.type, bookingId: id, outcome });
      return { received: true, outcome };
    },
  );
};

export default routes;
