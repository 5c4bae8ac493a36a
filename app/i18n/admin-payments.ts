// Texts of a booking's payment in the admin: what was received, refunded, or did not match.
import type { TextTable } from "./text-table";
export const adminPayments = {
  "admin.bookings.payment": { en: "Payment", es: "Pago", gr: "Πληρωμή" },
  "admin.bookings.payment.unpaid": { en: "Not paid yet", es: "Aún sin pagar", gr: "Δεν έχει πληρωθεί ακόμη" },
  "admin.bookings.payment.paid": { en: "{amount} received on {when}", es: "{amount} recibidos el {when}", gr: "Ελήφθησαν {amount} στις {when}" },
  "admin.bookings.payment.mismatch": {
    en: "{received} received for a {expected} booking: not confirmed. Mark it paid to accept the payment, or refund it.",
    es: "Se recibieron {received} para una reserva de {expected}: no se ha confirmado. Márcala como pagada para aceptar el pago, o reembólsalo.",
    gr: "Ελήφθησαν {received} για κράτηση {expected}: δεν επιβεβαιώθηκε. Σημειώστε την ως πληρωμένη για να αποδεχτείτε την πληρωμή ή επιστρέψτε τα χρήματα.",
  },
  "admin.bookings.payment.unknownAmount": { en: "an unknown amount", es: "un importe desconocido", gr: "άγνωστο ποσό" },
  "admin.bookings.payment.refunded": {
    en: "{amount} received, all refunded",
    es: "{amount} recibidos, reembolsados por completo",
    gr: "Ελήφθησαν {amount}, επιστράφηκαν όλα",
  },
  "admin.bookings.payment.partially_refunded": {
    en: "{amount} received, {refunded} refunded",
    es: "{amount} recibidos, {refunded} reembolsados",
    gr: "Ελήφθησαν {amount}, επιστράφηκαν {refunded}",
  },
  "admin.bookings.refund.title": { en: "Refund", es: "Reembolso", gr: "Επιστροφή χρημάτων" },
  "admin.bookings.refund.policy": {
    en: "Refund all of it, a part, or nothing: generally no refunds are given after a personalised plan is delivered. A payment made through Stripe is refunded through Stripe; otherwise make the refund yourself (bank transfer, Bizum) and record it here. The client is told by email either way.",
    es: "Reembolsa todo, una parte o nada: en general no se hacen reembolsos después de entregar un plan personalizado. Un pago hecho con Stripe se reembolsa con Stripe; si no, haz tú el reembolso (transferencia, Bizum) y regístralo aquí. En ambos casos se avisa al cliente por correo.",
    gr: "Επιστρέψτε όλο το ποσό, ένα μέρος ή τίποτα: γενικά δεν γίνονται επιστροφές μετά την παράδοση εξατομικευμένου προγράμματος. Μια πληρωμή μέσω Stripe επιστρέφεται μέσω Stripe· διαφορετικά κάντε εσείς την επιστροφή (τραπεζική μεταφορά, Bizum) και καταχωρίστε την εδώ. Ο πελάτης ενημερώνεται με email σε κάθε περίπτωση.",
  },
  "admin.bookings.refund.amount": { en: "Amount to refund (€)", es: "Importe a reembolsar (€)", gr: "Ποσό επιστροφής (€)" },
  "admin.bookings.refund.left": {
    en: "Up to {amount} can be refunded.",
    es: "Se pueden reembolsar hasta {amount}.",
    gr: "Μπορούν να επιστραφούν έως {amount}.",
  },
  "admin.bookings.refund.submit": { en: "Refund", es: "Reembolsar", gr: "Επιστροφή" },
  "admin.bookings.refund.confirm": {
    en: "Refund {amount} to the client?",
    es: "¿Reembolsar {amount} al cliente?",
    gr: "Να επιστραφούν {amount} στον πελάτη;",
  },
  "admin.bookings.refund.done": {
    en: "Refund recorded; the client is told by email.",
    es: "Reembolso registrado; se avisa al cliente por correo.",
    gr: "Η επιστροφή καταχωρίστηκε· ο πελάτης ενημερώνεται με email.",
  },
  "admin.bookings.refund.invalid": {
    en: "Enter an amount in euros, more than 0 and at most what can be refunded.",
    es: "Introduce un importe en euros, mayor que 0 y como mucho lo que se puede reembolsar.",
    gr: "Εισαγάγετε ποσό σε ευρώ, μεγαλύτερο από 0 και έως όσο μπορεί να επιστραφεί.",
  },
  "admin.bookings.confirmCancelPaid": {
    en: "Cancel this paid booking? The client is told by email and the time becomes free again. Then decide on the refund below: all of it, a part, or none.",
    es: "¿Cancelar esta reserva pagada? Se avisará al cliente por correo y la hora quedará libre. Después decide el reembolso abajo: todo, una parte o nada.",
    gr: "Ακύρωση αυτής της πληρωμένης κράτησης; Ο πελάτης ενημερώνεται με email και η ώρα ελευθερώνεται. Στη συνέχεια αποφασίστε για την επιστροφή παρακάτω: όλο, μέρος ή τίποτα.",
  },
  "admin.nav.paymentInstructions": { en: "Payment Instructions", es: "Instrucciones de pago", gr: "Οδηγίες πληρωμής" },
  "admin.payInstructions.title": { en: "Payment Instructions", es: "Instrucciones de pago", gr: "Οδηγίες πληρωμής" },
  "admin.payInstructions.intro": {
    en: "How clients pay when a booking cannot be paid online (no Stripe key and no payment link on its plan): a bank transfer with your IBAN, your Bizum number, or any text. The booking summary, the mails and the client's booking page show them in her language; left empty, they tell her to write to you.",
    es: "Cómo pagan los clientes cuando una reserva no se puede pagar en línea (sin clave de Stripe ni enlace de pago en su plan): una transferencia con tu IBAN, tu número de Bizum o cualquier texto. El resumen de la reserva, los correos y la página de la reserva del cliente las muestran en su idioma; si las dejas vacías, le dicen que te escriba.",
    gr: "Πώς πληρώνουν οι πελάτες όταν μια κράτηση δεν μπορεί να πληρωθεί online (χωρίς κλειδί Stripe και χωρίς σύνδεσμο πληρωμής στο πρόγραμμά της): τραπεζική μεταφορά με το IBAN σας, τον αριθμό Bizum σας ή οποιοδήποτε κείμενο. Η σύνοψη της κράτησης, τα email και η σελίδα κράτησης του πελάτη τις δείχνουν στη γλώσσα του· αν μείνουν κενές, του λένε να σας γράψει.",
  },
  "admin.payInstructions.en": { en: "In English", es: "En inglés", gr: "Στα αγγλικά" },
  "admin.payInstructions.es": { en: "In Spanish", es: "En español", gr: "Στα ισπανικά" },
  "admin.payInstructions.gr": { en: "In Greek", es: "En griego", gr: "Στα ελληνικά" },
  "admin.payInstructions.saved": { en: "Payment instructions saved.", es: "Instrucciones de pago guardadas.", gr: "Οι οδηγίες πληρωμής αποθηκεύτηκαν." },
  "admin.payInstructions.loadFailed": {
    en: "Failed to load the payment instructions.",
    es: "No se pudieron cargar las instrucciones de pago.",
    gr: "Δεν ήταν δυνατή η φόρτωση των οδηγιών πληρωμής.",
  },
  "admin.payInstructions.saveFailed": {
    en: "The payment instructions could not be saved.",
    es: "No se pudieron guardar las instrucciones de pago.",
    gr: "Δεν ήταν δυνατή η αποθήκευση των οδηγιών πληρωμής.",
  },
} satisfies TextTable;
