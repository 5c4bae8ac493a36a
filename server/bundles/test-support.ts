import Stripe from "stripe";
import { expect } from "vitest";
import type { TestApp } from "../../test/app.js";
import { subject, textBody } from "../../test/mime.js";

export const WEBHOOK_SECRET = "whsec_test_bundles_0123456789";

export const ELENA = { legal_name: "Elena Martínez Ruiz", tax_id: "12345678Z", address: "Calle de Alcalá 100, 28009 Madrid" };

/** A plan in three languages sold as a bundle of 4 sessions at 200 € (single 60 €), valid 6 months. */
export async function bundlePlan(t: TestApp, extra: { vat_rate?: 0 | 21 } = {}) {
  const plans = await t.app.repos.servicePlans.createMany(
    (["en", "es", "gr"] as const).map((language, i) => ({
      title: { en: "Follow-up", es: "Seguimiento", gr: "Επανεξέταση" }[language],
      description: "A follow-up session",
      price: 60,
      order: 20 + i,
      language,
      payment_link: null,
      vat_rate: extra.vat_rate ?? 0,
      bundle_sessions: 4,
      bundle_price: 200,
      validity_months: 6,
      features_attributes: [],
    })),
  );
  return { en: plans[0]!, es: plans[1]!, gr: plans[2]! };
}

/** Sends the site a signed Stripe event, as Stripe would. */
export async function sendEvent(t: TestApp, event: Record<string, unknown>) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: "POST",
    url: `${t.base}/webhooks/stripe`,
    payload,
    headers: { "content-type": "application/json", "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
  });
}

let events = 0;
/** A paid `checkout.session.completed` for bundle order `id`; fields may be overridden. */
export function paidBundleEvent(id: number, session: Record<string, unknown> = {}) {
  return {
    id: `evt_bundle_${++events}_${id}`,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        object: "checkout.session",
        client_reference_id: `bundle-${id}`,
        metadata: { bundle_id: String(id) },
        payment_status: "paid",
        amount_total: 20000,
        currency: "eur",
        payment_intent: `pi_bundle_${id}_${events}`,
        ...session,
      },
    },
  };
}

/** Signs in as a client through her one-time link (by mail), answering her session cookie. */
export async function signIn(t: TestApp, email: string): Promise<string> {
  const before = t.mailbox.received.length;
  expect((await t.app.inject({ method: "POST", url: `${t.base}/api/v1/client_links`, payload: { email, language: "es" } })).statusCode).toBe(202);
  const mine = (m: { raw: string; to: string[] }) => m.to.includes(email) && subject(m.raw) === "Tu enlace para entrar";
  for (let i = 0; i < 250 && !t.mailbox.received.slice(before).some(mine); i++) await new Promise((r) => setTimeout(r, 20));
  const mail = t.mailbox.received.slice(before).find(mine);
  const token = /\/my-bookings\?lang=es&token=([A-Za-z0-9_-]+)/.exec(textBody(mail!.raw))![1]!;
  const res = await t.app.inject({ method: "POST", url: `${t.base}/api/v1/client_session`, payload: { token } });
  expect(res.statusCode).toBe(200);
  return String(res.headers["set-cookie"]).split(";")[0]!;
}

/** Orders a bundle and pays it with a signed webhook: the order's id. */
export async function buyBundle(t: TestApp, planId: number, email: string, language = "es") {
  const res = await t.app.inject({
    method: "POST",
    url: `${t.base}/api/v1/bundle_orders`,
    payload: { plan_id: planId, name: "Lucía Pérez", email, phone_number: "+34612345678", language },
  });
  expect(res.statusCode).toBe(201);
  const order = await t.db.selectFrom("client_bundles").select("id").where("email", "=", email).orderBy("id", "desc").executeTakeFirstOrThrow();
  expect((await sendEvent(t, paidBundleEvent(order.id))).json().outcome).toBe("credited");
  return order.id;
}
