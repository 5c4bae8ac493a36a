// Memory while the site renders 1,000 distinct pages: every blog and recipe page, every page of
// the /blogs and /recipes lists, and the other public screens, each in the language it is
// written in (lists and screens in all three). Each address is asked for once, so every answer
// is rendered and offered to the page store: the case where caches fill and the heap churns.
//
//   npm run build && npm run bench:memory                         SQLite
//   BENCH_DATABASE_URL=postgres://… npm run bench:memory          PostgreSQL (temporary schema)
//
// Two runs on the same data, in this order: "before", node with its default heap settings
// (build/main.js alone) and the former cache sizes, and "after", the command of `npm run serve`
// with the default settings. Beside them, a bare node
// HTTP server answering "ok" is the floor any node process pays. Peak RSS is the process's
// VmHWM. After the "after" run the server writes a heap snapshot (SIGUSR2), summarised by kind
// and constructor: where the JavaScript part of the memory goes.
// MEMORY_PAGES (default 1000), MEMORY_ROWS (blogs and recipes each, default 460).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createDeps, openDatabase } from "../server/bootstrap.js";
import { loadConfig } from "../server/config.js";
import { seedDemoContent } from "../server/seed/seed.js";
import { serveArgs, serveEnv } from "../scripts/serve-args.mjs";
import { benchSchema } from "./pg-schema.js";
import { freePort, startServer, type ServerProcess } from "../test/server-process.js";
import { copyDemoContent } from "./copies.js";
import { heapTable, summariseHeap } from "./heap-summary.js";

const PAGES = Number(process.env.MEMORY_PAGES ?? 1000);
const ROWS = Number(process.env.MEMORY_ROWS ?? 460);
const CONCURRENCY = 4;
const LANGUAGES = ["en", "es", "gr"] as const;
const SCREENS = ["/", "/services", "/about", "/contact", "/book-consultation", "/newsletter", "/terms-of-service", "/privacy-policy", "/cookies-policy"];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-memory-"));
const snapshotDir = path.join(dataDir, "snapshots");
const probeFile = path.join(dataDir, "probe.json");
const probeScript = path.join(import.meta.dirname, "memory-probe.mjs");
const db = benchSchema("memory");

function status(pid: number, field: string): number {
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
}
const mib = (kib: number) => (kib / 1024).toFixed(0);

/** The demo content and its copies, written before any measured process starts. */
async function prepare(dbEnv: Record<string, string>): Promise<void> {
  const config = loadConfig({ ...process.env, ...dbEnv, DATA_DIR: dataDir, LOG_LEVEL: "silent", SMTP_URL: "" });
  const db = await openDatabase(config);
  const deps = createDeps(config, db);
  await seedDemoContent(db, deps.storage, config.API_BASE_PATH);
  await copyDemoContent(db, ROWS);
  await db.destroy();
}

/** The distinct addresses to render, at most PAGES: screens and list pages in every language, then every post and recipe. */
async function addresses(server: ServerProcess): Promise<string[]> {
  const api = `${server.url}/api`;
  const out: string[] = [];
  const details: string[] = [];
  for (const lang of LANGUAGES) {
    for (const screen of SCREENS) out.push(`${screen}?lang=${lang}`);
    const blogs = (await (await fetch(`${api}/api/v1/blogs?language=${lang}`)).json()) as { slug: string }[];
    const recipes = (await (await fetch(`${api}/recipes?language=${lang}`)).json()) as { slug: string }[];
    for (let p = 1; p <= Math.ceil(blogs.length / 12); p++) out.push(`/blogs?lang=${lang}&page=${p}`);
    for (let p = 1; p <= Math.ceil(recipes.length / 12); p++) out.push(`/recipes?lang=${lang}&page=${p}`);
    details.push(...blogs.map((b) => `/blogs/${b.slug}?lang=${lang}`), ...recipes.map((r) => `/fullrecipe/${r.slug}?lang=${lang}`));
  }
  // Posts and recipes of the three languages alternate, so a cut at PAGES keeps all of them.
  details.sort((a, b) => a.split("-").at(-1)!.localeCompare(b.split("-").at(-1)!, "en", { numeric: true }));
  return [...out, ...details].slice(0, PAGES);
}

interface Probe {
  usage: NodeJS.MemoryUsage;
  spaces: Record<string, { used: number; committed: number }>;
}

