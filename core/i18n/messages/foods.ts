import type { Language } from "../../languages.js";

// API texts of the food table and the meal plans.
export const foodMessages = {
  food_not_found: { en: "Food not found.", es: "Alimento no encontrado.", gr: "Το τρόφιμο δεν βρέθηκε." },
  food_not_own: {
    en: "The values and names of the composition table's foods cannot be changed; add a food of your own instead.",
    es: "Los valores y nombres de los alimentos de la tabla de composición no se pueden cambiar; añade un alimento propio.",
    gr: "Οι τιμές και τα ονόματα των τροφίμων του πίνακα σύστασης δεν αλλάζουν· προσθέστε ένα δικό σας τρόφιμο.",
  },
  food_name_required: {
    en: "Give the food a name in at least one language.",
    es: "Pon nombre al alimento al menos en un idioma.",
    gr: "Δώστε όνομα στο τρόφιμο τουλάχιστον σε μία γλώσσα.",
  },
  food_group_unknown: { en: "Choose one of the food groups.", es: "Elige uno de los grupos de alimentos.", gr: "Επιλέξτε μία από τις ομάδες τροφίμων." },
  macros_over_100: {
    en: "Protein, fat and carbohydrate cannot add up to more than 100 g per 100 g.",
    es: "Proteínas, grasas e hidratos de carbono no pueden sumar más de 100 g por 100 g.",
    gr: "Πρωτεΐνες, λιπαρά και υδατάνθρακες δεν μπορούν να ξεπερνούν μαζί τα 100 g ανά 100 g.",
  },
  measure_duplicate: {
    en: "Each household measure needs a different name.",
    es: "Cada medida casera necesita un nombre distinto.",
    gr: "Κάθε οικιακή μονάδα χρειάζεται διαφορετικό όνομα.",
  },
} as const satisfies Record<string, Record<Language, string>>;
