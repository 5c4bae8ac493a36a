// Recipe durations are free text in three languages ("45 min", "1 h 30 min", "20 min + 2 h de
// frío", "1 ώρα και 15 λεπτά"). Search engines want ISO-8601 (PT1H30M): this reads the text
// when every number in it has a unit we know, and says nothing (null) otherwise.

const HOURS = ["h", "hr", "hrs", "hour", "hours", "hora", "horas", "ωρα", "ωρεσ", "ω"];
const MINUTES = ["m", "min", "mins", "minute", "minutes", "minuto", "minutos", "λεπτο", "λεπτα", "λ"];
const DAYS = ["d", "day", "days", "dia", "dias", "ημερα", "ημερεσ"];

/** Lowercase without accents; Greek final sigma as σ (the unit lists are written so). */
function normalise(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/ς/g, "σ");
}

/** Total minutes in the text, or null when it cannot be read with confidence. */
export function durationMinutes(text: string): number | null {
  const t = normalise(text)
    .replace(/½/g, ".5")
    .replace(/(\d),(\d)/g, "$1.$2")
    // "1h30" and "1 h 30" mean 1 h 30 min.
    .replace(/(\d)\s*h\s*(\d{1,2})(?!\s*[.\d]|\s*[a-zα-ω])/g, "$1 h $2 min");
  let total = 0;
  let found = false;
  // A range ("30-40 min") counts as its upper end: the time to plan for.
  const re = /(\d+(?:\.\d+)?)(?:\s*(?:-|–|a|to|εως)\s*(\d+(?:\.\d+)?))?\s*([a-zα-ω]+)?/g;
  for (const m of t.matchAll(re)) {
    const value = Number(m[2] ?? m[1]);
    const unit = m[3];
    if (!unit) return null;
    if (HOURS.includes(unit)) total += value * 60;
    else if (MINUTES.includes(unit)) total += value;
    else if (DAYS.includes(unit)) total += value * 24 * 60;
    else return null;
    found = true;
  }
  return found && total > 0 ? Math.round(total) : null;
}

/** ISO-8601 duration (PT45M, PT1H30M, P1DT2H) of minutes. */
export function isoDuration(minutes: number): string {
  const d = Math.floor(minutes / (24 * 60));
  const h = Math.floor((minutes % (24 * 60)) / 60);
  const m = minutes % 60;
  return `P${d ? `${d}D` : ""}T${h ? `${h}H` : ""}${m || (!d && !h) ? `${m}M` : ""}`.replace(/T$/, "");
}

/** The duration text as ISO-8601, or undefined when it cannot be read. */
export function parseDuration(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  const minutes = durationMinutes(text);
  return minutes === null ? undefined : isoDuration(minutes);
}
