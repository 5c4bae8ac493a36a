// Texts of the public newsletter archive and its link under the footer's sign-up form.
import type { TextTable } from "./text-table";
export const publicNewsletters = {
  "newsletterConfirm.title": { en: "One last step", es: "Un último paso", gr: "Ένα τελευταίο βήμα" },
  "newsletterConfirm.home": { en: "Back to the website", es: "Volver a la web", gr: "Επιστροφή στον ιστότοπο" },
  "newsletterConfirm.done": { en: "Subscription confirmed", es: "Suscripción confirmada", gr: "Η εγγραφή επιβεβαιώθηκε" },
  "newsletterConfirm.invalid": { en: "Link not valid", es: "Enlace no válido", gr: "Μη έγκυρος σύνδεσμος" },
  "newsletterArchive.link": { en: "Read past newsletters", es: "Leer boletines anteriores", gr: "Διαβάστε προηγούμενα ενημερωτικά δελτία" },
  "newsletterArchive.title": { en: "Newsletter archive", es: "Archivo del boletín", gr: "Αρχείο ενημερωτικού δελτίου" },
  "newsletterArchive.lead": {
    en: "Every newsletter sent so far: practical nutrition tips, seasonal recipes and news from the practice.",
    es: "Todos los boletines enviados hasta ahora: consejos prácticos de nutrición, recetas de temporada y novedades de la consulta.",
    gr: "Όλα τα ενημερωτικά δελτία που έχουν σταλεί: πρακτικές διατροφικές συμβουλές, συνταγές εποχής και νέα από το γραφείο μας.",
  },
  "newsletterArchive.description": {
    en: "Past issues of the {name} newsletter.",
    es: "Números anteriores del boletín de {name}.",
    gr: "Προηγούμενα τεύχη του ενημερωτικού δελτίου «{name}».",
  },
  "newsletterArchive.empty": {
    en: "No newsletters have been sent yet.",
    es: "Todavía no se ha enviado ningún boletín.",
    gr: "Δεν έχει σταλεί ακόμη κανένα ενημερωτικό δελτίο.",
  },
  "newsletterArchive.error": {
    en: "The archive could not be loaded. Please try again later.",
    es: "No se pudo cargar el archivo. Inténtalo de nuevo más tarde.",
    gr: "Δεν ήταν δυνατή η φόρτωση του αρχείου. Δοκιμάστε ξανά αργότερα.",
  },
  "newsletterArchive.notFound": { en: "Newsletter not found.", es: "Boletín no encontrado.", gr: "Το ενημερωτικό δελτίο δεν βρέθηκε." },
  "newsletterArchive.back": { en: "All newsletters", es: "Todos los boletines", gr: "Όλα τα ενημερωτικά δελτία" },
} satisfies TextTable;
