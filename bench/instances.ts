// npm run bench:instances — one instance against two on one PostgreSQL database, under the
// same autocannon load (the same connections and request mix; with two, autocannon spreads
// the connections over both addresses in turn, as a round-robin load balancer would).
//
//   BENCH_DATABASE_URL   PostgreSQL server (default: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test);
//                        a temporary database is created on it and dropped afterwards
//   BENCH_DURATION       seconds per measured run (default 10); runs go 1, 2, 2, 1 instances
//                        (ABBA), so a neighbour's load that rises or falls meanwhile weighs on both alike
//   BENCH_CONNECTIONS    concurrent connections (default 32)
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

const SERVER = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const BASE = "/api";

// What visitors' pages ask the API for: plans, the recipe list, one recipe.
const requests = (slug: string) => [
  { method: "GET" as const, path: `${BASE}/api/v1/service_plans?language=en` },
  { method: "GET" as const, path: `${BASE}/recipes?language=en` },
  { method: "GET" as const, path: `${BASE}/recipes/slug/${slug}` },
];

async function admin<T>(sqlText: string, url = SERVER): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sqlText)).rows as T[];
  } finally {
    await c.end();
  }
}

function startInstance(databaseUrl: string, index: number): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-instance-${index}-`));
  const child = spawn(process.execPath, ["--import", "tsx", "bench/instance-server.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      SEED_DEMO: "true",
      ADMIN_PASSWORD: "bench-admin-password",
      RATE_LIMITS: "false",
      NODE_NO_WARNINGS: "1",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening (http:\/\/\S+)/.exec(out);
      if (m) resolve({ url: m[1]!, child, dataDir });
    });
    child.on("exit", (code) => reject(new Error(`instance ${index} exited with ${code}`)));
  });
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

async function load(urls: string[], slug: string, duration: number): Promise<Figures> {
  const r = await autocannon({
    url: urls as unknown as string, // autocannon spreads connections over several URLs; its types say one
    connections: CONNECTIONS,
    duration,
    requests: requests(slug),
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx, total: r.requests.total };
}

async function main() {
  const loadBefore = os.loadavg()[0]!;
  const dbName = `bench_instances_${crypto.randomBytes(4).toString("hex")}`;
  await admin(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(SERVER);
  dbUrl.pathname = `/${dbName}`;
  const started: Awaited<ReturnType<typeof startInstance>>[] = [];
  try {
    // Both start together on the empty database, as in a deployment.
    started.push(...(await Promise.all([startInstance(dbUrl.href, 0), startInstance(dbUrl.href, 1)])));
    const [one, two] = started as [(typeof started)[0], (typeof started)[0]];
    const [first] = await admin<{ slug: string }>("select slug from recipes order by id limit 1", dbUrl.href);
    const slug = first!.slug;
    for (const r of requests(slug)) {
      const res = await fetch(`${one.url}${r.path}`);
      if (res.status !== 200) throw new Error(`${r.path} answered ${res.status}`);
    }
    console.log(
      `${CONNECTIONS} connections, ${DURATION} s per run, mix: ${requests(slug)
        .map((r) => r.path)
        .join(" | ")}`,
    );
    await load([one.url, two.url], slug, 3); // warm both up (JIT, connection pools)
    const runs: Figures[][] = [[], []];
    for (const n of [1, 2, 2, 1]) {
      const f = await load(n === 1 ? [one.url] : [one.url, two.url], slug, DURATION);
      console.log(`${n} instance${n > 1 ? "s" : ""}: ${f.rps.toFixed(0)} req/s, p99 ${f.p99} ms`);
      runs[n - 1]!.push(f);
    }
    // Means of the two runs of each; p99 is the worse of the two.
    const combine = (fs: Figures[]): Figures => ({
      rps: fs.reduce((t, f) => t + f.rps, 0) / fs.length,
      p50: Math.max(...fs.map((f) => f.p50)),
      p99: Math.max(...fs.map((f) => f.p99)),
      errors: fs.reduce((t, f) => t + f.errors, 0),
      non2xx: fs.reduce((t, f) => t + f.non2xx, 0),
      total: fs.reduce((t, f) => t + f.total, 0),
    });
    const [single, double] = [combine(runs[0]!), combine(runs[1]!)];
    const row = (name: string, f: Figures) => `| ${name} | ${f.rps.toFixed(0)} | ${f.p50} ms | ${f.p99} ms | ${f.total} | ${f.errors + f.non2xx} |`;
    console.log("\n| instances | req/s (mean of 2 runs) | p50 (worse run) | p99 (worse run) | requests | errors + non-2xx |\n|---|---|---|---|---|---|");
    console.log(row("1", single));
    console.log(row("2", double));
    console.log(
      `\nthroughput ratio (2 / 1): ${(double.rps / single.rps).toFixed(2)}; CPU cores on this machine: ${os.cpus().length}; load average at start: ${loadBefore.toFixed(1)}`,
    );
  } finally {
    for (const s of started) {
      s.child.kill("SIGTERM");
      await new Promise((r) => s.child.once("exit", r));
      fs.rmSync(s.dataDir, { recursive: true, force: true });
    }
    await admin(`DROP DATABASE IF EXISTS ${dbName}`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
