import type { Storage } from "../storage/storage.js";
import type { PdfFile } from "../../core/schemas/download-token.js";

/** PDFs live in the storage under pdfs/<name>.pdf; <name> always matches PDF_NAME. */
export const PDF_PREFIX = "pdfs";

export const pdfKey = (name: string) => `${PDF_PREFIX}/${name}.pdf`;

/** A PDF starts with "%PDF-": the bytes decide, never the file name or the declared type. */
export function looksLikePdf(data: Buffer): boolean {
  return data.length > 8 && data.subarray(0, 5).toString("latin1") === "%PDF-";
}

export async function listPdfs(storage: Storage): Promise<PdfFile[]> {
  const files = await storage.list(PDF_PREFIX);
  return files
    .filter((f) => f.key.endsWith(".pdf"))
    .map((f) => ({ name: f.key.slice(PDF_PREFIX.length + 1, -".pdf".length), size: f.size, modified: f.modified }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function pdfExists(storage: Storage, name: string): Promise<boolean> {
  return (await listPdfs(storage)).some((f) => f.name === name);
}
