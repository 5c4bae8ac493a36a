import { makeCall, ApiRequestError } from "../lib/api/call";
import { contactMessagesApi } from "../lib/api/contact-messages";
import { subscribersApi } from "../lib/api/subscribers";
import { serverErrorText } from "../lib/server-error";
import type { Detach } from "./header";
import { showResult } from "./show-result";

/**
 * The public forms, sent to the REST API from the browser. Without JavaScript the same forms
 * are plain POSTs that the server answers with the page and the result (server/page-forms.ts);
 * with it, these take over. Their texts come from the form's data-text-* attributes, written
 * by the server in the page's language.
 */
function apiFor(form: HTMLFormElement) {
  const base = form.dataset.api ?? "/api";
  return makeCall((path, init) => fetch(`${base}${path}`, init), { language: form.dataset.lang });
}

/** The text of a failed call: the server's own, else the form's failure text, else (no answer at all) the network one. */
function failureText(form: HTMLFormElement, err: unknown): string {
  if (err instanceof ApiRequestError) return serverErrorText(err.body) ?? form.dataset.textFailed ?? "";
  return form.dataset.textNetwork ?? "";
}

/** One line of a form's result, as the server writes it (newsletter-form.tsx). */
function line(text: string): HTMLElement {
  const span = document.createElement("span");
  span.className = "form-status__line";
  span.textContent = text;
  return span;
}

/** Newsletter sign-up: idle, then success (input cleared) or failure. */
export function enhanceNewsletter(form: HTMLFormElement): Detach {
  const input = form.querySelector<HTMLInputElement>("input[type=email]");
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const status = form.querySelector<HTMLElement>("[data-form-status]");
  const label = button?.textContent ?? "";
  const call = apiFor(form);
  // The script checks the address itself and says so in the page's words.
  form.noValidate = true;

  const show = (kind: "success" | "error" | "idle", text: string, next?: string) => {
    if (status) {
      status.textContent = text;
      // A second line under the success text: the confirmation mail on its way.
      if (next) status.replaceChildren(...[text, next].map(line));
      status.classList.toggle("is-success", kind === "success");
      status.classList.toggle("is-error", kind === "error");
    }
    if (input) {
      if (kind === "error") input.setAttribute("aria-invalid", "true");
      else input.removeAttribute("aria-invalid");
    }
  };
  const onSubmit = async (e: SubmitEvent) => {
    e.preventDefault();
    if (!input) return;
    if (!input.value.trim() || !input.validity.valid) {
      show("error", form.dataset.textEmpty ?? "");
      input.focus();
      return;
    }
    if (button) {
      button.disabled = true;
      button.textContent = form.dataset.textSending ?? label;
    }
    try {
      await subscribersApi(call).subscribe(input.value.trim(), form.dataset.lang);
      input.value = "";
      show("success", form.dataset.textSuccess ?? "", form.dataset.textNext);
    } catch (err) {
      show("error", failureText(form, err));
    } finally {
      if (button) {
        button.disabled = false;
        button.textContent = label;
      }
    }
    showResult(status);
  };
  form.addEventListener("submit", onSubmit);
  return () => form.removeEventListener("submit", onSubmit);
}

/** 'Send a Message': success clears the fields; a failure says why. */
export function enhanceContactForm(form: HTMLFormElement): Detach {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const success = form.querySelector<HTMLElement>("[data-form-success]");
  const failure = form.querySelector<HTMLElement>("[data-form-error]");
  const label = button?.textContent ?? "";
  const call = apiFor(form);
  const value = (name: string) => ((form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "").trim();

  const onSubmit = async (e: SubmitEvent) => {
    e.preventDefault();
    if (!form.reportValidity()) return;
    if (button) {
      button.disabled = true;
      button.textContent = form.dataset.textSending ?? label;
    }
    let answer: HTMLElement | null = null;
    try {
      await contactMessagesApi(call).send({ name: value("name"), email: value("email"), message: value("message") });
      form.reset();
      answer = success;
      if (failure) failure.hidden = true;
    } catch (err) {
      const text = failure?.querySelector("[data-text]");
      if (text) text.textContent = failureText(form, err);
      answer = failure;
      if (success) success.hidden = true;
    } finally {
      if (button) {
        button.disabled = false;
        button.textContent = label;
      }
    }
    if (answer) answer.hidden = false;
    showResult(answer);
  };
  form.addEventListener("submit", onSubmit);
  return () => form.removeEventListener("submit", onSubmit);
}
