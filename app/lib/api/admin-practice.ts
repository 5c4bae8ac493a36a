import { jsonInit, type Call } from "./call";

// The admin's calls for the running of the practice: bookings, subscribers, contact
// messages, download tokens and the PDF library. Every call carries the admin token.

export interface Booking {
  id: number;
  name: string;
  email: string;
  phone_number: string | null;
  date: string;
  time: string;
  status: string;
  message: string | null;
  service_plan_title: string | null;
  service_plan_id?: number | null;
  created_at?: string;
  price?: number | null;
  payment_deadline?: string;
  history?: { from_status: string | null; to_status: string; actor: string; note?: string; created_at: string }[];
}

export interface Subscriber {
  id: number;
  email: string;
  created_at: string;
  language?: string;
}

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  message: string;
  read_at: string | null;
  created_at: string;
}

export interface PdfFile {
  name: string;
  size: number;
  modified?: string;
  created_at?: string;
}

const list = <T>(r: T[] | Record<string, T[]>, key: string): T[] => (Array.isArray(r) ? r : (r[key] ?? []));

export const adminBookingsApi = (call: Call) => ({
  list: () => call<Booking[] | { bookings: Booking[] }>("/bookings").then((r) => list(r, "bookings")),
  get: (id: number) => call<Booking>(`/bookings/${id}`),
  remove: (id: number) => call<null>(`/bookings/${id}`, { method: "DELETE" }),
  /** mark_paid: pending_payment → confirmed; complete: confirmed → completed; cancel: either → cancelled. */
  act: (id: number, action: "mark_paid" | "complete" | "cancel") => call<Booking>(`/bookings/${id}/${action}`, { method: "POST" }),
});

export const adminSubscribersApi = (call: Call) => ({
  list: () => call<Subscriber[] | { subscribers: Subscriber[] }>("/api/v1/subscribers").then((r) => list(r, "subscribers")),
  exportCsv: () => call<string>("/api/v1/subscribers.csv"),
  remove: (id: number) => call<null>(`/api/v1/subscribers/${id}`, { method: "DELETE" }),
});

export const adminMessagesApi = (call: Call) => ({
  list: () => call<ContactMessage[] | { contact_messages: ContactMessage[] }>("/api/v1/contact_messages").then((r) => list(r, "contact_messages")),
  setRead: (id: number, read: boolean) => call<ContactMessage>(`/api/v1/contact_messages/${id}`, jsonInit("PATCH", { read })),
  remove: (id: number) => call<null>(`/api/v1/contact_messages/${id}`, { method: "DELETE" }),
});

export const adminDownloadsApi = (call: Call) => ({
  /** expires_at: a datetime-local value (Madrid time) or omitted for a link that never expires. */
  generate: (pdf_url: string, expires_at: string | null) =>
    call<{ token: string; pdf_url: string; expires_at: string | null; download_url?: string }>(
      "/api/admin/download_tokens",
      jsonInit("POST", { download_token: { pdf_url, ...(expires_at ? { expires_at } : {}) } }),
    ),
  listPdfs: () => call<PdfFile[] | { pdfs: PdfFile[] }>("/api/admin/pdfs").then((r) => list(r, "pdfs")),
  uploadPdf: (file: File, name?: string) => {
    const form = new FormData();
    if (name) form.append("name", name);
    form.append("file", file);
    return call<PdfFile>("/api/admin/pdfs", { method: "POST", body: form });
  },
  removePdf: (name: string) => call<null>(`/api/admin/pdfs/${encodeURIComponent(name)}`, { method: "DELETE" }),
});
