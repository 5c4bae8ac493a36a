import type { Language } from "../../core/languages.js";

// What an invoice's PDF says, in Spanish (the language of the tax agency and her accountant)
// and in the client's language beside it when that is not Spanish.
export const INVOICE_TEXTS = {
  simplified: { es: "Factura simplificada", en: "Simplified invoice", gr: "Απλοποιημένο τιμολόγιο" },
  full: { es: "Factura", en: "Invoice", gr: "Τιμολόγιο" },
  rectifying: { es: "Factura rectificativa", en: "Corrective invoice", gr: "Διορθωτικό τιμολόγιο" },
  number: { es: "Número", en: "Number", gr: "Αριθμός" },
  issue_date: { es: "Fecha de expedición", en: "Date of issue", gr: "Ημερομηνία έκδοσης" },
  operation_date: { es: "Fecha de la operación", en: "Date of the transaction", gr: "Ημερομηνία συναλλαγής" },
  issuer: { es: "Emisor", en: "Issued by", gr: "Εκδότης" },
  client: { es: "Cliente", en: "Client", gr: "Πελάτης" },
  tax_id: { es: "NIF", en: "Tax id", gr: "ΑΦΜ" },
  registration: { es: "Colegiación", en: "Professional registration", gr: "Επαγγελματική εγγραφή" },
  concept: { es: "Concepto", en: "Description", gr: "Περιγραφή" },
  amount: { es: "Importe", en: "Amount", gr: "Ποσό" },
  base: { es: "Base imponible", en: "Taxable amount", gr: "Φορολογητέα αξία" },
  vat: { es: "IVA {rate} %", en: "VAT {rate} %", gr: "ΦΠΑ {rate} %" },
  total: { es: "Total", en: "Total", gr: "Σύνολο" },
  exempt: {
    es: "Operación exenta de IVA (art. 20.Uno.3º de la Ley 37/1992, del Impuesto sobre el Valor Añadido).",
    en: "Exempt from VAT: health care by a professional (Spanish VAT Act 37/1992, art. 20.Uno.3º).",
    gr: "Απαλλάσσεται από ΦΠΑ: υπηρεσία υγείας από επαγγελματία (ισπανικός νόμος 37/1992 για τον ΦΠΑ, άρθ. 20.Uno.3º).",
  },
  vat_included: { es: "IVA incluido", en: "VAT included", gr: "Συμπεριλαμβάνεται ΦΠΑ" },
  replaces: {
    es: "Sustituye a la factura simplificada {number}.",
    en: "Replaces simplified invoice {number}.",
    gr: "Αντικαθιστά το απλοποιημένο τιμολόγιο {number}.",
  },
  rectifies: {
    es: "Rectifica la factura {number}: devolución de lo pagado (art. 80.Dos de la Ley 37/1992; art. 15 del RD 1619/2012). Importes negativos por diferencias.",
    en: "Corrects invoice {number}: the payment was refunded. Negative amounts are the difference.",
    gr: "Διορθώνει το τιμολόγιο {number}: η πληρωμή επιστράφηκε. Τα αρνητικά ποσά είναι η διαφορά.",
  },
  qr: { es: "QR tributario:", en: "Tax agency QR code:", gr: "Κωδικός QR φορολογικής αρχής:" },
  hash: { es: "Huella del registro", en: "Record hash", gr: "Αποτύπωμα εγγραφής" },
} as const satisfies Record<string, Record<Language, string>>;

export type InvoiceTextKey = keyof typeof INVOICE_TEXTS;

/** A label in Spanish, with the client's language beside it when that is another. */
export function bilingual(key: InvoiceTextKey, lang: Language, vars: Record<string, string> = {}): string {
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? "");
  const es = fill(INVOICE_TEXTS[key].es);
  const other = fill(INVOICE_TEXTS[key][lang]);
  return lang === "es" || other === es ? es : `${es} / ${other}`;
}
