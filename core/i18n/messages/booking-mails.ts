import type { Language } from "../../languages.js";

// The booking mails' texts, per language (the greeting and the sign-off are the composer's,
// in mail-letter.ts). In Greek, {when} and {old} carry their article ("την Πέμπτη…",
// "το Σάββατο…": see onWhen).
type Texts = Record<string, Record<Language, string>>;

export const bookingMailTexts = {
  madrid_time: { en: "Madrid time", es: "hora de Madrid", gr: "ώρα Μαδρίτης" },
  // Where her clock shows another time: Madrid's first (the practice's), then hers, named.
  // {when} is her time, with its day when that is not Madrid's; {zone} her zone's name.
  madrid_and_own_time: {
    en: "Madrid time; {when} in your time zone, {zone}",
    es: "hora de Madrid; {when} en tu zona horaria, {zone}",
    gr: "ώρα Μαδρίτης· {when} στη δική σας ζώνη ώρας, {zone}",
  },
  // A subject's note where her clock differs: short, as a subject line is read in a list.
  subject_own_time: { en: "Madrid time; {when} your local time", es: "hora de Madrid; {when} tu hora local", gr: "ώρα Μαδρίτης· {when} τοπική ώρα σας" },
  label_own_time: { en: "In your time zone", es: "En tu zona horaria", gr: "Στη δική σας ζώνη ώρας" },

  confirmation_subject: { en: "Your booking: {service} on {when}", es: "Tu reserva: {service} el {when}", gr: "Η κράτησή σας: {service} {when}" },
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
  // No way to pay online (no Stripe key, no Payment Link on the plan): no link is promised.
  payment_without_link: {
    en: "Payment is due before {deadline} ({tz}), 24 hours before the session; otherwise the booking is cancelled automatically. To arrange the payment, please write to {contact}.",
    es: "El pago debe hacerse antes del {deadline} ({tz}), 24 horas antes de la sesión; de lo contrario la reserva se cancela automáticamente. Para acordar el pago, escríbenos a {contact}.",
    gr: "Η πληρωμή πρέπει να γίνει πριν από {deadline} ({tz}), 24 ώρες πριν από τη συνεδρία· διαφορετικά η κράτηση ακυρώνεται αυτόματα. Για να κανονίσετε την πληρωμή, γράψτε μας στο {contact}.",
  },
  // No online payment, but her instructions (bank transfer, Bizum, her own text).
  payment_with_instructions: {
    en: "Payment is due before {deadline} ({tz}), 24 hours before the session; otherwise the booking is cancelled automatically. How to pay:\n{instructions}",
    es: "El pago debe hacerse antes del {deadline} ({tz}), 24 horas antes de la sesión; de lo contrario la reserva se cancela automáticamente. Cómo pagar:\n{instructions}",
    gr: "Η πληρωμή πρέπει να γίνει πριν από {deadline} ({tz}), 24 ώρες πριν από τη συνεδρία· διαφορετικά η κράτηση ακυρώνεται αυτόματα. Τρόπος πληρωμής:\n{instructions}",
  },
  paid_with_credit: {
    en: "This session is paid with a credit from your bundle, and your booking is confirmed. Moved or cancelled up to 24 hours before, the credit comes back to you.",
    es: "Esta sesión se paga con un crédito de tu bono y tu reserva está confirmada. Si la cambias o cancelas hasta 24 horas antes, se te devuelve el crédito.",
    gr: "Αυτή η συνεδρία πληρώνεται με μία μονάδα από το πακέτο σας και η κράτησή σας είναι επιβεβαιωμένη. Αν την αλλάξετε ή την ακυρώσετε έως 24 ώρες πριν, η μονάδα σάς επιστρέφεται.",
  },
  payment_none: {
    en: "This session is free: there is nothing to pay, and your booking is confirmed.",
    es: "Esta sesión es gratuita: no hay nada que pagar y tu reserva está confirmada.",
    gr: "Αυτή η συνεδρία είναι δωρεάν: δεν χρειάζεται πληρωμή και η κράτησή σας είναι επιβεβαιωμένη.",
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
  calendar_links: {
    en: "Add to Google Calendar: {google}\nAdd to Outlook: {outlook}",
    es: "Añadir a Google Calendar: {google}\nAñadir a Outlook: {outlook}",
    gr: "Προσθήκη στο Google Calendar: {google}\nΠροσθήκη στο Outlook: {outlook}",
  },

  reschedule_subject: { en: "Booking moved: {service} on {when}", es: "Reserva cambiada: {service} el {when}", gr: "Αλλαγή κράτησης: {service} {when}" },
  reschedule_intro: {
    en: "Your session has been moved. It was on {old}; it is now on:",
    es: "Tu sesión se ha cambiado. Estaba el {old}; ahora es el:",
    gr: "Η συνεδρία σας μετακινήθηκε. Ήταν προγραμματισμένη {old}· η νέα ημερομηνία είναι:",
  },

  cancellation_subject: {
    en: "Booking cancelled: {service} on {when}",
    es: "Reserva cancelada: {service} el {when}",
    gr: "Ακύρωση κράτησης: {service} {when}",
  },
  cancelled_by_client: {
    en: "As you asked, your session on {when} ({tz}) has been cancelled.",
    es: "Como pediste, tu sesión del {when} ({tz}) se ha cancelado.",
    gr: "Όπως ζητήσατε, η συνεδρία σας {when} ({tz}) ακυρώθηκε.",
  },
  cancelled_by_admin: {
    en: "Your session on {when} ({tz}) has been cancelled by the nutritionist. She will contact you if anything needs arranging.",
    es: "La nutricionista ha cancelado tu sesión del {when} ({tz}). Se pondrá en contacto contigo si hay algo que organizar.",
    gr: "Η διατροφολόγος ακύρωσε τη συνεδρία σας {when} ({tz}). Θα επικοινωνήσει μαζί σας αν χρειάζεται κάποια ρύθμιση.",
  },
  // What happens to the money: the payment issue builds the refunds; until then she gets in touch.
  cancelled_paid: {
    en: "This session had been paid. We will be in touch with you about the amount you paid.",
    es: "Esta sesión ya estaba pagada. Nos pondremos en contacto contigo sobre el importe que pagaste.",
    gr: "Η συνεδρία είχε ήδη πληρωθεί. Θα επικοινωνήσουμε μαζί σας σχετικά με το ποσό που πληρώσατε.",
  },
  cancelled_unpaid: {
    en: "This session had not been paid, so there is nothing to pay or to refund.",
    es: "Esta sesión no se había pagado, así que no hay nada que pagar ni que devolver.",
    gr: "Η συνεδρία δεν είχε πληρωθεί, οπότε δεν υπάρχει τίποτα να πληρώσετε ή να σας επιστραφεί.",
  },
  cancelled_free: {
    en: "This session was free of charge, so there is nothing to pay or to refund.",
    es: "Esta sesión era gratuita, así que no hay nada que pagar ni que devolver.",
    gr: "Η συνεδρία ήταν δωρεάν, οπότε δεν υπάρχει τίποτα να πληρώσετε ή να σας επιστραφεί.",
  },
  cancelled_by_system: {
    en: "Your session on {when} ({tz}) has been cancelled automatically because the payment was not received 24 hours before the start.",
    es: "Tu sesión del {when} ({tz}) se ha cancelado automáticamente porque el pago no se recibió 24 horas antes del inicio.",
    gr: "Η συνεδρία σας {when} ({tz}) ακυρώθηκε αυτόματα επειδή η πληρωμή δεν ελήφθη 24 ώρες πριν από την έναρξη.",
  },
  book_again: {
    en: "You are welcome to book again: {link}",
    es: "Puedes volver a reservar cuando quieras: {link}",
    gr: "Μπορείτε να κλείσετε νέο ραντεβού όποτε θέλετε: {link}",
  },

  reminder_subject: {
    en: "Reminder: {service} tomorrow at {time}",
    es: "Recordatorio: {service} mañana a las {time}",
    gr: "Υπενθύμιση: {service} αύριο στις {time}",
  },
  reminder_body: {
    en: "A reminder of your session on {when} ({tz}). If something has come up, please contact the nutritionist by replying to this mail.",
    es: "Te recordamos tu sesión del {when} ({tz}). Si te ha surgido algo, contacta con la nutricionista respondiendo a este correo.",
    gr: "Σας υπενθυμίζουμε τη συνεδρία σας {when} ({tz}). Αν προέκυψε κάτι, επικοινωνήστε με τη διατροφολόγο απαντώντας σε αυτό το email.",
  },

  paid_subject: { en: "Payment received: {service} on {when}", es: "Pago recibido: {service} el {when}", gr: "Λάβαμε την πληρωμή: {service} {when}" },
  paid_intro: {
    en: "We have received your payment, thank you. Your session is confirmed:",
    es: "Hemos recibido tu pago, gracias. Tu sesión está confirmada:",
    gr: "Λάβαμε την πληρωμή σας, σας ευχαριστούμε. Η συνεδρία σας επιβεβαιώθηκε:",
  },
  paid_confirmed: {
    en: "Payment received: your session is confirmed.",
    es: "Pago recibido: tu sesión está confirmada.",
    gr: "Η πληρωμή ελήφθη: η συνεδρία σας είναι επιβεβαιωμένη.",
  },
  meeting_link: {
    en: "The session takes place by video meeting. At the time of the session, join with this link:\n{link}",
    es: "La sesión es por videollamada. A la hora de la sesión, entra con este enlace:\n{link}",
    gr: "Η συνεδρία γίνεται με βιντεοκλήση. Την ώρα της συνεδρίας, συνδεθείτε με αυτόν τον σύνδεσμο:\n{link}",
  },
  booking_page: {
    en: "Your booking's details are on your private page:\n{link}",
    es: "Los detalles de tu reserva están en tu página privada:\n{link}",
    gr: "Οι λεπτομέρειες της κράτησής σας βρίσκονται στην προσωπική σας σελίδα:\n{link}",
  },
  invoice_link: {
    en: "Your invoice {number} (PDF), which you can also download from your private page:\n{link}",
    es: "Tu factura {number} (PDF), que también puedes descargar desde tu página privada:\n{link}",
    gr: "Το τιμολόγιό σας {number} (PDF), που μπορείτε επίσης να κατεβάσετε από την προσωπική σας σελίδα:\n{link}",
  },

  payment_reminder_subject: {
    en: "Payment reminder: {service} on {when}",
    es: "Recordatorio de pago: {service} el {when}",
    gr: "Υπενθύμιση πληρωμής: {service} {when}",
  },
  payment_reminder_intro: {
    en: "Your session on {when} ({tz}) is booked, but we have not received your payment yet.",
    es: "Tu sesión del {when} ({tz}) está reservada, pero todavía no hemos recibido tu pago.",
    gr: "Η συνεδρία σας {when} ({tz}) είναι κλεισμένη, αλλά δεν έχουμε λάβει ακόμη την πληρωμή σας.",
  },
  payment_reminder_done: {
    en: "If you have paid in the last few minutes, please ignore this reminder.",
    es: "Si has pagado hace unos minutos, puedes ignorar este recordatorio.",
    gr: "Αν πληρώσατε τα τελευταία λεπτά, αγνοήστε αυτή την υπενθύμιση.",
  },
} satisfies Texts;

export type BookingMailText = keyof typeof bookingMailTexts;
