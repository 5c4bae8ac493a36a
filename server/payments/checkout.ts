import type Stripe from "stripe";
import type { FastifyBaseLogger } from "fastify";
import { paymentDeadline } from "../../core/booking-rules.js";
import { isLanguage } from "../../core/languages.js";
import { PRACTICE_CURRENCY } from "../../core/money.js";
import { bookingPaymentLink } from "../../core/payment-link.js";
import type { Config } from "../config.js";
import type { Repositories } from "../repositories.js";
import type { BookingRow } from "../bookings/repository.js";
import { clock } from "../kernel/clock.js";
import { stripeGetter } from "./stripe-client.js";
import { expectedCents } from "./payment-state.js";

/** Stripe's limits on a Checkout Session's expiry: at least 30 minutes, at most 24 hours ahead. */
const MIN_EXPIRY_S = 30 * 60;
const MAX_EXPIRY_S = 24 * 3600 - 60;
/** An open session is reused while it has at least this long left: time to fill in a card. */
const REUSE_LEFT_S = 10 * 60;

/** Stripe's page in the client's language: the site's "gr" is Stripe's "el". */
export const stripeLocale = (lang: string) => (lang === "gr" ? "el" : isLanguage(lang) ? lang : "auto") as Stripe.Checkout.SessionCreateParams.Locale;

export interface CheckoutDeps {
  repos: Repositories;
  config: Config;
  log: FastifyBaseLogger;
}

/** Where the pay address sends the client: a fresh Checkout Session, a plan's Payment Link, or her private page. */
export type PayTarget =
  { kind: "checkout" | "payment_link"; url: string } | { kind: "booking_page"; reason: "not_payable" | "no_online_payment" | "unavailable" };

/**
 * Online payment of a booking. With STRIPE_SECRET_KEY, the pay address leads to the booking's
 * one open Checkout Session for exactly its price, made on the first visit and again only when
 * it is near its end (the older one is then expired); without it, a plan's Payment Link carries
 * the booking's id (decision 014). The site's pay address, `/pay/<private token>`, is what mails
 * and pages give: it never goes stale, since a session is made only when it is opened.
 */
export function checkoutService({ repos, config, log }: CheckoutDeps) {
  const publicUrl = config.PUBLIC_URL.replace(/\/$/, "");
  const stripe = stripeGetter(config);

  const pageUrl = (token: string, lang: string, extra = "") => `${publicUrl}/manage-booking/${token}?lang=${lang}${extra}`;

  /** The plan's title in the booking's language (its translation group), else the title booked. */
  async function titleFor(row: BookingRow): Promise<string> {
    const plan = row.service_plan_id !== null ? await repos.servicePlans.find(row.service_plan_id) : undefined;
    if (!plan) return row.service_plan_title ?? "Consultation";
    if (plan.language === row.language) return plan.title;
    const other = plan.translations?.find((tr) => tr.language === row.language);
    const translated = other ? await repos.servicePlans.find(other.id) : undefined;
    return translated?.title ?? row.service_plan_title ?? plan.title;
  }

  async function paymentLinkOf(row: BookingRow): Promise<string | null> {
    const plan = row.service_plan_id !== null ? await repos.servicePlans.find(row.service_plan_id) : undefined;
    return bookingPaymentLink(plan?.payment_link, row);
  }

  /** Expires a session that is no longer the booking's; one already paid or expired cannot be, which is logged. */
  async function expire(sessionId: string, bookingId: number) {
    try {
      await (await stripe!()).checkout.sessions.expire(sessionId);
    } catch (e) {
      log.warn({ err: e, bookingId, sessionId }, "stripe checkout session could not be expired");
    }
  }

  const service = {
    /** Whether bookings are paid through Checkout Sessions (a secret key is set). */
    checkoutEnabled: stripe !== null,

    /**
     * The site's pay address (absolute, for mails and other origins) of a booking awaiting
     * payment, or null when there is nothing to pay or no way to pay online: no secret key and
     * no Payment Link on the plan. Synchronous, from what the caller already read: it is called
     * inside transactions, which on SQLite hold the one connection.
     */
    payUrl(b: { status: string; free: number | boolean }, planPaymentLink: string | null | undefined, token: string): string | null {
      if (b.status !== "pending_payment" || b.free === 1 || b.free === true) return null;
      if (!service.checkoutEnabled && !planPaymentLink) return null;
      return `${publicUrl}/pay/${token}`;
    },

    /** What opening the pay address leads to; `token` is the booking's private token. */
    async payTarget(row: BookingRow, token: string): Promise<PayTarget> {
      if (row.status !== "pending_payment" || row.free === 1) return { kind: "booking_page", reason: "not_payable" };
      if (!stripe) {
        const link = await paymentLinkOf(row);
        return link ? { kind: "payment_link", url: link } : { kind: "booking_page", reason: "no_online_payment" };
      }
      const now = clock.now().getTime();
      const deadline = paymentDeadline(Date.parse(row.start_at!));
      const nowS = Math.floor(now / 1000);
      // The session ends before the payment deadline (the booking is cancelled then); Stripe
      // needs at least 30 minutes, so with less left the booking page says what to do.
      const expiresAt = Math.min(nowS + MAX_EXPIRY_S, Math.floor(deadline / 1000));
      if (expiresAt - nowS < MIN_EXPIRY_S) return { kind: "booking_page", reason: "not_payable" };
      const amount = await expectedCents(repos, row);
      if (amount === null || amount <= 0) return { kind: "booking_page", reason: "not_payable" };
      // One open session per booking: paying two would charge her twice.
      if (row.checkout_session_url && (row.checkout_session_expires_at ?? 0) - nowS >= REUSE_LEFT_S) return { kind: "checkout", url: row.checkout_session_url };
      try {
        const client = await stripe();
        const session = await client.checkout.sessions.create({
          mode: "payment",
          // The practice's `payment_methods`. The API version the package pins names the list
          // `allowed_payment_method_types` (it refuses the older `payment_method_types`).
          allowed_payment_method_types: await repos.paymentMethods.get(),
          line_items: [
            { quantity: 1, price_data: { currency: PRACTICE_CURRENCY.toLowerCase(), unit_amount: amount, product_data: { name: await titleFor(row) } } },
          ],
          customer_email: row.email,
          locale: stripeLocale(row.language),
          client_reference_id: String(row.id),
          metadata: { booking_id: String(row.id) },
          payment_intent_data: { metadata: { booking_id: String(row.id) } },
          expires_at: expiresAt,
          success_url: pageUrl(token, row.language, "&paid=1"),
          cancel_url: pageUrl(token, row.language),
        });
        if (!session.url) throw new Error("Stripe answered a session without a URL");
        const kept = await repos.bookingPayments.keepSession(row.id, row.checkout_session_id, { id: session.id, url: session.url, expiresAt: expiresAt });
        if (!kept) {
          // Another opening kept its session first: that one is the booking's, this one goes.
          await expire(session.id, row.id);
          const winner = await repos.bookings.find(row.id);
          if (winner?.checkout_session_url) return { kind: "checkout", url: winner.checkout_session_url };
          return { kind: "booking_page", reason: "unavailable" };
        }
        // The session it replaces (close to its end) can no longer be paid.
        if (row.checkout_session_id) await expire(row.checkout_session_id, row.id);
        return { kind: "checkout", url: session.url };
      } catch (e) {
        log.error({ err: e, bookingId: row.id }, "stripe checkout session could not be created");
        return { kind: "booking_page", reason: "unavailable" };
      }
    },

    pageUrl,
  };
  return service;
}

export type CheckoutService = ReturnType<typeof checkoutService>;
