// Memory of one server process feature by feature (decision 023: under 200 MiB a process): the
// resident size after twenty invoice PDFs, after three 5 MB calendar imports, and after a
// mixed run of pages, availability, bookings paid by hand, PDFs and calendar refreshes.
// Figures, not assertions: each line also splits the size into the V8 heap, array buffers and
// the rest (bench/memory-probe.mjs), and the run ends with the load average.
//
//   npm run build && npm run bench:memory-features                          SQLite
//   BENCH_DATABASE_URL=postgres://… npm run bench:memory-features           PostgreSQL (temporary schema)
//
// The server runs as `npm run serve` does (its heap limits and allocator setting). Her three
// calendars are served from this process on 127.0.0.1 (FETCH_ALLOW_PRIVATE_HOSTS lets the
// server fetch them): 15,000 events each over fifteen years, about 5 MB. MIXED_ROUNDS (default 10).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serveArgs } from "../scripts/serve-args.mjs";
import { startServer, type ServerProcess } from "../test/server-process.js";
import { benchSchema } from "./pg-schema.js";

const ROUNDS = Number(process.env.MIXED_ROUNDS ?? 10);
const ADMIN = { email: "bench@example.com", password: "bench-admin-password" };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-memory-features-"));
const probeFile = path.join(dataDir, "probe.json");
const probeScript = path.join(import.meta.dirname, "memory-probe.mjs");
const db = benchSchema("memfeat");

