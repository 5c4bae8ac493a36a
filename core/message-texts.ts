import type { Language } from "./languages.js";

// Her conversation with the nutritionist on /my-bookings and its mail notices, in the three
// languages (the admin's side is in app/i18n/admin-messages.ts).
export const MESSAGE_TEXTS = {
  heading: { en: "Messages with your nutritionist", es: "Mensajes con tu nutricionista", gr: "Μηνύματα με τη διατροφολόγο σας" },
  empty: {
    en: "No messages yet. Write here between sessions: only you and your nutritionist can read it.",
    es: "Aún no hay mensajes. Escribe aquí entre sesiones: solo tú y tu nutricionista podéis leerlo.",
    gr: "Δεν υπάρχουν ακόμη μηνύματα. Γράψτε εδώ ανάμεσα στις συνεδρίες: μόνο εσείς και η διατροφολόγος σας μπορείτε να τα διαβάσετε.",
  },
  you: { en: "You", es: "Tú", gr: "Εσείς" },
  practice: { en: "Your nutritionist", es: "Tu nutricionista", gr: "Η διατροφολόγος σας" },
  read: { en: "Read", es: "Leído", gr: "Διαβάστηκε" },
  body: { en: "Your message", es: "Tu mensaje", gr: "Το μήνυμά σας" },
  attachments: {
    en: "Attach photos or PDFs (up to 2, 10 MB each)",
    es: "Adjuntar fotos o PDF (hasta 2, de 10 MB cada uno)",
    gr: "Επισύναψη φωτογραφιών ή PDF (έως 2, έως 10 MB το καθένα)",
  },
  send: { en: "Send message", es: "Enviar mensaje", gr: "Αποστολή μηνύματος" },
  sending: { en: "Sending…", es: "Enviando…", gr: "Αποστολή…" },
  sent: { en: "Message sent.", es: "Mensaje enviado.", gr: "Το μήνυμα στάλθηκε." },
  promise: {
    en: "Your nutritionist answers within {hours} hours.",
    es: "Tu nutricionista responde en un plazo de {hours} horas.",
    gr: "Η διατροφολόγος σας απαντά μέσα σε {hours} ώρες.",
  },
  lastSent: {
    en: "You last wrote on {when}: expect an answer by {by}.",
    es: "Escribiste por última vez el {when}: recibirás respuesta antes del {by}.",
    gr: "Γράψατε τελευταία φορά στις {when}: θα λάβετε απάντηση έως τις {by}.",
  },
  notices: {
    en: "Email me when there is a new message (the email never contains the message)",
    es: "Avisarme por correo cuando haya un mensaje nuevo (el correo nunca incluye el mensaje)",
    gr: "Ειδοποίηση με email όταν υπάρχει νέο μήνυμα (το email δεν περιέχει ποτέ το μήνυμα)",
  },
  noticesSaved: { en: "Saved.", es: "Guardado.", gr: "Αποθηκεύτηκε." },
  // The notice mail: never the message itself.
  mail_subject: { en: "You have a new message", es: "Tienes un mensaje nuevo", gr: "Έχετε ένα νέο μήνυμα" },
  mail_body: {
    en: "Your nutritionist has written to you. For your privacy the message is not in this email: read it on your page.",
    es: "Tu nutricionista te ha escrito. Por tu privacidad, el mensaje no va en este correo: léelo en tu página.",
    gr: "Η διατροφολόγος σας σάς έγραψε. Για την ιδιωτικότητά σας το μήνυμα δεν περιλαμβάνεται σε αυτό το email: διαβάστε το στη σελίδα σας.",
  },
  mail_action: { en: "Read the message", es: "Leer el mensaje", gr: "Ανάγνωση του μηνύματος" },
  mail_footer: {
    en: "You can turn these emails off on your page.",
    es: "Puedes desactivar estos correos en tu página.",
    gr: "Μπορείτε να απενεργοποιήσετε αυτά τα email στη σελίδα σας.",
  },
} satisfies Record<string, Record<Language, string>>;

export type MessageText = keyof typeof MESSAGE_TEXTS;
