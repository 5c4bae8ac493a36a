import type { Detach } from "./header";

/**
 * The language select: choosing goes to the option's data-href (a blog or recipe names its
 * translations' own addresses) or to this address with ?lang= set (English drops it). By
 * default a page load; a hydrated page passes its router's navigate instead.
 */
export function enhanceLanguageSelect(form: HTMLFormElement, go: (href: string) => void = (href) => window.location.assign(href)): Detach {
  // Listened to on the form: a hydrated page may render a new select in it.
  const onChange = (e: Event) => {
    const select = e.target;
    if (!(select instanceof HTMLSelectElement)) return;
    const option = select.selectedOptions[0];
    go(option?.dataset.href ?? withLanguage(window.location, select.value));
  };
  const onSubmit = (e: Event) => e.preventDefault();
  form.addEventListener("change", onChange);
  form.addEventListener("submit", onSubmit);
  return () => {
    form.removeEventListener("change", onChange);
    form.removeEventListener("submit", onSubmit);
  };
}

/** The same address in another language: ?lang= set, or dropped for English. */
export function withLanguage(location: { pathname: string; search: string; hash: string }, lang: string): string {
  const params = new URLSearchParams(location.search);
  if (lang === "en") params.delete("lang");
  else params.set("lang", lang);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ""}${location.hash}`;
}
