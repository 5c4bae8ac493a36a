// Bundles ("bonos"): selling one through Stripe Checkout, the paid session that credits it,
// and the credits a booking holds, spends, returns or loses (docs/decisions/042).
import type { FastifyBaseLogger } from "fastify";
import type { Transaction } from "kysely";
import { PRACTICE_CURRENCY, euroCents, formatMoney } from "../../core/money.js";
import type { Language } from "../../core/languages.js";
import type { Config } from "../config.js";
import type { DB } from "../db/schema.js";
import type { Database } from "../db/database.js";
import type { Repositories } from "../repositories.js";
import { ApiError } from "../http/errors.js";
import { clock } from "../kernel/clock.js";
import { stripeGetter } from "../payments/stripe-client.js";
import { stripeLocale } from "../payments/checkout.js";
import type { CheckoutSessionFields } from "../payments/webhook-event.js";
import { coversOf } from "../service-plans/repository.js";
import type { InvoicingService } from "../invoices/invoicing-service.js";
import { bundleBoughtMail, bundleMismatchNotice } from "./mails.js";
import { practiceMailContext } from "../practice/practice-mail.js";
import type { MailQueue } from "../outbox/mail-queue.js";

export interface BundleDeps {
  db: Database;
  repos: Repositories;
  config: Config;
  log: FastifyBaseLogger;
  /** Where a change's mails are queued (server/outbox/mail-queue.ts). */
  mails: MailQueue;
  invoicing: InvoicingService;
}

export interface BundleOrder {
  plan_id: number;
  name: string;
  email: string;
  phone_number: string;
  language: Language;
}

export type BundlePaidOutcome = "credited" | "already_paid" | "unknown_bundle" | "payment_mismatch";

/** The bundle id a Checkout Session names: `bundle-<id>` as its reference, and the same id in its metadata. */
export function bundleIdOf(session: CheckoutSessionFields): number | null {
  const ref = /^bundle-(\d{1,12})$/.exec(session.client_reference_id ?? "")?.[1];
  const meta = session.metadata?.bundle_id;
  if (ref === undefined || meta === undefined || meta === null || String(meta) !== ref) return null;
  return Number(ref);
}

/** Whether a Checkout Session is a bundle's (it names one), rather than a booking's. */
export const isBundleSession = (session: CheckoutSessionFields) =>
  /^bundle-/.test(session.client_reference_id ?? "") || (session.metadata?.bundle_id ?? null) !== null;

/** `months` calendar months after an instant (the day clamped to the month's end, as 31 January + 1 is 28 February). */
export function addMonths(iso: string, months: number): string {
  const d = new Date(iso);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString();
}

