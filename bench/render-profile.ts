// Where a page's time goes when it is rendered, not taken from the page store: the built site
// runs with its caches off (LIST_CACHE=false) under node's CPU profiler, answers the same pages
// over and over, and the profile is summed by self time, per package and per function.
//
//   npm run build && npm run bench:render            (RENDER_REQUESTS per page, default 200)
//
// Beside it, the time per page measured from outside (sequential requests, so the figures are
// the cost of one page with nothing else running).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serveArgs } from "../scripts/serve-args.mjs";
import { startServer } from "../test/server-process.js";

const REQUESTS = Number(process.env.RENDER_REQUESTS ?? 200);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-render-"));
const profileDir = path.join(dataDir, "profile");

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The package a script belongs to ("react-dom", "@fastify/compress"), "site" for our own build, or what node calls it. */
function owner(url: string, name: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (/\/build\/(main\.js|server\/|chunks\/)/.test(url)) return "site (build/)";
  if (url.startsWith("node:")) return "node internals";
  if (name === "(garbage collector)") return "garbage collector";
  if (name === "(idle)" || name === "(program)") return name;
  return url ? "other" : `(${name || "native"})`;
}

function summarise(file: string) {
  const p = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  p.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0)));
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of self) {
    const { callFrame: f } = byId.get(id)!;
    const who = owner(f.url, f.functionName);
    if (who === "(idle)") continue;
    busy += us;
    byOwner.set(who, (byOwner.get(who) ?? 0) + us);
    const fn = `${f.functionName || "(anonymous)"} ${who === "site (build/)" || who === "node internals" ? path.basename(f.url) : who}:${f.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { busy, owners: top(byOwner, 12), functions: top(byFunction, 15) };
}

async function main() {
  fs.mkdirSync(profileDir);
  // Seeded by a first process, so the profile holds page rendering only.
  const seeding = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "true" }, { compiled: true, timeoutMs: 120_000 });
  const api = `${seeding.url}/api`;
  const blog = ((await (await fetch(`${api}/api/v1/blogs?language=en&limit=1`)).json()) as { slug: string }[])[0]!.slug;
  const recipe = ((await (await fetch(`${api}/recipes?language=en&limit=1`)).json()) as { slug: string }[])[0]!.slug;
  seeding.child.kill("SIGTERM");
  await seeding.exited;

  const pages = ["/", "/blogs?lang=es", `/blogs/${blog}`, `/fullrecipe/${recipe}`, "/services?lang=gr", "/about"];
  const server = await startServer(
    { DATA_DIR: dataDir, LIST_CACHE: "false" },
    { compiled: true, nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`, ...serveArgs()], timeoutMs: 120_000 },
  );
  const perPage: [string, number, number][] = [];
  try {
    for (const page of pages) {
      for (let i = 0; i < 20; i++) await (await fetch(`${server.url}${page}`)).arrayBuffer(); // warm-up
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const t = performance.now();
        const res = await fetch(`${server.url}${page}`);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${page} answered ${res.status}`);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      perPage.push([page, times[Math.floor(times.length / 2)]!, times[Math.floor(times.length * 0.99)]!]);
    }
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  const file = fs.readdirSync(profileDir).find((f) => f.endsWith(".cpuprofile"));
  if (!file) throw new Error("the server wrote no CPU profile");
  const { busy, owners, functions } = summarise(path.join(profileDir, file));
  const total = REQUESTS * pages.length;
  const ms = (us: number) => (us / 1000 / total).toFixed(2);
  console.log(
    `render profile: ${pages.length} pages × ${REQUESTS} requests, caches off; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  console.log("\n| page | p50 | p99 |\n|---|---|---|");
  for (const [page, p50, p99] of perPage) console.log(`| \`${page}\` | ${p50.toFixed(1)} ms | ${p99.toFixed(1)} ms |`);
  console.log(`\nserver CPU per request (warm-up included): ${ms(busy)} ms\n\n| where (self time) | ms per request | share |\n|---|---|---|`);
  for (const [who, us] of owners) console.log(`| ${who} | ${ms(us)} | ${((us / busy) * 100).toFixed(0)} % |`);
  console.log("\n| function | ms per request | share |\n|---|---|---|");
  for (const [fn, us] of functions) console.log(`| \`${fn}\` | ${ms(us)} | ${((us / busy) * 100).toFixed(1)} % |`);
}

main()
  .then(
    () => process.exit(0),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  )
  .finally(() => fs.rmSync(dataDir, { recursive: true, force: true }));
