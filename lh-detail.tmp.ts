import { spawn } from "node:child_process";
import fs from "node:fs"; import os from "node:os"; import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const origin = "http://127.0.0.1:3308";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lh-"));
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { env: { ...process.env, DATA_DIR: dataDir, PORT: "3308", HOST: "127.0.0.1", PUBLIC_URL: origin, LOG_LEVEL: "warn", ADMIN_PASSWORD: "bench-admin-password" }, stdio: "inherit" });
for (let i = 0; i < 120; i++) { try { if ((await fetch(`${origin}/robots.txt`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 500)); }
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
for (const page of (process.env.PAGES ?? "/about").split(",")) {
  await fetch(origin + page);
  const r = await lighthouse(origin + page, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const a = r!.lhr.audits;
  console.log(page, "score", r!.lhr.categories.performance!.score);
  for (const id of ["first-contentful-paint", "largest-contentful-paint", "speed-index", "total-blocking-time", "server-response-time"]) console.log(" ", id, a[id]!.displayValue, a[id]!.score);
  for (const id of ["uses-long-cache-ttl", "render-blocking-resources", "largest-contentful-paint-element", "lcp-breakdown-insight"]) console.log(" ", id, JSON.stringify((a[id]?.details as any)?.items?.slice?.(0, 6) ?? null).slice(0, 900));
}
await chrome.kill(); server.kill("SIGTERM"); fs.rmSync(dataDir, { recursive: true, force: true }); process.exit(0);
