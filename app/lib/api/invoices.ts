import type { z } from "zod";
import type { InvoiceOut, verifyOut } from "../../../core/schemas/invoice";
import { ApiRequestError, type ApiFetch, type Call } from "./call";

export type Invoice = InvoiceOut;
export type ChainCheck = z.infer<typeof verifyOut>;

const query = (q: Record<string, string | undefined>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v) p.set(k, v);
  const s = p.toString();
  return s ? `?${s}` : "";
};

/** Invoices (admin): the list, the chain's check, and files (PDF, CSV) fetched with the admin's token. */
export const invoicesApi = (call: Call, fetcher: ApiFetch, token: string | null | undefined) => {
  async function file(path: string): Promise<Blob> {
    const res = await fetcher(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!res.ok) throw new ApiRequestError(res.status, `HTTP error! Status: ${res.status}`, null);
    return res.blob();
  }
  return {
    list: (q: { from?: string; to?: string; type?: string; booking_id?: number }) =>
      call<Invoice[]>(`/api/admin/invoices${query({ ...q, booking_id: q.booking_id ? String(q.booking_id) : undefined })}`),
    verify: () => call<ChainCheck>("/api/admin/invoices/verify"),
    pdf: (id: number) => file(`/api/admin/invoices/${id}/pdf`),
    csv: (from: string, to: string) => file(`/api/admin/invoices.csv${query({ from, to })}`),
    /** Bundles sold in the period and the credits outstanding now (cents). */
    bundles: (from: string, to: string) =>
      call<{ sold: number; sold_total: number; outstanding_credits: number; outstanding_value: number }>(`/api/admin/bundles/summary${query({ from, to })}`),
  };
};
