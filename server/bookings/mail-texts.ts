import type { Language } from "../../core/languages.js";

// The booking mails' texts, per language. {name} placeholders are filled by the composer.
type Texts = Record<string, Record<Language, string>>;

export const bookingMailTexts = {
  greeting: { en: "Hello {name},", es: "Hola {name}:", gr: "Γεια σας {name},", },
  sign_off: { en: "Kind regards,\n{practice}", es: "Un saludo,\n{practice}", gr: "Με εκτίμηση,\n{practice}" },
  madrid_time: { en: "Madrid time", es: "hora de Madrid", gr: "ώρα Μαδρίτης" },

  confirmation_subject: { en: "Your booking: {service} on {when}", es: "Tu reserva: {service} el {when}", gr: "Η κράτησή σας: {service} στις {when}" },
  confirmation_intro: {
    en: "Thank you for your booking. Here are the details:",
    es: "Gracias por tu reserva. Estos son los detalles:",
    gr: "Σας ευχαριστούμε για την κράτηση. Ακολουθούν οι λεπτομέρειες:",
  },
  label_service: { en: "Service", es: "Servicio", gr: "Υπηρεσία" },
  label_when: { en: "Date and time", es: "Fecha y hora", gr: "Ημερομηνία και ώρα" },
  label_price: { en: "Price", es: "Precio", gr: "Τιμή" },
  payment_with_link: {
    en: "Please pay with this link before {deadline} ({tz}), 24 hours before the session; otherwise the booking is cancelled automatically:\n{link}",
    es: "Paga con este enlace antes del {deadline} ({tz}), 24 horas antes de la sesión; de lo contrario la reserva se cancela automáticamente:\n{link}",
    gr: "Πληρώστε με αυτόν τον σύνδεσμο πριν από {deadline} ({tz}), 24 ώρες πριν από τη συνεδρία· διαφορετικά η κράτηση ακυρώνεται αυτόματα:\n{link}",
  },
  payment_without_link: {
    en: "You will receive the payment link shortly. Payment is due before {deadline} ({tz}), 24 hours before the session; otherwise the booking is cancelled automatically.",
    es: "Recibirás el enlace de pago en breve. El pago debe hacerse antes del {deadline} ({tz}), 24 horas antes de la sesión; de lo contrario la reserva se cancela automáticamente.",
    gr: "Θα λάβετε σύντομα τον σύνδεσμο πληρωμής. Η πληρωμή πρέπει να γίνει πριν από {deadline} ({tz}), 24 ώρες πριν από τη συνεδρία· διαφορετικά η κράτηση ακυρώνεται αυτόματα.",
  },
  manage_link: {
    en: "You can cancel or reschedule free of charge until 24 hours before the session on your private page:\n{link}",
    es: "Puedes cancelar o cambiar la cita sin coste hasta 24 horas antes de la sesión en tu página privada:\n{link}",
    gr: "Μπορείτε να ακυρώσετε ή να αλλάξετε το ραντεβού δωρεάν έως 24 ώρες πριν από τη συνεδρία στην προσωπική σας σελίδα:\n{link}",
  },
  calendar_hint: {
    en: "The attached calendar file adds the session to your calendar.",
    es: "El archivo de calendario adjunto añade la sesión a tu calendario.",
    gr: "Το συνημμένο αρχείο ημερολογίου προσθέτει τη συνεδρία στο ημερολόγιό σας.",
  },

  reschedule_subject: { en: "Booking moved: {service} on {when}", es: "Reserva cambiada: {service} el {when}", gr: "Αλλαγή κράτησης: {service} στις {when}" },
  reschedule_intro: {
    en: "Your session has been moved. It was on {old}; it is now on:",
    es: "Tu sesión se ha cambiado. Estaba el {old}; ahora es el:",
    gr: "Η συνεδρία σας μετακινήθηκε. Ήταν στις {old}· τώρα είναι στις:",
  },

  cancellation_subject: { en: "Booking cancelled: {service} on {when}", es: "Reserva cancelada: {service} el {when}", gr: "Ακύρωση κράτησης: {service} στις {when}" },
  cancelled_by_client: {
    en: "As you asked, your session on {when} ({tz}) has been cancelled.",
    es: "Como pediste, tu sesión del {when} ({tz}) se ha cancelado.",
    gr: "Όπως ζητήσατε, η συνεδρία σας στις {when} ({tz}) ακυρώθηκε.",
  },
  cancelled_by_admin: {
    en: "Your session on {when} ({tz}) has been cancelled by the nutritionist. She will contact you if anything needs arranging.",
    es: "La nutricionista ha cancelado tu sesión del {when} ({tz}). Se pondrá en contacto contigo si hay algo que organizar.",
    gr: "Η διατροφολόγος ακύρωσε τη συνεδρία σας στις {when} ({tz}). Θα επικοινωνήσει μαζί σας αν χρειάζεται κάποια ρύθμιση.",
  },
  cancelled_by_system: {
    en: "Your session on {when} ({tz}) has been cancelled automatically because the payment was not received 24 hours before the start.",
    es: "Tu sesión del {when} ({tz}) se ha cancelado automáticamente porque el pago no se recibió 24 horas antes del inicio.",
    gr: "Η συνεδρία σας στις {when} ({tz}) ακυρώθηκε αυτόματα επειδή η πληρωμή δεν ελήφθη 24 ώρες πριν από την έναρξη.",
  },
  book_again: { en: "You are welcome to book again: {link}", es: "Puedes volver a reservar cuando quieras: {link}", gr: "Μπορείτε να κλείσετε νέο ραντεβού όποτε θέλετε: {link}" },

  reminder_subject: { en: "Reminder: {service} tomorrow at {time}", es: "Recordatorio: {service} mañana a las {time}", gr: "Υπενθύμιση: {service} αύριο στις {time}" },
  reminder_body: {
    en: "A reminder of your session on {when} ({tz}). The session takes place by video meeting. If something has come up, please contact the nutritionist by replying to this mail.",
    es: "Te recordamos tu sesión del {when} ({tz}). La sesión es por videollamada. Si te ha surgido algo, contacta con la nutricionista respondiendo a este correo.",
    gr: "Υπενθύμιση της συνεδρίας σας στις {when} ({tz}). Η συνεδρία γίνεται με βιντεοκλήση. Αν προέκυψε κάτι, επικοινωνήστε με τη διατροφολόγο απαντώντας σε αυτό το email.",
  },
} satisfies Texts;

export type BookingMailText = keyof typeof bookingMailTexts;
