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
  plan_not_found: { en: "Meal plan not found.", es: "Plan de comidas no encontrado.", gr: "Το διατροφικό πλάνο δεν βρέθηκε." },
  template_not_found: { en: "Template not found.", es: "Plantilla no encontrada.", gr: "Το πρότυπο δεν βρέθηκε." },
  plan_shares_not_100: {
    en: "Protein, fat and carbohydrate shares must add up to 100 %.",
    es: "Los porcentajes de proteínas, grasas e hidratos de carbono deben sumar 100 %.",
    gr: "Τα ποσοστά πρωτεϊνών, λιπαρών και υδατανθράκων πρέπει να αθροίζουν 100%.",
  },
  plan_too_many_days: { en: "A plan has at most 14 days.", es: "Un plan tiene como máximo 14 días.", gr: "Ένα πλάνο έχει το πολύ 14 ημέρες." },
  plan_unknown_food: { en: "A food of the plan does not exist.", es: "Un alimento del plan no existe.", gr: "Ένα τρόφιμο του πλάνου δεν υπάρχει." },
  plan_unknown_measure: {
    en: "This food has no such household measure.",
    es: "Este alimento no tiene esa medida casera.",
    gr: "Αυτό το τρόφιμο δεν έχει αυτή την οικιακή μονάδα.",
  },
  plan_unknown_recipe: { en: "A recipe of the plan does not exist.", es: "Una receta del plan no existe.", gr: "Μια συνταγή του πλάνου δεν υπάρχει." },
} as const satisfies Record<string, Record<Language, string>>;
