/**
 * RFC 4180 CSV with a UTF-8 BOM (so spreadsheets read Greek and accents right). A cell that
 * starts like a formula (= + - @, tab, CR) gets a leading apostrophe: opened in a spreadsheet
 * it stays text and can never run (CSV/formula injection).
 */
export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  const cell = (v: string | number | null) => {
    let s = v === null ? "" : String(v);
    if (typeof v === "string" && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    return `"${s.replace(/"/g, '""')}"`;
  };
  return "\uFEFF" + [header, ...rows].map((r) => r.map(cell).join(",")).join("\r\n") + "\r\n";
}
