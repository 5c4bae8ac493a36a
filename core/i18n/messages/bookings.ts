import type { Language } from "../../languages.js";

// API texts of the booking engine (errors of availability, self-service and status changes).
export const bookingMessages = {
  booking_fields_invalid: {
    en: "Please fill in all required fields and ensure phone number is valid.",
    es: "Por favor, completa todos los campos obligatorios y asegúrate de que el número de teléfono sea válido.",
    gr: "Παρακαλώ συμπληρώστε όλα τα υποχρεωτικά πεδία και βεβαιωθείτε ότι ο αριθμός τηλεφώνου είναι έγκυρος.",
  },
  phone_format: {
    en: "This phone number is not valid. Enter 10 digits, or write it with the country code, for example +34 612 345 678.",
    es: "Este número de teléfono no es válido. Escribe 10 dígitos, o escríbelo con el prefijo del país, por ejemplo +34 612 345 678.",
    gr: "Αυτός ο αριθμός τηλεφώνου δεν είναι έγκυρος. Γράψτε 10 ψηφία ή γράψτε τον με τον κωδικό της χώρας, για παράδειγμα +34 612 345 678.",
  },
  invalid_time_zone: {
    en: "The time zone must be a name from the IANA time zone database, such as Europe/Athens.",
    es: "La zona horaria debe ser un nombre de la base de datos de zonas horarias de la IANA, como Europe/Athens.",
    gr: "Η ζώνη ώρας πρέπει να είναι όνομα από τη βάση ζωνών ώρας της IANA, όπως Europe/Athens.",
  },
  range_order: { en: "The end must come after the start.", es: "El final debe ser posterior al inicio.", gr: "Το τέλος πρέπει να είναι μετά την αρχή." },
  ranges_overlap: {
    en: "The time ranges of a day must not overlap.",
    es: "Las franjas de un mismo día no pueden solaparse.",
    gr: "Τα χρονικά διαστήματα μιας ημέρας δεν πρέπει να επικαλύπτονται.",
  },
  min_notice_floor: {
    en: "Minimum notice cannot be shorter than 24 hours (the payment window).",
    es: "La antelación mínima no puede ser inferior a 24 horas (el plazo de pago).",
    gr: "Η ελάχιστη προειδοποίηση δεν μπορεί να είναι μικρότερη από 24 ώρες (η προθεσμία πληρωμής).",
  },
  change_window_closed: {
    en: "Free cancellation and rescheduling end 24 hours before the session. To change it now, please contact the nutritionist directly.",
    es: "La cancelación y el cambio gratuitos terminan 24 horas antes de la sesión. Para cambiarla ahora, contacta directamente con la nutricionista.",
    gr: "Η δωρεάν ακύρωση και αλλαγή λήγουν 24 ώρες πριν από τη συνεδρία. Για αλλαγή τώρα, επικοινωνήστε απευθείας με τη διατροφολόγο.",
  },
  booking_not_active: {
    en: "This booking is no longer active.",
    es: "Esta reserva ya no está activa.",
    gr: "Αυτή η κράτηση δεν είναι πλέον ενεργή.",
  },
  invalid_transition: {
    en: "This change is not possible in the booking's current status.",
    es: "Este cambio no es posible en el estado actual de la reserva.",
    gr: "Αυτή η αλλαγή δεν είναι δυνατή στην τρέχουσα κατάσταση της κράτησης.",
  },
  manage_link_invalid: {
    en: "This booking link is not valid.",
    es: "Este enlace de reserva no es válido.",
    gr: "Αυτός ο σύνδεσμος κράτησης δεν είναι έγκυρος.",
  },
  message_too_long: {
    en: "Your message is too long: 5,000 characters at most.",
    es: "Tu mensaje es demasiado largo: 5.000 caracteres como máximo.",
    gr: "Το μήνυμά σας είναι πολύ μεγάλο: έως 5.000 χαρακτήρες.",
  },
  unpaid_limit_email: {
    en: "This email address already holds the most bookings that can wait unpaid. Please pay for one of them or cancel one first, using the link in its confirmation email.",
    es: "Este correo electrónico ya tiene el máximo de reservas pendientes de pago. Paga o cancela primero una de ellas con el enlace de su correo de confirmación.",
    gr: "Αυτή η διεύθυνση email έχει ήδη τον μέγιστο αριθμό απλήρωτων κρατήσεων. Πληρώστε ή ακυρώστε πρώτα μία από αυτές με τον σύνδεσμο του email επιβεβαίωσής της.",
  },
  unpaid_limit_phone: {
    en: "This phone number already holds the most bookings that can wait unpaid. Please pay for one of them or cancel one first, using the link in its confirmation email.",
    es: "Este número de teléfono ya tiene el máximo de reservas pendientes de pago. Paga o cancela primero una de ellas con el enlace de su correo de confirmación.",
    gr: "Αυτός ο αριθμός τηλεφώνου έχει ήδη τον μέγιστο αριθμό απλήρωτων κρατήσεων. Πληρώστε ή ακυρώστε πρώτα μία από αυτές με τον σύνδεσμο του email επιβεβαίωσής της.",
  },
  same_slot: {
    en: "The booking is already at this date and time.",
    es: "La reserva ya está en esta fecha y hora.",
    gr: "Η κράτηση είναι ήδη σε αυτή την ημερομηνία και ώρα.",
  },
  webhook_signature_invalid: {
    en: "The webhook signature is missing or not valid.",
    es: "La firma del webhook falta o no es válida.",
    gr: "Η υπογραφή του webhook λείπει ή δεν είναι έγκυρη.",
  },
  outbox_mail_not_found: { en: "Mail not found.", es: "Correo no encontrado.", gr: "Το email δεν βρέθηκε." },
  outbox_mail_sent: {
    en: "This mail has already been sent.",
    es: "Este correo ya se ha enviado.",
    gr: "Αυτό το email έχει ήδη σταλεί.",
  },
} as const satisfies Record<string, Record<Language, string>>;
