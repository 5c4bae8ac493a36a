import type { Language } from "../../languages.js";

// API answers about invoices, in the reader's language.
export const invoiceMessages = {
  invoice_not_found: {
    en: "This invoice does not exist.",
    es: "Esta factura no existe.",
    gr: "Αυτό το τιμολόγιο δεν υπάρχει.",
  },
  invoice_not_issued: {
    en: "There is no invoice for this booking yet: it is issued once the payment is received.",
    es: "Esta reserva aún no tiene factura: se emite cuando se recibe el pago.",
    gr: "Δεν υπάρχει ακόμη τιμολόγιο για αυτή την κράτηση: εκδίδεται μόλις ληφθεί η πληρωμή.",
  },
  invoice_already_full: {
    en: "A full invoice has already been issued for this payment. To correct it, please write to the practice.",
    es: "Ya se emitió una factura completa por este pago. Para corregirla, escribe a la consulta.",
    gr: "Έχει ήδη εκδοθεί πλήρες τιμολόγιο για αυτή την πληρωμή. Για διόρθωση, γράψτε στο γραφείο.",
  },
  invoice_rectified: {
    en: "This payment has been refunded in whole or in part, so its invoice can no longer be replaced. Please write to the practice.",
    es: "Este pago se ha reembolsado total o parcialmente, así que su factura ya no se puede sustituir. Escribe a la consulta.",
    gr: "Αυτή η πληρωμή έχει επιστραφεί εν όλω ή εν μέρει, οπότε το τιμολόγιό της δεν μπορεί πλέον να αντικατασταθεί. Γράψτε στο γραφείο.",
  },
  invoice_identity_incomplete: {
    en: "Invoices cannot be issued yet. Please try again later or write to the practice.",
    es: "Todavía no se pueden emitir facturas. Inténtalo más tarde o escribe a la consulta.",
    gr: "Δεν μπορούν ακόμη να εκδοθούν τιμολόγια. Δοκιμάστε αργότερα ή γράψτε στο γραφείο.",
  },
  invalid_client_tax_id: {
    en: "Please enter a valid tax id: a Spanish NIF or NIE whose last letter matches the number, or your foreign tax number.",
    es: "Introduce un NIF válido: un NIF o NIE español cuya letra corresponda al número, o tu número fiscal extranjero.",
    gr: "Εισάγετε έγκυρο αριθμό φορολογικού μητρώου: ισπανικό NIF ή NIE με σωστό τελικό γράμμα, ή τον ξένο φορολογικό σας αριθμό.",
  },
  invalid_date_range: {
    en: "Please give dates as YYYY-MM-DD, the first not after the second.",
    es: "Indica las fechas como AAAA-MM-DD, la primera no posterior a la segunda.",
    gr: "Δώστε τις ημερομηνίες ως ΕΕΕΕ-ΜΜ-ΗΗ, η πρώτη όχι μεταγενέστερη της δεύτερης.",
  },
  invalid_vat_rate: {
    en: "The VAT rate is 0 (exempt health care) or 21.",
    es: "El tipo de IVA es 0 (asistencia sanitaria exenta) o 21.",
    gr: "Ο συντελεστής ΦΠΑ είναι 0 (απαλλασσόμενη υπηρεσία υγείας) ή 21.",
  },
} as const satisfies Record<string, Record<Language, string>>;
