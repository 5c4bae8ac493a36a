// Throughput and latency of the public API lists and the server-rendered pages, each beside a
// bare Fastify handler answering the same bytes (measured in the same run), then the lists
// with 10,000 blogs and recipes against 100, with and without the in-memory list cache.
//
//   npm run build && npm run bench:http
//
// BENCH_DURATION (seconds per measurement, default 10), BENCH_CONNECTIONS (default 10),
// BENCH_PORT (default 3308; the bare handler uses +1, the uncached site +2), BENCH_TARGETS (a
// comma-separated subset of the targets by name, e.g. "booking_page,home"; the 10,000-row
// lists are then measured only when one of them is named).
import { spawn, type ChildProcess } from "node:child_process";
import autocannon from "autocannon";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3308);
const BARE = PORT + 1;
const UNCACHED = PORT + 2;
const ONLY = process.env.BENCH_TARGETS?.split(",").map((t) => t.trim());
const LISTS = ["service_plans", "blogs", "recipes", "blogs_page", "recipes_page", "blogs_list_page", "recipes_list_page"];

interface Result {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
}

function start(rows: number): Promise<{ child: ChildProcess; targets: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "bench/http-server.ts"], {
      env: { ...process.env, BENCH_ROWS: String(rows), PORT: String(PORT), BARE_PORT: String(BARE) },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /READY (.*)\n/.exec(out);
      if (m) resolve({ child, targets: JSON.parse(m[1]!) });
    });
    child.on("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

/** Waits until the site answers a small request quickly: a huge list measured before may still be draining. */
async function settle(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const t = Date.now();
    await fetch(`http://127.0.0.1:${PORT}/robots.txt`).then((r) => r.text());
    if (Date.now() - t < 20) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function load(url: string): Promise<Result> {
  await settle();
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.errors + r.non2xx + r.timeouts };
}

const n = (v: number, d = 0) => v.toFixed(d);
const bad = (r: Result) => (r.bad ? ` (${r.bad} failed)` : "");

async function main() {
  console.log(`${CONNECTIONS} connections, ${DURATION} s per measurement\n`);
  const small: Record<string, { cached: Result; uncached: Result }> = {};
  const ratios: string[] = [];
  {
    const { child, targets } = await start(100);
    for (const [name, path] of Object.entries(targets)) {
      if (ONLY && !ONLY.includes(name)) continue;
      const real = await load(`http://127.0.0.1:${PORT}${path}`);
      const bare = await load(`http://127.0.0.1:${BARE}/${name}`);
      const uncached = await load(`http://127.0.0.1:${UNCACHED}${path}`);
      if (LISTS.includes(name)) small[name] = { cached: real, uncached };
      ratios.push(
        `| ${name} \`${path}\` | ${n(real.rps)}${bad(real)} | ${n(bare.rps)} | **${n((100 * real.rps) / bare.rps)} %** | ${real.p50} / ${real.p99} ms | ${bare.p99} ms | ${n(uncached.rps)}${bad(uncached)} (${n((100 * uncached.rps) / bare.rps)} %), ${uncached.p50} / ${uncached.p99} ms |`,
      );
      console.log(ratios.at(-1));
    }
    child.kill("SIGTERM");
  }
  const growth: string[] = [];
  if (!ONLY || LISTS.some((l) => ONLY.includes(l))) {
    const { child, targets } = await start(10_000);
    for (const name of LISTS.filter((l) => small[l])) {
      for (const mode of ["cached", "uncached"] as const) {
        const r = await load(`http://127.0.0.1:${mode === "cached" ? PORT : UNCACHED}${targets[name]}`);
        const s = small[name]![mode];
        growth.push(`| ${name} (${mode}) | ${s.p50} / ${s.p99} ms, ${n(s.rps)}/s | ${r.p50} / ${r.p99} ms, ${n(r.rps)}/s${bad(r)} | ${n(s.rps / r.rps, 1)}× |`);
        console.log(growth.at(-1));
      }
    }
    child.kill("SIGTERM");
  }
  console.log(
    "\n100 blogs and 100 recipes\n\n| target | req/s | bare req/s | ratio | p50 / p99 | bare p99 | without caches: req/s (ratio), p50 / p99 |\n|---|---|---|---|---|---|---|",
  );
  console.log(ratios.join("\n"));
  console.log("\n| list | 100 rows | 10,000 rows | slower by (req/s) |\n|---|---|---|---|");
  console.log(growth.join("\n"));
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
