import type { Language } from "../../languages.js";

// Answers of the newsletter, contact form, download links and PDF library.
export const formsMessages = {
  contact_sent: {
    en: "Your message has been sent successfully!",
    es: "¡Tu mensaje se ha enviado correctamente!",
    gr: "Το μήνυμά σας στάλθηκε με επιτυχία!",
  },
  unsubscribe_link_invalid: {
    en: "This unsubscribe link is not valid or has already been used.",
    es: "Este enlace para darse de baja no es válido o ya se ha utilizado.",
    gr: "Αυτός ο σύνδεσμος διαγραφής δεν είναι έγκυρος ή έχει ήδη χρησιμοποιηθεί.",
  },
  unsubscribed: {
    en: "You have been unsubscribed. You will not receive our newsletter any more.",
    es: "Te has dado de baja. Ya no recibirás nuestro boletín.",
    gr: "Η διαγραφή σας ολοκληρώθηκε. Δεν θα λαμβάνετε πλέον το ενημερωτικό μας δελτίο.",
  },
  subscriber_not_found: { en: "Subscriber not found.", es: "Suscriptor no encontrado.", gr: "Ο συνδρομητής δεν βρέθηκε." },
  contact_message_not_found: { en: "Message not found.", es: "Mensaje no encontrado.", gr: "Το μήνυμα δεν βρέθηκε." },
} as const satisfies Record<string, Record<Language, string>>;
