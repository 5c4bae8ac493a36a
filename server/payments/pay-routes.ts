import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError } from "../http/errors.js";

const tags = ["Payments"];

/**
 * The site's pay address, `/pay/<private token>`, at the site's root: what the booking summary,
 * the mails and the private page link to. Opening it makes a fresh Checkout Session (or, without
 * a Stripe key, the plan's Payment Link), so a link in an old mail still works.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const checkout = app.services.checkout;

  app.get(
    "/pay/:token",
    {
      schema: {
        tags,
        summary: "Pay a booking: 303 to its open Stripe Checkout Session for exactly its price",
        description:
          "The token is the booking's private token (the one of its private page). With STRIPE_SECRET_KEY, the booking's one open Checkout Session (made on the first visit, and again only when the open one has less than 10 minutes left, the older one being expired so it cannot be paid too: the booking's price, one line named after the plan in the booking's language, the client's email, Stripe's page in her language, `client_reference_id` and `metadata.booking_id` the booking's id, expiring before the payment deadline); answers 303 to it. Without a key, the plan's Payment Link with the booking's id. A booking already paid, cancelled or with no way to pay online, an unknown token, or a session Stripe could not create (then `payment=unavailable`) lead (303) to the private booking page, which says what applies.",
        params: z.object({ token: z.string().max(300) }),
      },
    },
    async (req, reply) => {
      const token = req.params.token;
      // Addresses on this site stay relative (the origin the client reached); Stripe's are absolute.
      const page = (lang: string | null, extra = "") => `/manage-booking/${encodeURIComponent(token)}${lang ? `?lang=${lang}${extra}` : ""}`;
      reply.header("cache-control", "no-store").header("x-robots-tag", "noindex, nofollow").header("referrer-policy", "no-referrer");
      let row;
      try {
        row = await app.services.bookings.findByToken(token);
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return reply.redirect(page(null), 303);
        throw e;
      }
      const target = await checkout.payTarget(row, token);
      if (target.kind !== "booking_page") return reply.redirect(target.url, 303);
      return reply.redirect(page(row.language, target.reason === "unavailable" ? "&payment=unavailable" : ""), 303);
    },
  );
};

export default routes;
