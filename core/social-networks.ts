/**
 * The social networks the site can link to, in the order the footer shows them. Her profile's
 * address on each is a field of the practice's identity (`<id>_url`); a network without one is
 * left out.
 */
export const SOCIAL_NETWORKS = [
  { id: "instagram", name: "Instagram" },
  { id: "tiktok", name: "TikTok" },
  { id: "linkedin", name: "LinkedIn" },
  { id: "youtube", name: "YouTube" },
  { id: "pinterest", name: "Pinterest" },
  { id: "facebook", name: "Facebook" },
  { id: "x", name: "X" },
] as const;

export type SocialId = (typeof SOCIAL_NETWORKS)[number]["id"];

export type SocialField = `${SocialId}_url`;

export const SOCIAL_FIELDS = SOCIAL_NETWORKS.map((n) => `${n.id}_url` as SocialField);

/** The networks she has a profile on, with its address. */
export function socialProfiles(identity: Record<SocialField, string>): { id: SocialId; name: string; url: string }[] {
  return SOCIAL_NETWORKS.map((n) => ({ ...n, url: identity[`${n.id}_url`].trim() })).filter((n) => n.url !== "");
}

/** The chat button's number as wa.me wants it: digits only, with the country code. Empty: no button. */
export function chatDigits(number: string): string {
  return number.replace(/\D/g, "");
}

/** The profile's handle, the last part of its address ("nutricion" for https://www.instagram.com/nutricion/). */
export function profileHandle(url: string): string {
  try {
    return new URL(url).pathname.split("/").filter(Boolean).pop()?.replace(/^@/, "") ?? "";
  } catch {
    return "";
  }
}
