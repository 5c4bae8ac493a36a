// Daily-value percentages of a recipe's nutrition facts (SPEC §9). Macronutrient references
// follow from the energy of the reference diet; vitamins and minerals use the EU nutrient
// reference values (Regulation (EU) No 1169/2011, Annex XIII).

export const DEFAULT_KCAL = 2000;

type Unit = "kcal" | "g" | "mg" | "µg";

interface Reference {
  unit: Unit;
  value: (kcal: number) => number;
}

const fixed = (unit: Unit, v: number): Reference => ({ unit, value: () => v });

export const REFERENCES = {
  energy: { unit: "kcal", value: (kcal) => kcal },
  protein: { unit: "g", value: (kcal) => (kcal * 0.15) / 4 },
  fat: { unit: "g", value: (kcal) => (kcal * 0.3) / 9 },
  carbohydrates: { unit: "g", value: (kcal) => (kcal * 0.55) / 4 },
  fiber: { unit: "g", value: (kcal) => (14 * kcal) / 1000 },
  saturatedFat: fixed("g", 20),
  sugars: fixed("g", 90),
  salt: fixed("g", 6),
  vitaminA: fixed("µg", 800),
  vitaminD: fixed("µg", 5),
  vitaminE: fixed("mg", 12),
  vitaminK: fixed("µg", 75),
  vitaminC: fixed("mg", 80),
  thiamin: fixed("mg", 1.1),
  riboflavin: fixed("mg", 1.4),
  niacin: fixed("mg", 16),
  vitaminB6: fixed("mg", 1.4),
  folate: fixed("µg", 200),
  vitaminB12: fixed("µg", 2.5),
  calcium: fixed("mg", 800),
  phosphorus: fixed("mg", 700),
  magnesium: fixed("mg", 375),
  iron: fixed("mg", 14),
  zinc: fixed("mg", 10),
  potassium: fixed("mg", 2000),
  iodine: fixed("µg", 150),
  selenium: fixed("µg", 55),
} satisfies Record<string, Reference>;

export type Nutrient = keyof typeof REFERENCES;

// Names as written in recipes, in en, es and gr/el; compared without accents or case.
const ALIASES: Record<Nutrient, string[]> = {
  energy: ["energy", "calories", "calorie", "kcal", "energia", "calorias", "ενεργεια", "θερμιδες"],
  protein: ["protein", "proteins", "proteina", "proteinas", "πρωτεινη", "πρωτεινες"],
  fat: ["fat", "fats", "total fat", "grasa", "grasas", "grasas totales", "lipidos", "λιπαρα", "λιπος", "ολικα λιπαρα"],
  carbohydrates: ["carbohydrates", "carbohydrate", "carbs", "carb", "hidratos de carbono", "carbohidratos", "υδατανθρακες"],
  fiber: ["fiber", "fibre", "dietary fiber", "dietary fibre", "fibra", "fibra alimentaria", "φυτικες ινες", "ινες"],
  saturatedFat: ["saturated fat", "saturated fats", "saturates", "grasas saturadas", "grasa saturada", "κορεσμενα λιπαρα", "κορεσμενα"],
  sugars: ["sugars", "sugar", "azucares", "azucar", "σακχαρα", "ζαχαρη"],
  salt: ["salt", "sal", "αλατι"],
  vitaminA: ["vitamin a", "vitamina a", "βιταμινη a"],
  vitaminD: ["vitamin d", "vitamina d", "βιταμινη d"],
  vitaminE: ["vitamin e", "vitamina e", "βιταμινη e"],
  vitaminK: ["vitamin k", "vitamina k", "βιταμινη k"],
  vitaminC: ["vitamin c", "vitamina c", "βιταμινη c"],
  thiamin: ["thiamin", "thiamine", "vitamin b1", "tiamina", "vitamina b1", "θειαμινη", "βιταμινη b1"],
  riboflavin: ["riboflavin", "vitamin b2", "riboflavina", "vitamina b2", "ριβοφλαβινη", "βιταμινη b2"],
  niacin: ["niacin", "vitamin b3", "niacina", "vitamina b3", "νιασινη", "βιταμινη b3"],
  vitaminB6: ["vitamin b6", "vitamina b6", "βιταμινη b6"],
  folate: ["folate", "folic acid", "folato", "acido folico", "φυλλικο οξυ"],
  vitaminB12: ["vitamin b12", "vitamina b12", "βιταμινη b12"],
  calcium: ["calcium", "calcio", "ασβεστιο"],
  phosphorus: ["phosphorus", "fosforo", "φωσφορος"],
  magnesium: ["magnesium", "magnesio", "μαγνησιο"],
  iron: ["iron", "hierro", "σιδηρος"],
  zinc: ["zinc", "ψευδαργυρος"],
  potassium: ["potassium", "potasio", "καλιο"],
  iodine: ["iodine", "yodo", "ιωδιο"],
  selenium: ["selenium", "selenio", "σεληνιο"],
};

