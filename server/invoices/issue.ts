// One invoice onto the VeriFactu chain: its series and number, its VAT, its place in the hash
// chain and its record digest, written in the transaction of the payment or refund it documents
// (docs/decisions/028). Which invoice to issue, and when, is the invoicing service's.
import type { PracticeIdentity } from "../../core/practice-identity.js";
import { aeatDate, altaHash, madridDate, madridTimestamp, splitVat } from "../../core/verifactu.js";
import type { Trx } from "../kernel/transactions.js";
import { recordDigest } from "./record-digest.js";
import type { InvoiceRow, InvoiceType, InvoicesRepository } from "./repository.js";

/** The client named on a full invoice. */
export interface InvoiceClient {
  name: string;
  tax_id: string;
  address: string;
}

/** Series of each kind: the practice's prefix, with C for full and R for rectifying invoices. */
export function seriesFor(prefix: string, type: InvoiceType): string {
  return type === "simplified" ? prefix : `${prefix}${type === "full" ? "C" : "R"}`;
}

export const printedNumber = (series: string, year: number, seq: number) => `${series}${year}-${String(seq).padStart(6, "0")}`;

export interface Draft {
  type: InvoiceType;
  /** The AEAT's TipoFactura: F2 simplified, F3 full in place of a simplified one, R1 or R5 rectifying. */
  aeatType: string;
  bookingId: number | null;
  /** A bundle's sale, or its refund's correction. */
  bundleId?: number | null;
  rectifies?: number | null;
  replaces?: number | null;
  refundId?: number | null;
  description: string;
  language: string;
  client?: InvoiceClient | null;
  total: number;
  vatRate: number;
  currency: string;
  /** When the payment (or refund) happened, if another day than the issue. */
  operationAt?: string | null;
}

/**
 * Issues one invoice. The chain's head is locked first, then the series' counter is
 * incremented, then the record is hashed onto the chain: concurrent payments take consecutive
 * numbers and each record names the one before it.
 */
export async function issueInvoice(invoices: InvoicesRepository, trx: Trx, identity: PracticeIdentity, d: Draft, now: number): Promise<InvoiceRow> {
  const previousHash = await invoices.lockChainHead(trx);
  const issueDate = madridDate(now);
  const year = Number(issueDate.slice(0, 4));
  const series = seriesFor(identity.invoice_series, d.type);
  const seq = await invoices.nextNumber(trx, series, year);
  const number = printedNumber(series, year, seq);
  const { base, vat } = splitVat(d.total, d.vatRate);
  const generatedAt = madridTimestamp(now);
  const hash = await altaHash({
    issuerTaxId: identity.tax_id,
    number,
    issueDate: aeatDate(issueDate),
    aeatType: d.aeatType,
    vat,
    total: d.total,
    previousHash,
    generatedAt,
  });
  const operationDate = d.operationAt ? madridDate(Date.parse(d.operationAt)) : null;
  const values = {
    series,
    year,
    seq,
    number,
    type: d.type,
    aeat_type: d.aeatType,
    issued_at: new Date(now).toISOString(),
    issue_date: issueDate,
    operation_date: operationDate && operationDate !== issueDate ? operationDate : null,
    booking_id: d.bookingId,
    bundle_id: d.bundleId ?? null,
    rectifies: d.rectifies ?? null,
    replaces: d.replaces ?? null,
    refund_id: d.refundId ?? null,
    description: d.description,
    language: d.language,
    client_name: d.client?.name ?? null,
    client_tax_id: d.client?.tax_id ?? null,
    client_address: d.client?.address ?? null,
    issuer_name: identity.legal_name,
    issuer_tax_id: identity.tax_id,
    issuer_address: identity.address,
    issuer_registration: [identity.college, identity.registration_number].filter(Boolean).join(" "),
    base,
    vat_rate: d.vatRate,
    vat,
    total: d.total,
    currency: d.currency,
    generated_at: generatedAt,
    previous_hash: previousHash,
    hash,
  };
  return invoices.append(trx, { ...values, record_digest: recordDigest(values) });
}
