import type { Language } from "./languages.js";

// Shown wherever the table's values appear (docs/decisions/040): the source, as its publisher
// asks to be cited.
export const FOOD_TABLE_ATTRIBUTION: Record<Language, string> = {
  en: "Nutrient values: USDA, Agricultural Research Service, National Nutrient Database for Standard Reference, Release 28 (public domain).",
  es: "Valores nutricionales: USDA, Agricultural Research Service, National Nutrient Database for Standard Reference, Release 28 (dominio público).",
  gr: "Διατροφικές τιμές: USDA, Agricultural Research Service, National Nutrient Database for Standard Reference, Release 28 (κοινό κτήμα).",
};
