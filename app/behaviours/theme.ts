import { storeTheme, type Theme } from "../lib/preferences";
import type { Detach } from "./header";

/**
 * The theme button: it switches the class on <html> and stores the choice (cookie and
 * localStorage). Its name says what a press does (data-label-light, data-label-dark); both
 * icons are in the markup and the CSS shows the one of the current theme.
 */
export function enhanceThemeToggle(button: HTMLButtonElement): Detach {
  const current = (): Theme => (document.documentElement.classList.contains("light") ? "light" : "dark");
  const label = () => {
    const next = current() === "dark" ? "light" : "dark";
    const text = button.dataset[next === "light" ? "labelLight" : "labelDark"];
    if (text) {
      button.setAttribute("aria-label", text);
      button.title = text;
    }
  };
  const onClick = () => {
    storeTheme(current() === "dark" ? "light" : "dark");
    label();
  };
  // The boot script may have corrected the class from localStorage after the server wrote the name.
  label();
  button.addEventListener("click", onClick);
  return () => button.removeEventListener("click", onClick);
}
