import type { Detach } from "./header";
import { parseAmount } from "../../core/ingredient-grams";

// The public recipe's servings scaler and print button, on the content page's own script: the
// quantities the server wrote are rescaled in place, rounded as one measures in a kitchen.

const GLYPHS: Record<number, string> = { 0.25: "¼", 0.5: "½", 0.75: "¾" };
/** Spoons and cups are measured in quarters, shown as fractions. */
const SPOON = /spoon|tsp|tbsp|cup|cucharad|cdta|cda|taza|vaso|κουτ|φλιτζ/i;
/** Weights and volumes are weighed or poured: whole numbers, to 5 or 10 as they grow. */
const WEIGHT = /^(g|gr|grs|gramos?|grams?|kg|kilos?|ml|cl|dl|l|litros?|litres?|liters?|oz|lb|γρ|γραμμάρια|κιλ[όά]|λίτρα?)\.?$/i;

function quarters(n: number): string {
  const q = Math.max(0.25, Math.round(n * 4) / 4);
  const whole = Math.floor(q);
  const part = GLYPHS[q - whole];
  if (!part) return String(whole);
  return whole ? `${whole} ${part}` : part;
}

/** A quantity for `factor` times the portions, written for the reader; the text as written when it is not a number. */
export function scaleQuantity(text: string, unit: string, factor: number, lang: string): string {
  const n = parseAmount(text);
  if (n === null) return text;
  const v = n * factor;
  if (factor === 1) return text;
  if (SPOON.test(unit)) return quarters(v);
  if (WEIGHT.test(unit.trim())) {
    const big = /^(kg|kilos?|l|litros?|litres?|liters?|κιλ[όά]|λίτρα?)\.?$/i.test(unit.trim());
    const rounded = big || v < 10 ? Math.round(v * 10) / 10 : v < 100 ? Math.round(v / 5) * 5 : Math.round(v / 10) * 10;
    const out = String(Math.max(rounded, big ? 0.1 : 1));
    return lang === "en" ? out : out.replace(".", ",");
  }
  // Pieces (eggs, cloves, an onion): halves, or quarters below one.
  return v < 1 ? quarters(v) : quarters(Math.round(v * 2) / 2);
}

/**
 * [data-recipe-scaler] holds the recipe's portions (data-portions), its output and its two
 * buttons; every [data-qty] of the page (with data-unit) is written again on each change.
 */
export function enhanceRecipeScaler(root: HTMLElement): Detach {
  const base = Number(root.dataset.portions);
  const output = root.querySelector<HTMLOutputElement>("output");
  const [less, more] = Array.from(root.querySelectorAll<HTMLButtonElement>("button[data-step]"));
  const lang = document.documentElement.lang === "el" ? "gr" : document.documentElement.lang;
  const quantities = Array.from(document.querySelectorAll<HTMLElement>("[data-qty]"));
  if (!base || !output || !less || !more) return () => {};
  let portions = base;
  const render = () => {
    output.textContent = String(portions);
    less.disabled = portions <= 1;
    more.disabled = portions >= 99;
    for (const q of quantities) {
      const shown =
        portions === base ? (q.dataset.shown ?? q.textContent ?? "") : scaleQuantity(q.dataset.qty ?? "", q.dataset.unit ?? "", portions / base, lang);
      q.dataset.shown ??= q.textContent ?? "";
      q.textContent = shown;
    }
  };
  const onClick = (e: Event) => {
    const step = Number((e.currentTarget as HTMLButtonElement).dataset.step);
    portions = Math.min(99, Math.max(1, portions + step));
    render();
  };
  less.addEventListener("click", onClick);
  more.addEventListener("click", onClick);
  root.hidden = false;
  render();
  return () => {
    less.removeEventListener("click", onClick);
    more.removeEventListener("click", onClick);
  };
}

/** [data-print]: the browser's print, shown only where a script can press it. */
export function enhancePrint(button: HTMLButtonElement): Detach {
  const onClick = () => window.print();
  button.addEventListener("click", onClick);
  button.hidden = false;
  return () => button.removeEventListener("click", onClick);
}
