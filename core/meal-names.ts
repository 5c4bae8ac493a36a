import { LANGUAGES, type Language } from "./languages.js";

// The default names of a plan's meals and days. The nutritionist writes a plan in her working
// language; a meal or day that keeps its default name is shown to the client in hers.
export const DEFAULT_MEALS = {
  breakfast: { en: "Breakfast", es: "Desayuno", gr: "Πρωινό" },
  midMorning: { en: "Mid-morning", es: "Media mañana", gr: "Δεκατιανό" },
  lunch: { en: "Lunch", es: "Comida", gr: "Μεσημεριανό" },
  snack: { en: "Afternoon snack", es: "Merienda", gr: "Απογευματινό σνακ" },
  dinner: { en: "Dinner", es: "Cena", gr: "Βραδινό" },
} satisfies Record<string, Record<Language, string>>;

export const DAY_NAME: Record<Language, string> = { en: "Day {n}", es: "Día {n}", gr: "Ημέρα {n}" };

export const dayName = (n: number, language: Language) => DAY_NAME[language].replace("{n}", String(n));

const fold = (s: string) => s.trim().toLocaleLowerCase();

/** A default meal name (in any language) in the language asked for; any other name as written. */
export function localMealName(name: string, language: Language): string {
  for (const names of Object.values(DEFAULT_MEALS)) if (LANGUAGES.some((l) => fold(names[l]) === fold(name))) return names[language];
  return name;
}

/** "Día 2" or "Day 2" in the language asked for; any other day name as written. */
export function localDayName(name: string, language: Language): string {
  for (const l of LANGUAGES) {
    const m = new RegExp(`^${DAY_NAME[l].replace("{n}", "(\\d{1,2})")}$`, "i").exec(name.trim());
    if (m) return dayName(Number(m[1]), language);
  }
  return name;
}
