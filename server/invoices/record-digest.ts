import { createHash } from "node:crypto";

/** The fields of an invoice row the record digest covers. */
export interface DigestedInvoice {
  hash: string;
  series: string;
  number: string;
  type: string;
  aeat_type: string;
  issued_at: string;
  issue_date: string;
  operation_date: string | null;
  booking_id: number | null;
  rectifies: number | null;
  replaces: number | null;
  refund_id: number | null;
  description: string;
  language: string;
  client_name: string | null;
  client_tax_id: string | null;
  client_address: string | null;
  issuer_name: string;
  issuer_tax_id: string;
  issuer_address: string;
  issuer_registration: string;
  base: number;
  vat_rate: number;
  vat: number;
  total: number;
  currency: string;
}

/** What `verify` names as covered by the record digest, in the order it is computed. */
export const DIGEST_FIELDS = [
  "hash",
  "series",
  "number",
  "type",
  "aeat_type",
  "issued_at",
  "issue_date",
  "operation_date",
  "booking_id",
  "rectifies",
  "replaces",
  "refund_id",
  "description",
  "language",
  "client_name",
  "client_tax_id",
  "client_address",
  "issuer_name",
  "issuer_tax_id",
  "issuer_address",
  "issuer_registration",
  "base",
  "vat_rate",
  "vat",
  "total",
  "currency",
] as const satisfies readonly (keyof DigestedInvoice)[];

/**
 * The AEAT's hash covers only the issuer, number, date, type, VAT and total; the client named on
 * the invoice and what it was for are outside it. This second digest, stored with each record,
 * covers every printed field and the AEAT hash itself, so an edit of any of them shows in the
 * chain's check while the AEAT hash stays exactly as the AEAT defines it.
 */
export function recordDigest(r: DigestedInvoice): string {
  const values = DIGEST_FIELDS.map((k) => r[k]);
  return createHash("sha256").update(JSON.stringify(values), "utf8").digest("hex").toUpperCase();
}
