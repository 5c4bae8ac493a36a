/**
 * Every CSV the site writes goes through here. A text cell that starts like a formula (=, +, -,
 * @, tab or carriage return) gets a leading apostrophe: opened in a spreadsheet it stays text
 * and can never run (CSV/formula injection), whatever follows the sign ("-1+HYPERLINK(…)" too).
 * Numbers, and figures the site formats itself from numbers (an amount with a decimal comma),
 * are written as they are: a negative amount must stay a number for the accountant.
 */
export type CsvValue = string | number | null | { figure: string };

export interface CsvFormat {
  separator: "," | ";";
  /** Quote every cell, or only those holding the separator, a quote or a line break. */
  quote: "always" | "when_needed";
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(v: CsvValue, f: CsvFormat): string {
  let s: string;
  if (v === null) s = "";
  else if (typeof v === "number") s = String(v);
  else if (typeof v === "object") s = v.figure;
  else s = FORMULA_START.test(v) ? `'${v}` : v;
  const needsQuotes = f.quote === "always" || s.includes(f.separator) || /["\r\n]/.test(s);
  return needsQuotes ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A whole file: a UTF-8 byte order mark (so spreadsheets read Greek and accents right), CRLF lines. */
export function csvFile(header: string[], rows: CsvValue[][], f: CsvFormat): string {
  return "\uFEFF" + [header, ...rows].map((r) => r.map((v) => csvCell(v, f)).join(f.separator)).join("\r\n") + "\r\n";
}
