// Lighthouse 12 (mobile preset: emulated phone, simulated slow 4G, CPU slowdown calibrated to
// the host) on the public pages of the built site, in Debian's Chromium.
//
//   npm run build && npm run bench:lighthouse
//
// First the host's benchmark index is read (the median of three Lighthouse runs of the home
// page) and the CPU slowdown is calibrated to it (cpu-calibration.ts), so that a slower or a
// faster machine measures the same reference phone; BENCH_CPU_MULTIPLIER sets the slowdown
// instead (4 is Lighthouse's default). A run whose own index is more than 15 % from that one
// takes the slowdown again from it and is repeated. Each page's median run (by performance
// score) is printed with the main thread's work by kind and its long tasks. The first row is
// a reference page of one heading, served beside the site: what the measure costs before any
// page's own work.
//
// BENCH_PORT (default 3308), CHROMIUM_PATH (default /usr/bin/chromium), BENCH_RUNS (runs per
// page, the median by performance score is kept; default 3), BENCH_PAGES (a comma-separated
// subset of the pages, by address, e.g. "/book-consultation", or "reference"), BENCH_TZ (the browser's time zone,
// e.g. "Europe/Madrid" for a visitor in the practice's city; default the machine's: the booking
// page does more for a visitor whose clock is not Madrid's, docs/decisions/033).
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { serveArgs, serveEnv } from "../scripts/serve-args.mjs";
import { calibratedMultiplier, median } from "./cpu-calibration.js";

const PORT = Number(process.env.BENCH_PORT ?? 3308);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** How far (as a fraction) a run's host index may be from the calibrated one before the slowdown is taken again. */
const INDEX_DRIFT = 0.15;
const MAX_RECALIBRATIONS = 3;
const origin = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-lighthouse-"));

const server = spawn(process.execPath, serveArgs(), {
  env: {
    ...process.env,
    ...serveEnv(),
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    PUBLIC_URL: origin,
    LOG_LEVEL: "warn",
    ADMIN_PASSWORD: "bench-admin-password",
  },
  stdio: "inherit",
});
const stop = () => {
  server.kill("SIGTERM");
  bare.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
};

