// Latency of the food search over the whole shipped table (8,790 foods), in the three
// languages, with and without accents, short prefixes and several words.
//
//   npm run bench:foods                                   SQLite (a temporary file)
//   BENCH_DATABASE_URL=postgres://… npm run bench:foods   PostgreSQL (a temporary schema)
//
// It times the repository's search (the SQL and the ranking), as the admin's endpoint calls it.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createDatabase } from "../server/db/database.js";
import { migrateToLatest } from "../server/db/migrate.js";
import { foodsRepository } from "../server/foods/repository.js";
import type { Language } from "../core/languages.js";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const QUERIES: [string, Language][] = [
  ["φακές", "gr"],
  ["φακεσ", "gr"],
  ["ελαιόλαδο", "gr"],
  ["γι", "gr"],
  ["σολομ", "gr"],
  ["lentejas", "es"],
  ["aceite oliva", "es"],
  ["pan", "es"],
  ["a", "es"],
  ["garbanzos cocidos", "es"],
  ["chicken breast", "en"],
  ["cheese", "en"],
  ["b", "en"],
  ["yogurt greek plain", "en"],
  ["zzz", "en"],
];

const pgUrl = process.env.BENCH_DATABASE_URL;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-foods-"));
const schema = `bench_${crypto.randomBytes(4).toString("hex")}`;

async function admin(query: string) {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  await c.query(query);
  await c.end();
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  if (pgUrl) await admin(`CREATE SCHEMA ${schema}`);
  const db = pgUrl ? createDatabase({ url: pgUrl, sqliteFile: "", pgSchema: schema }) : createDatabase({ sqliteFile: path.join(tmp, "bench.sqlite") });
  try {
    await migrateToLatest(db);
    const foods = foodsRepository(db);
    for (const [q, l] of QUERIES) await foods.search(q, l); // warm-up
    const all: number[] = [];
    console.log(`food search, ${pgUrl ? "PostgreSQL" : "SQLite"}, ${ROUNDS} rounds of ${QUERIES.length} queries`);
    for (const [q, l] of QUERIES) {
      const times: number[] = [];
      let found = 0;
      for (let i = 0; i < ROUNDS; i++) {
        const t0 = performance.now();
        found = (await foods.search(q, l)).length;
        times.push(performance.now() - t0);
      }
      all.push(...times);
      times.sort((a, b) => a - b);
      console.log(
        `  ${l} ${JSON.stringify(q).padEnd(22)} ${String(found).padStart(2)} found  p50 ${pct(times, 50).toFixed(1)} ms  p95 ${pct(times, 95).toFixed(1)} ms`,
      );
    }
    all.sort((a, b) => a - b);
    console.log(
      `all: p50 ${pct(all, 50).toFixed(1)} ms, p95 ${pct(all, 95).toFixed(1)} ms, max ${all[all.length - 1]!.toFixed(1)} ms (${all.length} searches)`,
    );
  } finally {
    await db.destroy();
    if (pgUrl) await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
