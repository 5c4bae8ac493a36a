import type { DownloadToken, PdfFile } from "../../../core/schemas/download-token";
import { jsonInit, type Call } from "./call";

export const downloadsApi = (call: Call) => ({
  /** expires_at: ISO date-time, or a datetime-local value (read as Madrid time); omit for no expiry. */
  createToken: (pdf_url: string, expires_at?: string) =>
    call<DownloadToken>("/api/admin/download_tokens", jsonInit("POST", { download_token: { pdf_url, ...(expires_at ? { expires_at } : {}) } })),
  listPdfs: () => call<PdfFile[]>("/api/admin/pdfs"),
  uploadPdf: (file: Blob, name?: string) => {
    const form = new FormData();
    if (name) form.append("name", name);
    form.append("file", file, file instanceof File ? file.name : `${name ?? "document"}.pdf`);
    return call<PdfFile>("/api/admin/pdfs", { method: "POST", body: form });
  },
  removePdf: (name: string) => call<null>(`/api/admin/pdfs/${encodeURIComponent(name)}`, { method: "DELETE" }),
});
