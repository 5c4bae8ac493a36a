import { isPageForm, PAGE_FORM_FIELD, type PageFormResult } from "../core/page-forms.js";
import type { Language } from "../core/languages.js";
import type { ApiFetch } from "./in-process-fetch.js";

/** The fields each form sends to its REST endpoint; anything else in the POST is ignored. */
const FIELDS = { newsletter: ["email"], contact: ["name", "email", "message"] } as const;

/**
 * A public form sent without JavaScript (a plain POST of the page's own address): it is
 * passed on to the same REST endpoint the script calls, through the in-process API (so its
 * rules, limits and texts are the API's, and the REST contract stays as it is), and the page
 * is then rendered with the result. Null when the POST is not one of these forms.
 */
export async function sendPageForm(fields: URLSearchParams, apiFetch: ApiFetch, lang: Language): Promise<{ result: PageFormResult; status: number } | null> {
  const form = fields.get(PAGE_FORM_FIELD);
  if (!isPageForm(form)) return null;
  const values: Record<string, string> = {};
  for (const name of FIELDS[form]) values[name] = (fields.get(name) ?? "").slice(0, 20_000).trim();
  const [path, body] =
    form === "newsletter"
      ? ["/api/v1/subscribers", { subscriber: { email: values.email, language: lang } }]
      : ["/api/v1/contact_messages", { contact_message: values }];
  const res = await apiFetch(path, { method: "POST", headers: { "content-type": "application/json", "x-language": lang }, body: JSON.stringify(body) });
  const text = await res.text();
  let answer: unknown = null;
  try {
    answer = text ? JSON.parse(text) : null;
  } catch {
    answer = null;
  }
  if (res.ok) return { result: { form, ok: true, body: null, values: {} }, status: 200 };
  // The visitor's mistake keeps its 4xx; a fault behind the form is still a page that answers.
  return { result: { form, ok: false, body: answer, values }, status: res.status < 500 ? res.status : 200 };
}
