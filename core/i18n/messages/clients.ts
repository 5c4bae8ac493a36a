import type { Language } from "../../languages.js";

// API texts of the client records and the health questionnaire.
export const clientMessages = {
  client_not_found: { en: "Client not found.", es: "Cliente no encontrado.", gr: "Ο πελάτης δεν βρέθηκε." },
  note_not_found: { en: "Note not found.", es: "Nota no encontrada.", gr: "Η σημείωση δεν βρέθηκε." },
  unknown_question: {
    en: "The questionnaire holds an unknown question.",
    es: "El cuestionario contiene una pregunta desconocida.",
    gr: "Το ερωτηματολόγιο περιέχει άγνωστη ερώτηση.",
  },
  intake_closed: {
    en: "The session has started: the questionnaire can no longer be changed.",
    es: "La sesión ya ha empezado: el cuestionario ya no se puede cambiar.",
    gr: "Η συνεδρία έχει ξεκινήσει: το ερωτηματολόγιο δεν μπορεί πλέον να αλλάξει.",
  },
  booking_of_other_client: {
    en: "This booking belongs to another client.",
    es: "Esta reserva pertenece a otro cliente.",
    gr: "Αυτή η κράτηση ανήκει σε άλλον πελάτη.",
  },
  client_signed_out: {
    en: "Please sign in again: ask for a link by email.",
    es: "Vuelve a entrar: pide un enlace por correo.",
    gr: "Συνδεθείτε ξανά: ζητήστε σύνδεσμο με email.",
  },
  client_link_invalid: {
    en: "This sign-in link has expired or has already been used.",
    es: "Este enlace ha caducado o ya se ha usado.",
    gr: "Αυτός ο σύνδεσμος έχει λήξει ή έχει ήδη χρησιμοποιηθεί.",
  },
} as const satisfies Record<string, Record<Language, string>>;
