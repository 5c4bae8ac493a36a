// The practice's public details, in one place for the header, footer, contact page and legal texts.
export const SITE = {
  email: "hello@nutritionwithelena.es",
  phoneDisplay: "+34 612 345 678",
  phoneHref: "tel:+34612345678",
  whatsappNumber: "34612345678",
  address: "Calle de Alcalá 120, 28009 Madrid, España",
  mapQuery: "Calle de Alcalá 120, 28009 Madrid",
  instagramHandle: "nutritionwithelena",
  legalUpdated: "2025-03-21",
} as const;

export const SOCIAL_NETWORKS = [
  { id: "instagram", name: "Instagram", url: "https://www.instagram.com/nutritionwithelena" },
  { id: "tiktok", name: "TikTok", url: "https://www.tiktok.com/@nutritionwithelena" },
  { id: "linkedin", name: "LinkedIn", url: "https://www.linkedin.com/in/nutritionwithelena" },
  { id: "youtube", name: "YouTube", url: "https://www.youtube.com/@nutritionwithelena" },
  { id: "pinterest", name: "Pinterest", url: "https://www.pinterest.com/nutritionwithelena" },
  { id: "facebook", name: "Facebook", url: "https://www.facebook.com/nutritionwithelena" },
  { id: "x", name: "X", url: "https://x.com/nutritionwelena" },
] as const;

export type SocialId = (typeof SOCIAL_NETWORKS)[number]["id"];

export const mapEmbedUrl = `https://www.google.com/maps?q=${encodeURIComponent(SITE.mapQuery)}&output=embed`;
export const mapLinkUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(SITE.mapQuery)}`;
export const instagramUrl = `https://www.instagram.com/${SITE.instagramHandle}`;
export const instagramEmbedUrl = `https://www.instagram.com/${SITE.instagramHandle}/embed`;
