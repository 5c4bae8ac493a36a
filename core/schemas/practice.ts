import { z } from "zod";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { optionalMultilineText, optionalText } from "./common.js";
import { EMAIL_MAX, EMAIL_PATTERN } from "../field-rules.js";
import { isValidSpanishTaxId, normalizeTaxId } from "../tax-id.js";
import { SOCIAL_FIELDS, type SocialField } from "../social-networks.js";
import { PAYMENT_METHODS } from "../payment-methods.js";

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
// A profile's address: a web page the footer links to.
const profileUrl = optionalText(300).refine((v) => v === "" || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), { message: "invalid_url" });
const socialLinks = Object.fromEntries(SOCIAL_FIELDS.map((f) => [f, profileUrl])) as Record<SocialField, typeof profileUrl>;
// Letters, digits and a few separators: the series is part of every invoice number.
const series = optionalText(10).refine((v) => /^[A-Z0-9-]*$/i.test(v), { message: "invalid_invoice_series" });

export const practiceIdentityBody = z.object({
  name_en: optionalText(120),
  name_es: optionalText(120),
  name_gr: optionalText(120),
  legal_name: optionalText(200),
  tax_id: taxId,
  address: optionalMultilineText(500),
  email,
  phone,
  college: optionalText(200),
  registration_number: optionalText(40),
  invoice_series: series.transform((v) => v.toUpperCase()),
  chat_number: phone,
  ...socialLinks,
});

const identityOut = {
  name_en: z.string().describe("The practice's name in English, as the site, mails and documents write it; empty: another language's."),
  name_es: z.string().describe("The practice's name in Spanish."),
  name_gr: z.string().describe("The practice's name in Greek."),
  legal_name: z.string(),
  tax_id: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  college: z.string(),
  registration_number: z.string(),
  chat_number: z.string().describe("The floating chat button's WhatsApp number; empty: no button."),
  ...(Object.fromEntries(SOCIAL_FIELDS.map((f) => [f, z.string()])) as Record<SocialField, z.ZodString>),
};

/**
 * What Checkout offers, as Stripe names the methods. Cards are always among them: a client
 * without a Spanish bank account has no Bizum.
 */
export const paymentMethods = z
  .array(z.enum(PAYMENT_METHODS, { error: "invalid_payment_method" }))
  .max(PAYMENT_METHODS.length)
  .refine((v) => v.includes("card"), { message: "payment_methods_need_card" });

/** The practice's settings (the admin's resource); other areas add their fields beside these. */
export const practiceSettingsBody = practiceIdentityBody
  .extend({
    payment_instructions: paymentInstructions.partial(),
    payment_methods: paymentMethods,
    /** The promised answer time to a client's message, in hours (1 to two weeks). */
    answer_hours: z.number().int("invalid_integer").min(1, "invalid").max(336, "invalid"),
  })
  .partial();
export const practiceSettingsOut = z.object({
  payment_instructions: z.object({ en: z.string(), es: z.string(), gr: z.string() }),
  payment_methods: z.array(z.enum(PAYMENT_METHODS)).describe('What Stripe Checkout offers: `["card"]`, or `["card", "bizum"]` with Bizum on.'),
  ...identityOut,
  invoice_series: z.string(),
  answer_hours: z.number(),
  identity_missing: z.array(z.string()).describe("Fields the legal notice (LSSI-CE art. 10) still needs; empty when complete."),
  fiscal_identity_missing: z.array(z.string()).describe("Fields invoices still need; no invoice is issued until this is empty."),
  demo_settings: z
    .array(z.enum(["name", "payment_instructions", "contacts", "identity"]))
    .describe(
      "Settings that still hold the demo practice's values (seeded with the demo content): its name, payment instructions, contacts (chat number, social profiles), identity (email, phone, address).",
    ),
  payment_instructions_hidden: z.boolean().describe("True while a production site hides the demo's payment instructions from clients."),
});

/** Who runs the site, for anyone: the legal pages and the About page show it. */
export const publicIdentityOut = z.object(identityOut);
