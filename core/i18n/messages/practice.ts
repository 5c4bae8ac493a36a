import type { Language } from "../../languages.js";

// API answers about the practice's settings, in the reader's language.
export const practiceMessages = {
  invalid_tax_id: {
    en: "Please enter a valid Spanish tax id (NIF or NIE): its last letter does not match the number.",
    es: "Introduce un NIF o NIE válido: la letra final no corresponde al número.",
    gr: "Εισάγετε έγκυρο ισπανικό αριθμό φορολογικού μητρώου (NIF ή NIE): το τελευταίο γράμμα δεν αντιστοιχεί στον αριθμό.",
  },
  invalid_phone_number: {
    en: "Please enter a valid phone number; a number outside Spain needs its country code (+30 …).",
    es: "Introduce un teléfono válido; un número de fuera de España necesita su prefijo internacional (+30 …).",
    gr: "Εισάγετε έγκυρο αριθμό τηλεφώνου· ένας αριθμός εκτός Ισπανίας χρειάζεται τον κωδικό χώρας (+30 …).",
  },
  invalid_invoice_series: {
    en: "The invoice series may hold only letters, digits and hyphens.",
    es: "La serie de facturas solo puede contener letras, números y guiones.",
    gr: "Η σειρά τιμολογίων μπορεί να περιέχει μόνο γράμματα, αριθμούς και παύλες.",
  },
  invalid_payment_method: {
    en: "The payment methods may be card and bizum only.",
    es: "Los métodos de pago solo pueden ser card (tarjeta) y bizum.",
    gr: "Οι τρόποι πληρωμής μπορούν να είναι μόνο card (κάρτα) και bizum.",
  },
  payment_methods_need_card: {
    en: "Cards are always offered: keep card among the payment methods.",
    es: "La tarjeta se ofrece siempre: mantén card entre los métodos de pago.",
    gr: "Η κάρτα προσφέρεται πάντα: κρατήστε το card στους τρόπους πληρωμής.",
  },
} as const satisfies Record<string, Record<Language, string>>;
