import type { Language } from "../../languages.js";

// Recipe texts: the admin form's add checks (the contract's English kept word for word) and the API's answers.
export const recipeMessages = {
  ingredient_fields_required: { en: "Please fill in all fields", es: "Por favor, completa todos los campos", gr: "Παρακαλώ συμπληρώστε όλα τα πεδία" },
  ingredient_duplicate: { en: "This ingredient is already added.", es: "Este ingrediente ya está añadido.", gr: "Αυτό το υλικό έχει ήδη προστεθεί." },
  step_description_required: {
    en: "Please enter a step description.",
    es: "Por favor, escribe la descripción del paso.",
    gr: "Παρακαλώ εισάγετε μια περιγραφή για το βήμα.",
  },
  ingredients_required: { en: "Add at least one ingredient.", es: "Añade al menos un ingrediente.", gr: "Προσθέστε τουλάχιστον ένα υλικό." },
  instructions_required: { en: "Add at least one step.", es: "Añade al menos un paso.", gr: "Προσθέστε τουλάχιστον ένα βήμα." },
  invalid_difficulty: {
    en: "Difficulty must be Easy, Medium or Hard.",
    es: "La dificultad debe ser Easy, Medium o Hard.",
    gr: "Η δυσκολία πρέπει να είναι Easy, Medium ή Hard.",
  },
  recipe_item_not_found: {
    en: "This item does not belong to the recipe.",
    es: "Este elemento no pertenece a la receta.",
    gr: "Αυτό το στοιχείο δεν ανήκει στη συνταγή.",
  },
} as const satisfies Record<string, Record<Language, string>>;
