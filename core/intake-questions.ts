import type { Language } from "./languages.js";

// The health questionnaire a client fills in before her first session: its questions and the
// texts around it, in the three languages, in this one place. The API (server/clients), the
// private booking page, /my-bookings and the admin's client page all read it from here.

export type IntakeQuestionId =
  | "reason"
  | "conditions"
  | "medications"
  | "allergies"
  | "eating_pattern"
  | "usual_day"
  | "digestion"
  | "activity"
  | "sleep_stress"
  | "height_cm"
  | "weight_kg"
  | "previous_diets"
  | "other";

export interface IntakeQuestion {
  id: IntakeQuestionId;
  /** long: several lines; number: a measurement (optional, like every answer). */
  kind: "long" | "number";
  label: Record<Language, string>;
  hint?: Record<Language, string>;
}

export const INTAKE_ANSWER_MAX = 5000;

export const INTAKE_QUESTIONS: readonly IntakeQuestion[] = [
  {
    id: "reason",
    kind: "long",
    label: {
      en: "Why are you consulting, and what would you like to achieve?",
      es: "¿Por qué consultas y qué te gustaría conseguir?",
      gr: "Για ποιο λόγο ζητάτε συμβουλή και τι θα θέλατε να πετύχετε;",
    },
  },
  {
    id: "conditions",
    kind: "long",
    label: {
      en: "Health conditions (diagnosed or suspected)",
      es: "Problemas de salud (diagnosticados o sospechados)",
      gr: "Προβλήματα υγείας (διαγνωσμένα ή πιθανά)",
    },
  },
  {
    id: "medications",
    kind: "long",
    label: {
      en: "Medication and supplements you take",
      es: "Medicación y suplementos que tomas",
      gr: "Φάρμακα και συμπληρώματα που παίρνετε",
    },
  },
  {
    id: "allergies",
    kind: "long",
    label: { en: "Allergies and intolerances", es: "Alergias e intolerancias", gr: "Αλλεργίες και δυσανεξίες" },
  },
  {
    id: "eating_pattern",
    kind: "long",
    label: { en: "How do you eat?", es: "¿Cómo te alimentas?", gr: "Πώς τρέφεστε;" },
    hint: {
      en: "For example: everything, vegetarian, vegan, no pork, intermittent fasting.",
      es: "Por ejemplo: de todo, vegetariana, vegana, sin cerdo, ayuno intermitente.",
      gr: "Για παράδειγμα: τα πάντα, χορτοφαγικά, vegan, χωρίς χοιρινό, διαλειμματική νηστεία.",
    },
  },
  {
    id: "usual_day",
    kind: "long",
    label: {
      en: "Your meals and snacks on a usual day",
      es: "Tus comidas y tentempiés de un día normal",
      gr: "Τα γεύματα και τα σνακ μιας συνηθισμένης μέρας σας",
    },
  },
  {
    id: "digestion",
    kind: "long",
    label: {
      en: "Digestive symptoms (bloating, reflux, constipation…)",
      es: "Síntomas digestivos (hinchazón, reflujo, estreñimiento…)",
      gr: "Πεπτικά συμπτώματα (φούσκωμα, παλινδρόμηση, δυσκοιλιότητα…)",
    },
  },
  {
    id: "activity",
    kind: "long",
    label: { en: "Physical activity", es: "Actividad física", gr: "Σωματική δραστηριότητα" },
  },
  {
    id: "sleep_stress",
    kind: "long",
    label: { en: "Sleep and stress", es: "Sueño y estrés", gr: "Ύπνος και άγχος" },
  },
  {
    id: "height_cm",
    kind: "number",
    label: { en: "Height in cm (optional)", es: "Altura en cm (opcional)", gr: "Ύψος σε cm (προαιρετικό)" },
  },
  {
    id: "weight_kg",
    kind: "number",
    label: { en: "Weight in kg (optional)", es: "Peso en kg (opcional)", gr: "Βάρος σε kg (προαιρετικό)" },
  },
  {
    id: "previous_diets",
    kind: "long",
    label: { en: "Diets you have followed before", es: "Dietas que has seguido antes", gr: "Δίαιτες που έχετε ακολουθήσει στο παρελθόν" },
  },
  {
    id: "other",
    kind: "long",
    label: {
      en: "Anything else you would like me to know",
      es: "Cualquier otra cosa que quieras contarme",
      gr: "Οτιδήποτε άλλο θα θέλατε να γνωρίζω",
    },
  },
];

