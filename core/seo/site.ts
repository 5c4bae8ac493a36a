import type { Language } from "../languages";
import { practiceNames } from "../practice-name";
import type { Practice, WeeklyHours } from "./practice";
import type { PublicIdentity } from "../practice-identity";
import { socialProfiles } from "../social-networks";

// The practice's public facts that structured data and feeds state. Its contact details,
// address and profiles are those of its settings, as the contact page and footer show them.

export const PRACTICE_DESCRIPTION: Record<Language, string> = {
  en: "Personalised, science-based nutrition consultations by video call: weight management, sports nutrition, digestive health and more.",
  es: "Consultas de nutrición personalizadas y basadas en la ciencia por videollamada: control de peso, nutrición deportiva, salud digestiva y más.",
  gr: "Εξατομικευμένες, επιστημονικά τεκμηριωμένες διατροφικές συνεδρίες μέσω βιντεοκλήσης: διαχείριση βάρους, αθλητική διατροφή, υγεία του πεπτικού και άλλα.",
};

export const BLOG_FEED_DESCRIPTION: Record<Language, string> = {
  en: "Articles on everyday nutrition, sports performance, digestion and healthy habits.",
  es: "Artículos sobre nutrición cotidiana, rendimiento deportivo, digestión y hábitos saludables.",
  gr: "Άρθρα για την καθημερινή διατροφή, την αθλητική απόδοση, την πέψη και τις υγιεινές συνήθειες.",
};

/** Her specialties, as the services page lists them, in English (schema.org's knowsAbout). */
export const SPECIALTIES = [
  "Sports and performance nutrition",
  "Weight management",
  "Recipe development and meal planning",
  "Micronutrient optimisation",
  "Integrative and holistic nutrition",
  "Nutritional education",
  "Heart and cardiovascular health",
  "Diabetes treatment",
];

/** Monday to Friday, 9:00 to 19:00, Madrid time (the contact page's hours). */
export const OPENING_HOURS: WeeklyHours = Object.fromEntries(
  (["mon", "tue", "wed", "thu", "fri"] as const).map((d) => [d, [{ start: "09:00", end: "19:00" }]]),
);

/**
 * The practice for structured data, on the site at origin, in a language; `identity`: its
 * settings' details (none: the facts without contact, address and profiles).
 */
export function practiceFacts(origin: string, lang: Language, identity: PublicIdentity | null = null): Practice {
  const address = identity?.address
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .join(", ");
  const url = `${origin.replace(/\/$/, "")}/`;
  const name = practiceNames(identity ?? {})[lang];
  return {
    name,
    // Who she is: her name as she gave it (the legal name), else the practice's.
    person: {
      name: identity?.legal_name || name,
      jobTitle: { en: "Dietitian-nutritionist", es: "Dietista-nutricionista", gr: "Διαιτολόγος-διατροφολόγος" }[lang],
    },
    url,
    logo: `${url}images/logo.svg`,
    description: PRACTICE_DESCRIPTION[lang],
    email: identity?.email || undefined,
    telephone: identity?.phone || undefined,
    address: address ? { streetAddress: address, ...postalParts(address), addressCountry: "ES" } : undefined,
    hours: OPENING_HOURS,
    sameAs: identity ? socialProfiles(identity).map((p) => p.url) : [],
    knowsAbout: SPECIALTIES,
    languages: ["en", "es", "el"],
    priceRange: "€€",
  };
}

/**
 * A Spanish address names its postal code and town together ("…, 28009 Madrid, España"):
 * search engines read them apart. Nothing is guessed when the address does not say them.
 */
function postalParts(address: string): { postalCode?: string; addressLocality?: string } {
  const m = /\b(\d{5})\s+([^,\d][^,]*)/.exec(address);
  return m ? { postalCode: m[1], addressLocality: m[2]!.trim() } : {};
}
