export type Theme = "dark" | "light";
export { CONSENT_KEY, readConsent, storeConsent, type Consent } from "../behaviours/consent";

const YEAR = 60 * 60 * 24 * 365;

/** Dark unless the stored value is "light": the site's default theme is dark. */
export function themeFrom(value: string | null | undefined): Theme {
  return value === "light" ? "light" : "dark";
}

/** Stored twice: localStorage for the client, a cookie so the server renders the right class. */
export function storeTheme(theme: Theme) {
  try {
    localStorage.setItem("theme", theme);
  } catch {
    /* private mode: the cookie still carries it */
  }
  document.cookie = `theme=${theme}; Path=/; Max-Age=${YEAR}; SameSite=Lax`;
  document.documentElement.classList.remove("dark", "light");
  document.documentElement.classList.add(theme);
}

/**
 * Runs before first paint: if localStorage holds a theme the cookie lacks (cookie cleared,
 * first visit after an update), fix the class and the cookie at once.
 */
export const THEME_BOOT_SCRIPT = `(function(){try{var s=localStorage.getItem("theme");if(s===null)return;var t=s==="light"?"light":"dark";var c=document.documentElement.classList;if(!c.contains(t)){c.remove("dark","light");c.add(t);}if(document.cookie.indexOf("theme="+t)<0){document.cookie="theme="+t+"; Path=/; Max-Age=31536000; SameSite=Lax";}}catch(e){}})();`;
