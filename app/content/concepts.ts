import type { Language } from "../../core/languages";

type L10n = Record<Language, string>;

export interface Concept {
  id: number;
  image: string;
  title: L10n;
  description: L10n;
}

/** The seven static concept cards of the home page, the same in every language's layout. */
export const CONCEPTS: Concept[] = [
  {
    id: 1,
    image: "/images/concepts/education.svg",
    title: { en: "Nutritional Education", es: "Educación nutricional", gr: "Διατροφική εκπαίδευση" },
    description: {
      en: "Understand what is on your plate and why, so good choices become your own habits rather than rules.",
      es: "Entiende qué hay en tu plato y por qué, para que las buenas elecciones sean hábitos propios y no normas.",
      gr: "Κατανοήστε τι υπάρχει στο πιάτο σας και γιατί, ώστε οι καλές επιλογές να γίνουν δικές σας συνήθειες και όχι κανόνες.",
    },
  },
  {
    id: 2,
    image: "/images/concepts/recomposition.svg",
    title: { en: "Body Recomposition", es: "Recomposición corporal", gr: "Ανασύνθεση σώματος" },
    description: {
      en: "Lose fat and gain muscle at the same time with enough protein, smart energy balance and patience.",
      es: "Pierde grasa y gana músculo a la vez con suficiente proteína, un balance energético inteligente y paciencia.",
      gr: "Χάστε λίπος και κερδίστε μυϊκή μάζα ταυτόχρονα, με επαρκή πρωτεΐνη, έξυπνο ενεργειακό ισοζύγιο και υπομονή.",
    },
  },
  {
    id: 3,
    image: "/images/concepts/exercise.svg",
    title: { en: "Exercise Nutrition", es: "Nutrición para el ejercicio", gr: "Διατροφή για την άσκηση" },
    description: {
      en: "Fuel training and recovery: what to eat before, during and after exercise for your sport.",
      es: "Energía para entrenar y recuperarte: qué comer antes, durante y después del ejercicio según tu deporte.",
      gr: "Ενέργεια για προπόνηση και αποκατάσταση: τι να τρώτε πριν, κατά και μετά την άσκηση για το άθλημά σας.",
    },
  },
  {
    id: 4,
    image: "/images/concepts/digestive.svg",
    title: { en: "Digestive Symptoms", es: "Síntomas digestivos", gr: "Πεπτικά συμπτώματα" },
    description: {
      en: "Bloating, reflux or irregularity: identify triggers step by step and calm your gut with food.",
      es: "Hinchazón, reflujo o irregularidad: identifica los desencadenantes paso a paso y calma tu intestino con la alimentación.",
      gr: "Φούσκωμα, παλινδρόμηση ή δυσκοιλιότητα: εντοπίστε σταδιακά τα αίτια και ηρεμήστε το έντερό σας με τη διατροφή.",
    },
  },
  {
    id: 5,
    image: "/images/concepts/allergies.svg",
    title: { en: "Allergies and Intolerances", es: "Alergias e intolerancias", gr: "Αλλεργίες και δυσανεξίες" },
    description: {
      en: "Eat safely and completely when some foods are off the menu, without losing variety or flavour.",
      es: "Come de forma segura y completa aunque algunos alimentos no estén permitidos, sin perder variedad ni sabor.",
      gr: "Τρώτε με ασφάλεια και πληρότητα όταν κάποιες τροφές αποκλείονται, χωρίς να χάνετε ποικιλία και γεύση.",
    },
  },
  {
    id: 6,
    image: "/images/concepts/pathologies.svg",
    title: { en: "Pathologies", es: "Patologías", gr: "Παθολογίες" },
    description: {
      en: "Diabetes, high cholesterol, hypertension and more: nutrition that works alongside your medical treatment.",
      es: "Diabetes, colesterol alto, hipertensión y más: una alimentación que acompaña a tu tratamiento médico.",
      gr: "Διαβήτης, υψηλή χοληστερόλη, υπέρταση και άλλα: διατροφή που λειτουργεί παράλληλα με την ιατρική σας θεραπεία.",
    },
  },
  {
    id: 7,
    image: "/images/concepts/vegan.svg",
    title: { en: "Vegan Nutrition", es: "Nutrición vegana", gr: "Vegan διατροφή" },
    description: {
      en: "A well-planned plant-based diet with complete proteins, B12, iron and omega-3 covered.",
      es: "Una dieta vegetal bien planificada, con proteínas completas y B12, hierro y omega-3 cubiertos.",
      gr: "Μια καλά σχεδιασμένη φυτική διατροφή με πλήρεις πρωτεΐνες και επαρκή B12, σίδηρο και ωμέγα-3.",
    },
  },
];
