// Daily values for a recipe's nutritional facts. Macronutrient references follow
// the energy intake (default 2000 kcal); vitamins and minerals use the EU nutrient
// reference values (Regulation (EU) 1169/2011, Annex XIII), as do salt, sugars and
// saturated fat. A name the table does not know has no reference: the UI shows
// '(No NRV available)'.

export const DEFAULT_CALORIES = 2000;

export type NutrientUnit = "kcal" | "g" | "mg" | "µg";

export interface NutrientReference {
  key: string;
  amount: number;
  unit: NutrientUnit;
}

type Entry = { unit: NutrientUnit; amount: (kcal: number) => number; names: string[] };

const fixed = (amount: number) => () => amount;

/** Names in en, es and Greek (gr/el), compared without case or accents. */
const NUTRIENTS: Record<string, Entry> = {
  energy: {
    unit: "kcal",
    amount: (kcal) => kcal,
    names: ["calories", "calorie", "energy", "kcal", "calorias", "energia", "valor energetico", "θερμιδες", "ενεργεια"],
  },
  protein: { unit: "g", amount: (kcal) => (kcal * 0.15) / 4, names: ["protein", "proteins", "proteina", "proteinas", "πρωτεινη", "πρωτεινες"] },
  fat: {
    unit: "g",
    amount: (kcal) => (kcal * 0.3) / 9,
    names: ["fat", "fats", "total fat", "grasa", "grasas", "grasas totales", "grasa total", "lipidos", "λιπαρα", "λιπος", "ολικα λιπαρα", "συνολικα λιπαρα"],
  },
  carbohydrates: {
    unit: "g",
    amount: (kcal) => (kcal * 0.55) / 4,
    names: [
      "carbohydrates",
      "carbohydrate",
      "carbs",
      "total carbohydrates",
      "carbohidratos",
      "hidratos de carbono",
      "hidratos",
      "υδατανθρακες",
      "υδατανθρακας",
    ],
  },
  fiber: {
    unit: "g",
    amount: (kcal) => (kcal / 1000) * 14,
    names: ["fiber", "fibre", "dietary fiber", "dietary fibre", "fibra", "fibra alimentaria", "fibra dietetica", "φυτικες ινες", "ινες", "διαιτητικες ινες"],
  },
  saturated_fat: {
    unit: "g",
    amount: fixed(20),
    names: ["saturated fat", "saturated fats", "saturates", "grasas saturadas", "grasa saturada", "acidos grasos saturados", "κορεσμενα λιπαρα", "κορεσμενα"],
  },
  sugars: { unit: "g", amount: fixed(90), names: ["sugars", "sugar", "azucares", "azucar", "σακχαρα", "ζαχαρη", "ζαχαρα"] },
  salt: { unit: "g", amount: fixed(6), names: ["salt", "sal", "αλατι"] },
  // Sodium as the salt reference expressed in sodium (6 g salt = 2.4 g sodium).
  sodium: { unit: "mg", amount: fixed(2400), names: ["sodium", "sodio", "νατριο"] },
  vitamin_a: { unit: "µg", amount: fixed(800), names: ["retinol"] },
  vitamin_d: { unit: "µg", amount: fixed(5), names: [] },
  vitamin_e: { unit: "mg", amount: fixed(12), names: [] },
  vitamin_k: { unit: "µg", amount: fixed(75), names: [] },
  vitamin_c: { unit: "mg", amount: fixed(80), names: ["ascorbic acid", "acido ascorbico", "ασκορβικο οξυ"] },
  vitamin_b1: { unit: "mg", amount: fixed(1.1), names: ["thiamin", "thiamine", "tiamina", "θειαμινη"] },
  vitamin_b2: { unit: "mg", amount: fixed(1.4), names: ["riboflavin", "riboflavina", "ριβοφλαβινη"] },
  vitamin_b3: { unit: "mg", amount: fixed(16), names: ["niacin", "niacina", "νιασινη"] },
  vitamin_b6: { unit: "mg", amount: fixed(1.4), names: ["pyridoxine", "piridoxina", "πυριδοξινη"] },
  vitamin_b9: { unit: "µg", amount: fixed(200), names: ["folate", "folic acid", "folato", "acido folico", "φυλλικο οξυ", "φολικο οξυ"] },
  vitamin_b12: { unit: "µg", amount: fixed(2.5), names: ["cobalamin", "cobalamina", "κοβαλαμινη"] },
  biotin: { unit: "µg", amount: fixed(50), names: ["biotin", "biotina", "βιοτινη"] },
  pantothenic_acid: { unit: "mg", amount: fixed(6), names: ["pantothenic acid", "acido pantotenico", "παντοθενικο οξυ"] },
  potassium: { unit: "mg", amount: fixed(2000), names: ["potassium", "potasio", "καλιο"] },
  chloride: { unit: "mg", amount: fixed(800), names: ["chloride", "cloruro", "χλωριο"] },
  calcium: { unit: "mg", amount: fixed(800), names: ["calcium", "calcio", "ασβεστιο"] },
  phosphorus: { unit: "mg", amount: fixed(700), names: ["phosphorus", "fosforo", "φωσφορος"] },
  magnesium: { unit: "mg", amount: fixed(375), names: ["magnesium", "magnesio", "μαγνησιο"] },
  iron: { unit: "mg", amount: fixed(14), names: ["iron", "hierro", "σιδηρος"] },
  zinc: { unit: "mg", amount: fixed(10), names: ["zinc", "ψευδαργυρος"] },
  copper: { unit: "mg", amount: fixed(1), names: ["copper", "cobre", "χαλκος"] },
  manganese: { unit: "mg", amount: fixed(2), names: ["manganese", "manganeso", "μαγγανιο"] },
  fluoride: { unit: "mg", amount: fixed(3.5), names: ["fluoride", "fluoruro", "φθοριο"] },
  selenium: { unit: "µg", amount: fixed(55), names: ["selenium", "selenio", "σεληνιο"] },
  chromium: { unit: "µg", amount: fixed(40), names: ["chromium", "cromo", "χρωμιο"] },
  molybdenum: { unit: "µg", amount: fixed(50), names: ["molybdenum", "molibdeno", "μολυβδαινιο"] },
  iodine: { unit: "µg", amount: fixed(150), names: ["iodine", "yodo", "ιωδιο"] },
};

