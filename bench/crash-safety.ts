// Crash safety of bookings: concurrent POST /bookings against a real server process, which is
// killed with SIGKILL mid-run (no shutdown, no flush), restarted on the same data, and checked:
// every booking that was answered 201 is there, with its slot, and no slot is held twice; and
// every one of them gets its confirmation mail exactly once (a real SMTP server counts them).
//
//   npm run bench:crash                                                   SQLite (temporary folder)
//   BENCH_DATABASE_URL=postgres://… npm run bench:crash                   PostgreSQL (temporary schema)
//   CRASH_ROUNDS=3 CRASH_SLOTS=80 CRASH_CONCURRENCY=16 npm run bench:crash
//
// Each slot is asked for twice, by different workers, so the double-booking guard is under
// fire at the moment of the kill too. Exits non-zero when a check fails.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { benchSchema } from "./pg-schema.js";
import { startServer, type ServerProcess } from "../test/server-process.js";
import { startMailbox } from "../test/mailbox.js";

/** One phone number per client: a phone may hold only BOOKING_UNPAID_LIMIT unpaid bookings. */
const phoneOf = (email: string) => `6${String([...email].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1e9, 0)).padStart(9, "0")}`;
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const SLOTS = Number(process.env.CRASH_SLOTS ?? 80);
const CONCURRENCY = Number(process.env.CRASH_CONCURRENCY ?? 16);
const ADMIN = { email: "crash@bench.local", password: "crash bench password" };
const pgUrl = process.env.BENCH_DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-crash-"));
const db = benchSchema("crash");

interface Answered {
  id: number;
  date: string;
  time: string;
  email: string;
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function freeSlots(url: string, n: number) {
  const { dates, first_date, last_date } = await json<{ dates: string[]; first_date: string; last_date: string }>(
    await fetch(`${url}/api/bookings/unavailable_dates`),
  );
  const closed = new Set(dates);
  const out: { date: string; time: string }[] = [];
  for (let d = new Date(`${first_date}T12:00:00Z`); out.length < n && d.toISOString().slice(0, 10) <= last_date; d.setUTCDate(d.getUTCDate() + 1)) {
    const date = d.toISOString().slice(0, 10);
    if (closed.has(date)) continue;
    const { available_times } = await json<{ available_times: string[] }>(await fetch(`${url}/api/bookings/available_times?date=${date}`));
    for (const time of available_times) if (out.length < n) out.push({ date, time });
  }
  return out;
}

async function round(n: number, env: Record<string, string>, answered: Answered[]): Promise<{ sent: number; ok: number; taken: number; cut: number }> {
  const server = await startServer(env, { timeoutMs: 120_000 });
  const url = server.url;
  // A paid plan: the free intro call would be confirmed at once, with nothing to pay.
  const plans = (await json<{ id: number; price: number }[]>(await fetch(`${url}/api/api/v1/service_plans?language=en`))).filter((p) => p.price > 0);
  const slots = await freeSlots(url, SLOTS);
  if (slots.length < SLOTS) console.warn(`round ${n}: only ${slots.length} free slots left`);
  // Every slot twice, shuffled, so two workers race for it.
  const queue = [...slots, ...slots].map((s, i) => ({ ...s, email: `round${n}-${i}@bench.local` })).sort(() => Math.random() - 0.5);
  const killAt = Math.floor(queue.length * (0.3 + Math.random() * 0.4));
  let sent = 0,
    ok = 0,
    taken = 0,
    cut = 0,
    done = 0;
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    server.child.kill("SIGKILL");
  };
  const worker = async () => {
    while (queue.length && !killed) {
      const b = queue.pop()!;
      sent++;
      try {
        const res = await fetch(`${url}/api/bookings`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            service_plan_id: plans[0]!.id,
            date: b.date,
            time: b.time,
            name: "Crash Test",
            email: b.email,
            phone_number: phoneOf(b.email),
            message: `round ${n}`,
          }),
        });
        if (res.status === 201) {
          const body = (await res.json()) as { id: number };
          answered.push({ id: body.id, date: b.date, time: b.time, email: b.email });
          ok++;
        } else if (res.status === 409) {
          taken++;
          await res.body?.cancel();
        } else throw new Error(`unexpected ${res.status}: ${await res.text()}`);
      } catch (e) {
        if (!killed) throw e;
        cut++; // in flight when the process died: no answer, no promise made
      }
      if (++done >= killAt) kill();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  kill();
  await server.exited;
  return { sent, ok, taken, cut };
}

