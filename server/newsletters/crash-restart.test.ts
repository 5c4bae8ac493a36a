import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PG_URL, dialect } from "../../test/app.js";
import { startMailbox } from "../../test/mailbox.js";
import { header, subject } from "../../test/mime.js";
import { startServer, type ServerProcess } from "../../test/server-process.js";
import { createDatabase } from "../db/database.js";
import { createPgSchema, dropPgSchema } from "../../test/pg-schema.js";

const READERS = 300;

// A real server process killed with SIGKILL in the middle of a newsletter's send, then
// started again: the send goes on where it stopped and every reader holds exactly one copy.
describe("a newsletter send survives a crash", { timeout: 300_000 }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-newsletter-crash-"));
  const schema = `nlcrash_${crypto.randomBytes(4).toString("hex")}`;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    mailbox = await startMailbox();
    env = {
      DATA_DIR: dataDir,
      SERVE_WEB: "false",
      RATE_LIMITS: "false",
      SMTP_URL: mailbox.url,
      ADMIN_EMAIL: "admin@crash.test",
      ADMIN_PASSWORD: "a long enough password",
      OUTBOX_LEASE_SECONDS: "3",
      NEWSLETTER_RATE_PER_MINUTE: "100000",
    };
    if (dialect === "postgres") env.DATABASE_URL = await createPgSchema(PG_URL, schema);
  });
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill("SIGKILL");
    await mailbox.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (dialect === "postgres") await dropPgSchema(PG_URL, schema);
  });

  it("delivers one copy to every confirmed reader after SIGKILL and a restart, and none to the unconfirmed", async () => {
    server = await startServer(env, { timeoutMs: 90_000 });
    const db = createDatabase({ url: env.DATABASE_URL, sqliteFile: path.join(dataDir, "site.sqlite"), pgSchema: dialect === "postgres" ? schema : undefined });
    const at = new Date().toISOString();
    const readers = Array.from({ length: READERS }, (_, i) => `reader${i}@example.com`);
    await db
      .insertInto("subscribers")
      .values(readers.map((email, i) => ({ email, language: "en", status: "confirmed", unsubscribe_token: `t${i}`, created_at: at })))
      .execute();
    await db
      .insertInto("subscribers")
      .values([{ email: "waiting@example.com", language: "en", status: "pending", unsubscribe_token: "tw", created_at: at }])
      .execute();
    await db.destroy();

    const apiOf = (s: ServerProcess) => `${s.url}/api/api/v1`;
    const api = apiOf(server);
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const content = { blocks: [{ type: "paragraph", data: { text: "Seasonal vegetables, simply cooked." } }] };
    const created = await fetch(`${api}/newsletters`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ newsletter: { language: "en", subject: "Crash letter", preheader: "", content } }),
    });
    const { id } = (await created.json()) as { id: number };
    expect((await fetch(`${api}/newsletters/${id}/send`, { method: "POST", headers: auth, body: "{}" })).status).toBe(200);

    const copies = () => mailbox.received.filter((m) => subject(m.raw) === "Crash letter");
    await expect.poll(() => copies().length, { timeout: 60_000, interval: 10 }).toBeGreaterThanOrEqual(READERS / 3);
    server.child.kill("SIGKILL");
    expect((await server.exited).signal).toBe("SIGKILL");
    const beforeRestart = copies().length;
    expect(beforeRestart).toBeLessThan(READERS);

    server = await startServer(env, { timeoutMs: 90_000 });
    const reached = () => new Set(copies().flatMap((m) => m.to)).size;
    await expect.poll(reached, { timeout: 120_000, interval: 200 }).toBe(READERS);
    // Past another lease and poll: nothing more arrives.
    await new Promise((r) => setTimeout(r, 8_000));

    for (const reader of readers) {
      const mine = copies().filter((m) => m.to.includes(reader));
      // Exactly one message per reader; a copy caught between the server's "250" and its
      // record may arrive twice, as the same message (same Message-ID).
      expect(new Set(mine.map((m) => header(m.raw, "message-id"))).size, reader).toBe(1);
    }
    const repeats = copies().length - READERS;
    console.log(`newsletter crash (${dialect}): ${beforeRestart} copies before SIGKILL, ${repeats} delivered again after the restart`);
    expect(repeats).toBeLessThanOrEqual(1);
    expect(copies().some((m) => m.to.includes("waiting@example.com"))).toBe(false);

    // The session token lives in the database: it still holds for the restarted server.
    const after = (await (await fetch(`${apiOf(server)}/newsletters/${id}`, { headers: auth })).json()) as {
      counts: { sent: number; failed: number; remaining: number };
    };
    expect(after.counts).toEqual({ sent: READERS, failed: 0, remaining: 0 });
    server.child.kill("SIGTERM");
    expect((await server.exited).code).toBe(0);
  });
});
