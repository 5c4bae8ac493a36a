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
  "admin.practice.contactsTitle": { en: "Chat button and social profiles", es: "Botón de chat y redes sociales", gr: "Κουμπί συνομιλίας και κοινωνικά δίκτυα" },
  "admin.practice.contactsIntro": {
    en: "The round chat button on every page opens WhatsApp with this number; the footer, the contact page and the About page link to the profiles you fill in. Leave a field empty to show no button or no link.",
    es: "El botón redondo de chat de cada página abre WhatsApp con este número; el pie de página, la página de contacto y «Sobre mí» enlazan los perfiles que rellenes. Deja un campo vacío para no mostrar el botón o el enlace.",
    gr: "Το στρογγυλό κουμπί συνομιλίας σε κάθε σελίδα ανοίγει το WhatsApp με αυτόν τον αριθμό· το υποσέλιδο, η σελίδα επικοινωνίας και η σελίδα «Σχετικά» συνδέονται με τα προφίλ που συμπληρώνετε. Αφήστε ένα πεδίο κενό για να μην εμφανίζεται κουμπί ή σύνδεσμος.",
  },
  "admin.practice.chat_number": {
    en: "WhatsApp number for the chat button",
    es: "Número de WhatsApp del botón de chat",
    gr: "Αριθμός WhatsApp για το κουμπί συνομιλίας",
  },
  "admin.practice.instagram_url": { en: "Instagram profile address", es: "Dirección del perfil de Instagram", gr: "Διεύθυνση προφίλ Instagram" },
  "admin.practice.tiktok_url": { en: "TikTok profile address", es: "Dirección del perfil de TikTok", gr: "Διεύθυνση προφίλ TikTok" },
  "admin.practice.linkedin_url": { en: "LinkedIn profile address", es: "Dirección del perfil de LinkedIn", gr: "Διεύθυνση προφίλ LinkedIn" },
  "admin.practice.youtube_url": { en: "YouTube channel address", es: "Dirección del canal de YouTube", gr: "Διεύθυνση καναλιού YouTube" },
  "admin.practice.pinterest_url": { en: "Pinterest profile address", es: "Dirección del perfil de Pinterest", gr: "Διεύθυνση προφίλ Pinterest" },
  "admin.practice.facebook_url": { en: "Facebook page address", es: "Dirección de la página de Facebook", gr: "Διεύθυνση σελίδας Facebook" },
  "admin.practice.x_url": { en: "X profile address", es: "Dirección del perfil de X", gr: "Διεύθυνση προφίλ X" },
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
  "admin.demo.intro": {
    en: "These settings still hold the demo practice's made-up details. Replace them with your own before clients use the site:",
    es: "Estos ajustes aún tienen los datos inventados de la consulta de demostración. Cámbialos por los tuyos antes de que los clientes usen la web:",
    gr: "Αυτές οι ρυθμίσεις έχουν ακόμη τα επινοημένα στοιχεία του γραφείου επίδειξης. Αντικαταστήστε τα με τα δικά σας πριν χρησιμοποιήσουν οι πελάτες τον ιστότοπο:",
  },
  "admin.demo.paymentInstructions": {
    en: "Payment instructions (the demo's IBAN and Bizum number)",
    es: "Instrucciones de pago (el IBAN y el Bizum de la demostración)",
    gr: "Οδηγίες πληρωμής (το IBAN και ο αριθμός Bizum της επίδειξης)",
  },
  "admin.demo.contacts": {
    en: "Chat button number and social profiles",
    es: "Número del botón de chat y redes sociales",
    gr: "Αριθμός του κουμπιού συνομιλίας και κοινωνικά δίκτυα",
  },
  "admin.demo.identity": {
    en: "Contact email, phone and address",
    es: "Correo, teléfono y dirección de contacto",
    gr: "Email, τηλέφωνο και διεύθυνση επικοινωνίας",
  },
  "admin.demo.hidden": {
    en: "While the payment instructions are the demo's, clients are not shown any: bookings that cannot be paid online ask them to write to you.",
    es: "Mientras las instrucciones de pago sean las de la demostración, los clientes no ven ninguna: las reservas que no se pueden pagar online les piden que te escriban.",
    gr: "Όσο οι οδηγίες πληρωμής είναι της επίδειξης, οι πελάτες δεν βλέπουν καμία: οι κρατήσεις που δεν πληρώνονται online τους ζητούν να σας γράψουν.",
  },
  "admin.practice.complete": { en: "Fill them in", es: "Complétalos", gr: "Συμπληρώστε τα" },
} satisfies TextTable;
