import { useRouteLoaderData } from "react-router";
import type { PublicIdentity } from "../../core/practice-identity";
import { practiceNames } from "../../core/practice-name";
import type { Language } from "../../core/languages";
import { useLanguage } from "../i18n";

/** The public layout's route (app/routes/public-routes.ts), whose loader reads the practice's details. */
const LAYOUT = "routes/public/layout";

/**
 * The practice's public details (name, contact, address, chat number, social profiles) from its
 * settings, read once by the public layout for the footer, the contact page and the chat button.
 * Null when they could not be read: the page then leaves them out rather than show others.
 */
export function usePractice(): PublicIdentity | null {
  return (useRouteLoaderData(LAYOUT) as { practice?: PublicIdentity | null } | undefined)?.practice ?? null;
}

/** The practice's name in the page's language (its identity; empty when none could be read). */
export function usePracticeName(): string {
  const practice = usePractice();
  return practiceNames(practice ?? {})[useLanguage()];
}

/** The practice's name in a language, from the public layout's data among a page's matches (its head). */
export function practiceNameIn(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>, lang: Language): string {
  const practice = (matches.find((m) => m?.id === LAYOUT)?.data as { practice?: PublicIdentity | null } | undefined)?.practice;
  return practiceNames(practice ?? {})[lang];
}

/** A phone number as a tel: link. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** The address on one line (the map's query, structured data). */
export const addressLine = (address: string) =>
  address
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .join(", ");

export const mapEmbedUrl = (address: string) => `https://www.google.com/maps?q=${encodeURIComponent(addressLine(address))}&output=embed`;
export const mapLinkUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine(address))}`;
