import type { Language } from "../languages";
import { PRACTICE_NAME } from "../practice-name";
import type { Practice, WeeklyHours } from "./practice";

// The practice's public facts that structured data and feeds state, in one place. They match
// what the contact page and footer show.

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

/** The specialties of SPEC §1, in English (schema.org's knowsAbout). */
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

export const SOCIAL_PROFILES = [
  "https://www.instagram.com/nutritionwithelena",
  "https://www.tiktok.com/@nutritionwithelena",
  "https://www.linkedin.com/in/nutritionwithelena",
  "https://www.youtube.com/@nutritionwithelena",
  "https://www.pinterest.com/nutritionwithelena",
  "https://www.facebook.com/nutritionwithelena",
  "https://x.com/nutritionwelena",
];

/** The practice for structured data, on the site at origin, in a language. */
export function practiceFacts(origin: string, lang: Language): Practice {
  const url = `${origin.replace(/\/$/, "")}/`;
  return {
    name: PRACTICE_NAME[lang],
    person: { name: "Elena", jobTitle: { en: "Dietitian-nutritionist", es: "Dietista-nutricionista", gr: "Διαιτολόγος-διατροφολόγος" }[lang] },
    url,
    logo: `${url}images/logo.svg`,
    description: PRACTICE_DESCRIPTION[lang],
    email: "hello@nutritionwithelena.es",
    telephone: "+34 612 345 678",
    address: {
      streetAddress: "Calle de Alcalá 120",
      postalCode: "28009",
      addressLocality: "Madrid",
      addressRegion: "Comunidad de Madrid",
      addressCountry: "ES",
    },
    hours: OPENING_HOURS,
    sameAs: SOCIAL_PROFILES,
    knowsAbout: SPECIALTIES,
    languages: ["en", "es", "el"],
    priceRange: "€€",
  };
}
