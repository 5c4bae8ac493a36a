// Her changes to a client's credits: a grant or removal with its reason, and the refund of a
// bundle's unused part (docs/decisions/042). Each is one transaction that first locks the
// client's account, as a booking with a credit does.
import type { FastifyBaseLogger } from "fastify";
import { PRACTICE_CURRENCY } from "../../core/money.js";
import type { Config } from "../config.js";
import type { Database } from "../db/database.js";
import type { Repositories } from "../repositories.js";
import { ApiError } from "../http/errors.js";
import { clock } from "../kernel/clock.js";
import { stripeGetter } from "../payments/stripe-client.js";
import type { InvoicingService } from "../invoices/invoicing-service.js";

export interface BundleAdminDeps {
  db: Database;
  repos: Repositories;
  config: Config;
  log: FastifyBaseLogger;
  invoicing: InvoicingService;
}

/** The unused part of a bundle's price: what was paid, in proportion to the credits left, never more than is left to refund. */
export function proRata(paid: number, sessions: number, left: number, refunded: number): number {
  return Math.max(0, Math.min(paid - refunded, Math.round((paid * left) / sessions)));
}

export function bundleAdminService({ db, repos, config, log, invoicing }: BundleAdminDeps) {
  const stripe = stripeGetter(config);
  const bundles = repos.bundles;

  return {
    /**
     * Bundles sold between two Madrid dates (inclusive) and, now, the credits not yet used on
     * bundles still valid: what the practice owes in sessions (a liability), valued at what was paid per credit.
     */
    async summary(from: string, to: string) {
      const sold = await db
        .selectFrom("client_bundles")
        .select(["payment_amount", "paid_at"])
        .where("status", "=", "paid")
        .where("paid_at", ">=", `${from}T00:00:00.000Z`)
        .where("paid_at", "<", `${to}T23:59:59.999Z`)
        .execute();
      const now = clock.now().toISOString();
      const open = await db
        .selectFrom("client_bundles")
        .select(["id", "payment_amount", "sessions"])
        .where("status", "=", "paid")
        .where("expires_at", ">", now)
        .execute();
      let credits = 0;
      let value = 0;
      for (const b of open) {
        const left = Math.max(0, await bundles.leftOn(db, b.id));
        credits += left;
        value += Math.round(((b.payment_amount ?? 0) * left) / b.sessions);
      }
      return { sold: sold.length, sold_total: sold.reduce((s, b) => s + (b.payment_amount ?? 0), 0), outstanding_credits: credits, outstanding_value: value };
    },

    /**
     * Credits she grants (a gift, a compensation: granted credits book any plan and do not
     * expire) or removes (from the credits spent first), with her reason. Removing more than
     * is available answers 409 and changes nothing.
     */
    async change(clientId: number, change: number, reason: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await bundles.lockClient(trx, clientId);
        const at = clock.now().toISOString();
        if (change > 0) return bundles.add(trx, { clientId, bundleId: null, change, reason: { admin: reason }, at });
        let left = -change;
        for (const b of await bundles.buckets(trx, clientId, at)) {
          const take = Math.min(left, b.left);
          await bundles.add(trx, { clientId, bundleId: b.bundleId, change: -take, reason: { admin: reason }, at });
          left -= take;
          if (left === 0) return;
        }
        throw new ApiError(409, "not_enough_credits", { change: ["not_enough_credits"] });
      });
    },

    /**
     * Refunds a bundle's unused part: `amount` in cents, or pro rata of the price for the
     * credits left. Never more than was paid less earlier refunds. Through Stripe when it was
     * paid there; the unused credits are removed and a rectifying invoice corrects the sale's.
     * `plan_delivered` tells her a personalised plan was delivered for one of its sessions.
     */
    async refund(clientId: number, bundleId: number, amount: number | undefined) {
      return db.transaction().execute(async (trx) => {
        await bundles.lockClient(trx, clientId);
        const b = await bundles.find(bundleId, trx);
        if (!b || b.client_id !== clientId) throw new ApiError(404, "bundle_not_found");
        if (b.status !== "paid" || b.payment_amount === null) throw new ApiError(409, "bundle_not_paid");
        const rest = b.payment_amount - b.refunded_cents;
        const left = Math.max(0, await bundles.leftOn(trx, bundleId));
        const sum = amount ?? proRata(b.payment_amount, b.sessions, left, b.refunded_cents);
        if (rest <= 0 || sum <= 0) throw new ApiError(409, "nothing_to_refund");
        if (sum > rest) throw new ApiError(422, "refund_amount_invalid", { amount: ["refund_amount_invalid"] });
        const at = clock.now().toISOString();
        await trx
          .updateTable("client_bundles")
          .set((eb) => ({ refunded_cents: eb("refunded_cents", "+", sum) }))
          .where("id", "=", bundleId)
          .execute();
        if (left > 0) await bundles.add(trx, { clientId, bundleId, change: -left, reason: "refunded", at });
        const invoice = await invoicing.refundMade(trx, { bundleId, amount: sum });
        const used = await trx.selectFrom("credit_ledger").select("booking_id").where("bundle_id", "=", bundleId).where("booking_id", "is not", null).execute();
        const ids = used.map((u) => u.booking_id!);
        const delivered = ids.length ? await trx.selectFrom("client_documents").select("id").where("booking_id", "in", ids).executeTakeFirst() : undefined;
        // Stripe last: a refusal undoes all of the above, and nothing is refunded twice.
        let reference: string | null = null;
        if (stripe && b.payment_reference) {
          try {
            reference = (await (await stripe()).refunds.create({ payment_intent: b.payment_reference, amount: sum, metadata: { bundle_id: String(bundleId) } }))
              .id;
          } catch (e) {
            log.error({ err: e, bundleId }, "stripe refused a bundle's refund");
            throw new ApiError(502, "refund_failed");
          }
        }
        return {
          refunded: sum,
          currency: b.payment_currency ?? PRACTICE_CURRENCY,
          credits_removed: left,
          invoice_number: invoice?.number ?? null,
          provider_refund_id: reference,
          plan_delivered: delivered !== undefined,
        };
      });
    },
  };
}
