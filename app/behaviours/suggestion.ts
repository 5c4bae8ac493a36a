import { DEFAULT_LANGUAGE, pickLanguage } from "../../core/languages";
import type { Detach } from "./header";

const DISMISSED_KEY = "languageSuggestion";

/**
 * A visitor whose browser asks for Spanish or Greek, arriving on an address without ?lang=,
 * is offered the site in that language: a small bar, written in that language, until they
 * switch or say no. Never a redirect: the address decides the language, so search engines
 * and shared links get what they link to. Read in the browser (navigator.languages is what
 * it sends as Accept-Language), so cached pages stay the same for everyone. The bar of each
 * language is a <template data-lang> inside [data-lang-suggest], written by the server.
 */
export function enhanceLanguageSuggestion(box: HTMLElement): Detach {
  const close = () => {
    remember();
    box.hidden = true;
    box.replaceChildren(...box.querySelectorAll("template"));
  };
  const onClick = (e: MouseEvent) => {
    const target = e.target as HTMLElement;
    if (target.closest("[data-suggest-switch]")) remember();
    else if (target.closest("[data-suggest-dismiss]")) close();
  };
  box.addEventListener("click", onClick);
  if (!new URLSearchParams(window.location.search).has("lang") && !dismissed()) {
    const wanted = pickLanguage(undefined, navigator.languages.join(","));
    const template = box.querySelector<HTMLTemplateElement>(`template[data-lang="${wanted}"]`);
    if (wanted !== DEFAULT_LANGUAGE && template) {
      box.append(template.content.cloneNode(true));
      box.hidden = false;
    }
  }
  return () => box.removeEventListener("click", onClick);
}

function dismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

function remember(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, "1");
  } catch {
    /* private mode: it shows again on the next visit */
  }
}
