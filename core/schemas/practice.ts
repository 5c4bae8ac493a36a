import { z } from "zod";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { optionalMultilineText, optionalText } from "./common.js";
import { EMAIL_MAX, EMAIL_PATTERN } from "../field-rules.js";
import { isValidSpanishTaxId, normalizeTaxId } from "../tax-id.js";

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

// The practice's identity (core/practice-identity.ts). Each field may be sent alone; an empty
// text clears it. Numbers are kept as documents print them.
const taxId = optionalText(20)
  .transform(normalizeTaxId)
  .refine((v) => v === "" || isValidSpanishTaxId(v), { message: "invalid_tax_id" });
const email = optionalText(EMAIL_MAX).refine((v) => v === "" || EMAIL_PATTERN.test(v), { message: "invalid_email" });
// A Spanish number may be written without its country code; any other needs it.
const phone = optionalText(40)
  .transform((v) => (v === "" ? v : (parsePhoneNumberFromString(v, "ES")?.formatInternational() ?? null)))
  .refine((v): v is string => v !== null && (v === "" || parsePhoneNumberFromString(v)?.isValid() === true), { message: "invalid_phone_number" });
// Letters, digits and a few separators: the series is part of every invoice number.
const series = optionalText(10).refine((v) => /^[A-Z0-9-]*$/i.test(v), { message: "invalid_invoice_series" });

export const practiceIdentityBody = z.object({
  legal_name: optionalText(200),
  tax_id: taxId,
  address: optionalMultilineText(500),
  email,
  phone,
  college: optionalText(200),
  registration_number: optionalText(40),
  invoice_series: series.transform((v) => v.toUpperCase()),
});

const identityOut = {
  legal_name: z.string(),
  tax_id: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  college: z.string(),
  registration_number: z.string(),
};

/** The practice's settings (the admin's resource); other areas add their fields beside these. */
export const practiceSettingsBody = practiceIdentityBody
  .extend({
    payment_instructions: paymentInstructions.partial(),
    /** The promised answer time to a client's message, in hours (1 to two weeks). */
    answer_hours: z.number().int("invalid_integer").min(1, "invalid").max(336, "invalid"),
  })
  .partial();
export const practiceSettingsOut = z.object({
  payment_instructions: z.object({ en: z.string(), es: z.string(), gr: z.string() }),
  ...identityOut,
  invoice_series: z.string(),
  answer_hours: z.number(),
  identity_missing: z.array(z.string()).describe("Fields the legal notice (LSSI-CE art. 10) still needs; empty when complete."),
  fiscal_identity_missing: z.array(z.string()).describe("Fields invoices still need; no invoice is issued until this is empty."),
});

/** Who runs the site, for anyone: the legal pages and the About page show it. */
export const publicIdentityOut = z.object(identityOut);
