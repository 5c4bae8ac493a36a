import type { Language } from "../languages.js";
import { blogMessages } from "./messages/blogs.js";
import { recipeMessages } from "./messages/recipes.js";
import { formsMessages } from "./messages/forms.js";
import { bookingMessages } from "./messages/bookings.js";
import { translationMessages } from "./messages/translations.js";
import { calendarMessages } from "./messages/calendars.js";
import { newsletterMessages } from "./messages/newsletters.js";
import { paymentMessages } from "./messages/payments.js";
import { practiceMessages } from "./messages/practice.js";
import { invoiceMessages } from "./messages/invoices.js";
import { clientMessages } from "./messages/clients.js";
import { bundleMessages } from "./messages/bundles.js";
import { foodMessages } from "./messages/foods.js";

// Texts the API answers with, in the visitor's language. Keys double as the messages of
// the shared zod schemas, so a form and the server say the same thing for the same rule.
const baseMessages = {
  required: { en: "This field is required.", es: "Este campo es obligatorio.", gr: "Αυτό το πεδίο είναι υποχρεωτικό." },
  invalid: { en: "This value is not valid.", es: "Este valor no es válido.", gr: "Αυτή η τιμή δεν είναι έγκυρη." },
  invalid_email: {
    en: "Please enter a valid email address.",
    es: "Por favor, introduce un correo electrónico válido.",
    gr: "Παρακαλώ εισάγετε μια έγκυρη διεύθυνση email.",
  },
  invalid_integer: { en: "Please enter a whole number.", es: "Introduce un número entero.", gr: "Εισάγετε έναν ακέραιο αριθμό." },
  invalid_language: { en: "Language must be en, es or gr.", es: "El idioma debe ser en, es o gr.", gr: "Η γλώσσα πρέπει να είναι en, es ή gr." },
  invalid_phone: {
    en: "Please fill in all required fields and ensure phone number is valid.",
    es: "Por favor, completa todos los campos obligatorios y asegúrate de que el número de teléfono sea válido.",
    gr: "Παρακαλώ συμπληρώστε όλα τα υποχρεωτικά πεδία και βεβαιωθείτε ότι ο αριθμός τηλεφώνου είναι έγκυρος.",
  },
  invalid_date: { en: "Please choose a valid date.", es: "Elige una fecha válida.", gr: "Επιλέξτε μια έγκυρη ημερομηνία." },
  invalid_time: { en: "Please choose a valid time.", es: "Elige una hora válida.", gr: "Επιλέξτε μια έγκυρη ώρα." },
  invalid_url: {
    en: "Please enter a valid link (http or https).",
    es: "Introduce un enlace válido (http o https).",
    gr: "Εισάγετε έναν έγκυρο σύνδεσμο (http ή https).",
  },
  invalid_slug: {
    en: "Use lowercase letters, numbers and hyphens only.",
    es: "Usa solo minúsculas, números y guiones.",
    gr: "Χρησιμοποιήστε μόνο πεζά λατινικά, αριθμούς και παύλες.",
  },
  control_characters: {
    en: "This field cannot contain line breaks, tabs or invisible control characters.",
    es: "Este campo no puede contener saltos de línea, tabulaciones ni caracteres de control invisibles.",
    gr: "Αυτό το πεδίο δεν μπορεί να περιέχει αλλαγές γραμμής, στηλοθέτες ή αόρατους χαρακτήρες ελέγχου.",
  },
  text_control_characters: {
    en: "This text contains invisible control characters; only line breaks and tabs are allowed.",
    es: "Este texto contiene caracteres de control invisibles; solo se permiten saltos de línea y tabulaciones.",
    gr: "Αυτό το κείμενο περιέχει αόρατους χαρακτήρες ελέγχου· επιτρέπονται μόνο αλλαγές γραμμής και στηλοθέτες.",
  },
  too_long: { en: "This text is too long.", es: "Este texto es demasiado largo.", gr: "Αυτό το κείμενο είναι πολύ μεγάλο." },
  portions_min: { en: "Portions must be at least 1.", es: "Las porciones deben ser al menos 1.", gr: "Οι μερίδες πρέπει να είναι τουλάχιστον 1." },
  steps_contiguous: {
    en: "Steps must be numbered from 1 without gaps.",
    es: "Los pasos deben numerarse desde 1 sin huecos.",
    gr: "Τα βήματα πρέπει να αριθμούνται από το 1 χωρίς κενά.",
  },
  invalid_content: { en: "Invalid content format.", es: "Formato de contenido no válido.", gr: "Μη έγκυρη μορφή περιεχομένου." },
  unknown_parameter: {
    en: "This list does not take that parameter.",
    es: "Esta lista no admite ese parámetro.",
    gr: "Αυτή η λίστα δεν δέχεται αυτή την παράμετρο.",
  },
  validation_failed: { en: "Some fields need attention.", es: "Algunos campos necesitan revisión.", gr: "Ορισμένα πεδία χρειάζονται διόρθωση." },
  unauthorized: { en: "Unauthorized. Please log in.", es: "No autorizado. Inicia sesión.", gr: "Μη εξουσιοδοτημένη πρόσβαση. Συνδεθείτε." },
  invalid_credentials: { en: "Invalid credentials", es: "Credenciales no válidas", gr: "Μη έγκυρα στοιχεία σύνδεσης" },
  not_found: { en: "Not found.", es: "No encontrado.", gr: "Δεν βρέθηκε." },
  service_plan_not_found: { en: "Service plan not found.", es: "Plan de servicio no encontrado.", gr: "Το πρόγραμμα υπηρεσιών δεν βρέθηκε." },
  blog_not_found: { en: "Blog not found.", es: "Blog no encontrado.", gr: "Το άρθρο δεν βρέθηκε." },
  recipe_not_found: { en: "Recipe not found.", es: "Receta no encontrada.", gr: "Η συνταγή δεν βρέθηκε." },
  booking_not_found: { en: "No booking found", es: "No se encontró la reserva", gr: "Δεν βρέθηκε κράτηση" },
  slug_taken: { en: "This slug is already used.", es: "Este slug ya está en uso.", gr: "Αυτό το slug χρησιμοποιείται ήδη." },
  three_plans_required: {
    en: "Send exactly one plan for each language: en, es and gr.",
    es: "Envía exactamente un plan por idioma: en, es y gr.",
    gr: "Στείλτε ακριβώς ένα πρόγραμμα για κάθε γλώσσα: en, es και gr.",
  },
  feature_not_found: { en: "Feature not found.", es: "Característica no encontrada.", gr: "Το χαρακτηριστικό δεν βρέθηκε." },
  upload_not_image: {
    en: "The file must be a JPEG, PNG, WebP, GIF or AVIF image.",
    es: "El archivo debe ser una imagen JPEG, PNG, WebP, GIF o AVIF.",
    gr: "Το αρχείο πρέπει να είναι εικόνα JPEG, PNG, WebP, GIF ή AVIF.",
  },
  upload_too_large: { en: "The file is too large.", es: "El archivo es demasiado grande.", gr: "Το αρχείο είναι πολύ μεγάλο." },
  too_many_fields: { en: "This form has too many fields.", es: "Este formulario tiene demasiados campos.", gr: "Αυτή η φόρμα έχει πάρα πολλά πεδία." },
  too_many_files: { en: "This form has too many files.", es: "Este formulario tiene demasiados archivos.", gr: "Αυτή η φόρμα έχει πάρα πολλά αρχεία." },
  upload_missing: { en: "Please choose a file.", es: "Elige un archivo.", gr: "Επιλέξτε ένα αρχείο." },
  upload_not_pdf: { en: "The file must be a PDF.", es: "El archivo debe ser un PDF.", gr: "Το αρχείο πρέπει να είναι PDF." },
  attachment_type: {
    en: "Attachments must be photos (JPEG, PNG, WebP, HEIC) or PDFs.",
    es: "Los adjuntos deben ser fotos (JPEG, PNG, WebP, HEIC) o PDF.",
    gr: "Τα συνημμένα πρέπει να είναι φωτογραφίες (JPEG, PNG, WebP, HEIC) ή PDF.",
  },
  message_empty: {
    en: "Write a message or attach a file.",
    es: "Escribe un mensaje o adjunta un archivo.",
    gr: "Γράψτε ένα μήνυμα ή επισυνάψτε ένα αρχείο.",
  },
  measurement_kind: {
    en: "Choose one of the measurements on the list.",
    es: "Elige una de las medidas de la lista.",
    gr: "Επιλέξτε μία από τις μετρήσεις της λίστας.",
  },
  measurement_value: {
    en: "Enter a positive number, such as 64.5.",
    es: "Escribe un número positivo, como 64,5.",
    gr: "Γράψτε έναν θετικό αριθμό, π.χ. 64,5.",
  },
  measurement_date: {
    en: "The date cannot be in the future.",
    es: "La fecha no puede ser futura.",
    gr: "Η ημερομηνία δεν μπορεί να είναι μελλοντική.",
  },
  measurement_locked: {
    en: "Only your last entry can be changed, and only during the day after you made it.",
    es: "Solo puedes cambiar tu última anotación, y solo durante el día siguiente a hacerla.",
    gr: "Μπορείτε να αλλάξετε μόνο την τελευταία σας καταχώριση και μόνο μέσα σε μία ημέρα από τότε που την κάνατε.",
  },
  meal_invalid: { en: "Choose which meal it was.", es: "Elige qué comida fue.", gr: "Επιλέξτε ποιο γεύμα ήταν." },
  photo_type: {
    en: "The photo must be a JPEG, PNG, WebP or HEIC image.",
    es: "La foto debe ser una imagen JPEG, PNG, WebP o HEIC.",
    gr: "Η φωτογραφία πρέπει να είναι εικόνα JPEG, PNG, WebP ή HEIC.",
  },
  bad_request: { en: "The request could not be understood.", es: "No se pudo entender la solicitud.", gr: "Το αίτημα δεν ήταν κατανοητό." },
  too_many_requests: {
    en: "Too many requests. Please wait a moment and try again.",
    es: "Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.",
    gr: "Πάρα πολλά αιτήματα. Περιμένετε λίγο και δοκιμάστε ξανά.",
  },
  server_error: { en: "Something went wrong. Please try again.", es: "Algo salió mal. Inténtalo de nuevo.", gr: "Κάτι πήγε στραβά. Δοκιμάστε ξανά." },
  token_invalid: { en: "This download link is not valid.", es: "Este enlace de descarga no es válido.", gr: "Αυτός ο σύνδεσμος λήψης δεν είναι έγκυρος." },
  token_expired: { en: "This download link has expired.", es: "Este enlace de descarga ha caducado.", gr: "Αυτός ο σύνδεσμος λήψης έχει λήξει." },
  pdf_not_found: { en: "This PDF does not exist.", es: "Este PDF no existe.", gr: "Αυτό το PDF δεν υπάρχει." },
  invalid_pdf_name: {
    en: "Use a plain file name: letters, numbers, hyphens and underscores.",
    es: "Usa un nombre de archivo simple: letras, números, guiones y guiones bajos.",
    gr: "Χρησιμοποιήστε απλό όνομα αρχείου: γράμματα, αριθμούς, παύλες και κάτω παύλες.",
  },
  expiry_in_past: { en: "The expiry must be in the future.", es: "La caducidad debe ser en el futuro.", gr: "Η λήξη πρέπει να είναι στο μέλλον." },
  slot_taken: {
    en: "This time slot is already booked. Please choose another.",
    es: "Esta franja horaria ya está reservada. Elige otra.",
    gr: "Αυτή η ώρα έχει ήδη κρατηθεί. Επιλέξτε άλλη.",
  },
  date_unavailable: { en: "This date is unavailable.", es: "Esta fecha no está disponible.", gr: "Αυτή η ημερομηνία δεν είναι διαθέσιμη." },
  time_unavailable: { en: "This time is not available.", es: "Esta hora no está disponible.", gr: "Αυτή η ώρα δεν είναι διαθέσιμη." },
  unknown_service_plan: { en: "Please choose an existing service.", es: "Elige un servicio existente.", gr: "Επιλέξτε μια υπάρχουσα υπηρεσία." },
  subscribed: {
    en: "Thank you for subscribing! Check your email for a welcome message.",
    es: "¡Gracias por suscribirte! Revisa tu correo para ver el mensaje de bienvenida.",
    gr: "Ευχαριστούμε για την εγγραφή! Ελέγξτε το email σας για ένα μήνυμα καλωσορίσματος.",
  },
} as const satisfies Record<string, Record<Language, string>>;

/** Areas may keep their own message files; they are merged here. */
export const apiMessages: Record<string, Record<Language, string>> = {
  ...baseMessages,
  ...blogMessages,
  ...recipeMessages,
  ...formsMessages,
  ...bookingMessages,
  ...translationMessages,
  ...calendarMessages,
  ...newsletterMessages,
  ...paymentMessages,
  ...practiceMessages,
  ...invoiceMessages,
  ...clientMessages,
  ...bundleMessages,
  ...foodMessages,
};

export type ApiMessageKey = keyof typeof baseMessages;

export function apiMessage(key: string, lang: Language): string {
  const entry = (apiMessages as Record<string, Record<Language, string>>)[key];
  return entry ? entry[lang] : key;
}

export function isApiMessageKey(key: string): boolean {
  return key in apiMessages;
}
