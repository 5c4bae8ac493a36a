// Texts of her conversation with the practice on the admin's side: the client page's thread,
// the dashboard's waiting conversations and the per-client settings.
import type { TextTable } from "./text-table";
export const adminConversations = {
  "admin.conversation.title": { en: "Messages with her", es: "Mensajes con ella", gr: "Μηνύματα μαζί της" },
  "admin.conversation.empty": { en: "No messages yet.", es: "Aún no hay mensajes.", gr: "Δεν υπάρχουν ακόμη μηνύματα." },
  "admin.conversation.you": { en: "You", es: "Tú", gr: "Εσείς" },
  "admin.conversation.read": { en: "Read", es: "Leído", gr: "Διαβάστηκε" },
  "admin.conversation.answer": { en: "Your answer", es: "Tu respuesta", gr: "Η απάντησή σας" },
  "admin.conversation.files": {
    en: "Attach photos or PDFs (up to 2, 10 MB each)",
    es: "Adjuntar fotos o PDF (hasta 2, de 10 MB cada uno)",
    gr: "Επισύναψη φωτογραφιών ή PDF (έως 2, έως 10 MB το καθένα)",
  },
  "admin.conversation.send": { en: "Send", es: "Enviar", gr: "Αποστολή" },
  "admin.conversation.sent": { en: "Message sent.", es: "Mensaje enviado.", gr: "Το μήνυμα στάλθηκε." },
  "admin.conversation.sendFailed": { en: "The message was not sent.", es: "No se envió el mensaje.", gr: "Το μήνυμα δεν στάλθηκε." },
  "admin.conversation.loadFailed": {
    en: "The messages could not be loaded.",
    es: "No se pudieron cargar los mensajes.",
    gr: "Δεν ήταν δυνατή η φόρτωση των μηνυμάτων.",
  },
  "admin.conversation.notices": {
    en: "She gets an email notice of new messages (never their text)",
    es: "Recibe un aviso por correo de los mensajes nuevos (nunca su texto)",
    gr: "Λαμβάνει ειδοποίηση με email για νέα μηνύματα (ποτέ το κείμενό τους)",
  },
  "admin.conversation.hideNumbers": {
    en: "Hide numbers from her: no weight and no energy figures on her page",
    es: "Ocultarle las cifras: ni peso ni energía en su página",
    gr: "Απόκρυψη αριθμών: χωρίς βάρος και ενέργεια στη σελίδα της",
  },
  "admin.conversation.settings": { en: "Her settings", es: "Sus ajustes", gr: "Οι ρυθμίσεις της" },
  "admin.conversation.saved": { en: "Saved.", es: "Guardado.", gr: "Αποθηκεύτηκε." },
  "admin.conversation.waiting": { en: "Waiting since {when}", es: "Esperando desde el {when}", gr: "Σε αναμονή από {when}" },
  "admin.conversation.overdue": { en: "Past the promised time", es: "Fuera del plazo prometido", gr: "Εκτός της υποσχεμένης προθεσμίας" },
  "admin.conversation.unread": { en: "{count} unread", es: "{count} sin leer", gr: "{count} μη αναγνωσμένα" },
  "admin.conversation.waitingTitle": {
    en: "Client messages waiting",
    es: "Mensajes de clientes por responder",
    gr: "Μηνύματα πελατών σε αναμονή",
  },
  "admin.conversation.noneWaiting": {
    en: "No client is waiting for an answer.",
    es: "Ninguna clienta espera respuesta.",
    gr: "Καμία πελάτισσα δεν περιμένει απάντηση.",
  },
  "admin.conversation.column": { en: "Messages", es: "Mensajes", gr: "Μηνύματα" },
  "admin.clients.access.messages": { en: "messages", es: "mensajes", gr: "μηνύματα" },
  "admin.clients.access.attachment": { en: "message attachment", es: "adjunto de un mensaje", gr: "συνημμένο μηνύματος" },
  // Not "Save": the identity form above has that button, and each button's name says what it does.
  "admin.practice.answerHoursUpdate": { en: "Update the answer time", es: "Actualizar el plazo de respuesta", gr: "Ενημέρωση χρόνου απάντησης" },
  "admin.practice.answerHours": {
    en: "Promised answer time to client messages (hours)",
    es: "Plazo de respuesta prometido a los mensajes de clientes (horas)",
    gr: "Υποσχόμενος χρόνος απάντησης σε μηνύματα πελατών (ώρες)",
  },
} satisfies TextTable;