export const INTAKE_QUESTION_IDS = INTAKE_QUESTIONS.map((q) => q.id);

export type IntakeAnswers = Partial<Record<IntakeQuestionId, string>>;

/** The texts around the questions, on the client's pages. */
export const INTAKE_TEXTS = {
  title: { en: "Health questionnaire", es: "Cuestionario de salud", gr: "Ερωτηματολόγιο υγείας" },
  intro: {
    en: "Before your first session, tell me a little about your health and habits. Every question is optional; your answers are saved as you go, so you can come back to it, and you can change them until the session. Only the nutritionist reads them.",
    es: "Antes de tu primera sesión, cuéntame un poco sobre tu salud y tus hábitos. Ninguna pregunta es obligatoria; tus respuestas se guardan mientras escribes, así que puedes volver cuando quieras, y puedes cambiarlas hasta la sesión. Solo las lee la nutricionista.",
    gr: "Πριν από την πρώτη σας συνεδρία, πείτε μου λίγα λόγια για την υγεία και τις συνήθειές σας. Καμία ερώτηση δεν είναι υποχρεωτική· οι απαντήσεις σας αποθηκεύονται καθώς γράφετε, ώστε να μπορείτε να επιστρέψετε, και μπορείτε να τις αλλάξετε μέχρι τη συνεδρία. Τις διαβάζει μόνο η διατροφολόγος.",
  },
  save: { en: "Save", es: "Guardar", gr: "Αποθήκευση" },
  submit: { en: "Send to the nutritionist", es: "Enviar a la nutricionista", gr: "Αποστολή στη διατροφολόγο" },
  saving: { en: "Saving…", es: "Guardando…", gr: "Αποθήκευση…" },
  saved: { en: "Saved.", es: "Guardado.", gr: "Αποθηκεύτηκε." },
  submitted: {
    en: "Sent. You can still change your answers until the session.",
    es: "Enviado. Aún puedes cambiar tus respuestas hasta la sesión.",
    gr: "Στάλθηκε. Μπορείτε ακόμη να αλλάξετε τις απαντήσεις σας μέχρι τη συνεδρία.",
  },
  closed: {
    en: "The session has started: your answers can no longer be changed.",
    es: "La sesión ya ha empezado: tus respuestas ya no se pueden cambiar.",
    gr: "Η συνεδρία έχει ξεκινήσει: οι απαντήσεις σας δεν μπορούν πλέον να αλλάξουν.",
  },
  failed: {
    en: "Your answers could not be saved. Please try again.",
    es: "No se pudieron guardar tus respuestas. Inténtalo de nuevo.",
    gr: "Δεν ήταν δυνατή η αποθήκευση των απαντήσεων σας. Δοκιμάστε ξανά.",
  },
  /** The invitation in the confirmation mail. */
  mail_invitation: {
    en: "Before your first session, please fill in the short health questionnaire on your booking page: {link}\nYou can save it and come back to it until the session.",
    es: "Antes de tu primera sesión, rellena el breve cuestionario de salud en la página de tu reserva: {link}\nPuedes guardarlo y volver a él hasta la sesión.",
    gr: "Πριν από την πρώτη σας συνεδρία, συμπληρώστε το σύντομο ερωτηματολόγιο υγείας στη σελίδα της κράτησής σας: {link}\nΜπορείτε να το αποθηκεύσετε και να επιστρέψετε σε αυτό μέχρι τη συνεδρία.",
  },
} as const satisfies Record<string, Record<Language, string>>;

/** Keeps the known questions' answers, trimmed; empty answers are left out. */
export function cleanAnswers(input: Record<string, unknown>): IntakeAnswers {
  const out: IntakeAnswers = {};
  for (const id of INTAKE_QUESTION_IDS) {
    const v = input[id];
    if (typeof v === "string" && v.trim() !== "") out[id] = v.trim();
  }
  return out;
}
