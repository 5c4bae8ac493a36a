// Start-up time and idle memory of the site: the compiled build/main.js (`npm start`) against
// server/main.ts run through tsx (how it started before), alternated in one run so the
// machine's other load weighs on both. Each start uses a fresh SQLite data folder with the demo
// content; the time is from spawn until the first page answers 200, the RSS is read from
// /proc 5 s later with no traffic.
//   npm run build && npm run bench:startup      (BENCH_ROUNDS, default 3)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "../test/server-process.js";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const IDLE_MS = 5_000;

function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

async function once(compiled: boolean): Promise<{ ms: number; rss: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-startup-"));
  const started = performance.now();
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "true" }, { compiled, timeoutMs: 120_000 });
  try {
    const home = await fetch(`${server.url}/`);
    if (home.status !== 200) throw new Error(`home page answered ${home.status}`);
    const ms = performance.now() - started;
    await new Promise((r) => setTimeout(r, IDLE_MS));
    return { ms, rss: rssMiB(server.child.pid!) };
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const results = { tsx: [] as { ms: number; rss: number }[], compiled: [] as { ms: number; rss: number }[] };
for (let i = 0; i < ROUNDS; i++) {
  results.tsx.push(await once(false));
  results.compiled.push(await once(true));
}
console.log(
  `load average: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
for (const [name, rs] of Object.entries(results)) {
  console.log(
    `${name.padEnd(9)} start ${rs.map((r) => Math.round(r.ms)).join(" / ")} ms (median ${Math.round(median(rs.map((r) => r.ms)))}),` +
      ` idle RSS ${rs.map((r) => r.rss.toFixed(0)).join(" / ")} MiB (median ${median(rs.map((r) => r.rss)).toFixed(0)})`,
  );
}
const ratio = (f: (r: { ms: number; rss: number }) => number) => (median(results.compiled.map(f)) / median(results.tsx.map(f))).toFixed(2);
console.log(`compiled / tsx: start ${ratio((r) => r.ms)}, idle RSS ${ratio((r) => r.rss)}`);