/** A calendar export of about 5 MB: 15,000 one-hour events, one a day or so since 2012. */
function calendar(seed: string): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//bench//memory//EN"];
  const start = Date.UTC(2012, 0, 2, 9);
  for (let i = 0; i < 15_000; i++) {
    const at = new Date(start + i * 9.1 * 3_600_000 * 4);
    const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");
    lines.push(
      "BEGIN:VEVENT",
      `UID:${seed}-${i}@bench.example`,
      `DTSTAMP:${stamp(at)}`,
      `DTSTART:${stamp(at)}`,
      `DTEND:${stamp(new Date(at.getTime() + 3_600_000))}`,
      `SUMMARY:Appointment ${i} of calendar ${seed}`,
      `DESCRIPTION:${"Notes of the day, written at length as people do in their calendars. ".repeat(3).trim()}`,
      "LOCATION:Calle de Alcalá 120\\, Madrid",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.join("\r\n") + "\r\n";
}

function status(pid: number, field: string): number {
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
}

interface Probe {
  usage: NodeJS.MemoryUsage;
  spaces: Record<string, { used: number; committed: number }>;
}

/** The resident size now and at its peak, with the server's own account of where it goes. */
async function report(server: ServerProcess, after: string): Promise<void> {
  fs.rmSync(probeFile, { force: true });
  server.child.kill("SIGWINCH");
  for (let i = 0; i < 100 && !fs.existsSync(probeFile); i++) await new Promise((r) => setTimeout(r, 50));
  const p = JSON.parse(fs.readFileSync(probeFile, "utf8")) as Probe;
  const m = (b: number) => (b / 1024 / 1024).toFixed(0);
  const committed = Object.values(p.spaces).reduce((n, s) => n + s.committed, 0);
  const pid = server.child.pid!;
  console.log(
    `| ${after} | ${(status(pid, "VmRSS") / 1024).toFixed(0)} | ${(status(pid, "VmHWM") / 1024).toFixed(0)} | ` +
      `${m(p.usage.heapUsed)} / ${m(committed)} | ${m(p.usage.arrayBuffers)} | ${m(p.usage.rss - committed - p.usage.external)} |`,
  );
}

async function main() {
  const bodies = ["a", "b", "c"].map((seed) => Buffer.from(calendar(seed)));
  const files = http.createServer((req, res) => {
    const body = bodies["abc".indexOf(req.url!.slice(1, 2))];
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "text/calendar", "content-length": body.length }).end(body);
  });
  await new Promise<void>((r) => files.listen(0, "127.0.0.1", r));
  const filesUrl = `http://127.0.0.1:${(files.address() as { port: number }).port}`;

  const dbEnv = await db.env();
  // A first start seeds the demo content, drawing its pictures with sharp (libvips): that
  // start's memory is its own (bench/README.md, start-up). The measured process is the next
  // one, on the seeded data, as a restarted or second instance runs.
  const env = {
    ...dbEnv,
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMITS: "false",
    BOOKING_UNPAID_LIMIT: "100",
    FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1",
    MEMORY_PROBE_FILE: probeFile,
  };
  const seeding = await startServer(env, { compiled: true, timeoutMs: 180_000 });
  seeding.child.kill("SIGTERM");
  await seeding.exited;
  const server = await startServer(env, { compiled: true, nodeArgs: ["--import", pathToFileURL(probeScript).href, ...serveArgs()], timeoutMs: 180_000 });
  const api = `${server.url}/api`;
  try {
    const call = async (method: string, url: string, body?: unknown, token?: string) => {
      const res = await fetch(`${api}${url}`, {
        method,
        headers: { ...(body !== undefined && { "content-type": "application/json" }), ...(token && { authorization: `Bearer ${token}` }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
      return res;
    };
    const { token } = (await (await call("POST", "/admin/login", ADMIN)).json()) as { token: string };
    await call("PUT", "/api/admin/practice", { legal_name: "Elena Martínez Ruiz", tax_id: "12345678Z", address: "Calle de Alcalá 100, 28009 Madrid" }, token);
    const plans = (await (await call("GET", "/api/v1/service_plans?language=es")).json()) as { id: number; price: number; intro_call: boolean }[];
    const paid = plans.find((p) => !p.intro_call && p.price > 0)!;

    // Free times from the live availability, soonest first, taken one by one.
    const { dates, first_date, last_date } = (await (await call("GET", "/bookings/unavailable_dates")).json()) as {
      dates: string[];
      first_date: string;
      last_date: string;
    };
    const slots: [string, string][] = [];
    for (let d = new Date(`${first_date}T12:00:00Z`); d.toISOString().slice(0, 10) <= last_date; d.setUTCDate(d.getUTCDate() + 1)) {
      const date = d.toISOString().slice(0, 10);
      if (dates.includes(date)) continue;
      const { available_times } = (await (await call("GET", `/bookings/available_times?date=${date}`)).json()) as { available_times: string[] };
      for (const time of available_times) slots.push([date, time]);
    }
    let booked = 0;
    /** A booking paid by hand: its invoice is issued; answers the invoice's id. */
    const paidBooking = async (): Promise<number> => {
      const [date, time] = slots.shift()!;
      const n = booked++;
      const res = await call("POST", "/bookings", {
        service_plan_id: paid.id,
        date,
        time,
        name: `Cliente ${n}`,
        email: `client-${n}@example.com`,
        phone_number: `6${String(10_000_000 + n).padStart(9, "0")}`,
        language: ["en", "es", "gr"][n % 3],
      });
      const { id } = (await res.json()) as { id: number };
      await call("POST", `/bookings/${id}/mark_paid`, undefined, token);
      const invoices = (await (await call("GET", `/api/admin/invoices?booking_id=${id}`, undefined, token)).json()) as { id: number }[];
      return invoices[0]!.id;
    };
    const pdf = async (id: number) => (await call("GET", `/api/admin/invoices/${id}/pdf`, undefined, token)).arrayBuffer();

    console.log(`${db.engine}, ${ROUNDS} mixed rounds; node ${process.version}\n`);
    console.log("| after | RSS MiB | peak MiB | V8 heap used / committed | array buffers | the rest (code, malloc) |");
    console.log("|---|---:|---:|---:|---:|---:|");
    await new Promise((r) => setTimeout(r, 2_000));
    await report(server, "start (idle)");

    const invoiceIds: number[] = [];
    for (let i = 0; i < 20; i++) invoiceIds.push(await paidBooking());
    await report(server, "20 bookings paid by hand (invoices issued)");
    for (const id of invoiceIds) await pdf(id);
    await report(server, "20 invoice PDFs");

    const imports: number[] = [];
    for (const seed of ["a", "b", "c"]) {
      const res = await call("POST", "/admin/calendar_imports", { url: `${filesUrl}/${seed}.ics` }, token);
      const row = (await res.json()) as { id: number; last_error?: string | null };
      imports.push(row.id);
    }
    await report(server, "three 5 MB calendar imports");

    const pages = ["/", "/services", "/blogs", "/recipes", "/about", "/book-consultation"];
    for (let round = 0; round < ROUNDS; round++) {
      for (const lang of ["en", "es", "gr"]) for (const page of pages) await (await fetch(`${server.url}${page}?lang=${lang}`)).arrayBuffer();
      for (const [date] of slots.slice(0, 5)) await call("GET", `/bookings/available_times?date=${date}`);
      const id = await paidBooking();
      await pdf(id);
      await pdf(invoiceIds[round % invoiceIds.length]!);
      await call("POST", `/admin/calendar_imports/${imports[round % imports.length]}/refresh`, undefined, token);
    }
    await report(server, `mixed run (${ROUNDS} rounds)`);
    await new Promise((r) => setTimeout(r, 10_000));
    await report(server, "10 s later");
    console.log(
      `\nload average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    files.close();
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
