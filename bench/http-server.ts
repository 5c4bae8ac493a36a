// The site under load for bench/http.ts, in its own process so the load generator does not
// share its CPU: the real site (API and server-rendered pages, production build) on PORT, the
// same site with LIST_CACHE=false on PORT+2 (same database), and a bare Fastify on BARE_PORT
// that answers the very same bytes from memory, for the ratios.
//
// BENCH_ROWS: blogs and recipes to have in the database (the demo content, then copies of it).
import "../server/production-env.js";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Fastify from "fastify";
import { buildApp } from "../server/app.js";
import { createDeps, openDatabase } from "../server/bootstrap.js";
import { loadConfig } from "../server/config.js";
import { seedDemoContent } from "../server/seed/seed.js";
import { webPlugin } from "../server/web.js";
import { copyDemoContent } from "./copies.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ROWS = Number(process.env.BENCH_ROWS ?? 100);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-http-"));
process.on("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
for (const s of ["SIGTERM", "SIGINT"] as const) process.on(s, () => process.exit(0));

const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent", HOST: "127.0.0.1", SMTP_URL: "" });
const db = await openDatabase(config);
const deps = createDeps(config, db);
await seedDemoContent(db, deps.storage, config.API_BASE_PATH);

await copyDemoContent(db, ROWS);

const port = Number(process.env.PORT ?? 3308);
const app = await buildApp(deps, { web: webPlugin(path.join(root, "build")) });
await app.listen({ port, host: "127.0.0.1" });
const uncached = await buildApp({ ...deps, config: { ...config, LIST_CACHE: false } }, { web: webPlugin(path.join(root, "build")) });
await uncached.listen({ port: port + 2, host: "127.0.0.1" });

// The bare handler answers each target's body as captured now, so a ratio compares the work
// around the same bytes.
const base = config.API_BASE_PATH;
const firstBlog = (await app.inject({ url: `${base}/api/v1/blogs?language=en` })).json()[0]?.slug as string;
const targets: Record<string, string> = {
  service_plans: `${base}/api/v1/service_plans?language=en`,
  blogs: `${base}/api/v1/blogs?language=en`,
  recipes: `${base}/recipes?language=en`,
  blogs_page: `${base}/api/v1/blogs?language=en&limit=12`,
  recipes_page: `${base}/recipes?language=en&limit=12`,
  home: "/",
  blog: `/blogs/${firstBlog}`,
  // The list pages, 12 items each: their cost must not grow with the number of rows.
  blogs_list_page: "/blogs",
  recipes_list_page: "/recipes?page=2",
  // The booking page: its shell is kept like the content pages' (server/http/page-cache.ts).
  booking_page: "/book-consultation?lang=es",
};
const bare = Fastify();
for (const [name, url] of Object.entries(targets)) {
  const res = await app.inject({ url });
  const type = String(res.headers["content-type"]);
  const body = res.rawPayload;
  bare.get(`/${name}`, async (_req, reply) => reply.type(type).send(body));
  process.stderr.write(`${name}: ${url} → ${res.statusCode}, ${body.length} bytes\n`);
}
await bare.listen({ port: Number(process.env.BARE_PORT ?? 3309), host: "127.0.0.1" });
process.stdout.write(`READY ${JSON.stringify(targets)}\n`);
