// The libro registro de facturas expedidas as her accountant opens it: semicolons, decimal
// commas, a UTF-8 byte order mark so spreadsheet programs read the accents right.
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

const cents = (v: number) => `${v < 0 ? "-" : ""}${Math.floor(Math.abs(v) / 100)},${String(Math.abs(v) % 100).padStart(2, "0")}`;

/** A field quoted when it holds the separator, a quote or a line break; a leading formula sign is defused. */
function field(v: string): string {
  const safe = /^[=+\-@\t\r]/.test(v) && !/^-\d/.test(v) ? `'${v}` : v;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function invoicesCsv(rows: InvoiceRow[]): string {
  const numberOf = new Map(rows.map((r) => [r.id, r.number]));
  const lines = [HEADER.join(";")];
  for (const r of rows) {
    lines.push(
      [
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
        String(r.vat_rate),
        cents(r.vat),
        cents(r.total),
        r.currency,
        r.vat_rate === 0 ? "E1 (art. 20.Uno.3º LIVA)" : "",
        r.hash,
      ]
        .map(field)
        .join(";"),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
