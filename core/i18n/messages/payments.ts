import type { Language } from "../../languages.js";

// API answers about payments (webhook, checkout, refunds), in the reader's language.
export const paymentMessages = {
  webhook_payload_invalid: {
    en: "The payment event's content is not valid.",
    es: "El contenido del evento de pago no es válido.",
    gr: "Το περιεχόμενο του συμβάντος πληρωμής δεν είναι έγκυρο.",
  },
  refund_not_paid: {
    en: "This booking has no payment left to refund.",
    es: "Esta reserva no tiene ningún pago pendiente de reembolsar.",
    gr: "Αυτή η κράτηση δεν έχει πληρωμή προς επιστροφή.",
  },
  refund_amount_invalid: {
    en: "The amount to refund must be a whole number of cents, more than 0 and at most what is left to refund.",
    es: "El importe a reembolsar debe ser un número entero de céntimos, mayor que 0 y como mucho lo que queda por reembolsar.",
    gr: "Το ποσό επιστροφής πρέπει να είναι ακέραιος αριθμός λεπτών, μεγαλύτερος από 0 και έως όσο απομένει να επιστραφεί.",
  },
  refund_failed: {
    en: "Stripe could not make the refund just now. Please try again, or refund it in Stripe's dashboard.",
    es: "Stripe no ha podido hacer el reembolso en este momento. Inténtalo de nuevo o reembolsa desde el panel de Stripe.",
    gr: "Το Stripe δεν μπόρεσε να κάνει την επιστροφή αυτή τη στιγμή. Δοκιμάστε ξανά ή κάντε την επιστροφή από τον πίνακα ελέγχου του Stripe.",
  },
} as const satisfies Record<string, Record<Language, string>>;
