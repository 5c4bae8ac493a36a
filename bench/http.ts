// Throughput and latency of the public API lists and the server-rendered pages, each beside a
// bare Fastify handler answering the same bytes (measured in the same run), then the lists
// with 10,000 blogs and recipes against 100.
//
//   npm run build && npm run bench:http
//
// BENCH_DURATION (seconds per measurement, default 10), BENCH_CONNECTIONS (default 10).
import { spawn, type ChildProcess } from "node:child_process";
import autocannon from "autocannon";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3308);
const BARE_PORT = PORT + 1;

interface Result { rps: number; p50: number; p99: number; errors: number; non2xx: number }

function start(rows: number): Promise<{ child: ChildProcess; targets: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "bench/http-server.ts"], {
      env: { ...process.env, BENCH_ROWS: String(rows), PORT: String(PORT), BARE_PORT: String(BARE_PORT) },
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

async function load(url: string): Promise<Result> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

const fmt = (n: number, d = 0) => n.toFixed(d);

async function main() {
  const rows: string[] = [];
  const small: Record<string, Result> = {};
  {
    const { child, targets } = await start(100);
    for (const [name, path] of Object.entries(targets)) {
      const real = await load(`http://127.0.0.1:${PORT}${path}`);
      const bare = await load(`http://127.0.0.1:${BARE_PORT}/${name}`);
      small[name] = real;
      rows.push(`| ${name} \`${path}\` | ${fmt(real.rps)} | ${fmt(bare.rps)} | ${fmt((100 * real.rps) / bare.rps)} % | ${real.p50} / ${real.p99} ms | ${bare.p99} ms |${real.errors + real.non2xx ? ` ${real.errors} errors, ${real.non2xx} non-2xx` : ""}`);
      console.log(rows.at(-1));
    }
    child.kill("SIGTERM");
  }
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s each; 100 blogs and 100 recipes\n`);
  console.log("| target | req/s | bare req/s | ratio | p50 / p99 | bare p99 |\n|---|---|---|---|---|---|");
  console.log(rows.join("\n"));

  const big: string[] = [];
  {
    const { child, targets } = await start(10_000);
    for (const name of ["service_plans", "blogs", "recipes"]) {
      const r = await load(`http://127.0.0.1:${PORT}${targets[name]}`);
      const s = small[name]!;
      big.push(`| ${name} | ${s.p50} / ${s.p99} ms | ${r.p50} / ${r.p99} ms | ${fmt(r.p50 / Math.max(s.p50, 1), 1)}× / ${fmt(r.p99 / Math.max(s.p99, 1), 1)}× | ${fmt(s.rps)} → ${fmt(r.rps)} |`);
      console.log(big.at(-1));
    }
    child.kill("SIGTERM");
  }
  console.log("\n| list | 100 rows p50 / p99 | 10,000 rows p50 / p99 | growth | req/s |\n|---|---|---|---|---|");
  console.log(big.join("\n"));
}

main().then(() => process.exit(0), (e) => {
  console.error(e);
  process.exit(1);
});
