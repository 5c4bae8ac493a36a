import { jsonInit, type Call } from "./call";
import type { PracticeIdentity, IdentityField, PublicIdentity } from "../../../core/practice-identity";

export interface PracticeSettings extends PracticeIdentity {
  payment_instructions: { en: string; es: string; gr: string };
  /** What the legal notice still lacks, and what invoices lack: empty when complete. */
  identity_missing: IdentityField[];
  fiscal_identity_missing: IdentityField[];
  /** The promised answer time to a client's message, in hours. */
  answer_hours: number;
}

export type PracticeChange = Partial<PracticeIdentity> & { payment_instructions?: Partial<PracticeSettings["payment_instructions"]>; answer_hours?: number };

/** The practice's settings (admin): who runs it and payment instructions, beside the fields other areas add. */
export const practiceApi = (call: Call) => ({
  get: () => call<PracticeSettings>("/api/admin/practice"),
  save: (change: PracticeChange) => call<PracticeSettings>("/api/admin/practice", jsonInit("PUT", change)),
  /** Who runs the practice, as the public pages show it. */
  identity: () => call<PublicIdentity>("/api/v1/practice"),
});
