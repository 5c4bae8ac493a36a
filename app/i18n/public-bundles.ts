// Texts of session bundles ("bonos") on the public site: the services page, buying one, and her balance.
import type { TextTable } from "./text-table";
export const publicBundles = {
  "bundles.title": { en: "{sessions}-session bundle", es: "Bono de {sessions} sesiones", gr: "Πακέτο {sessions} συνεδριών" },
  "bundles.price": { en: "{price} for {sessions} sessions", es: "{price} por {sessions} sesiones", gr: "{price} για {sessions} συνεδρίες" },
  "bundles.saving": { en: "You save {amount}", es: "Ahorras {amount}", gr: "Εξοικονομείτε {amount}" },
  "bundles.validity": {
    en: "Book each session with a credit within {months} months of buying.",
    es: "Reserva cada sesión con un crédito en los {months} meses siguientes a la compra.",
    gr: "Κλείστε κάθε συνεδρία με μία μονάδα μέσα σε {months} μήνες από την αγορά.",
  },
  "bundles.validityOne": {
    en: "Book each session with a credit within a month of buying.",
    es: "Reserva cada sesión con un crédito en el mes siguiente a la compra.",
    gr: "Κλείστε κάθε συνεδρία με μία μονάδα μέσα σε έναν μήνα από την αγορά.",
  },
  "bundles.buy": { en: "Buy the bundle", es: "Comprar el bono", gr: "Αγορά πακέτου" },
  "services.policy.bundles": {
    en: "Bundles: a session booked with a credit can be moved or cancelled up to 24 hours before and the credit comes back; cancelled later, the credit is lost. Credits not used in time expire.",
    es: "Bonos: una sesión reservada con un crédito se puede cambiar o cancelar hasta 24 horas antes y el crédito se te devuelve; si cancelas más tarde, el crédito se pierde. Los créditos que no se usan a tiempo caducan.",
    gr: "Πακέτα: μια συνεδρία που κλείστηκε με μονάδα μπορεί να αλλάξει ή να ακυρωθεί έως 24 ώρες πριν και η μονάδα επιστρέφεται· αν ακυρωθεί αργότερα, η μονάδα χάνεται. Όσες μονάδες δεν χρησιμοποιηθούν εγκαίρως λήγουν.",
  },
  "bundles.meta.title": { en: "Buy a bundle", es: "Comprar un bono", gr: "Αγορά πακέτου" },
  "bundles.buyTitle": { en: "Buy a bundle", es: "Comprar un bono", gr: "Αγορά πακέτου" },
  "bundles.buyIntro": {
    en: "You pay once and receive {sessions} credits by email. Book each session with a credit on your page (My bookings), signed in with this email address.",
    es: "Pagas una vez y recibes {sessions} créditos por correo. Reserva cada sesión con un crédito en tu página (Mis reservas), entrando con este correo electrónico.",
    gr: "Πληρώνετε μία φορά και λαμβάνετε {sessions} μονάδες με email. Κλείστε κάθε συνεδρία με μία μονάδα στη σελίδα σας (Οι κρατήσεις μου), συνδεδεμένοι με αυτή τη διεύθυνση email.",
  },
  "bundles.name": { en: "Full name", es: "Nombre y apellidos", gr: "Ονοματεπώνυμο" },
  "bundles.email": { en: "Email", es: "Correo electrónico", gr: "Email" },
  "bundles.phone": {
    en: "Phone (with country code outside Spain)",
    es: "Teléfono (con prefijo si no es de España)",
    gr: "Τηλέφωνο (με κωδικό χώρας εκτός Ισπανίας)",
  },
  "bundles.pay": { en: "Continue to payment", es: "Ir al pago", gr: "Συνέχεια στην πληρωμή" },
  "bundles.paying": { en: "Opening the payment page…", es: "Abriendo la página de pago…", gr: "Άνοιγμα της σελίδας πληρωμής…" },
  "bundles.failed": {
    en: "The payment page could not be opened. Please try again in a moment.",
    es: "No se pudo abrir la página de pago. Inténtalo de nuevo en un momento.",
    gr: "Δεν ήταν δυνατό να ανοίξει η σελίδα πληρωμής. Δοκιμάστε ξανά σε λίγο.",
  },
  "bundles.notFound": {
    en: "This bundle is not on sale. See the services for what is.",
    es: "Este bono no está a la venta. Consulta los servicios para ver los disponibles.",
    gr: "Αυτό το πακέτο δεν διατίθεται. Δείτε τις υπηρεσίες για όσα διατίθενται.",
  },
  "bundles.back": { en: "Back to services", es: "Volver a servicios", gr: "Πίσω στις υπηρεσίες" },
  "credits.title": { en: "Your bundle credits", es: "Tus créditos de bono", gr: "Οι μονάδες των πακέτων σας" },
  "credits.available": { en: "Credits available: {count}", es: "Créditos disponibles: {count}", gr: "Διαθέσιμες μονάδες: {count}" },
  "credits.bundleLine": {
    en: "Bundle of {sessions} sessions: {used} used, valid until {until}",
    es: "Bono de {sessions} sesiones: {used} usadas, válido hasta el {until}",
    gr: "Πακέτο {sessions} συνεδριών: {used} χρησιμοποιημένες, ισχύει έως {until}",
  },
  "credits.book": { en: "Book a session with a credit", es: "Reservar una sesión con un crédito", gr: "Κράτηση συνεδρίας με μονάδα" },
  "credits.date": { en: "Day", es: "Día", gr: "Ημέρα" },
  "credits.time": { en: "Time (Madrid)", es: "Hora (Madrid)", gr: "Ώρα (Μαδρίτη)" },
  "credits.chooseDay": { en: "Choose a day first", es: "Elige primero un día", gr: "Επιλέξτε πρώτα ημέρα" },
  "credits.noTimes": { en: "No free times that day", es: "No hay horas libres ese día", gr: "Δεν υπάρχουν ελεύθερες ώρες εκείνη την ημέρα" },
  "credits.submit": { en: "Book with a credit", es: "Reservar con un crédito", gr: "Κράτηση με μονάδα" },
  "credits.booked": {
    en: "Booked: your confirmation is on its way by email.",
    es: "Reservado: te llega la confirmación por correo.",
    gr: "Η κράτηση έγινε: η επιβεβαίωση έρχεται με email.",
  },
  "credits.failed": { en: "The session could not be booked.", es: "No se pudo reservar la sesión.", gr: "Δεν ήταν δυνατή η κράτηση της συνεδρίας." },
} satisfies TextTable;
