import type { Language } from "../../../../core/languages";
import { formatDateTime } from "../ui";

/** One of her sessions, as the client page's forms offer it (a note or a plan belongs to one). */
export type SessionRef = { id: number; start_at: string | null; date: string; time: string; service_plan_title: string | null };

/** "30 Nov 2026, 17:00 · Consulta individual", in the admin's language. */
export function sessionLabel(b: SessionRef, lang: Language): string {
  const when = b.start_at ? formatDateTime(b.start_at, lang) : `${b.date} ${b.time}`;
  return b.service_plan_title ? `${when} · ${b.service_plan_title}` : when;
}