/** Mails delivered against bookings confirmed (answered 201): each must have exactly one. */
async function countMails(server: ServerProcess, token: string, answered: Answered[], mailbox: Mailbox): Promise<{ problems: string[]; line: string }> {
  // The restarted server delivers what the killed one left: wait for the outbox to drain.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const open = await json<{ status: string }[]>(await fetch(`${server.url}/api/admin/outbox`, { headers: { authorization: `Bearer ${token}` } }));
    if (!open.some((m) => m.status === "pending") || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  await new Promise((r) => setTimeout(r, Number(LEASE_SECONDS) * 1000 + 6000)); // one more lease and poll: nothing doubles
  const confirmations = new Map<string, number>();
  for (const m of mailbox.received) {
    if (!/^Subject: Your booking/m.test(m.raw)) continue;
    for (const to of m.to) confirmations.set(to, (confirmations.get(to) ?? 0) + 1);
  }
  const problems: string[] = [];
  let delivered = 0;
  for (const a of answered) {
    const n = confirmations.get(a.email) ?? 0;
    if (n >= 1) delivered++;
    if (n === 0) problems.push(`booking ${a.id} (${a.email}) answered 201 but its confirmation never arrived`);
    if (n > 1) problems.push(`booking ${a.id} (${a.email}) got its confirmation ${n} times`);
  }
  const extra = [...confirmations.keys()].filter((e) => !answered.some((a) => a.email === e)).length;
  return {
    problems,
    line: `mail: ${answered.length} bookings confirmed, ${delivered} confirmation mails delivered (${problems.length ? `${problems.length} problem(s)` : "each exactly once"}); ${extra} more for bookings stored but cut off before their answer`,
  };
}

type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
const LEASE_SECONDS = "3";

async function verify(env: Record<string, string>, answered: Answered[], mailbox: Mailbox): Promise<string[]> {
  const server: ServerProcess = await startServer(env, { timeoutMs: 120_000 });
  try {
    const { token } = await json<{ token: string }>(
      await fetch(`${server.url}/api/admin/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) }),
    );
    const mail = await countMails(server, token, answered, mailbox);
    const all = await json<{ id: number; date: string; time: string; email: string; status: string }[]>(
      await fetch(`${server.url}/api/bookings`, { headers: { authorization: `Bearer ${token}` } }),
    );
    const byId = new Map(all.map((b) => [b.id, b]));
    const problems: string[] = [];
    for (const a of answered) {
      const b = byId.get(a.id);
      if (!b) problems.push(`booking ${a.id} (${a.date} ${a.time}) answered 201 but is missing`);
      else if (b.date !== a.date || b.time !== a.time || b.email !== a.email) problems.push(`booking ${a.id} changed: ${JSON.stringify(b)}`);
    }
    const holders = new Map<string, number>();
    for (const b of all)
      if (b.status === "pending_payment" || b.status === "confirmed") holders.set(`${b.date} ${b.time}`, (holders.get(`${b.date} ${b.time}`) ?? 0) + 1);
    for (const [slot, count] of holders) if (count > 1) problems.push(`slot ${slot} held by ${count} bookings`);
    console.log(mail.line);
    return [...problems, ...mail.problems];
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
}

async function main() {
  const mailbox = await startMailbox();
  const env = {
    DATA_DIR: dataDir,
    SERVE_WEB: "false",
    RATE_LIMITS: "false",
    SEED_DEMO: "true",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: "fatal",
    SMTP_URL: mailbox.url,
    OUTBOX_LEASE_SECONDS: LEASE_SECONDS,
    ...(await db.env()),
  };
  const answered: Answered[] = [];
  console.log(`crash safety on ${db.engine}: ${ROUNDS} rounds, ${SLOTS} slots × 2 requests each, ${CONCURRENCY} concurrent`);
  for (let n = 1; n <= ROUNDS; n++) {
    const r = await round(n, env, answered);
    console.log(`round ${n}: ${r.sent} sent before SIGKILL, ${r.ok} × 201, ${r.taken} × 409, ${r.cut} cut off by the kill`);
  }
  const problems = await verify(env, answered, mailbox);
  await mailbox.close();
  if (!pgUrl) {
    const db = new SQLite(path.join(dataDir, "site.sqlite"), { readonly: true });
    const check = db.pragma("integrity_check", { simple: true });
    db.close();
    if (check !== "ok") problems.push(`SQLite integrity check: ${String(check)}`);
  }
  console.log(
    `after restart: ${answered.length} bookings answered 201, ${problems.length ? `${problems.length} problem(s)` : "all present, no slot held twice"}${pgUrl ? "" : ", integrity check ok"}`,
  );
  for (const p of problems.slice(0, 20)) console.log(`  ✗ ${p}`);
  return problems.length === 0;
}

main()
  .then(async (ok) => {
    await cleanup();
    process.exit(ok ? 0 : 1);
  })
  .catch(async (e) => {
    console.error(e);
    await cleanup();
    process.exit(1);
  });

async function cleanup() {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await db.drop();
}
