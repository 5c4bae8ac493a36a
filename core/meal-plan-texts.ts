import type { Language } from "./languages.js";

// The words of a delivered plan: her page, the PDF, the shopping list and the delivery mail.
export const PLAN_TEXTS = {
  targets: { en: "Your targets", es: "Tus objetivos", gr: "Οι στόχοι σας" },
  day_totals: { en: "Day's totals", es: "Total del día", gr: "Σύνολο ημέρας" },
  energy: { en: "Energy", es: "Energía", gr: "Ενέργεια" },
  protein: { en: "Protein", es: "Proteínas", gr: "Πρωτεΐνες" },
  fat: { en: "Fat", es: "Grasas", gr: "Λιπαρά" },
  carbohydrate: { en: "Carbohydrate", es: "Hidratos de carbono", gr: "Υδατάνθρακες" },
  fibre: { en: "Fibre", es: "Fibra", gr: "Φυτικές ίνες" },
  or: { en: "or", es: "o bien", gr: "ή" },
  portions: { en: "{n} portion(s)", es: "{n} ración(es)", gr: "{n} μερίδα(ες)" },
  shopping_list: { en: "Shopping list", es: "Lista de la compra", gr: "Λίστα για ψώνια" },
  note: { en: "Notes", es: "Notas", gr: "Σημειώσεις" },
  mail_subject: { en: "Your meal plan: {title}", es: "Tu plan de comidas: {title}", gr: "Το διατροφικό σας πλάνο: {title}" },
  mail_body: {
    en: "Your meal plan “{title}” is ready. You can read it day by day on your phone, with its shopping list, here:\n{link}\n\nThe PDF is attached to your page as well.",
    es: "Tu plan de comidas «{title}» ya está listo. Puedes leerlo día a día en el móvil, con su lista de la compra, aquí:\n{link}\n\nEn tu página tienes también el PDF.",
    gr: "Το διατροφικό σας πλάνο «{title}» είναι έτοιμο. Μπορείτε να το διαβάσετε μέρα με τη μέρα στο κινητό σας, μαζί με τη λίστα για ψώνια, εδώ:\n{link}\n\nΣτη σελίδα σας θα βρείτε και το PDF.",
  },
} satisfies Record<string, Record<Language, string>>;
