// Lighthouse slows the page's CPU by a fixed 4× to turn its host into a mid-tier phone. That
// holds only for a host as fast as the one the 4× was chosen on: a slower host with 4× is a
// slower phone than the reference, and its scores drop for reasons that are not the page's.
// Lighthouse's throttling guide (docs/throttling.md, "Calibrating the CPU slowdown") tells to
// read the host's benchmark index and choose the multiplier from it; the guide's calculator
// maps the index to the multiplier piecewise linearly through these points (index → slowdown):
// 2000 → 6, 1533 → 4 (Lighthouse's default host), 1300 → 3, 800 → 2, 150 → 1.
const POINTS: [index: number, multiplier: number][] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
];

/** The CPU slowdown that makes a host of this benchmark index behave like the reference phone. */
export function calibratedMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= POINTS[0]![0]) return 1;
  for (let i = 1; i < POINTS.length; i++) {
    const [x0, y0] = POINTS[i - 1]!;
    const [x1, y1] = POINTS[i]!;
    if (benchmarkIndex <= x1) return y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0);
  }
  // Past the last point the calculator keeps the slope between 1300 and 1533 (one step per 233).
  const [x, y] = POINTS.at(-1)!;
  return y + (benchmarkIndex - x) / 233;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