// Greek capitals that look like Latin letters in vitamin names ("Βιταμίνη Α").
const LOOKALIKES: Record<string, string> = { α: "a", β: "b", ε: "e", κ: "k" };

export function normaliseName(name: string): string {
  let s = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\(.*?\)/g, " ")
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  // "βιταμινη α" → "βιταμινη a": a lone Greek letter after the word vitamin.
  s = s.replace(/(βιταμινη|vitamin|vitamina) ([αβεκ])(\d*)$/u, (_, w: string, l: string, d: string) => `${w} ${LOOKALIKES[l] ?? l}${d}`);
  return s;
}

const BY_NAME = new Map<string, Nutrient>();
for (const [nutrient, names] of Object.entries(ALIASES) as [Nutrient, string[]][]) for (const n of names) BY_NAME.set(n, nutrient);

export function nutrientOf(name: string): Nutrient | null {
  return BY_NAME.get(normaliseName(name)) ?? null;
}

const MASS: Record<string, number> = { g: 1, gr: 1, grams: 1, gramos: 1, mg: 1e-3, µg: 1e-6, μg: 1e-6, ug: 1e-6, mcg: 1e-6, kg: 1000 };

/** Converts an amount to the reference's unit; unknown or empty units are taken as already in it. */
function toUnit(quantity: number, from: string, to: Unit): number | null {
  const f = from.trim().toLowerCase();
  if (!f || f === to) return quantity;
  if (to === "kcal") {
    if (f === "kj") return quantity / 4.184;
    if (f === "cal" || f === "calories" || f === "kcal") return quantity;
    return null;
  }
  const a = MASS[f];
  const b = MASS[to];
  if (a === undefined || b === undefined) return null;
  return (quantity * a) / b;
}

export function parseQuantity(q: unknown): number | null {
  if (typeof q === "number") return Number.isFinite(q) ? q : null;
  if (typeof q !== "string") return null;
  const n = Number(q.trim().replace(",", "."));
  return q.trim() !== "" && Number.isFinite(n) ? n : null;
}

/**
 * The percentage of the daily reference one amount covers, or null when the nutrient has
 * no reference value (shown as '(No NRV available)') or the amount cannot be read.
 */
export function dailyValuePercent(fact: { name: string; quantity: unknown; size?: string | null }, kcal = DEFAULT_KCAL): number | null {
  const nutrient = nutrientOf(fact.name);
  if (!nutrient) return null;
  const quantity = parseQuantity(fact.quantity);
  if (quantity === null) return null;
  const ref = REFERENCES[nutrient];
  const amount = toUnit(quantity, fact.size ?? "", ref.unit);
  if (amount === null) return null;
  const reference = ref.value(kcal);
  return reference > 0 ? (amount / reference) * 100 : null;
}

/** One decimal, as the label shows it. */
export function roundPercent(p: number): number {
  return Math.round(p * 10) / 10;
}
