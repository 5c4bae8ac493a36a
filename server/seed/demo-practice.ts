import type { PracticeIdentity } from "../../core/practice-identity.js";
import type { Language } from "../../core/languages.js";

// The demo practice's settings, seeded with the demo content so a new site shows a complete
// practice. They are made up: the admin's dashboard names each one still in use until she
// replaces it (server/practice/demo-settings.ts), and a production site never shows clients
// the demo's payment instructions.

/** The practice's name, per language. */
export const demoPracticeName = {
  name_en: "Nutrition with Elena",
  name_es: "Nutrición con Elena",
  name_gr: "Διατροφή με την Έλενα",
} satisfies Partial<PracticeIdentity>;

/** What a client of a plan without online payment sees. */
export const demoPaymentInstructions: Record<Language, string> = {
  en: "Bank transfer to ES91 2100 0418 4502 0005 1332 (Nutrición con Elena), with your name and session date as the reference; or Bizum to +34 612 345 678.",
  es: "Transferencia a ES91 2100 0418 4502 0005 1332 (Nutrición con Elena), con tu nombre y la fecha de la sesión como concepto; o Bizum al +34 612 345 678.",
  gr: "Τραπεζική μεταφορά στο ES91 2100 0418 4502 0005 1332 (Nutrición con Elena), με το όνομά σας και την ημερομηνία της συνεδρίας ως αιτιολογία· ή Bizum στο +34 612 345 678.",
};

/** Where the public writes, calls and finds her. */
export const demoContactDetails = {
  email: "hello@nutritionwithelena.es",
  phone: "+34 612 345 678",
  address: "Calle de Alcalá 120, 28009 Madrid, España",
} satisfies Partial<PracticeIdentity>;

/** The chat button's number and her social profiles. */
export const demoContacts = {
  chat_number: "+34 612 345 678",
  instagram_url: "https://www.instagram.com/nutritionwithelena",
  tiktok_url: "https://www.tiktok.com/@nutritionwithelena",
  linkedin_url: "https://www.linkedin.com/in/nutritionwithelena",
  youtube_url: "https://www.youtube.com/@nutritionwithelena",
  pinterest_url: "https://www.pinterest.com/nutritionwithelena",
  facebook_url: "https://www.facebook.com/nutritionwithelena",
  x_url: "https://x.com/nutritionwelena",
} satisfies Partial<PracticeIdentity>;
