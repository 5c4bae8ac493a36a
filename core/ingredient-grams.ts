// A recipe ingredient's quantity in grams, from the units cooks write (g, kg, ml, l, tsp, tbsp,
// cup, piece, in English, Spanish or Greek) and the linked food's household measures.

/** "200", "0,5", "1 1/2", "½", "2¾" → a number; null for words ("una pizca") and ranges. */
export function parseAmount(text: string): number | null {
  const s = text.trim().replace(",", ".");
  let m = /^(\d+(?:\.\d+)?)$/.exec(s);
  if (m) return Number(m[1]);
  m = /^(?:(\d+)\s+)?(\d+)\/(\d+)$/.exec(s);
  if (m && Number(m[3]) > 0) return Number(m[1] ?? 0) + Number(m[2]) / Number(m[3]);
  m = /^(\d+)?\s*([¼½¾])$/.exec(s);
  if (m) return Number(m[1] ?? 0) + { "¼": 0.25, "½": 0.5, "¾": 0.75 }[m[2] as "¼"];
  return null;
}

type Measure = { name: string; grams: number };
const fold = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\.$/, "");

const UNITS: { re: RegExp; grams?: number; measure?: RegExp }[] = [
  { re: /^(g|gr|grs|gramos?|grams?|γρ|γραμμαρια?|γραμμαριο)$/, grams: 1 },
  { re: /^(kg|kgs|kilos?|kilogramos?|kilograms?|κιλα?|κιλο)$/, grams: 1000 },
  // Volumes count as water's weight when the food has no measure of that name.
  { re: /^(ml|mililitros?|millilitres?|milliliters?)$/, grams: 1 },
  { re: /^(l|lt|litros?|litres?|liters?|λιτρα?|λιτρο)$/, grams: 1000 },
  { re: /^(tsp|teaspoons?|cucharaditas?|cdta|cdtas|κουταλακια?( του γλυκου)?)$/, grams: 5, measure: /^(tsp|teaspoon)/ },
  { re: /^(tbsp|tablespoons?|cucharadas?|cda|cdas|κουταλιε?α?ς?( της σουπας)?)$/, grams: 15, measure: /^(tbsp|tablespoon)/ },
  { re: /^(cups?|tazas?|φλιτζανια?|φλυτζανια?)$/, grams: 240, measure: /^cup/ },
];
const PIECE = /^(|pieces?|units?|unidad(es)?|piezas?|τεμαχια?|τεμαχιο|τεμ)$/;
const PIECE_MEASURE = /^(medium|large|small|piece|item|unit|fruit|clove|slice|egg|whole)/;

/**
 * Grams for `quantity` of `unit`: by weight or volume, by the food's measure of that name (hers
 * or the table's: "diente", "slice"), and a piece by the food's medium or first counted measure.
 * Null when it cannot be known (a pinch, a unit the food has no measure for).
 */
export function ingredientGrams(quantity: string, unit: string, measures: Measure[]): number | null {
  const n = parseAmount(quantity);
  if (n === null || n <= 0) return null;
  const u = fold(unit);
  const own = measures.find((m) => fold(m.name) === u);
  if (own && u !== "") return round(n * own.grams);
  for (const x of UNITS) {
    if (!x.re.test(u)) continue;
    const m = x.measure ? measures.find((y) => x.measure!.test(fold(y.name))) : undefined;
    return round(n * (m ? m.grams : x.grams!));
  }
  if (PIECE.test(u)) {
    const m =
      measures.find((y) => PIECE_MEASURE.test(fold(y.name))) ?? measures.find((y) => !/^(oz|lb|fl oz|cup|tbsp|tsp|tablespoon|teaspoon)\b/.test(fold(y.name)));
    return m ? round(n * m.grams) : null;
  }
  return null;
}

const round = (g: number) => Math.round(g * 10) / 10;
