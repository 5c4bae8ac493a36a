import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PG_URL, dialect } from "../../test/app.js";
import { startMailbox } from "../../test/mailbox.js";
import { subject } from "../../test/mime.js";
import { startServer, type ServerProcess } from "../../test/server-process.js";
import { createPgSchema, dropPgSchema } from "../../test/pg-schema.js";

// A real server process, killed with SIGKILL the moment it has answered 201: the booking's
// mails were stored with it, so the restarted server delivers them, exactly once.
describe("mail survives a crash right after the booking", { timeout: 240_000 }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-outbox-crash-"));
  const schema = `crash_${crypto.randomBytes(4).toString("hex")}`;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    mailbox = await startMailbox();
    env = {
      DATA_DIR: dataDir,
      SERVE_WEB: "false",
      RATE_LIMITS: "false",
      SEED_DEMO: "true",
      SMTP_URL: mailbox.url,
      NUTRITIONIST_EMAIL: "elena@practice.test",
      ADMIN_EMAIL: "admin@crash.test",
      ADMIN_PASSWORD: "a long enough password",
      // A mail claimed by the killed process is taken up again after this.
      OUTBOX_LEASE_SECONDS: "3",
    };
    if (dialect === "postgres") env.DATABASE_URL = await createPgSchema(PG_URL, schema);
  });
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill("SIGKILL");
    await mailbox.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (dialect === "postgres") await dropPgSchema(PG_URL, schema);
  });

  it("delivers the confirmation and the notice exactly once after SIGKILL and a restart", async () => {
    server = await startServer(env, { timeoutMs: 90_000 });
    const api = `${server.url}/api`;
    const plans = ((await (await fetch(`${api}/api/v1/service_plans?language=en`)).json()) as { id: number; price: number }[]).filter((p) => p.price > 0);
    const { dates, first_date } = (await (await fetch(`${api}/bookings/unavailable_dates`)).json()) as { dates: string[]; first_date: string };
    let slot: { date: string; time: string } | undefined;
    for (let d = new Date(`${first_date}T12:00:00Z`); !slot; d.setUTCDate(d.getUTCDate() + 1)) {
      const date = d.toISOString().slice(0, 10);
      if (dates.includes(date)) continue;
      const { available_times } = (await (await fetch(`${api}/bookings/available_times?date=${date}`)).json()) as { available_times: string[] };
      if (available_times.length) slot = { date, time: available_times[0]! };
    }
    const res = await fetch(`${api}/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ service_plan_id: plans[0]!.id, ...slot, name: "Crash Test", email: "crash@example.com", phone_number: "6123456789" }),
    });
    expect(res.status).toBe(201);
    server.child.kill("SIGKILL");
    expect((await server.exited).signal).toBe("SIGKILL");

    server = await startServer(env, { timeoutMs: 90_000 });
    const isConfirmation = (m: { to: string[]; raw: string }) => m.to.includes("crash@example.com") && subject(m.raw).startsWith("Your booking");
    const isNotice = (m: { to: string[]; raw: string }) => m.to.includes("elena@practice.test") && subject(m.raw).startsWith("New booking: Crash Test");
    await expect.poll(() => mailbox.received.filter(isConfirmation).length, { timeout: 30_000, interval: 200 }).toBeGreaterThanOrEqual(1);
    await expect.poll(() => mailbox.received.filter(isNotice).length, { timeout: 30_000, interval: 200 }).toBeGreaterThanOrEqual(1);
    // Past another lease and poll: nothing is sent a second time.
    await new Promise((r) => setTimeout(r, 8_000));
    expect(mailbox.received.filter(isConfirmation).length).toBe(1);
    expect(mailbox.received.filter(isNotice).length).toBe(1);
    server.child.kill("SIGTERM");
    expect((await server.exited).code).toBe(0);
  });
});
