import type { Language } from "./languages.js";

// Her progress and her food journal on /my-bookings, and the charts' words (drawn on the
// server in the reader's language). The admin's side is in app/i18n/admin-progress.ts.
export const PROGRESS_TEXTS = {
  heading: { en: "Your progress", es: "Tu progreso", gr: "Η πρόοδός σας" },
  intro: {
    en: "Note your measurements between sessions: only you and your nutritionist see them.",
    es: "Anota tus medidas entre sesiones: solo las veis tú y tu nutricionista.",
    gr: "Σημειώστε τις μετρήσεις σας ανάμεσα στις συνεδρίες: τις βλέπετε μόνο εσείς και η διατροφολόγος σας.",
  },
  kind: { en: "Measurement", es: "Medida", gr: "Μέτρηση" },
  value: { en: "Value", es: "Valor", gr: "Τιμή" },
  date: { en: "Date", es: "Fecha", gr: "Ημερομηνία" },
  add: { en: "Save measurement", es: "Guardar medida", gr: "Αποθήκευση μέτρησης" },
  saving: { en: "Saving…", es: "Guardando…", gr: "Αποθήκευση…" },
  saved: { en: "Measurement saved.", es: "Medida guardada.", gr: "Η μέτρηση αποθηκεύτηκε." },
  failed: { en: "It could not be saved. Please try again.", es: "No se pudo guardar. Inténtalo de nuevo.", gr: "Δεν αποθηκεύτηκε. Δοκιμάστε ξανά." },
  none: { en: "No measurements yet.", es: "Aún no hay medidas.", gr: "Δεν υπάρχουν ακόμη μετρήσεις." },
  goal: { en: "Goal: {value}", es: "Objetivo: {value}", gr: "Στόχος: {value}" },
  goalColumn: { en: "Goal", es: "Objetivo", gr: "Στόχος" },
  tableCaption: { en: "{name}: every entry", es: "{name}: todas las anotaciones", gr: "{name}: όλες οι καταχωρίσεις" },
  chartAlt: {
    en: "Chart of {name} over time; the same values are in the table that follows.",
    es: "Gráfico de {name} a lo largo del tiempo; los mismos valores están en la tabla siguiente.",
    gr: "Γράφημα: {name} με τον χρόνο· οι ίδιες τιμές βρίσκονται στον πίνακα που ακολουθεί.",
  },
  edit: { en: "Change", es: "Cambiar", gr: "Αλλαγή" },
  editLabel: { en: "Change your last entry ({name})", es: "Cambiar tu última anotación ({name})", gr: "Αλλαγή της τελευταίας σας καταχώρισης ({name})" },
  cancel: { en: "Cancel", es: "Cancelar", gr: "Ακύρωση" },
  editHint: {
    en: "You can change your last entry during the day after you made it.",
    es: "Puedes cambiar tu última anotación durante el día siguiente a hacerla.",
    gr: "Μπορείτε να αλλάξετε την τελευταία σας καταχώριση μέσα σε μία ημέρα.",
  },
  byYou: { en: "you", es: "tú", gr: "εσείς" },
  byPractice: { en: "in session", es: "en consulta", gr: "στη συνεδρία" },
  enteredBy: { en: "Entered", es: "Anotada", gr: "Καταχώριση" },
  // Chart words
  chartTitle: { en: "{name} over time", es: "{name} a lo largo del tiempo", gr: "{name} με τον χρόνο" },
  // The standard measurements
  weight: { en: "Weight", es: "Peso", gr: "Βάρος" },
  waist: { en: "Waist", es: "Cintura", gr: "Μέση" },
  hip: { en: "Hip", es: "Cadera", gr: "Γοφοί" },
  body_fat: { en: "Body fat", es: "Grasa corporal", gr: "Σωματικό λίπος" },

  // The food photo journal
  journal: { en: "Your food journal", es: "Tu diario de comidas", gr: "Το ημερολόγιο γευμάτων σας" },
  journalIntro: {
    en: "Take a photo of a meal: your nutritionist sees it and may leave you a comment.",
    es: "Haz una foto de una comida: tu nutricionista la ve y puede dejarte un comentario.",
    gr: "Βγάλτε μια φωτογραφία ενός γεύματος: η διατροφολόγος σας τη βλέπει και μπορεί να σας αφήσει ένα σχόλιο.",
  },
  photo: { en: "Photo of the meal", es: "Foto de la comida", gr: "Φωτογραφία του γεύματος" },
  meal: { en: "Meal", es: "Momento del día", gr: "Γεύμα" },
  eatenAt: { en: "When you ate it", es: "Cuándo la comiste", gr: "Πότε το φάγατε" },
  note: { en: "Note (optional)", es: "Nota (opcional)", gr: "Σημείωση (προαιρετικά)" },
  addEntry: { en: "Add to my journal", es: "Añadir a mi diario", gr: "Προσθήκη στο ημερολόγιο" },
  entryAdded: { en: "Added to your journal.", es: "Añadido a tu diario.", gr: "Προστέθηκε στο ημερολόγιό σας." },
  noEntries: { en: "Your journal is empty.", es: "Tu diario está vacío.", gr: "Το ημερολόγιό σας είναι κενό." },
  comment: { en: "Your nutritionist's comment", es: "Comentario de tu nutricionista", gr: "Σχόλιο της διατροφολόγου σας" },
  photoAlt: { en: "Photo: {meal}, {when}", es: "Foto: {meal}, {when}", gr: "Φωτογραφία: {meal}, {when}" },
  // Meals
  breakfast: { en: "Breakfast", es: "Desayuno", gr: "Πρωινό" },
  morning_snack: { en: "Mid-morning snack", es: "Media mañana", gr: "Δεκατιανό" },
  lunch: { en: "Lunch", es: "Comida", gr: "Μεσημεριανό" },
  afternoon_snack: { en: "Afternoon snack", es: "Merienda", gr: "Απογευματινό σνακ" },
  dinner: { en: "Dinner", es: "Cena", gr: "Βραδινό" },
  other: { en: "Other", es: "Otro", gr: "Άλλο" },
} satisfies Record<string, Record<Language, string>>;

export type ProgressText = keyof typeof PROGRESS_TEXTS;
