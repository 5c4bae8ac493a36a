// Texts of the admin's mail outbox, meeting link and payment-related booking details.
import type { TextTable } from "./text-table";
import type { Language } from "../../core/languages";
import type { MailKind } from "../../core/mail-kinds";

/**
 * The name of each kind of mail on her Mail Outbox screen. Typed by the kinds of
 * core/mail-kinds.ts: a kind without its label, or a label of no kind, fails the type check.
 */
const mailKindLabels = {
  "admin.outbox.kind.booking_confirmation": { en: "Booking confirmation", es: "Confirmación de reserva", gr: "Επιβεβαίωση κράτησης" },
  "admin.outbox.kind.booking_notice": { en: "Notice to you", es: "Aviso para ti", gr: "Ειδοποίηση προς εσάς" },
  "admin.outbox.kind.booking_rescheduled": { en: "Booking moved", es: "Reserva cambiada", gr: "Αλλαγή κράτησης" },
  "admin.outbox.kind.booking_cancelled": { en: "Booking cancelled", es: "Reserva cancelada", gr: "Ακύρωση κράτησης" },
  "admin.outbox.kind.booking_paid": { en: "Payment received", es: "Pago recibido", gr: "Λήψη πληρωμής" },
  "admin.outbox.kind.session_reminder": { en: "Session reminder", es: "Recordatorio de sesión", gr: "Υπενθύμιση συνεδρίας" },
  "admin.outbox.kind.payment_reminder": { en: "Payment reminder", es: "Recordatorio de pago", gr: "Υπενθύμιση πληρωμής" },
  "admin.outbox.kind.refund_notice": { en: "Refund notice", es: "Aviso de reembolso", gr: "Ειδοποίηση επιστροφής χρημάτων" },
  "admin.outbox.kind.contact_notice": { en: "Contact message", es: "Mensaje de contacto", gr: "Μήνυμα επικοινωνίας" },
  "admin.outbox.kind.newsletter_welcome": { en: "Newsletter welcome", es: "Bienvenida al boletín", gr: "Καλωσόρισμα στο ενημερωτικό δελτίο" },
  "admin.outbox.kind.newsletter_confirmation": {
    en: "Newsletter sign-up confirmation",
    es: "Confirmación de suscripción al boletín",
    gr: "Επιβεβαίωση εγγραφής στο ενημερωτικό δελτίο",
  },
  "admin.outbox.kind.newsletter": { en: "Newsletter", es: "Boletín", gr: "Ενημερωτικό δελτίο" },
  "admin.outbox.kind.newsletter_test": { en: "Newsletter test copy", es: "Copia de prueba del boletín", gr: "Δοκιμαστικό αντίγραφο ενημερωτικού δελτίου" },
  "admin.outbox.kind.payment_mismatch": {
    en: "Payment that does not match its booking",
    es: "Pago que no coincide con su reserva",
    gr: "Πληρωμή που δεν αντιστοιχεί στην κράτηση",
  },
  "admin.outbox.kind.refund_issued": { en: "Refund made (to the client)", es: "Reembolso hecho (al cliente)", gr: "Επιστροφή χρημάτων (προς τον πελάτη)" },
  "admin.outbox.kind.client_sign_in": { en: "Sign-in link (client area)", es: "Enlace de acceso (área de clientes)", gr: "Σύνδεσμος εισόδου (χώρος πελατών)" },
  "admin.outbox.kind.client_document": { en: "Document for a client", es: "Documento para un cliente", gr: "Έγγραφο για πελάτη" },
  "admin.outbox.kind.follow_up_invitation": {
    en: "Follow-up invitation",
    es: "Invitación a la revisión",
    gr: "Πρόσκληση για επανεξέταση",
  },
  "admin.outbox.kind.client_message_notice": {
    en: "New message notice",
    es: "Aviso de mensaje nuevo",
    gr: "Ειδοποίηση για νέο μήνυμα",
  },
  "admin.outbox.kind.bundle_bought": { en: "Bundle bought", es: "Bono comprado", gr: "Αγορά πακέτου συνεδριών" },
  "admin.outbox.kind.bundle_payment_mismatch": {
    en: "Bundle payment that does not match its order",
    es: "Pago de bono que no coincide con su pedido",
    gr: "Πληρωμή πακέτου που δεν αντιστοιχεί στην παραγγελία",
  },
  "admin.outbox.kind.bundle_expiry_reminder": {
    en: "Bundle credits about to expire",
    es: "Aviso de caducidad del bono",
    gr: "Υπενθύμιση λήξης πακέτου συνεδριών",
  },
} satisfies Record<`admin.outbox.kind.${MailKind}`, Record<Language, string>>;

