import { intlLocale, type Language } from "../../../../core/languages";

/** A published date (YYYY-MM-DD or ISO) in short form, or null for a draft. */
export function shortDate(value: string | null | undefined, lang: Language): string | null {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return d.toLocaleDateString(intlLocale(lang), { dateStyle: "medium", timeZone: "UTC" });
}

/** Newest published first; drafts (no date yet) lead, as they are the work in progress. */
export function byNewestPublished<T extends { published_date: string | null; created_at?: string }>(a: T, b: T): number {
  const ka = a.published_date ?? "9999";
  const kb = b.published_date ?? "9999";
  if (ka !== kb) return ka < kb ? 1 : -1;
  return (b.created_at ?? "").localeCompare(a.created_at ?? "");
}
