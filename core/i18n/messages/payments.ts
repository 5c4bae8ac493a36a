import type { Language } from "../../languages.js";

// API answers about payments (webhook, checkout, refunds), in the reader's language.
export const paymentMessages = {
  webhook_payload_invalid: {
    en: "The payment event's content is not valid.",
    es: "El contenido del evento de pago no es válido.",
    gr: "Το περιεχόμενο του συμβάντος πληρωμής δεν είναι έγκυρο.",
  },
} as const satisfies Record<string, Record<Language, string>>;
