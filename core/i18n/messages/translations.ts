import type { Language } from "../../languages.js";

// API texts of translation groups (blogs, recipes and service plans linked across languages).
export const translationMessages = {
  translation_exists: {
    en: "There is already a translation in this language.",
    es: "Ya existe una traducción en este idioma.",
    gr: "Υπάρχει ήδη μετάφραση σε αυτή τη γλώσσα.",
  },
  translation_source_not_found: {
    en: "The original to translate was not found.",
    es: "No se ha encontrado el original que quieres traducir.",
    gr: "Δεν βρέθηκε το πρωτότυπο που θέλετε να μεταφράσετε.",
  },
  shared_fields_differ: {
    en: "Price and order are shared by the three languages: send the same values for each.",
    es: "El precio y el orden son comunes a los tres idiomas: envía los mismos valores en cada uno.",
    gr: "Η τιμή και η σειρά είναι κοινές και για τις τρεις γλώσσες: στείλτε τις ίδιες τιμές σε καθεμία.",
  },
} as const satisfies Record<string, Record<Language, string>>;