export function bundleService({ db, repos, config, log, mails, invoicing }: BundleDeps) {
  const publicUrl = config.PUBLIC_URL.replace(/\/$/, "");
  const stripe = stripeGetter(config);
  /** The practice as mails name it, read when a mail is written (server/practice/practice-mail.ts). */
  const mailContext = () => practiceMailContext(repos, config);
  const bundles = repos.bundles;

  /** Every plan (in all languages) a credit of this plan's bundle books: its own group and the groups it covers. */
  async function coverageOf(planId: number): Promise<number[]> {
    const plan = await repos.servicePlans.find(planId);
    if (!plan) return [];
    const ids = new Set<number>();
    for (const id of [plan.id, ...coversOf({ bundle_covers: JSON.stringify(plan.covered_plan_ids) })]) {
      const p = id === plan.id ? plan : await repos.servicePlans.find(id);
      if (!p) continue;
      ids.add(p.id);
      for (const tr of p.translations ?? []) ids.add(tr.id);
    }
    return [...ids].sort((a, b) => a - b);
  }

  const service = {
    /** A bundle order: stored awaiting payment, and a Checkout Session for exactly its price; answers where to pay. */
    async order(input: BundleOrder): Promise<{ payment_url: string }> {
      const plan = await repos.servicePlans.find(input.plan_id);
      if (!plan) throw new ApiError(422, "unknown_service_plan", { plan_id: ["unknown_service_plan"] });
      if (plan.bundle_sessions === null || plan.bundle_price === null || plan.validity_months === null)
        throw new ApiError(422, "plan_not_bundle", { plan_id: ["plan_not_bundle"] });
      if (!stripe) throw new ApiError(409, "bundles_need_online_payment");
      const covers = await coverageOf(plan.id);
      const row = await repos.bundles.createOrder({
        client_id: null,
        email: input.email.trim(),
        name: input.name,
        phone: input.phone_number,
        language: input.language,
        plan_id: plan.id,
        plan_title: plan.title,
        covered_plans: JSON.stringify(covers),
        sessions: plan.bundle_sessions,
        price_cents: euroCents(plan.bundle_price),
        vat_rate: plan.vat_rate,
        validity_months: plan.validity_months,
        created_at: clock.now().toISOString(),
      });
      const page = `${publicUrl}/my-bookings?lang=${input.language}`;
      try {
        const session = await (
          await stripe()
        ).checkout.sessions.create({
          mode: "payment",
          allowed_payment_method_types: await repos.paymentMethods.get(),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: PRACTICE_CURRENCY.toLowerCase(),
                unit_amount: row.price_cents,
                product_data: { name: `${plan.title} × ${plan.bundle_sessions}` },
              },
            },
          ],
          customer_email: row.email,
          locale: stripeLocale(input.language),
          client_reference_id: `bundle-${row.id}`,
          metadata: { bundle_id: String(row.id) },
          payment_intent_data: { metadata: { bundle_id: String(row.id) } },
          success_url: `${page}&bundle=paid`,
          cancel_url: `${publicUrl}/services?lang=${input.language}`,
        });
        if (!session.url) throw new Error("Stripe answered a session without a URL");
        return { payment_url: session.url };
      } catch (e) {
        log.error({ err: e, bundleId: row.id }, "stripe checkout session for a bundle could not be created");
        throw new ApiError(503, "payment_unavailable");
      }
    },

    /**
     * A paid Checkout Session for a bundle: credited only for exactly its price in euros, once.
     * The credits, the invoice and her mail are written in one transaction.
     */
    async sessionPaid(eventId: string, session: CheckoutSessionFields): Promise<{ outcome: BundlePaidOutcome; bundleId: number | null }> {
      const id = bundleIdOf(session);
      const row = id !== null ? await bundles.find(id) : undefined;
      if (id === null || !row) {
        log.warn({ eventId, clientReferenceId: (session.client_reference_id ?? "").slice(0, 40) }, "stripe payment for an unknown bundle");
        return { outcome: "unknown_bundle", bundleId: id };
      }
      const amount = session.amount_total ?? null;
      const currency = session.currency ? session.currency.toUpperCase() : null;
      const reference = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
      if (row.status === "paid") return { outcome: "already_paid", bundleId: id };
      if (amount !== row.price_cents || currency !== PRACTICE_CURRENCY) {
        const received = amount !== null && currency ? formatMoney(amount, currency) : "a payment of unknown amount";
        const what = `${received} received for a ${formatMoney(row.price_cents, PRACTICE_CURRENCY)} bundle`;
        log.warn({ eventId, bundleId: id, amount, currency }, "stripe payment does not match its bundle");
        await bundles.markMismatch(id, { amount, currency, reference });
        await mails.send([{ kind: "bundle_payment_mismatch", mail: bundleMismatchNotice(await mailContext(), row, what, eventId) }]);
        return { outcome: "payment_mismatch", bundleId: id };
      }
      const at = clock.now().toISOString();
      const mail = await mailContext();
      const credited = await mails.transaction(async (trx, queue) => {
        const client = await repos.clients.upsert(trx, { email: row.email, name: row.name, phone_number: row.phone, language: row.language });
        const paid = await bundles.markPaid(trx, id, { amount, currency, reference, at, expiresAt: addMonths(at, row.validity_months) });
        if (!paid) return false;
        await trx.updateTable("client_bundles").set({ client_id: client }).where("id", "=", id).execute();
        await bundles.add(trx, { clientId: client, bundleId: id, change: row.sessions, reason: "purchase", at });
        const bought = (await bundles.find(id, trx))!;
        const invoice = await invoicing.paymentReceived(trx, { bundleId: id });
        const available = await service.available(trx, client);
        await queue(trx, [{ kind: "bundle_bought", mail: bundleBoughtMail(mail, bought, available, invoice ?? undefined) }]);
        return true;
      });
      return { outcome: credited ? "credited" : "already_paid", bundleId: id };
    },

    /** Her credits now: what is available, on bundles not expired and granted ones. */
    async available(ex: Transaction<DB> | undefined, clientId: number): Promise<number> {
      const buckets = await bundles.buckets(ex ?? db, clientId, clock.now().toISOString());
      return buckets.reduce((sum, b) => sum + b.left, 0);
    },

    /** Her balance, bundles and ledger, as `GET /api/v1/me/credits` and the admin's client page show them. */
    async credits(clientId: number, planId?: number) {
      const [rows, ledger] = await Promise.all([bundles.ofClient(clientId), bundles.ledger(clientId)]);
      const forPlan =
        planId === undefined
          ? null
          : (await bundles.buckets(db, clientId, clock.now().toISOString()))
              .filter((b) => b.covers === null || b.covers.includes(planId))
              .reduce((sum, b) => sum + b.left, 0);
      const list = [];
      for (const b of rows) list.push({ id: b.id, plan_id: b.plan_id, sessions: b.sessions, used: await bundles.usedOf(db, b.id), expires_at: b.expires_at });
      return {
        available: await service.available(undefined, clientId),
        available_for_plan: forPlan,
        bundles: list,
        ledger: ledger.map((l) => ({ change: l.change, reason: l.reason, booking_id: l.booking_id, created_at: l.created_at })),
      };
    },

    coverageOf,
  };
  return service;
}

export type BundleService = ReturnType<typeof bundleService>;
