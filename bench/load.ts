// Mixed traffic at a steady rate against the built site in its own process, as visitors make
// it: pages, API lists, newsletter sign-ups and bookings. Each request comes from its own
// visitor address (X-Forwarded-For, trusted from the loopback proxy), so the per-address
// rate limits stay on, as in production, without one benchmark client tripping them.
//
//   npm run build && npm run bench:load                        SQLite, 60 s at 50 requests/s
//   LOAD_SECONDS=30 LOAD_RATE=100 npm run bench:load
//   BENCH_DATABASE_URL=postgres://… npm run bench:load         PostgreSQL (temporary schema)
//
// Expected: zero errors and zero non-2xx answers. Reports latency and the server's peak RSS,
// then drives a bare Fastify (bench/bare-server.ts) answering the booking page's bytes with the
// same client, rate and connections: what this host and this client reach with nothing to do.
// LOAD_CONNECTIONS (default 10): at a high rate, 10 connections can be the limit, not the site.
// LOAD_ONLY=/book-consultation sends that one page instead of the mix (its bytes then feed the
// bare Fastify): whether one page holds a rate.
// LOAD_FROM_SOURCE=true runs server/main.ts through tsx instead of the compiled build/main.js.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { benchSchema } from "./pg-schema.js";
import { freePort, startServer } from "../test/server-process.js";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const RATE = Number(process.env.LOAD_RATE ?? 50);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 10);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-load-"));
const db = benchSchema("load");

if (!fs.existsSync(path.join(root, "build", "main.js"))) {
  console.error("Build the site first: npm run build");
  process.exit(2);
}

interface Req {
  kind: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
}

async function get<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** The process's peak resident memory so far (VmHWM), in KiB. */
function peakOf(pid: number): number {
  return Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
}
const mib = (kib: number) => (kib / 1024).toFixed(0);