/** The server's own account of its memory (bench/memory-probe.mjs), as one line. */
async function probe(server: ServerProcess): Promise<string> {
  fs.rmSync(probeFile, { force: true });
  server.child.kill("SIGWINCH");
  for (let i = 0; i < 100 && !fs.existsSync(probeFile); i++) await new Promise((r) => setTimeout(r, 50));
  const p = JSON.parse(fs.readFileSync(probeFile, "utf8")) as Probe;
  const m = (b: number) => (b / 1024 / 1024).toFixed(0);
  const committed = Object.values(p.spaces).reduce((n, s) => n + s.committed, 0);
  const spaces = Object.entries(p.spaces)
    .filter(([, s]) => s.committed > 1024 * 1024)
    .map(([name, s]) => `${name} ${m(s.used)}/${m(s.committed)}`)
    .join(", ");
  return (
    `RSS ${m(p.usage.rss)} MiB: V8 heap ${m(p.usage.heapUsed)} MiB used of ${m(committed)} committed (${spaces}), ` +
    `array buffers ${m(p.usage.arrayBuffers)}, external ${m(p.usage.external)}, the rest (code, libraries, malloc) ${m(p.usage.rss - committed - p.usage.external)}`
  );
}

interface RunResult {
  idle: number;
  peak: number;
  end: number;
  bytes: number;
  seconds: number;
}

async function render(server: ServerProcess, urls: string[]): Promise<{ bytes: number; seconds: number }> {
  const started = performance.now();
  let next = 0;
  let bytes = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const res = await fetch(`${server.url}${url}`, { headers: { "accept-encoding": "br" } });
      const body = await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      bytes += body.byteLength;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { bytes, seconds: (performance.now() - started) / 1000 };
}

async function run(nodeArgs: string[], dbEnv: Record<string, string>, urls: string[] | null, snapshot: boolean): Promise<RunResult & { urls: string[] }> {
  const server = await startServer(
    { ...dbEnv, DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "warn", MEMORY_PROBE_FILE: probeFile },
    {
      nodeArgs: [`--heapsnapshot-signal=SIGUSR2`, `--diagnostic-dir=${snapshotDir}`, "--import", pathToFileURL(probeScript).href, ...nodeArgs],
      timeoutMs: 120_000,
    },
  );
  try {
    await new Promise((r) => setTimeout(r, 2_000));
    const pid = server.child.pid!;
    const idle = status(pid, "VmRSS");
    const list = urls ?? (await addresses(server));
    const { bytes, seconds } = await render(server, list);
    const result = { idle, peak: status(pid, "VmHWM"), end: status(pid, "VmRSS"), bytes, seconds, urls: list };
    console.log(`${nodeArgs.join(" ")}: after the pages, ${await probe(server)}`);
    if (snapshot) {
      server.child.kill("SIGUSR2");
      // The snapshot is written on the server's main thread: once it answers again, it is done.
      await new Promise((r) => setTimeout(r, 500));
      await fetch(`${server.url}/api/ready`);
      const file = fs.readdirSync(snapshotDir).find((f) => f.endsWith(".heapsnapshot"));
      if (file) console.log(heapTable(summariseHeap(path.join(snapshotDir, file))));
    }
    return result;
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
}

/** The floor: a node process with a bare HTTP server, after answering a request. */
async function bareNode(): Promise<number> {
  const port = await freePort();
  const child = spawn(process.execPath, ["-e", `require("node:http").createServer((q, s) => s.end("ok")).listen(${port}, "127.0.0.1")`]);
  try {
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`http://127.0.0.1:${port}/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 50));
    }
    return status(child.pid!, "VmHWM");
  } finally {
    child.kill();
  }
}

async function main() {
  const dbEnv = await db.env();
  try {
    fs.mkdirSync(snapshotDir);
    await prepare(dbEnv);
    const floor = await bareNode();
    // Before: node's own heap settings and the cache sizes this site had then (32 and 16 MB).
    const before = await run(["build/main.js"], { ...dbEnv, PAGE_CACHE_MB: "32", LIST_CACHE_MB: "16" }, null, false);
    const after = await run(serveArgs(), { ...dbEnv, ...serveEnv() }, before.urls, true);
    console.log(
      `memory: ${before.urls.length} distinct pages (${ROWS} blogs and ${ROWS} recipes) on ${db.engine}, ${CONCURRENCY} at a time; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    console.log(`bare node HTTP server: peak ${mib(floor)} MiB`);
    for (const [name, r] of [
      ["before (node build/main.js, caches 32 + 16 MB)", before],
      [
        `after (${Object.entries(serveEnv())
          .map(([k, v]) => `${k}=${v} `)
          .join("")}node ${serveArgs().join(" ")})`,
        after,
      ],
    ] as const) {
      console.log(
        `${name}: idle ${mib(r.idle)} MiB, peak ${mib(r.peak)} MiB (${(r.peak / floor).toFixed(1)}× bare node), after the pages ${mib(r.end)} MiB; ` +
          `${(r.urls.length / r.seconds).toFixed(0)} pages/s, ${(r.bytes / 1024 / 1024).toFixed(1)} MB sent`,
      );
    }
    console.log(`after / before: peak ${(after.peak / before.peak).toFixed(2)}`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await db.drop();
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
