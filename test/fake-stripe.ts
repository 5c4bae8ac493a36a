import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/** One request the fake received: what the site asked Stripe for. */
export interface FakeStripeRequest {
  method: string;
  path: string;
  /** The form body as flat keys, as the stripe package sends it: `line_items[0][price_data][unit_amount]`. */
  params: Record<string, string>;
  authorization: string | undefined;
}

interface FakeSession {
  id: string;
  params: Record<string, string>;
  paymentIntent: string;
  expired?: boolean;
  paid?: boolean;
  /** The method the payer chose on the hosted page, once paid. */
  paidWith?: string;
}

/**
 * The methods a session offers: those asked for in `allowed_payment_method_types`, cards when none
 * were named. Stripe answers them as the session's read-only `payment_method_types`.
 */
const methodsOf = (params: Record<string, string>) => {
  const named = Object.entries(params)
    .filter(([k]) => k.startsWith("allowed_payment_method_types["))
    .map(([, v]) => v);
  return named.length > 0 ? named : ["card"];
};

/**
 * A FAKE of the few Stripe API endpoints the site uses, on 127.0.0.1: creating and expiring
 * Checkout Sessions, and refunds. Not Stripe: it answers the shapes the stripe package reads and
 * records every request for the tests to check. Its "hosted checkout page" (the session's url) has
 * a button per payment method the session offers (`payment_method_types`, cards by default);
 * paying there sends the site a `checkout.session.completed` event signed with the package's
 * own test helper (when a webhook is set) and returns to the session's success_url, as Stripe does.
 */
