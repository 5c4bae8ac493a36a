// Until the shared slug helper lands this follows the SPEC §2 rule: lowercase, runs of
// anything but letters and digits become one hyphen, no hyphen at either end. Accents are
// dropped and Greek is spelled in Latin letters first, so Spanish and Greek titles give
// readable slugs instead of empty ones.
const GREEK: Record<string, string> = {
  α: "a", β: "v", γ: "g", δ: "d", ε: "e", ζ: "z", η: "i", θ: "th", ι: "i", κ: "k", λ: "l", μ: "m", ν: "n", ξ: "x",
  ο: "o", π: "p", ρ: "r", σ: "s", ς: "s", τ: "t", υ: "y", φ: "f", χ: "ch", ψ: "ps", ω: "o",
};

export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[α-ως]/g, (c) => GREEK[c] ?? c)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
