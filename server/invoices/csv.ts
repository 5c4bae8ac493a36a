// The libro registro de facturas expedidas as her accountant opens it: semicolons, decimal
// commas, a UTF-8 byte order mark so spreadsheet programs read the accents right.
import { csvFile, type CsvValue } from "../http/csv.js";
import type { InvoiceRow } from "./repository.js";

const HEADER = [
  "Serie",
  "Número",
  "Fecha de expedición",
  "Fecha de operación",
  "Tipo de factura",
  "Rectifica a",
  "Sustituye a",
  "NIF del destinatario",
  "Nombre del destinatario",
  "Concepto",
  "Base imponible",
  "Tipo de IVA (%)",
  "Cuota de IVA",
  "Total",
  "Moneda",
  "Exención",
  "Huella",
];

/** An amount in cents as a figure with a decimal comma: a number, never defused. */
const cents = (v: number) => ({ figure: `${v < 0 ? "-" : ""}${Math.floor(Math.abs(v) / 100)},${String(Math.abs(v) % 100).padStart(2, "0")}` });

export function invoicesCsv(rows: InvoiceRow[]): string {
  const numberOf = new Map(rows.map((r) => [r.id, r.number]));
  const lines: CsvValue[][] = rows.map((r) => [
    r.series,
    r.number,
    r.issue_date,
    r.operation_date ?? r.issue_date,
    r.aeat_type,
    r.rectifies !== null ? (numberOf.get(r.rectifies) ?? String(r.rectifies)) : "",
    r.replaces !== null ? (numberOf.get(r.replaces) ?? String(r.replaces)) : "",
    r.client_tax_id ?? "",
    r.client_name ?? "",
    r.description,
    cents(r.base),
    r.vat_rate,
    cents(r.vat),
    cents(r.total),
    r.currency,
    r.vat_rate === 0 ? "E1 (art. 20.Uno.3º LIVA)" : "",
    r.hash,
  ]);
  return csvFile(HEADER, lines, { separator: ";", quote: "when_needed" });
}
