import type { ServicePlanInput } from "../../core/schemas/service-plan.js";

const plan = (language: "en" | "es" | "gr", price: number, order: number, title: string, description: string, features: string[]): ServicePlanInput => ({
  title,
  description,
  price,
  order,
  language,
  payment_link: null,
  features_attributes: features.map((name) => ({ name, _destroy: false })),
});

/** The demo's bundle: five single consultations paid at once, for a saving, used within six months. */
const demoBundle = { bundle_sessions: 5, bundle_price: 270, validity_months: 6 } as const;

/**
 * The free intro call and three plans, each in en, es and gr (one createMany call per plan);
 * the single consultation is also sold as a bundle, so a new site shows one on its services page.
 */
export const demoServicePlans: ServicePlanInput[][] = [
  [
    {
      ...plan(
        "en",
        0,
        0,
        "Free Introductory Call",
        "A short video call of about 15 minutes to get to know each other, talk about your goals and find the plan that suits you. No payment needed.",
        ["About 15 minutes by video", "Your goals and questions", "Which plan fits you"],
      ),
      intro_call: true,
    },
    {
      ...plan(
        "es",
        0,
        0,
        "Llamada introductoria gratuita",
        "Una breve videollamada de unos 15 minutos para conocernos, hablar de tus objetivos y encontrar el plan que mejor se adapta a ti. Sin pago.",
        ["Unos 15 minutos por videollamada", "Tus objetivos y preguntas", "Qué plan te conviene"],
      ),
      intro_call: true,
    },
    {
      ...plan(
        "gr",
        0,
        0,
        "Δωρεάν γνωριμία",
        "Μια σύντομη βιντεοκλήση περίπου 15 λεπτών για να γνωριστούμε, να μιλήσουμε για τους στόχους σας και να βρούμε το πρόγραμμα που σας ταιριάζει. Χωρίς πληρωμή.",
        ["Περίπου 15 λεπτά με βίντεο", "Οι στόχοι και οι ερωτήσεις σας", "Ποιο πρόγραμμα σας ταιριάζει"],
      ),
      intro_call: true,
    },
  ],
  [
    {
      ...plan(
        "en",
        60,
        1,
        "Single Consultation",
        "A 60-minute video session to review your habits, goals and medical history, with written recommendations you can start on the next day.",
        ["60-minute video consultation", "Review of your current diet", "Written recommendations", "Messaging support for 7 days"],
      ),
      ...demoBundle,
    },
    {
      ...plan(
        "es",
        60,
        1,
        "Consulta individual",
        "Una sesión de 60 minutos por videollamada para revisar tus hábitos, objetivos e historial médico, con recomendaciones por escrito para empezar al día siguiente.",
        ["Videoconsulta de 60 minutos", "Revisión de tu alimentación actual", "Recomendaciones por escrito", "Soporte por mensajería durante 7 días"],
      ),
      ...demoBundle,
    },
    {
      ...plan(
        "gr",
        60,
        1,
        "Μεμονωμένη συνεδρία",
        "Μια βιντεοκλήση 60 λεπτών για να δούμε τις συνήθειες, τους στόχους και το ιατρικό σας ιστορικό, με γραπτές συστάσεις για να ξεκινήσετε από την επόμενη μέρα.",
        ["Βιντεοσυνεδρία 60 λεπτών", "Αξιολόγηση της τρέχουσας διατροφής σας", "Γραπτές συστάσεις", "Υποστήριξη μέσω μηνυμάτων για 7 ημέρες"],
      ),
      ...demoBundle,
    },
  ],
  [
    plan(
      "en",
      180,
      2,
      "Monthly Follow-Up Plan",
      "Four weekly sessions and a personalised meal plan that adapts as you progress. Ideal for weight management and building lasting habits.",
      ["4 weekly video sessions", "Personalised meal plan", "Shopping lists and recipes", "24h messaging support between sessions"],
    ),
    plan(
      "es",
      180,
      2,
      "Plan de seguimiento mensual",
      "Cuatro sesiones semanales y un plan de comidas personalizado que se adapta a tu progreso. Ideal para el control de peso y crear hábitos duraderos.",
      ["4 videoconsultas semanales", "Plan de comidas personalizado", "Listas de la compra y recetas", "Soporte por mensajería 24h entre sesiones"],
    ),
    plan(
      "gr",
      180,
      2,
      "Μηνιαίο πρόγραμμα παρακολούθησης",
      "Τέσσερις εβδομαδιαίες συνεδρίες και εξατομικευμένο πρόγραμμα γευμάτων που προσαρμόζεται στην πρόοδό σας. Ιδανικό για διαχείριση βάρους και μόνιμες συνήθειες.",
      [
        "4 εβδομαδιαίες βιντεοσυνεδρίες",
        "Εξατομικευμένο πρόγραμμα γευμάτων",
        "Λίστες αγορών και συνταγές",
        "Υποστήριξη μέσω μηνυμάτων 24 ώρες μεταξύ των συνεδριών",
      ],
    ),
  ],
  [
    plan(
      "en",
      320,
      3,
      "Sports Performance Programme",
      "Eight weeks of nutrition periodised around your training and competitions, with body-composition tracking and supplement review.",
      ["8 video sessions over 8 weeks", "Training-day and rest-day meal plans", "Body recomposition tracking", "Supplement and hydration strategy"],
    ),
    plan(
      "es",
      320,
      3,
      "Programa de rendimiento deportivo",
      "Ocho semanas de nutrición periodizada según tus entrenamientos y competiciones, con seguimiento de composición corporal y revisión de suplementos.",
      [
        "8 videoconsultas en 8 semanas",
        "Menús para días de entrenamiento y descanso",
        "Seguimiento de recomposición corporal",
        "Estrategia de suplementación e hidratación",
      ],
    ),
    plan(
      "gr",
      320,
      3,
      "Πρόγραμμα αθλητικής απόδοσης",
      "Οκτώ εβδομάδες διατροφής προσαρμοσμένης στις προπονήσεις και τους αγώνες σας, με παρακολούθηση σύστασης σώματος και αξιολόγηση συμπληρωμάτων.",
      [
        "8 βιντεοσυνεδρίες σε 8 εβδομάδες",
        "Πλάνα γευμάτων για ημέρες προπόνησης και ξεκούρασης",
        "Παρακολούθηση ανασύνθεσης σώματος",
        "Στρατηγική συμπληρωμάτων και ενυδάτωσης",
      ],
    ),
  ],
];
