import { z } from "zod";
import { optionalMultilineText } from "./common.js";

/**
 * How to pay when there is no online payment (no Stripe key, no Payment Link on the plan): her
 * own text per language, e.g. a bank transfer with IBAN or a Bizum number. Empty: none.
 */
export const paymentInstructions = z.object({
  en: optionalMultilineText(2000),
  es: optionalMultilineText(2000),
  gr: optionalMultilineText(2000),
});
export type PaymentInstructions = z.infer<typeof paymentInstructions>;

/** The practice's settings (the admin's resource); other areas add their fields beside these. */
export const practiceSettingsBody = z.object({ payment_instructions: paymentInstructions.partial() });
export const practiceSettingsOut = z.object({ payment_instructions: z.object({ en: z.string(), es: z.string(), gr: z.string() }) });
