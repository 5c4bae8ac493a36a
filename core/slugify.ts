// Greek letters (accents already stripped) to Latin, after ELOT 743 in its simple form, so a
// Greek title gives a slug that reads well in a URL. Two-letter sounds go first.
const GREEK_PAIRS: [string, string][] = [
  ["ου", "ou"],
  ["αι", "ai"],
  ["ει", "ei"],
  ["οι", "oi"],
  ["μπ", "b"],
  ["ντ", "nt"],
  ["γκ", "gk"],
  ["γγ", "ng"],
];
const GREEK: Record<string, string> = {
  α: "a",
  β: "v",
  γ: "g",
  δ: "d",
  ε: "e",
  ζ: "z",
  η: "i",
  θ: "th",
  ι: "i",
  κ: "k",
  λ: "l",
  μ: "m",
  ν: "n",
  ξ: "x",
  ο: "o",
  π: "p",
  ρ: "r",
  σ: "s",
  ς: "s",
  τ: "t",
  υ: "y",
  φ: "f",
  χ: "ch",
  ψ: "ps",
  ω: "o",
};
// Letters that do not decompose into a base letter plus a mark.
const OTHER: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ł: "l", þ: "th" };

/**
 * A URL slug from any title: lowercase, accents dropped (Spanish and Greek), Greek
 * transliterated to Latin, every run of other characters turned into one hyphen, and no
 * hyphen at either end. "¿Qué comer después de entrenar?" → "que-comer-despues-de-entrenar".
 */
export function slugify(input: string): string {
  let s = input.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  for (const [from, to] of GREEK_PAIRS) s = s.split(from).join(to);
  s = Array.from(s, (ch) => GREEK[ch] ?? OTHER[ch] ?? ch).join("");
  return s.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}
