import { jsonInit, type Call } from "./call";
import type { Credits } from "../../../core/schemas/bundle";

export interface BundleOrderInput {
  plan_id: number;
  name: string;
  email: string;
  phone_number: string;
  language: string;
}

/** Buying a bundle from the browser: the answer is Stripe Checkout's address. */
export const bundlesApi = (call: Call) => ({
  order: (input: BundleOrderInput) => call<{ payment_url: string }>("/api/v1/bundle_orders", jsonInit("POST", input)),
  /** Hers, with her session cookie. */
  mine: (planId?: number) => call<Credits>(`/api/v1/me/credits${planId ? `?service_plan_id=${planId}` : ""}`),
});
