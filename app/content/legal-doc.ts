import type { TextKey } from "../i18n";

// The legal pages' names and the shape of their text, for the page and for the server-only
// texts in legal.server.ts.

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalText {
  intro: string;
  sections: LegalSection[];
}

/** Each legal page's address (without the slash) and the key of its title. */
export const LEGAL_TITLES = {
  "terms-of-service": "legal.terms",
  "privacy-policy": "legal.privacy",
  "cookies-policy": "legal.cookies",
} as const satisfies Record<string, TextKey>;

export type LegalDoc = keyof typeof LEGAL_TITLES;

/** When the legal texts were last revised: the date at the top of each. */
export const LEGAL_UPDATED = "2025-03-21";

/** The legal page an address names; anything else reads as the terms. */
export function legalDocOf(pathname: string): LegalDoc {
  const slug = pathname.replace(/^\/+|\/+$/g, "");
  return slug in LEGAL_TITLES ? (slug as LegalDoc) : "terms-of-service";
}
