import { z } from "zod";
import { positiveId, requiredMultilineText, requiredText } from "./common.js";
import { isValidSpanishTaxId, normalizeTaxId } from "../tax-id.js";

/**
 * A client's tax id on a full invoice: what looks like a Spanish NIF or NIE (eight digits, or
 * X/Y/Z and seven, with or without the letter) must have the right check letter; anything else
 * is taken as a foreign tax number, as she gives it (letters and digits).
 */
export function clientTaxIdOk(value: string): boolean {
  const id = normalizeTaxId(value);
  if (/^\d{8}[A-Z]?$/.test(id) || /^[XYZ]\d{7}[A-Z]?$/.test(id) || /^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/.test(id)) return isValidSpanishTaxId(id);
  return /^[A-Z0-9]{5,20}$/.test(id);
}

/** POST /bookings/manage/{token}/invoice: who the full invoice is made out to. */
export const fullInvoiceRequest = z.object({
  name: requiredText(200),
  tax_id: requiredText(30).refine(clientTaxIdOk, { message: "invalid_client_tax_id" }).transform(normalizeTaxId),
  address: requiredMultilineText(500),
});
export type FullInvoiceRequest = z.infer<typeof fullInvoiceRequest>;

export const invoiceType = z.enum(["simplified", "full", "rectifying"]);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "invalid_date_range");

export const invoiceListQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  type: invoiceType.optional(),
  booking_id: positiveId.optional(),
});

export const invoiceOut = z.object({
  id: z.number(),
  number: z.string(),
  series: z.string(),
  type: invoiceType,
  aeat_type: z.string().describe("The AEAT's TipoFactura: F2 simplified, F3 full in place of a simplified one, R5/R1 rectifying."),
  issued_at: z.string(),
  issue_date: z.string(),
  operation_date: z.string().nullable(),
  booking_id: z.number().nullable(),
  rectifies: z.number().nullable().describe("The id of the invoice a rectifying invoice corrects."),
  replaces: z.number().nullable().describe("The id of the simplified invoice a full invoice replaces."),
  replaced_by: z.string().nullable().describe("On a simplified invoice: the number of the full invoice that replaced it."),
  description: z.string(),
  client: z.object({ name: z.string().nullable(), tax_id: z.string().nullable(), address: z.string().nullable() }),
  base: z.number().describe("Cents; negative on a rectifying invoice."),
  vat_rate: z.number(),
  vat: z.number(),
  total: z.number(),
  currency: z.string(),
  generated_at: z.string(),
  hash: z.string(),
  previous_hash: z.string(),
});
export type InvoiceOut = z.infer<typeof invoiceOut>;

/** An invoice as the client's private page lists it. */
export const clientInvoiceOut = z.object({
  id: z.number(),
  number: z.string(),
  type: invoiceType,
  issue_date: z.string(),
  total: z.number(),
  currency: z.string(),
  pdf_url: z.string(),
  replaced_by: z.string().nullable().describe("On a simplified invoice: the number of the full invoice that replaced it."),
});

/** The full invoice the client asked for, with whom it is made out to. */
export const fullInvoiceOut = clientInvoiceOut.extend({
  client: z.object({ name: z.string(), tax_id: z.string(), address: z.string() }),
});

/** What verify checked: the AEAT hash's fields, the record digest's fields, and the chain's end. */
const verifyCovers = z.object({
  aeat_hash: z.array(z.string()),
  record_digest: z.array(z.string()),
  chain_end: z.array(z.string()),
});

const firstIssueDate = z.string().nullable().describe("The earliest issue date of any invoice (Madrid), or null before the first.");
export const verifyOut = z.union([
  z.object({ ok: z.literal(true), count: z.number(), first_issue_date: firstIssueDate, covers: verifyCovers }),
  z.object({
    ok: z.literal(false),
    count: z.number(),
    first_issue_date: firstIssueDate,
    covers: verifyCovers,
    broken_at: z.object({ id: z.number(), number: z.string() }).nullable(),
    reason: z.enum(["aeat_hash", "chain_link", "amounts", "record_digest", "chain_end"]),
  }),
]);
