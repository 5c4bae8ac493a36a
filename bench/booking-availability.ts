// Latency of the availability endpoints with 10,000 bookings stored, and the booking race.
//
//   npm run bench:booking                                   SQLite (a temporary file)
//   BENCH_DATABASE_URL=postgres://… npm run bench:booking   PostgreSQL (a temporary schema)
//
// Requests go through the whole Fastify stack in-process (app.inject: routing, validation,
// handler, SQL, serialisation), without a network socket.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { DEFAULT_AVAILABILITY, addDays, gridSlots, madridToday } from "../core/booking-rules.js";
import { buildApp } from "../server/app.js";
import { systemClock } from "../server/kernel/clock.js";
import { loadConfig } from "../server/config.js";
import { createDatabase } from "../server/db/database.js";
import { migrateToLatest } from "../server/db/migrate.js";
import type { NewRow } from "../server/db/schema.js";
import type { Mailer } from "../server/mail/mailer.js";
import { localStorage } from "../server/storage/storage.js";

const TOTAL_BOOKINGS = 10_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 1000);
const RACE_ROUNDS = Number(process.env.BENCH_RACE_ROUNDS ?? 10);
const RACERS = 50;

const pgUrl = process.env.BENCH_DATABASE_URL;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-booking-"));
const schema = `bench_${crypto.randomBytes(4).toString("hex")}`;

async function openDb() {
  if (pgUrl) {
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    await c.query(`CREATE SCHEMA ${schema}`);
    await c.end();
    return createDatabase({ url: pgUrl, sqliteFile: "", pgSchema: schema });
  }
  return createDatabase({ sqliteFile: path.join(tmp, "bench.sqlite") });
}

async function cleanup() {
  if (pgUrl) {
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await c.end();
  }
  fs.rmSync(tmp, { recursive: true, force: true });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const f = (v: number) => v.toFixed(2).padStart(7);
  return `p50 ${f(percentile(s, 50))} ms   p95 ${f(percentile(s, 95))} ms   p99 ${f(percentile(s, 99))} ms   max ${f(s.at(-1)!)} ms`;
}

/** Past sessions fill weekday slots backwards from yesterday; the horizon is two-thirds booked. */
function bookings(planId: number, title: string): NewRow<"bookings">[] {
  const now = Date.now();
  const today = madridToday(now);
  const rows: NewRow<"bookings">[] = [];
  const row = (date: string, time: string, start: number, status: string, holds: boolean, i: number): NewRow<"bookings"> => ({
    service_plan_id: planId,
    service_plan_title: title,
    name: `Client ${i}`,
    email: `client${i}@example.com`,
    phone_number: "6000000000",
    date,
    time,
    status,
    message: "",
    language: "en",
    slot_key: holds ? `${date} ${time}` : null,
    manage_token_hash: crypto.randomBytes(32).toString("hex"),
    start_at: new Date(start).toISOString(),
    duration_minutes: 60,
    created_at: new Date(start - 7 * 86_400_000).toISOString(),
    updated_at: new Date(start - 7 * 86_400_000).toISOString(),
  });
  for (let d = 3; d <= DEFAULT_AVAILABILITY.horizon_days; d++) {
    const date = addDays(today, d);
    gridSlots(DEFAULT_AVAILABILITY, date).forEach((s, k) => {
      if (k % 3 !== 2) rows.push(row(date, s.time, s.start, k % 2 ? "confirmed" : "pending_payment", true, rows.length));
    });
  }
  for (let d = 1; rows.length < TOTAL_BOOKINGS; d++) {
    const date = addDays(today, -d);
    for (const s of gridSlots(DEFAULT_AVAILABILITY, date)) {
      if (rows.length >= TOTAL_BOOKINGS) break;
      const cancelled = rows.length % 7 === 0;
      rows.push(row(date, s.time, s.start, cancelled ? "cancelled" : "completed", !cancelled, rows.length));
    }
  }
  return rows;
}

