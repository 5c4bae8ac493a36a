import { csvFile } from "../http/csv.js";

/** RFC 4180 CSV, every cell quoted, through the site's one CSV writer (formula signs defused). */
export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return csvFile(header, rows, { separator: ",", quote: "always" });
}
