// A measurement over time as an SVG chart, drawn on the server: no chart library reaches the
// browser. 360 units wide, so that on a 390 px phone it is shown near its own size and its
// 12-unit text reads as 11-12 px; wider screens scale it up. The table beside it on the page
// holds the same values for screen readers: the picture is only for the eye.
import { intlLocale, type Language } from "../../core/languages.js";

const W = 360;
const H = 220;
const PAD = { left: 46, right: 14, top: 34, bottom: 30 };
const INK = "#1f2933";
const LINE = "#1d6b52";
const GOAL = "#a4262c";
const GRID = "#d9dee3";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Three to five round steps covering [lo, hi]. */
function ticks(lo: number, hi: number): number[] {
  const span = hi - lo || Math.abs(hi) || 1;
  const raw = span / 4;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw)!;
  const out: number[] = [];
  for (let v = Math.floor(lo / step) * step; v <= hi + step * 1e-9; v += step) out.push(Math.round(v * 1000) / 1000);
  return out;
}

export interface ChartInput {
  title: string;
  unit: string;
  /** Oldest first; date as YYYY-MM-DD. */
  entries: { date: string; value: number }[];
  goal: number | null;
  goalLabel: string;
  lang: Language;
}

export function chartSvg({ title, unit, entries, goal, goalLabel, lang }: ChartInput): string {
  const number = new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 2 });
  const day = new Intl.DateTimeFormat(intlLocale(lang), { day: "numeric", month: "short", timeZone: "UTC" });
  const dayYear = new Intl.DateTimeFormat(intlLocale(lang), { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const values = entries.map((e) => e.value);
  const all = goal === null ? values : [...values, goal];
  const [min, max] = [Math.min(...all), Math.max(...all)];
  const margin = (max - min) * 0.1 || Math.max(Math.abs(max) * 0.05, 1);
  const yTicks = ticks(min - margin, max + margin);
  const [lo, hi] = [yTicks[0]!, yTicks.at(-1)!];
  const times = entries.map((e) => Date.parse(`${e.date}T00:00:00Z`));
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const x = (t: number) => (t1 === t0 ? PAD.left + plotW / 2 : PAD.left + ((t - t0) / (t1 - t0)) * plotW);
  const y = (v: number) => PAD.top + (1 - (v - lo) / (hi - lo || 1)) * plotH;
  const f = (n: number) => n.toFixed(1);

  const parts: string[] = [];
  parts.push(`<rect width="${W}" height="${H}" fill="#ffffff"/>`);
  parts.push(`<text x="${PAD.left}" y="18" font-size="13" font-weight="600" fill="${INK}">${esc(`${title} (${unit})`)}</text>`);
  for (const v of yTicks) {
    parts.push(`<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${f(y(v))}" y2="${f(y(v))}" stroke="${GRID}" stroke-width="1"/>`);
    parts.push(`<text x="${PAD.left - 6}" y="${f(y(v) + 4)}" font-size="12" text-anchor="end" fill="${INK}">${esc(number.format(v))}</text>`);
  }
  const first = entries[0]!;
  const last = entries.at(-1)!;
  const sameYear = first.date.slice(0, 4) === last.date.slice(0, 4);
  const label = (d: string) => esc((sameYear ? day : dayYear).format(new Date(`${d}T00:00:00Z`)));
  parts.push(
    `<text x="${f(x(times[0]!))}" y="${H - 10}" font-size="12" text-anchor="${t1 === t0 ? "middle" : "start"}" fill="${INK}">${label(first.date)}</text>`,
  );
  if (t1 !== t0) parts.push(`<text x="${W - PAD.right}" y="${H - 10}" font-size="12" text-anchor="end" fill="${INK}">${label(last.date)}</text>`);
  if (goal !== null) {
    const gy = f(y(goal));
    parts.push(`<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${gy}" y2="${gy}" stroke="${GOAL}" stroke-width="2" stroke-dasharray="6 4"/>`);
    const above = y(goal) - PAD.top > 16;
    parts.push(
      `<text x="${W - PAD.right}" y="${f(above ? y(goal) - 6 : y(goal) + 15)}" font-size="12" text-anchor="end" fill="${GOAL}" stroke="#ffffff" stroke-width="3" paint-order="stroke">${esc(`${goalLabel.replace("{value}", `${number.format(goal)} ${unit}`)}`)}</text>`,
    );
  }
  if (entries.length > 1)
    parts.push(
      `<polyline points="${entries.map((e, i) => `${f(x(times[i]!))},${f(y(e.value))}`).join(" ")}" fill="none" stroke="${LINE}" stroke-width="2.5" stroke-linejoin="round"/>`,
    );
  for (const [i, e] of entries.entries()) parts.push(`<circle cx="${f(x(times[i]!))}" cy="${f(y(e.value))}" r="4" fill="${LINE}"/>`);
  // The latest value beside its point, on the side the line does not come from.
  const lx = x(times.at(-1)!);
  const ly = y(last.value);
  const prev = entries.at(-2);
  const below = prev !== undefined && prev.value > last.value && ly + 18 < H - PAD.bottom;
  parts.push(
    `<text x="${f(Math.min(lx, W - PAD.right - 4))}" y="${f(below ? ly + 18 : ly - 9)}" font-size="12" font-weight="600" text-anchor="${lx > W - 60 ? "end" : "middle"}" fill="${LINE}" stroke="#ffffff" stroke-width="3" paint-order="stroke">${esc(number.format(last.value))}</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"><title>${esc(title)}</title>${parts.join("")}</svg>`;
}