/** Lowercase, no accents or punctuation, Greek final sigma as σ, parenthesised notes dropped. */
function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ς/g, "σ")
    .replace(/\([^)]*\)/g, " ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const BY_NAME = new Map<string, string>();
for (const [key, entry] of Object.entries(NUTRIENTS)) for (const name of entry.names) BY_NAME.set(normalise(name), key);

// Greek writers often type a vitamin's letter in Greek capitals (Βιταμίνη Α, Β12, Ε, Κ).
const GREEK_LETTER: Record<string, string> = { α: "a", β: "b", ε: "e", κ: "k" };
const VITAMIN = /^(?:vitamin|vitamine|vitamina|vit|βιταμινη|βιτ)\s*([a-zαβεκ])\s*(\d{0,2})$/;

/** The table key for a nutrient name in any of the site's languages, or null. */
export function nutrientKey(name: string): string | null {
  const n = normalise(name);
  const direct = BY_NAME.get(n);
  if (direct) return direct;
  const v = VITAMIN.exec(n);
  if (v) {
    const key = `vitamin_${GREEK_LETTER[v[1]!] ?? v[1]}${v[2]}`;
    if (key in NUTRIENTS) return key;
  }
  return null;
}

/** The daily reference for a nutrient, for an energy intake in kcal. */
export function nutrientReference(name: string, calories = DEFAULT_CALORIES): NutrientReference | null {
  const key = nutrientKey(name);
  if (!key) return null;
  const entry = NUTRIENTS[key]!;
  return { key, amount: entry.amount(calories), unit: entry.unit };
}

/** Unit spellings, as normalise() leaves them. */
const UNITS: Record<string, NutrientUnit | "kj"> = {
  g: "g",
  gr: "g",
  gram: "g",
  grams: "g",
  gramo: "g",
  gramos: "g",
  γρ: "g",
  γραμμαρια: "g",
  mg: "mg",
  mgr: "mg",
  μg: "µg",
  mcg: "µg",
  ug: "µg",
  kcal: "kcal",
  cal: "kcal",
  calories: "kcal",
  calorias: "kcal",
  θερμιδεσ: "kcal",
  kj: "kj",
};
const TO_MG: Record<string, number> = { g: 1000, mg: 1, µg: 0.001 };

/** A fact's amount in the reference's unit; a blank unit means the reference's own. */
function inUnit(quantity: number, size: string | undefined, target: NutrientUnit): number | null {
  // NFKC turns the micro sign (µ) into the Greek mu (μ), so both spellings of µg match.
  const raw = normalise((size ?? "").normalize("NFKC"));
  if (!raw) return quantity;
  const unit = UNITS[raw];
  if (!unit) return null;
  if (target === "kcal") return unit === "kcal" ? quantity : unit === "kj" ? quantity / 4.184 : null;
  if (unit === "kcal" || unit === "kj") return null;
  return (quantity * TO_MG[unit]!) / TO_MG[target]!;
}

/** "12", "12.5", "12,5", "~12 g" → the number; anything else → null. */
export function parseQuantity(quantity: string | number): number | null {
  if (typeof quantity === "number") return Number.isFinite(quantity) ? quantity : null;
  const m = /-?\d+(?:[.,]\d+)?/.exec(quantity);
  return m ? Number(m[0].replace(",", ".")) : null;
}

/**
 * Percent of the daily value, to one decimal, or null when the nutrient has no reference,
 * the quantity is not a number or its unit cannot be compared with the reference's.
 */
export function dailyValuePercent(fact: { name: string; quantity: string | number; size?: string }, calories = DEFAULT_CALORIES): number | null {
  const ref = nutrientReference(fact.name, calories);
  const q = parseQuantity(fact.quantity);
  if (!ref || q === null || ref.amount <= 0) return null;
  const amount = inUnit(q, fact.size, ref.unit);
  if (amount === null) return null;
  return Math.round((amount / ref.amount) * 1000) / 10;
}
