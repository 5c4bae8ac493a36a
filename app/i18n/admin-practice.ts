// Texts of the admin's page for who runs the practice (the legal notice and invoices read it).
import type { TextTable } from "./text-table";
export const adminPractice = {
  "admin.nav.practice": { en: "Practice Identity", es: "Datos de la consulta", gr: "Στοιχεία του γραφείου" },
  "admin.practice.title": { en: "Practice Identity", es: "Datos de la consulta", gr: "Στοιχεία του γραφείου" },
  "admin.practice.intro": {
    en: "Spanish law (LSSI-CE, art. 10) asks the site to say who runs it: your name, tax id, address, a contact, and your professional college and registration number. The legal pages and the About page show what you enter here, and invoices carry your name, tax id and address.",
    es: "La ley (LSSI-CE, art. 10) exige que la web diga quién está detrás: tu nombre, NIF, dirección, un contacto, y tu colegio profesional y número de colegiada. Las páginas legales y la página «Sobre mí» muestran lo que pongas aquí, y las facturas llevan tu nombre, NIF y dirección.",
    gr: "Ο ισπανικός νόμος (LSSI-CE, άρθρο 10) απαιτεί ο ιστότοπος να δηλώνει ποιος τον διαχειρίζεται: το όνομά σας, τον ΑΦΜ (NIF), τη διεύθυνση, ένα στοιχείο επικοινωνίας, τον επαγγελματικό σύλλογο και τον αριθμό μητρώου σας. Οι νομικές σελίδες και η σελίδα «Σχετικά» δείχνουν ό,τι συμπληρώσετε εδώ, και τα τιμολόγια φέρουν το όνομα, τον ΑΦΜ και τη διεύθυνσή σας.",
  },
  "admin.practice.legal_name": { en: "Full legal name", es: "Nombre y apellidos (o razón social)", gr: "Ονοματεπώνυμο (ή επωνυμία)" },
  "admin.practice.tax_id": { en: "Tax id (NIF or NIE)", es: "NIF o NIE", gr: "ΑΦΜ (NIF ή NIE)" },
  "admin.practice.address": { en: "Fiscal address", es: "Domicilio fiscal", gr: "Φορολογική διεύθυνση" },
  "admin.practice.email": { en: "Contact email", es: "Correo de contacto", gr: "Email επικοινωνίας" },
  "admin.practice.phone": { en: "Contact phone (optional)", es: "Teléfono de contacto (opcional)", gr: "Τηλέφωνο επικοινωνίας (προαιρετικό)" },
  "admin.practice.college": { en: "Professional college", es: "Colegio profesional", gr: "Επαγγελματικός σύλλογος" },
  "admin.practice.registration_number": { en: "Registration number", es: "Número de colegiada", gr: "Αριθμός μητρώου" },
  "admin.practice.invoice_series": { en: "Invoice series", es: "Serie de facturas", gr: "Σειρά τιμολογίων" },
  "admin.practice.seriesHint": {
    en: "The letters before each invoice number, e.g. F for F2026-000001.",
    es: "Las letras delante de cada número de factura, p. ej. F para F2026-000001.",
    gr: "Τα γράμματα πριν από κάθε αριθμό τιμολογίου, π.χ. F για F2026-000001.",
  },
  "admin.practice.saved": { en: "Practice identity saved.", es: "Datos de la consulta guardados.", gr: "Τα στοιχεία του γραφείου αποθηκεύτηκαν." },
  "admin.practice.loadFailed": {
    en: "Failed to load the practice identity.",
    es: "No se pudieron cargar los datos de la consulta.",
    gr: "Δεν ήταν δυνατή η φόρτωση των στοιχείων του γραφείου.",
  },
  "admin.practice.saveFailed": {
    en: "The practice identity could not be saved. Check the fields marked.",
    es: "No se pudieron guardar los datos de la consulta. Revisa los campos marcados.",
    gr: "Δεν ήταν δυνατή η αποθήκευση των στοιχείων. Ελέγξτε τα επισημασμένα πεδία.",
  },
  "admin.practice.missing": {
    en: "Your site does not yet say who runs it, as the law asks. Missing: {fields}.",
    es: "Tu web aún no dice quién está detrás, como exige la ley. Falta: {fields}.",
    gr: "Ο ιστότοπός σας δεν δηλώνει ακόμη ποιος τον διαχειρίζεται, όπως απαιτεί ο νόμος. Λείπουν: {fields}.",
  },
  "admin.practice.noInvoices": {
    en: "Until your name, tax id and address are filled in, payments are received but no invoice is issued.",
    es: "Mientras falten tu nombre, NIF y domicilio, los pagos se reciben pero no se emite ninguna factura.",
    gr: "Όσο λείπουν το όνομα, ο ΑΦΜ και η διεύθυνσή σας, οι πληρωμές γίνονται δεκτές αλλά δεν εκδίδεται τιμολόγιο.",
  },
  "admin.practice.complete": { en: "Fill them in", es: "Complétalos", gr: "Συμπληρώστε τα" },
} satisfies TextTable;