async function main() {
  const db = await openDb();
  await migrateToLatest(db);
  const config = loadConfig({ DATA_DIR: tmp, LOG_LEVEL: "silent", NODE_ENV: "test" });
  // Mail is not what is measured here.
  const mailer: Mailer = { send: async () => {}, close: () => {} };
  const app = await buildApp({ config, db, mailer, storage: localStorage(path.join(tmp, "files")), clock: systemClock });
  await app.ready();
  const base = config.API_BASE_PATH;

  const [plan] = await app.repos.servicePlans.createMany(
    (["en", "es", "gr"] as const).map((language) => ({
      title: "Consultation",
      description: "Bench",
      price: 60,
      order: 1,
      language,
      payment_link: null,
      features_attributes: [],
    })),
  );
  await app.repos.bookingAvailability.saveAvailability(DEFAULT_AVAILABILITY);
  const t0 = performance.now();
  await app.repos.bookings.insertMany(bookings(plan!.id, plan!.title), "bench");
  const count = await app.repos.bookings.count();
  console.log(`engine: ${pgUrl ? "PostgreSQL" : "SQLite"}   bookings stored: ${count} (inserted in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  console.log(`node ${process.version}, ${os.cpus().length} CPU(s) ${os.cpus()[0]?.model ?? ""}`);

  const today = madridToday(Date.now());
  const time = async (url: string) => {
    const start = performance.now();
    const res = await app.inject({ url });
    const ms = performance.now() - start;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return ms;
  };
  const run = async (label: string, url: (i: number) => string) => {
    for (let i = 0; i < 100; i++) await time(url(i)); // warm-up
    const ms: number[] = [];
    for (let i = 0; i < SAMPLES; i++) ms.push(await time(url(i)));
    console.log(`${label.padEnd(34)} ${summary(ms)}   (${SAMPLES} sequential requests)`);
  };

  console.log("");
  await run("GET /bookings/unavailable_dates", () => `${base}/bookings/unavailable_dates`);
  await run("GET /bookings/available_times", (i) => `${base}/bookings/available_times?date=${addDays(today, i % 61)}`);

  // The race: RACERS concurrent POSTs for one free slot, RACE_ROUNDS times on different slots.
  const free: { date: string; time: string }[] = [];
  for (let d = 3; free.length < RACE_ROUNDS && d <= 60; d++) {
    const date = addDays(today, d);
    const { available_times } = (await app.inject({ url: `${base}/bookings/available_times?date=${date}` })).json();
    for (const t of available_times as string[]) if (free.length < RACE_ROUNDS) free.push({ date, time: t });
  }
  let created = 0;
  let conflicts = 0;
  let other = 0;
  const rounds: number[] = [];
  const answers: number[] = [];
  for (const slot of free) {
    const start = performance.now();
    const results = await Promise.all(
      Array.from({ length: RACERS }, async (_, i) => {
        const s = performance.now();
        const res = await app.inject({
          method: "POST",
          url: `${base}/bookings`,
          payload: {
            service_plan_id: plan!.id,
            date: slot.date,
            time: slot.time,
            name: "Racer",
            email: `racer${i}@example.com`,
            phone_number: "6000000000",
            message: "",
          },
        });
        answers.push(performance.now() - s);
        return res.statusCode;
      }),
    );
    rounds.push(performance.now() - start);
    const won = results.filter((c) => c === 201).length;
    created += won;
    conflicts += results.filter((c) => c === 409).length;
    other += results.filter((c) => c !== 201 && c !== 409).length;
    if (won !== 1) console.error(`slot ${slot.date} ${slot.time}: ${won} bookings created!`);
  }
  console.log("");
  console.log(`race: ${free.length} rounds x ${RACERS} concurrent POSTs for one slot -> ${created} x 201, ${conflicts} x 409, ${other} other`);
  console.log(`  time per round (all ${RACERS} answered)  ${summary(rounds)}`);
  console.log(`  time per answer                 ${summary(answers)}`);

  await app.close();
  await db.destroy();
  await cleanup();
  if (created !== free.length || other > 0) process.exit(1);
}

main().catch(async (e) => {
  console.error(e);
  await cleanup().catch(() => {});
  process.exit(1);
});