async function main() {
  const dbEnv = await db.env();
  const env = { DATA_DIR: dataDir, SEED_DEMO: "true", LOG_LEVEL: "warn", ...dbEnv };
  const compiled = process.env.LOAD_FROM_SOURCE !== "true";
  // The first start migrates and draws the demo content (pictures rendered by libvips), which a
  // serving process does once in its life, on an empty database. It is measured on its own,
  // then the site is started again on the same data and that process takes the traffic.
  const first = await startServer(env, { timeoutMs: 120_000, compiled });
  const seedingPeak = peakOf(first.child.pid!);
  first.child.kill("SIGTERM");
  await first.exited;
  const server = await startServer(env, { timeoutMs: 120_000, compiled });
  const idleRss = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.child.pid}/status`, "utf8"))?.[1] ?? 0);
  const api = `${server.url}/api`;
  try {
    // What there is to ask for: demo content and free slots, read before the clock starts.
    const blogs = await get<{ slug: string }[]>(`${api}/api/v1/blogs?language=en`).catch(() => []);
    const recipes = await get<{ slug: string }[]>(`${api}/recipes?language=en`).catch(() => []);
    // A paid plan: the free intro call would be confirmed at once, with nothing to pay.
    const plans = (await get<{ id: number; price: number }[]>(`${api}/api/v1/service_plans?language=en`)).filter((p) => p.price > 0);
    const { dates, first_date, last_date } = await get<{ dates: string[]; first_date: string; last_date: string }>(`${api}/bookings/unavailable_dates`);
    const closed = new Set(dates);
    const slots: { date: string; time: string }[] = [];
    for (let d = new Date(`${first_date}T12:00:00Z`); d.toISOString().slice(0, 10) <= last_date; d.setUTCDate(d.getUTCDate() + 1)) {
      const date = d.toISOString().slice(0, 10);
      if (closed.has(date)) continue;
      for (const time of (await get<{ available_times: string[] }>(`${api}/bookings/available_times?date=${date}`)).available_times) slots.push({ date, time });
    }
    const someDate = slots[0]?.date ?? first_date;

    const candidatePages = [
      "/",
      "/services",
      "/blogs",
      "/recipes",
      "/about",
      "/contact",
      "/book-consultation",
      blogs[0] && `/blogs/${blogs[0].slug}`,
      recipes[0] && `/fullrecipe/${recipes[0].slug}`,
    ].filter(Boolean) as string[];
    const pages: string[] = [];
    for (const p of candidatePages) if ((await fetch(`${server.url}${p}`)).status === 200) pages.push(p);

    const reads: Req[] = [
      ...pages.map((p): Req => ({ kind: "page", method: "GET", path: p })),
      { kind: "list", method: "GET", path: "/api/api/v1/service_plans?language=en" },
      { kind: "list", method: "GET", path: "/api/api/v1/blogs?language=es" },
      { kind: "list", method: "GET", path: "/api/recipes?language=gr" },
      { kind: "list", method: "GET", path: "/api/bookings/unavailable_dates" },
      { kind: "list", method: "GET", path: `/api/bookings/available_times?date=${someDate}` },
    ];
    // One booking and two sign-ups in every 50 requests; every booking takes a slot of its own.
    const total = SECONDS * RATE;
    const bookings = Math.min(Math.floor(total / 50), slots.length);
    let n = 0,
      booked = 0,
      signups = 0;
    const only = process.env.LOAD_ONLY;
    const next = (): Req => {
      const i = n++;
      if (only) return { kind: "page", method: "GET", path: only };
      if (i % 50 === 25 && booked < bookings) {
        const s = slots[booked++]!;
        return {
          kind: "booking",
          method: "POST",
          path: "/api/bookings",
          body: {
            service_plan_id: plans[0]!.id,
            date: s.date,
            time: s.time,
            name: "Load Test",
            email: `load${i}@bench.local`,
            phone_number: String(6_000_000_000 + i),
            message: "",
          },
        };
      }
      if (i % 25 === 10)
        return { kind: "newsletter", method: "POST", path: "/api/api/v1/subscribers", body: { subscriber: { email: `reader${signups++}-${i}@bench.local` } } };
      return reads[i % reads.length]!;
    };
    const counts: Record<string, number> = {};

    let peakRss = 0;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, peakOf(server.child.pid!))), 1000);

    console.log(
      `load: ${SECONDS} s at ${RATE} requests/s over ${CONNECTIONS} connections on ${db.engine}; ` +
        (only
          ? `${only} alone`
          : `${pages.length} pages, ${reads.length - pages.length} API lists, ~${bookings} bookings, ~${Math.floor(total / 25)} sign-ups`),
    );
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      overallRate: RATE,
      requests: [
        {
          setupRequest: (req) => {
            const r = next();
            counts[r.kind] = (counts[r.kind] ?? 0) + 1;
            // A visitor address per request (TEST-NET-2 and -3 ranges).
            const headers: Record<string, string> = {
              ...(req.headers as Record<string, string>),
              "x-forwarded-for": `198.${51 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`,
              "accept-language": "en",
            };
            if (r.body) headers["content-type"] = "application/json";
            return { ...req, method: r.method, path: r.path, headers, body: r.body ? JSON.stringify(r.body) : undefined };
          },
        },
      ],
    });
    clearInterval(sampler);
    peakRss = Math.max(peakRss, peakOf(server.child.pid!));

    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `requests: ${result.requests.total} (${Object.entries(counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ")})`,
    );
    console.log(`throughput: ${result.requests.average.toFixed(1)} req/s average`);
    console.log(`latency: p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
    console.log(`answers: 2xx ${result["2xx"]}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`);
    console.log(
      `server RSS: idle ${mib(idleRss)} MiB before the traffic, peak ${mib(peakRss)} MiB (first start with the demo seed: peak ${mib(seedingPeak)} MiB)`,
    );
    const bare = await bareRun(`${server.url}${only ?? "/book-consultation"}`);
    console.log(
      `\n| traffic | asked req/s | served req/s | p50 / p99 |\n|---|---|---|---|\n` +
        `| the site, ${only ? `${only} alone` : "mixed"} | ${RATE} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} / ${result.latency.p99} ms |\n` +
        `| bare Fastify, the same page's ${bare.bytes} bytes | ${RATE} | ${bare.rps.toFixed(0)} | ${bare.p50} / ${bare.p99} ms |\n` +
        `ratio of served requests, site / bare: ${((100 * result.requests.average) / bare.rps).toFixed(0)} %`,
    );
    console.log(errors === 0 ? "OK: zero errors" : `FAILED: ${errors} errors`);
    return errors === 0;
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
    await db.drop();
  }
}

/** The same client, rate and connections against a bare Fastify that answers the page's bytes. */
async function bareRun(pageUrl: string) {
  const body = Buffer.from(await (await fetch(pageUrl)).arrayBuffer());
  const file = path.join(dataDir, "bare-body.html");
  fs.writeFileSync(file, body);
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "bench", "bare-server.ts")], {
    env: { ...process.env, PORT: String(port), BARE_BODY_FILE: file },
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (d: Buffer) => d.toString().includes("READY") && resolve());
      child.on("exit", (code) => reject(new Error(`bare server exited with ${code}`)));
    });
    const r = await autocannon({ url: `http://127.0.0.1:${port}/`, connections: CONNECTIONS, duration: SECONDS, overallRate: RATE });
    return { bytes: body.length, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
  } finally {
    child.kill("SIGTERM");
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
