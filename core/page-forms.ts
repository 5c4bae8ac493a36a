/**
 * The public pages' forms that also work without JavaScript: a plain POST to the page itself,
 * answered with the page and the result (server/page-forms.ts). With JavaScript the same
 * forms call the REST API from the browser (app/behaviours/forms.ts).
 */
export const PAGE_FORMS = ["newsletter", "contact"] as const;
export type PageForm = (typeof PAGE_FORMS)[number];

/** The hidden field that names the form sent. */
export const PAGE_FORM_FIELD = "_form";

export interface PageFormResult {
  form: PageForm;
  ok: boolean;
  /** The API's answer when it failed (its error text is shown); null when there was none. */
  body: unknown;
  /** What was typed, given back when it failed. */
  values: Record<string, string>;
}

export function isPageForm(value: unknown): value is PageForm {
  return (PAGE_FORMS as readonly unknown[]).includes(value);
}
