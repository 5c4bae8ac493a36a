import { jsonInit, type Call } from "./call";
import type { PracticeIdentity, IdentityField, PublicIdentity } from "../../../core/practice-identity";
import type { PaymentMethod } from "../../../core/payment-methods";

export interface PracticeSettings extends PracticeIdentity {
  payment_instructions: { en: string; es: string; gr: string };
  /** What Stripe Checkout offers: cards, and Bizum when she turns it on. */
  payment_methods: PaymentMethod[];
  /** What the legal notice still lacks, and what invoices lack: empty when complete. */
  identity_missing: IdentityField[];
  fiscal_identity_missing: IdentityField[];
  /** Settings still holding the demo practice's values, and whether clients are spared its payment instructions. */
  demo_settings: ("name" | "payment_instructions" | "contacts" | "identity")[];
  payment_instructions_hidden: boolean;
  /** The promised answer time to a client's message, in hours. */
  answer_hours: number;
}

export type PracticeChange = Partial<PracticeIdentity> & {
  payment_instructions?: Partial<PracticeSettings["payment_instructions"]>;
  payment_methods?: PaymentMethod[];
  answer_hours?: number;
};

/** The practice's settings (admin): who runs it and payment instructions, beside the fields other areas add. */
export const practiceApi = (call: Call) => ({
  get: () => call<PracticeSettings>("/api/admin/practice"),
  save: (change: PracticeChange) => call<PracticeSettings>("/api/admin/practice", jsonInit("PUT", change)),
  /** Who runs the practice, as the public pages show it. */
  identity: () => call<PublicIdentity>("/api/v1/practice"),
});