export const adminOutbox = {
  "admin.nav.outbox": { en: "Mail Outbox", es: "Correos pendientes", gr: "Εξερχόμενα email" },
  "admin.nav.meetingLink": { en: "Meeting Link", es: "Enlace de videollamada", gr: "Σύνδεσμος βιντεοκλήσης" },

  "admin.outbox.title": { en: "Mail Outbox", es: "Correos pendientes", gr: "Εξερχόμενα email" },
  "admin.outbox.intro": {
    en: "Mails that have not reached their recipient yet. Pending ones are tried again automatically for about 24 hours; failed ones need you to retry them.",
    es: "Correos que aún no han llegado a su destinatario. Los pendientes se reintentan solos durante unas 24 horas; los fallidos tienes que reintentarlos tú.",
    gr: "Email που δεν έχουν φτάσει ακόμη στον παραλήπτη τους. Όσα εκκρεμούν επαναλαμβάνονται αυτόματα για περίπου 24 ώρες· όσα απέτυχαν χρειάζεται να τα ξαναστείλετε εσείς.",
  },
  "admin.outbox.empty": {
    en: "Every mail has been delivered.",
    es: "Todos los correos se han entregado.",
    gr: "Όλα τα email έχουν παραδοθεί.",
  },
  "admin.outbox.noMailServer": {
    en: "No mail server is set (SMTP_URL), so no mail reaches anyone. Mails written to files in the data folder instead: {count}.",
    es: "No hay ningún servidor de correo configurado (SMTP_URL), así que ningún correo llega a nadie. Correos guardados en archivos de la carpeta de datos en su lugar: {count}.",
    gr: "Δεν έχει οριστεί διακομιστής email (SMTP_URL), οπότε κανένα email δεν φτάνει σε κανέναν. Email που γράφτηκαν σε αρχεία του φακέλου δεδομένων αντί να σταλούν: {count}.",
  },
  "admin.outbox.emptyNoMailServer": {
    en: "No mail is waiting to be written to a file.",
    es: "Ningún correo está esperando a guardarse en un archivo.",
    gr: "Κανένα email δεν περιμένει να γραφτεί σε αρχείο.",
  },
  "admin.outbox.loadFailed": {
    en: "Failed to load the outbox.",
    es: "No se pudieron cargar los correos pendientes.",
    gr: "Αποτυχία φόρτωσης των εξερχόμενων email.",
  },
  "admin.outbox.count": {
    en: "{pending} pending, {failed} failed",
    es: "{pending} pendientes, {failed} fallidos",
    gr: "{pending} σε αναμονή, {failed} απέτυχαν",
  },
  "admin.outbox.status.pending": { en: "Pending", es: "Pendiente", gr: "Σε αναμονή" },
  "admin.outbox.status.failed": { en: "Failed", es: "Fallido", gr: "Απέτυχε" },
  "admin.outbox.to": { en: "To", es: "Para", gr: "Προς" },
  "admin.outbox.kind": { en: "Type", es: "Tipo", gr: "Είδος" },
  "admin.outbox.attempts": { en: "Attempts", es: "Intentos", gr: "Προσπάθειες" },
  "admin.outbox.queued": { en: "Queued", es: "En cola desde", gr: "Στην ουρά από" },
  "admin.outbox.nextAttempt": { en: "Next attempt", es: "Próximo intento", gr: "Επόμενη προσπάθεια" },
  "admin.outbox.givesUp": { en: "Stops trying", es: "Deja de intentarlo", gr: "Σταματά να προσπαθεί" },
  "admin.outbox.answer": { en: "Mail server's answer", es: "Respuesta del servidor de correo", gr: "Απάντηση του διακομιστή email" },
  "admin.outbox.noAnswer": { en: "No answer yet", es: "Aún sin respuesta", gr: "Καμία απάντηση ακόμη" },
  "admin.outbox.booking": { en: "Booking", es: "Reserva", gr: "Κράτηση" },
  "admin.outbox.openBooking": { en: "Open booking {id}", es: "Abrir la reserva {id}", gr: "Άνοιγμα της κράτησης {id}" },
  "admin.outbox.retry": { en: "Retry now", es: "Reintentar ahora", gr: "Νέα προσπάθεια τώρα" },
  "admin.outbox.retryLabel": { en: "Retry now: {subject}", es: "Reintentar ahora: {subject}", gr: "Νέα προσπάθεια τώρα: {subject}" },
  "admin.outbox.retried": {
    en: "The mail will be sent again in a moment.",
    es: "El correo se volverá a enviar en un momento.",
    gr: "Το email θα σταλεί ξανά σε λίγο.",
  },
  "admin.outbox.retryFailed": {
    en: "The mail could not be queued again.",
    es: "No se pudo volver a poner el correo en cola.",
    gr: "Δεν ήταν δυνατό να μπει ξανά το email στην ουρά.",
  },
  "admin.outbox.refresh": { en: "Refresh", es: "Actualizar", gr: "Ανανέωση" },
  ...mailKindLabels,

  "admin.bookings.meeting": { en: "Video meeting", es: "Videollamada", gr: "Βιντεοκλήση" },
  "admin.bookings.meetingAfterPayment": {
    en: "Given once the booking is paid",
    es: "Se asigna cuando se paga la reserva",
    gr: "Δίνεται μόλις πληρωθεί η κράτηση",
  },
  "admin.bookings.resend": { en: "Send confirmation again", es: "Reenviar la confirmación", gr: "Νέα αποστολή επιβεβαίωσης" },
  "admin.bookings.confirmResend": {
    en: "Send the confirmation again with a new private link? The link in earlier mails will stop working.",
    es: "¿Reenviar la confirmación con un nuevo enlace privado? El enlace de los correos anteriores dejará de funcionar.",
    gr: "Να σταλεί ξανά η επιβεβαίωση με νέο προσωπικό σύνδεσμο; Ο σύνδεσμος των προηγούμενων email θα πάψει να λειτουργεί.",
  },
  "admin.bookings.resent": {
    en: "The confirmation is on its way with a new private link.",
    es: "La confirmación va de camino con un nuevo enlace privado.",
    gr: "Η επιβεβαίωση στέλνεται με νέο προσωπικό σύνδεσμο.",
  },

  "admin.meeting.title": { en: "Meeting Link", es: "Enlace de videollamada", gr: "Σύνδεσμος βιντεοκλήσης" },
  "admin.meeting.intro": {
    en: "Each paid booking gets a link to its video meeting. Leave the field empty to give every booking its own private room on {base}, or enter your personal meeting link (Zoom, Google Meet) to use it for every new paid booking.",
    es: "Cada reserva pagada recibe un enlace a su videollamada. Deja el campo vacío para que cada reserva tenga su propia sala privada en {base}, o escribe tu enlace personal (Zoom, Google Meet) para usarlo en todas las nuevas reservas pagadas.",
    gr: "Κάθε πληρωμένη κράτηση λαμβάνει σύνδεσμο για τη βιντεοκλήση της. Αφήστε το πεδίο κενό ώστε κάθε κράτηση να έχει τη δική της ιδιωτική αίθουσα στο {base}, ή γράψτε τον προσωπικό σας σύνδεσμο (Zoom, Google Meet) για να χρησιμοποιείται σε κάθε νέα πληρωμένη κράτηση.",
  },
  "admin.meeting.field": { en: "Personal meeting link", es: "Enlace personal de videollamada", gr: "Προσωπικός σύνδεσμος βιντεοκλήσης" },
  "admin.meeting.hint": {
    en: "An address starting with https://. Bookings already paid keep their link.",
    es: "Una dirección que empiece por https://. Las reservas ya pagadas conservan su enlace.",
    gr: "Μια διεύθυνση που αρχίζει με https://. Οι κρατήσεις που έχουν ήδη πληρωθεί κρατούν τον σύνδεσμό τους.",
  },
  "admin.meeting.saved": { en: "Meeting link saved.", es: "Enlace de videollamada guardado.", gr: "Ο σύνδεσμος βιντεοκλήσης αποθηκεύτηκε." },
  "admin.meeting.saveFailed": {
    en: "The meeting link could not be saved.",
    es: "No se pudo guardar el enlace de videollamada.",
    gr: "Δεν ήταν δυνατή η αποθήκευση του συνδέσμου βιντεοκλήσης.",
  },
  "admin.meeting.loadFailed": {
    en: "Failed to load the meeting link.",
    es: "No se pudo cargar el enlace de videollamada.",
    gr: "Αποτυχία φόρτωσης του συνδέσμου βιντεοκλήσης.",
  },
} satisfies TextTable;