export async function startFakeStripe(opts: { webhook?: { url: string; secret: string }; host?: string; webhookDelayMs?: number } = {}) {
  const requests: FakeStripeRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  let failNext = 0;
  let webhook = opts.webhook;
  let n = 0;
  let base = "";

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const sessionObject = (s: FakeSession, paid: boolean) => ({
    id: s.id,
    object: "checkout.session",
    url: `${base}/checkout/${s.id}`,
    mode: s.params.mode,
    status: paid ? "complete" : "open",
    payment_status: paid ? "paid" : "unpaid",
    amount_total: Number(s.params["line_items[0][price_data][unit_amount]"] ?? 0) * Number(s.params["line_items[0][quantity]"] ?? 1),
    currency: s.params["line_items[0][price_data][currency]"],
    client_reference_id: s.params.client_reference_id ?? null,
    customer_email: s.params.customer_email ?? null,
    locale: s.params.locale ?? null,
    metadata: Object.fromEntries(
      Object.entries(s.params)
        .filter(([k]) => k.startsWith("metadata["))
        .map(([k, v]) => [k.slice(9, -1), v]),
    ),
    expires_at: Number(s.params.expires_at),
    success_url: s.params.success_url,
    cancel_url: s.params.cancel_url,
    payment_method_types: methodsOf(s.params),
    payment_intent: paid ? s.paymentIntent : null,
  });

  async function deliverPaid(s: FakeSession) {
    if (!webhook) return;
    const payload = JSON.stringify({
      id: `evt_fake_${++n}`,
      object: "event",
      type: "checkout.session.completed",
      data: { object: sessionObject(s, true) },
    });
    await fetch(webhook.url, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: webhook.secret }) },
      body: payload,
    });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void (async () => {
        const url = new URL(req.url ?? "/", base);
        const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
        if (url.pathname.startsWith("/v1/")) {
          requests.push({ method: req.method ?? "", path: url.pathname, params, authorization: req.headers.authorization });
          if (failNext > 0) {
            failNext--;
            return json(res, 500, { error: { type: "api_error", message: "The fake was told to fail." } });
          }
        }
        if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
          // The API version the package pins (2026-09-30 and later) no longer takes the list under its old name.
          if (Object.keys(params).some((k) => k.startsWith("payment_method_types[")))
            return json(res, 400, { error: { type: "invalid_request_error", code: "payment_method_types_no_longer_supported" } });
          const s: FakeSession = { id: `cs_test_fake_${++n}`, params, paymentIntent: `pi_fake_${n}` };
          sessions.set(s.id, s);
          return json(res, 200, sessionObject(s, false));
        }
        const expiring = /^\/v1\/checkout\/sessions\/(cs_test_fake_\d+)\/expire$/.exec(url.pathname);
        if (req.method === "POST" && expiring) {
          const s = sessions.get(expiring[1]!);
          if (!s || s.expired || s.paid)
            return json(res, s ? 400 : 404, { error: { type: "invalid_request_error", message: "Only an open session can be expired." } });
          s.expired = true;
          return json(res, 200, { ...sessionObject(s, false), status: "expired" });
        }
        if (req.method === "POST" && url.pathname === "/v1/refunds") {
          const id = `re_fake_${++n}`;
          return json(res, 200, {
            id,
            object: "refund",
            amount: params.amount ? Number(params.amount) : null,
            payment_intent: params.payment_intent,
            status: "succeeded",
            currency: "eur",
            metadata: {},
          });
        }
        const page = /^\/checkout\/(cs_test_fake_\d+)(\/pay)?$/.exec(url.pathname);
        const s = page ? sessions.get(page[1]!) : undefined;
        if (s && req.method === "GET" && !page![2]) {
          // The hosted page: what was asked, and a button per method (forms, so no script is needed).
          const o = sessionObject(s, false);
          res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
          return res.end(
            `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Fake Stripe Checkout</title></head>` +
              `<body><main><h1>Fake Stripe Checkout</h1><p data-testid="fake-amount">${o.amount_total} ${o.currency}</p>` +
              `<p data-testid="fake-item">${escapeHtml(s.params["line_items[0][price_data][product_data][name]"] ?? "")}</p>` +
              methodsOf(s.params)
                .map(
                  (m) =>
                    `<form method="post" action="/checkout/${s.id}/pay"><input type="hidden" name="method" value="${escapeHtml(m)}">` +
                    `<button type="submit">${m === "card" ? "Pay (fake)" : `Pay with ${m === "bizum" ? "Bizum" : escapeHtml(m)} (fake)`}</button></form>`,
                )
                .join("") +
              `</main></body></html>`,
          );
        }
        if (s && (s.expired || s.paid)) {
          // As Stripe's page does: an expired (or paid) session can no longer be paid.
          res.writeHead(410, { "content-type": "text/plain; charset=utf-8" });
          return res.end("This Checkout Session is no longer open.");
        }
        if (s && req.method === "POST" && page![2]) {
          s.paid = true;
          s.paidWith = params.method ?? "card";
          // Stripe's event may reach the site after the client is back on it: a delay shows that moment.
          if (opts.webhookDelayMs) setTimeout(() => void deliverPaid(s).catch(() => undefined), opts.webhookDelayMs);
          else await deliverPaid(s);
          res.writeHead(303, { location: s.params.success_url ?? "/" });
          return res.end();
        }
        json(res, 404, { error: { type: "invalid_request_error", message: `The fake does not answer ${req.method} ${url.pathname}.` } });
      })().catch((e: unknown) => {
        res.writeHead(500);
        res.end(String(e));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, opts.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://${opts.host ?? "127.0.0.1"}:${port}`;

  return {
    /** STRIPE_API_URL for the site. */
    url: base,
    requests,
    /** The requests to one endpoint, e.g. "/v1/checkout/sessions". */
    to: (path: string) => requests.filter((r) => r.path === path),
    /** Pays a session on its hosted page, as the client's button does: false when it can no longer be paid. */
    async pay(sessionUrl: string): Promise<boolean> {
      const res = await fetch(`${sessionUrl}/pay`, { method: "POST", redirect: "manual" });
      return res.status === 303;
    },
    /** The next `count` API requests answer 500. */
    failNext(count = 1) {
      failNext = count;
    },
    /** The method chosen on the hosted page of each paid session, by session id. */
    paidWith: (sessionId: string) => sessions.get(sessionId)?.paidWith,
    /** Where paying on the fake page sends the signed event. */
    setWebhook(w: { url: string; secret: string }) {
      webhook = w;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
