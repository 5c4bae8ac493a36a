import { useRouteLoaderData } from "react-router";
import type { PublicIdentity } from "../../core/practice-identity";

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