// The reference: a page of one heading and one line, with no stylesheet and no script, served
// beside the site. Its figures are what the measure itself costs on this host at this slowdown
// (the browser's own start of a document), the floor under every page of the site.
const BARE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content="A reference page."><title>Reference</title></head><body><main><h1>Reference</h1><p>One line of text.</p></main></body></html>';
const REFERENCE = "reference (one heading, no stylesheet, no script)";
const bare = http.createServer((_req, res) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(BARE_PAGE));
const bareOrigin = new Promise<string>((resolve) =>
  bare.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(bare.address() as { port: number }).port}`)),
);

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the site did not start");
}

/** First request of each page and of the pictures it names: image variants are made on first request. */
async function warm(url: string): Promise<void> {
  const html = await (await fetch(url)).text();
  const images = new Set([...html.matchAll(/\/api\/uploads\/images\/[a-z0-9.-]+/g)].map((m) => m[0]));
  await Promise.all([...images].map((i) => fetch(`${origin}${i}`).then((r) => r.arrayBuffer())));
}

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
  js: number;
  benchmarkIndex: number;
  /** The CPU slowdown the run used. */
  multiplier: number;
  /** Main-thread milliseconds by kind of work (Lighthouse's mainthread-work-breakdown groups, folded). */
  work: { styleLayout: number; parsing: number; script: number; other: number };
  longTasks: { count: number; total: number; longest: number };
  failed: string[];
}

type Details = { items?: Record<string, unknown>[] } | undefined;

/** Folds Lighthouse's groups into the four kinds the README reads: style and layout, parsing, script, other. */
function mainThreadWork(details: Details): Row["work"] {
  const work = { styleLayout: 0, parsing: 0, script: 0, other: 0 };
  for (const item of details?.items ?? []) {
    const ms = Number(item.duration ?? 0);
    switch (item.group) {
      case "styleLayout":
        work.styleLayout += ms;
        break;
      case "parseHTML":
      case "scriptParseCompile":
        work.parsing += ms;
        break;
      case "scriptEvaluation":
        work.script += ms;
        break;
      default:
        work.other += ms;
    }
  }
  return work;
}

function longTasks(details: Details): Row["longTasks"] {
  const durations = (details?.items ?? []).map((t) => Number(t.duration ?? 0));
  return { count: durations.length, total: durations.reduce((a, b) => a + b, 0), longest: Math.max(0, ...durations) };
}

async function main() {
  await waitForServer();
  const api = `${origin}/api`;
  const blog = ((await (await fetch(`${api}/api/v1/blogs?language=en&limit=1`)).json()) as { slug: string }[])[0]?.slug;
  const recipe = ((await (await fetch(`${api}/recipes?language=en&limit=1`)).json()) as { slug: string }[])[0]?.slug;
  const bareUrl = `${await bareOrigin}/`;
  const all = [REFERENCE, "/", "/services", `/blogs/${blog}`, `/fullrecipe/${recipe}`, "/book-consultation", "/about", "/contact"];
  const only = process.env.BENCH_PAGES?.split(",").map((p) => p.trim());
  const pages = only ? all.filter((p) => only.includes(p === REFERENCE ? "reference" : p)) : all;

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    ...(process.env.BENCH_TZ ? { envVars: { ...process.env, TZ: process.env.BENCH_TZ } } : {}),
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const rows: Row[] = [];
  let multiplier = Number(process.env.BENCH_CPU_MULTIPLIER);
  let hostIndex = Number.NaN;
  try {
    // The host's benchmark index, measured by Lighthouse itself on this browser, now.
    await warm(`${origin}/`);
    const indexes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const probe = await lighthouse(`${origin}/`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
      indexes.push(probe!.lhr.environment.benchmarkIndex);
    }
    hostIndex = median(indexes);
    const calibrated = !Number.isFinite(multiplier) || multiplier <= 0;
    if (calibrated) multiplier = calibratedMultiplier(hostIndex);
    console.log(
      `Host benchmark index ${Math.round(hostIndex)} (runs: ${indexes.map(Math.round).join(", ")}); CPU slowdown ${multiplier.toFixed(2)}× ${
        process.env.BENCH_CPU_MULTIPLIER ? "(set by BENCH_CPU_MULTIPLIER)" : "(calibrated; Lighthouse's default is 4×)"
      }`,
    );
    for (const page of pages) {
      const url = page === REFERENCE ? bareUrl : `${origin}${page}`;
      if (page !== REFERENCE) await warm(url);
      const runs: Row[] = [];
      for (let i = 0; i < RUNS; i++) {
        const measure = async () =>
          (await lighthouse(url, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
            throttling: { cpuSlowdownMultiplier: multiplier },
          } as Parameters<typeof lighthouse>[1]))!.lhr;
        let lhr = await measure();
        // Each run reads the host's index again. On a machine shared with other work its speed
        // moves during a bench; a run whose index is far from the one the slowdown was taken
        // from measured another phone, so the slowdown is taken again from it and the run repeated.
        for (let retry = 0; calibrated && retry < MAX_RECALIBRATIONS && Math.abs(lhr.environment.benchmarkIndex / hostIndex - 1) > INDEX_DRIFT; retry++) {
          hostIndex = lhr.environment.benchmarkIndex;
          multiplier = calibratedMultiplier(hostIndex);
          console.log(`  the host's index moved to ${Math.round(hostIndex)}: slowdown now ${multiplier.toFixed(2)}×, run repeated`);
          lhr = await measure();
        }
        // LIGHTHOUSE_REPORTS=<folder> keeps each whole report, to read an audit's details.
        if (process.env.LIGHTHOUSE_REPORTS) {
          fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
          const name = page === REFERENCE ? "reference" : page.replace(/\W+/g, "_") || "home";
          fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${name}-${i + 1}.json`), JSON.stringify(lhr));
        }
        const audit = (id: string) => lhr.audits[id]!;
        const requests =
          (audit("network-requests").details as unknown as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
        const js = requests.filter((x) => x.resourceType === "Script").reduce((sum, x) => sum + (x.transferSize ?? 0), 0);
        runs.push({
          page,
          performance: lhr.categories.performance!.score ?? 0,
          accessibility: lhr.categories.accessibility!.score ?? 0,
          bestPractices: lhr.categories["best-practices"]!.score ?? 0,
          seo: lhr.categories.seo!.score ?? 0,
          lcp: audit("largest-contentful-paint").numericValue ?? 0,
          cls: audit("cumulative-layout-shift").numericValue ?? 0,
          tbt: audit("total-blocking-time").numericValue ?? 0,
          js,
          benchmarkIndex: lhr.environment.benchmarkIndex,
          multiplier,
          work: mainThreadWork(audit("mainthread-work-breakdown").details as unknown as Details),
          longTasks: longTasks(audit("long-tasks").details as unknown as Details),
          failed: Object.values(lhr.audits)
            .filter(
              (a) =>
                a.score !== null &&
                a.score < 0.9 &&
                a.scoreDisplayMode !== "informative" &&
                a.scoreDisplayMode !== "manual" &&
                a.scoreDisplayMode !== "notApplicable",
            )
            .map((a) => a.id),
        });
      }
      runs.sort((a, b) => a.performance - b.performance);
      rows.push(runs[Math.floor(runs.length / 2)]!);
      const r = rows.at(-1)!;
      console.log(`${page}: perf ${r.performance} a11y ${r.accessibility} bp ${r.bestPractices} seo ${r.seo}; failing: ${r.failed.join(", ") || "none"}`);
    }
  } finally {
    await chrome.kill();
  }
  console.log(
    `\nHost benchmark index ${Math.round(hostIndex)}, CPU slowdown ${multiplier.toFixed(2)}× (the last calibration; each row gives its own), median of ${RUNS} run(s) per page.` +
      `\nBrowser time zone: ${process.env.BENCH_TZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
  );
  console.log("\n| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT | JS (transferred) |\n|---|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    console.log(
      `| \`${r.page}\` | ${r.performance.toFixed(2)} | ${r.accessibility.toFixed(2)} | ${r.bestPractices.toFixed(2)} | ${r.seo.toFixed(2)} | ${(r.lcp / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} ms | ${(r.js / 1024).toFixed(1)} KB |`,
    );
  }
  console.log(
    "\nMain thread of the median run (ms, at the slowdown above):\n\n| page | style and layout | parsing | script | other | long tasks (count, total, longest) | host index | slowdown |\n|---|---|---|---|---|---|---|---|",
  );
  for (const r of rows) {
    const w = r.work;
    console.log(
      `| \`${r.page}\` | ${Math.round(w.styleLayout)} | ${Math.round(w.parsing)} | ${Math.round(w.script)} | ${Math.round(w.other)} | ${r.longTasks.count}, ${Math.round(r.longTasks.total)}, ${Math.round(r.longTasks.longest)} | ${Math.round(r.benchmarkIndex)} | ${r.multiplier.toFixed(2)}× |`,
    );
  }
}

main().then(
  () => {
    stop();
    process.exit(0);
  },
  (e) => {
    console.error(e);
    stop();
    process.exit(1);
  },
);
