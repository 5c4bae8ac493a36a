import type { Language } from "./languages.js";

// The client's own page (/my-bookings) and its sign-in mail, in the three languages, kept with
// the questionnaire's texts (core/intake-questions.ts) rather than in the public page tables.
export const CLIENT_AREA_TEXTS = {
  title: { en: "My bookings", es: "Mis reservas", gr: "Οι κρατήσεις μου" },
  intro: {
    en: "Enter the email address you booked with and we will send you a link to sign in. The link works once, for 30 minutes.",
    es: "Escribe el correo con el que reservaste y te enviaremos un enlace para entrar. El enlace sirve una vez, durante 30 minutos.",
    gr: "Γράψτε το email με το οποίο κάνατε την κράτηση και θα σας στείλουμε έναν σύνδεσμο για να συνδεθείτε. Ο σύνδεσμος λειτουργεί μία φορά, για 30 λεπτά.",
  },
  email: { en: "Email", es: "Correo electrónico", gr: "Email" },
  send: { en: "Send me a link", es: "Enviarme un enlace", gr: "Στείλτε μου σύνδεσμο" },
  sending: { en: "Sending…", es: "Enviando…", gr: "Αποστολή…" },
  sent: {
    en: "If this address has bookings with us, a sign-in link is on its way. Check your inbox.",
    es: "Si esta dirección tiene reservas con nosotros, te llegará un enlace para entrar. Revisa tu bandeja de entrada.",
    gr: "Αν αυτή η διεύθυνση έχει κρατήσεις σε εμάς, ένας σύνδεσμος σύνδεσης είναι καθ' οδόν. Ελέγξτε τα εισερχόμενά σας.",
  },
  signingIn: { en: "Signing you in…", es: "Entrando…", gr: "Σύνδεση…" },
  linkInvalid: {
    en: "This sign-in link has expired or has already been used. Ask for a new one below.",
    es: "Este enlace ha caducado o ya se ha usado. Pide uno nuevo aquí abajo.",
    gr: "Αυτός ο σύνδεσμος έχει λήξει ή έχει ήδη χρησιμοποιηθεί. Ζητήστε έναν νέο παρακάτω.",
  },
  failed: {
    en: "Something went wrong. Please try again.",
    es: "Algo ha fallado. Inténtalo de nuevo.",
    gr: "Κάτι πήγε στραβά. Δοκιμάστε ξανά.",
  },
  // Greek names change with case: the Greek greeting has none.
  hello: { en: "Hello, {name}", es: "Hola, {name}", gr: "Γεια σας" },
  upcoming: { en: "Upcoming sessions", es: "Próximas sesiones", gr: "Επόμενες συνεδρίες" },
  past: { en: "Past sessions", es: "Sesiones anteriores", gr: "Προηγούμενες συνεδρίες" },
  noUpcoming: { en: "No sessions booked.", es: "No tienes sesiones reservadas.", gr: "Δεν έχετε κλεισμένες συνεδρίες." },
  open: { en: "Open the booking page", es: "Abrir la página de la reserva", gr: "Άνοιγμα της σελίδας της κράτησης" },
  questionnaire: { en: "Health questionnaire", es: "Cuestionario de salud", gr: "Ερωτηματολόγιο υγείας" },
  questionnaireSent: {
    en: "You sent it on {when}.",
    es: "Lo enviaste el {when}.",
    gr: "Το στείλατε στις {when}.",
  },
  questionnaireOpen: {
    en: "Not sent yet: fill it in before your session.",
    es: "Aún no enviado: rellénalo antes de tu sesión.",
    gr: "Δεν έχει σταλεί ακόμη: συμπληρώστε το πριν από τη συνεδρία σας.",
  },
  questionnaireEdit: { en: "Open the questionnaire", es: "Abrir el cuestionario", gr: "Άνοιγμα του ερωτηματολογίου" },
  followUp: { en: "Book a follow-up", es: "Reservar una revisión", gr: "Κλείστε επανεξέταση" },
  signOut: { en: "Sign out", es: "Cerrar sesión", gr: "Αποσύνδεση" },
  status_pending_payment: { en: "Awaiting payment", es: "Pendiente de pago", gr: "Σε αναμονή πληρωμής" },
  status_confirmed: { en: "Confirmed", es: "Confirmada", gr: "Επιβεβαιωμένη" },
  status_completed: { en: "Completed", es: "Realizada", gr: "Ολοκληρώθηκε" },
  status_cancelled: { en: "Cancelled", es: "Cancelada", gr: "Ακυρώθηκε" },
  // The sign-in mail.
  mail_subject: { en: "Your sign-in link", es: "Tu enlace para entrar", gr: "Ο σύνδεσμος σύνδεσής σας" },
  mail_body: {
    en: "Here is your link to see your bookings, your questionnaire and the documents we sent you:\n{link}\n\nIt works once, within 30 minutes. If you did not ask for it, ignore this email.",
    es: "Aquí tienes tu enlace para ver tus reservas, tu cuestionario y los documentos que te hemos enviado:\n{link}\n\nSirve una vez, durante 30 minutos. Si no lo has pedido, ignora este correo.",
    gr: "Ορίστε ο σύνδεσμός σας για να δείτε τις κρατήσεις σας, το ερωτηματολόγιο και τα έγγραφα που σας στείλαμε:\n{link}\n\nΛειτουργεί μία φορά, μέσα σε 30 λεπτά. Αν δεν το ζητήσατε, αγνοήστε αυτό το email.",
  },
  // The sign-in mail asked for on the booking page, to book with a credit of her bundle.
  mail_body_booking: {
    en: "Here is your link to book with a credit of your bundle; it opens the booking page with your choice kept:\n{link}\n\nIt works once, within 30 minutes. If you did not ask for it, ignore this email.",
    es: "Aquí tienes tu enlace para reservar con un crédito de tu bono; abre la página de reserva con lo que habías elegido:\n{link}\n\nSirve una vez, durante 30 minutos. Si no lo has pedido, ignora este correo.",
    gr: "Ορίστε ο σύνδεσμός σας για να κάνετε κράτηση με μια μονάδα του πακέτου σας· ανοίγει τη σελίδα κράτησης με την επιλογή σας:\n{link}\n\nΛειτουργεί μία φορά, μέσα σε 30 λεπτά. Αν δεν το ζητήσατε, αγνοήστε αυτό το email.",
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ClientAreaText = keyof typeof CLIENT_AREA_TEXTS;

/** The mail that delivers a plan, and the documents on her page. */
export const DOCUMENT_TEXTS = {
  mail_subject: { en: "Your plan: {title}", es: "Tu plan: {title}", gr: "Το πρόγραμμά σας: {title}" },
  mail_body: {
    en: "Your personalised plan “{title}” is ready. Download it here (the link works once and for 30 days):\n{link}\n\nYou can download it again at any time from your page: {page}",
    es: "Tu plan personalizado «{title}» está listo. Descárgalo aquí (el enlace sirve una vez y durante 30 días):\n{link}\n\nPuedes volver a descargarlo cuando quieras desde tu página: {page}",
    gr: "Το εξατομικευμένο πρόγραμμά σας «{title}» είναι έτοιμο. Κατεβάστε το εδώ (ο σύνδεσμος λειτουργεί μία φορά και για 30 ημέρες):\n{link}\n\nΜπορείτε να το κατεβάσετε ξανά οποιαδήποτε στιγμή από τη σελίδα σας: {page}",
  },
  documents: { en: "Your documents", es: "Tus documentos", gr: "Τα έγγραφά σας" },
  noDocuments: { en: "No documents yet.", es: "Aún no hay documentos.", gr: "Δεν υπάρχουν ακόμη έγγραφα." },
  download: { en: "Download", es: "Descargar", gr: "Λήψη" },
} as const satisfies Record<string, Record<Language, string>>;

/** The invitation to book the follow-up, and the page that declines further ones. */
export const FOLLOW_UP_TEXTS = {
  mail_subject: { en: "Time for your follow-up", es: "Es hora de tu revisión", gr: "Ώρα για την επανεξέτασή σας" },
  mail_body: {
    en: "It has been {weeks} weeks since your session ({plan}): a good moment to review how it is going. Book your follow-up here, with the same plan already chosen:\n{link}\n\nYour bookings and documents: {page}\n\nIf you would rather not get these reminders: {decline}",
    es: "Han pasado {weeks} semanas desde tu sesión ({plan}): un buen momento para revisar cómo va todo. Reserva tu revisión aquí, con el mismo plan ya elegido:\n{link}\n\nTus reservas y documentos: {page}\n\nSi prefieres no recibir estos recordatorios: {decline}",
    gr: "Έχουν περάσει {weeks} εβδομάδες από τη συνεδρία σας ({plan}): καλή στιγμή να δούμε πώς πάει. Κλείστε την επανεξέτασή σας εδώ, με το ίδιο πρόγραμμα ήδη επιλεγμένο:\n{link}\n\nΟι κρατήσεις και τα έγγραφά σας: {page}\n\nΑν προτιμάτε να μη λαμβάνετε αυτές τις υπενθυμίσεις: {decline}",
  },
  decline_title: { en: "Follow-up reminders", es: "Recordatorios de revisión", gr: "Υπενθυμίσεις επανεξέτασης" },
  decline_question: {
    en: "Stop the reminders to book a follow-up?",
    es: "¿Dejar de recibir recordatorios para reservar una revisión?",
    gr: "Να σταματήσουν οι υπενθυμίσεις για κλείσιμο επανεξέτασης;",
  },
  decline_button: { en: "Stop the reminders", es: "Dejar de recibirlos", gr: "Διακοπή υπενθυμίσεων" },
  declined: {
    en: "Done: you will not get further follow-up reminders. You can still book whenever you like.",
    es: "Hecho: no recibirás más recordatorios de revisión. Puedes reservar cuando quieras.",
    gr: "Έγινε: δεν θα λαμβάνετε άλλες υπενθυμίσεις επανεξέτασης. Μπορείτε πάντα να κλείσετε ραντεβού όποτε θέλετε.",
  },
  invalid: { en: "This link is not valid.", es: "Este enlace no es válido.", gr: "Αυτός ο σύνδεσμος δεν είναι έγκυρος." },
} as const satisfies Record<string, Record<Language, string>>;
