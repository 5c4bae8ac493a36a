import { createContext, useContext } from "react";

export type Theme = "dark" | "light";
export type Consent = "accepted" | "rejected" | null;

const YEAR = 60 * 60 * 24 * 365;

/** Dark unless the stored value is "light" (SPEC §3). */
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

export const CONSENT_KEY = "cookieConsent";

export function readConsent(): Consent {
  try {
    const v = localStorage.getItem(CONSENT_KEY);
    return v === "accepted" || v === "rejected" ? v : null;
  } catch {
    return null;
  }
}

export function storeConsent(value: Exclude<Consent, null>) {
  try {
    localStorage.setItem(CONSENT_KEY, value);
  } catch {
    /* nothing to keep it in: it lasts for this page */
  }
}

export interface ConsentState {
  /** null until known (server render and before the stored choice is read). */
  consent: Consent;
  /** The banner asks when no choice is stored, or when the visitor reopens it. */
  bannerOpen: boolean;
  setConsent: (value: Exclude<Consent, null>) => void;
  reopen: () => void;
}

export const ConsentContext = createContext<ConsentState>({ consent: null, bannerOpen: false, setConsent: () => {}, reopen: () => {} });

export function useConsent() {
  return useContext(ConsentContext);
}

/**
 * Runs before first paint: if localStorage holds a theme the cookie lacks (cookie cleared,
 * first visit after an update), fix the class and the cookie at once.
 */
export const THEME_BOOT_SCRIPT = `(function(){try{var s=localStorage.getItem("theme");if(s===null)return;var t=s==="light"?"light":"dark";var c=document.documentElement.classList;if(!c.contains(t)){c.remove("dark","light");c.add(t);}if(document.cookie.indexOf("theme="+t)<0){document.cookie="theme="+t+"; Path=/; Max-Age=31536000; SameSite=Lax";}}catch(e){}})();`;
