import type { ArchivedNewsletter, Newsletter } from "../../../core/schemas/newsletter";
import { jsonInit, type Call } from "./call";

export interface NewsletterFields {
  language: string;
  subject: string;
  preheader: string;
  content?: unknown;
  blog_slug?: string;
}

export const newslettersApi = (call: Call) => ({
  list: () => call<Newsletter[]>("/api/v1/newsletters"),
  get: (id: number) => call<Newsletter>(`/api/v1/newsletters/${id}`),
  create: (newsletter: NewsletterFields) => call<Newsletter>("/api/v1/newsletters", jsonInit("POST", { newsletter })),
  update: (id: number, newsletter: NewsletterFields) => call<Newsletter>(`/api/v1/newsletters/${id}`, jsonInit("PUT", { newsletter })),
  remove: (id: number) => call<null>(`/api/v1/newsletters/${id}`, { method: "DELETE" }),
  preview: (id: number) => call<{ subject: string; html: string; text: string }>(`/api/v1/newsletters/${id}/preview`),
  test: (id: number, email: string) => call<{ message: string }>(`/api/v1/newsletters/${id}/test`, jsonInit("POST", { email })),
  send: (id: number, sendAt?: string) => call<Newsletter>(`/api/v1/newsletters/${id}/send`, jsonInit("POST", sendAt ? { send_at: sendAt } : {})),
  archive: (language: string) => call<ArchivedNewsletter[]>(`/api/v1/newsletter_archive?language=${language}`),
  archived: (slug: string) => call<ArchivedNewsletter>(`/api/v1/newsletter_archive/${encodeURIComponent(slug)}`),
});
