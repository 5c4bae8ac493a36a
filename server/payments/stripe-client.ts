import type Stripe from "stripe";

/**
 * The official client, pointed at STRIPE_API_URL: Stripe's own API, stripe-mock or the tests'
 * fake. The package takes the address as host, port and protocol. Loaded only when a secret key
 * is set (it weighs about 4 MiB of heap).
 */
export async function createStripeClient(secretKey: string, apiUrl: string): Promise<Stripe> {
  const { default: StripeClient } = await import("stripe");
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return new StripeClient(secretKey, {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443,
    protocol,
    // A client waits on the pay address: fail fast and let her try again, rather than hang.
    timeout: 15_000,
    maxNetworkRetries: 1,
  });
}

/** The client, made on first use; null without a secret key (no online payments, no refunds through Stripe). */
export function stripeGetter(config: { STRIPE_SECRET_KEY?: string; STRIPE_API_URL: string }): (() => Promise<Stripe>) | null {
  const key = config.STRIPE_SECRET_KEY;
  if (!key) return null;
  let client: Promise<Stripe> | null = null;
  return () => (client ??= createStripeClient(key, config.STRIPE_API_URL));
}
