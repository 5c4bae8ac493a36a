import type Stripe from "stripe";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError } from "../http/errors.js";
import { parseEvent, parseRefundedCharge, parseSession, signedInTheFuture } from "./webhook-event.js";
import { isBundleSession } from "../bundles/service.js";

const tags = ["Payments"];

// Events that mean the money arrived: a completed Checkout Session that is paid, or the later
// success of a delayed method (bank debit), which completes first as "unpaid".
const PAID_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);
/** Stripe's own default: how far a signature's time may be from ours, either way. */
const TOLERANCE_SECONDS = 300;

/**
 * Stripe tells us a Checkout Session was paid (the site's own, server/payments/checkout.ts, or a
 * Payment Link's, core/payment-link.ts), or that a charge was refunded. The signature is checked
 * on the raw body (any re-serialised JSON would not match), so this scope reads JSON bodies as
 * bytes. The booking is found by client_reference_id; server/payments/payment-service.ts checks
 * the amount and currency against it.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.STRIPE_WEBHOOK_SECRET;
  // The Stripe package weighs about 4 MiB of heap; a site without payments never loads it.
  const webhooks = secret ? (await import("stripe")).default.webhooks : null;
  const events = app.repos.paymentEvents;

  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) => done(null, body));

  app.post(
    "/webhooks/stripe",
    {
      schema: {
        tags,
        summary: "Stripe webhook: a paid Checkout Session confirms its booking when it pays exactly its price",
        description:
          "Needs STRIPE_WEBHOOK_SECRET; without it this answers 404. The `Stripe-Signature` header is verified on the raw body: a missing or bad signature, or one dated more than 5 minutes from now either way, answers 400 and changes nothing, as does an event whose content is not what Stripe sends (no `data.object`, an `id` that is not a string, a `client_reference_id` that is not a string). `checkout.session.completed` and `checkout.session.async_payment_succeeded` count only with `payment_status` `paid`, and confirm the booking whose id is the session's `client_reference_id` (and `metadata.booking_id`, when present, must agree) only when the session's currency is EUR and its `amount_total` equals the booking's price in cents: status `confirmed`, a meeting link, and a \"payment received\" mail to the client (outcome `confirmed`). Another amount or currency confirms nothing: the payment is kept on the booking (`payment.status` `mismatch`), noted in its history and mailed to the nutritionist, who decides (outcome `payment_mismatch`). `charge.refunded` reconciles refunds made in Stripe's dashboard with the booking whose payment it was (found by the payment intent): what Stripe refunded beyond what the site knows is recorded, noted and mailed to the client; refunds that would pass the payment, or are in another currency, record nothing and are noted in its history and mailed to the nutritionist (outcome `refund_flagged`). A paid session for a booking that already has its payment (another of its sessions, paid before it expired) is a second payment: noted, refunded in full through Stripe, and mailed to the nutritionist (outcome `second_payment`). An event seen before, an unknown booking (logged) and other event types answer 200 and change nothing. A payment for a booking no longer awaiting payment (cancelled) is noted in its history and mailed to the nutritionist for a refund.",
        response: { 200: z.object({ received: z.boolean(), outcome: z.string() }) },
      },
    },
    async (req) => {
      if (!secret || !webhooks) throw new ApiError(404, "not_found");
      const signature = req.headers["stripe-signature"];
      const raw = req.body;
      if (typeof signature !== "string" || !Buffer.isBuffer(raw)) throw new ApiError(400, "webhook_signature_invalid");
      let verified: Stripe.Event;
      try {
        if (signedInTheFuture(signature, TOLERANCE_SECONDS)) throw new Error("timestamp in the future");
        verified = webhooks.constructEvent(raw, signature, secret, TOLERANCE_SECONDS);
      } catch {
        throw new ApiError(400, "webhook_signature_invalid");
      }
      const event = parseEvent(verified);
      if (!event) throw new ApiError(400, "webhook_payload_invalid");

      if (event.type === "charge.refunded") {
        const charge = parseRefundedCharge(event.data.object);
        if (!charge) throw new ApiError(400, "webhook_payload_invalid");
        if (await events.seen(event.id)) return { received: true, outcome: "duplicate" };
        const outcome = await app.services.refunds.reconcileCharge(event.id, charge);
        await events.record({ eventId: event.id, kind: event.type, bookingId: null, outcome });
        return { received: true, outcome };
      }
      if (!PAID_EVENTS.has(event.type)) return { received: true, outcome: "ignored" };
      const session = parseSession(event.data.object);
      if (!session) throw new ApiError(400, "webhook_payload_invalid");
      if (await events.seen(event.id)) return { received: true, outcome: "duplicate" };
      // Only "paid" is paid: a delayed method completes as "unpaid" and async_payment_succeeded
      // follows; a missing or empty status is not a payment.
      if (session.payment_status !== "paid") return { received: true, outcome: "awaiting_payment" };
      // Handled first, then recorded: a crash in between is safe, since a second handling of a
      // paid booking changes nothing (only pending_payment can become confirmed).
      // A bundle's session (server/bundles) is checked against its order the same way.
      if (isBundleSession(session)) {
        const paid = await app.services.bundles.sessionPaid(event.id, session);
        await events.record({ eventId: event.id, kind: event.type, bookingId: null, outcome: paid.outcome });
        return { received: true, outcome: paid.outcome };
      }
      const { outcome, bookingId } = await app.services.payments.sessionPaid(event.id, session);
      await events.record({ eventId: event.id, kind: event.type, bookingId, outcome });
      return { received: true, outcome };
    },
  );
};

export default routes;
