import { z } from "zod";
import { zonedLocalToDate } from "../zoned-time.js";

/** A PDF's plain name: what sits between /pdf/ and .pdf. Nothing that could leave the folder. */
export const PDF_NAME = /^[A-Za-z0-9_-]{1,100}$/;

/** Accepts "guide" or "guide.pdf"; answers the plain name. Slashes, dots, NUL and the like are refused. */
export const pdfName = z
  .string({ error: "required" })
  .trim()
  .min(1, "required")
  .transform((v) => v.replace(/\.pdf$/i, ""))
  .refine((v) => PDF_NAME.test(v), "invalid_pdf_name");

/**
 * A plain PDF name made from whatever an uploader gave ("Lista de la compra (v2).pdf" →
 * "Lista-de-la-compra-v2"); empty when nothing usable is left.
 */
export function sanitizePdfName(input: string): string {
  return input
    .replace(/^.*[\\/]/, "")
    .replace(/\.pdf$/i, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[-_]+|[-_]+$/g, "")
    .slice(0, 100)
    .replace(/[-_]+$/, "");
}

/**
 * An optional expiry: an ISO date-time with a zone, or a zone-less "YYYY-MM-DDTHH:MM" as a
 * datetime-local field sends it, read as the practice's (Madrid) time. Must be in the future.
 */
export const expiresAt = z
  .preprocess((v) => (v === "" || v === null ? undefined : v), z.string({ error: "invalid_date" }).trim().max(40, "invalid_date").optional())
  .transform((v, ctx) => {
    if (v === undefined) return null;
    const date = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(v) ? new Date(v) : zonedLocalToDate(v);
    if (!date || Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(v)) {
      ctx.addIssue({ code: "custom", message: "invalid_date" });
      return z.NEVER;
    }
    if (date.getTime() <= Date.now()) {
      ctx.addIssue({ code: "custom", message: "expiry_in_past" });
      return z.NEVER;
    }
    return date.toISOString();
  });

export const downloadTokenBody = z.object({
  download_token: z.object({ pdf_url: pdfName, expires_at: expiresAt }),
});

export const downloadTokenOut = z.object({
  token: z.string(),
  pdf_url: z.string(),
  expires_at: z.string().nullable(),
  download_url: z.string(),
});
export type DownloadToken = z.infer<typeof downloadTokenOut>;

export const pdfFileOut = z.object({ name: z.string(), size: z.number(), modified: z.string() });
export type PdfFile = z.infer<typeof pdfFileOut>;
