import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../db/database.js";
import { authRepository } from "../auth/repository.js";
import { verifyPassword } from "../auth/passwords.js";

const root = path.resolve(import.meta.dirname, "../..");

/** Runs the CLI as an operator would, on its own SQLite file; the password goes through stdin. */
function runCli(dataDir: string, args: string[], stdin: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ["--import", "tsx", "server/cli/admin.ts", ...args], { cwd: root, env, stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? -1, out }));
    child.stdin.end(stdin);
  });
}

// Each run starts a Node process with the TypeScript loader: about a second apiece on an idle
// machine, six at once took a minute on a busy two-core one. The limit is what such a machine
// holds, not a measure of speed.
describe("admin CLI", { timeout: 180_000 }, () => {
  let dataDir: string;
  let db: Database;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-cli-"));
  });
  afterAll(async () => {
    await db?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("creates an admin with the password from stdin, never echoing it", async () => {
    const res = await runCli(dataDir, ["create", "Owner@Example.com"], "first password 123\n");
    expect(res.code).toBe(0);
    expect(res.out).toContain("owner@example.com");
    expect(res.out).not.toContain("first password");
    db = createDatabase({ sqliteFile: path.join(dataDir, "site.sqlite") });
    const admin = await authRepository(db, 24).findAdminByEmail("owner@example.com");
    expect(admin).toBeDefined();
    expect(await verifyPassword("first password 123", admin!.password_hash)).toBe(true);
  });

  it("refuses a second admin with the same email, a short password and bad usage", async () => {
    const runs = await Promise.all([
      runCli(dataDir, ["create", "owner@example.com"], "another password 1\n"),
      runCli(dataDir, ["create", "new@example.com"], "short\n"),
      runCli(dataDir, ["set-password", "nobody@example.com"], "long enough password\n"),
      runCli(dataDir, ["create"], ""),
      runCli(dataDir, ["create", "not-an-email"], ""),
      runCli(dataDir, ["drop", "owner@example.com"], ""),
    ]);
    expect(runs.map((r) => r.code)).toEqual([1, 1, 1, 64, 64, 64]);
    expect(await authRepository(db, 24).findAdminByEmail("new@example.com")).toBeUndefined();
  });

  it("sets a new password and ends every session of that admin", async () => {
    const repo = authRepository(db, 24);
    const admin = (await repo.findAdminByEmail("owner@example.com"))!;
    const { token } = await repo.createSession(admin.id);
    expect(await repo.findActiveSession(token)).toBeDefined();

    const res = await runCli(dataDir, ["set-password", "owner@example.com"], "second password 456\n");
    expect(res.code).toBe(0);
    expect(res.out).not.toContain("second password");
    const after = (await repo.findAdminByEmail("owner@example.com"))!;
    expect(await verifyPassword("second password 456", after.password_hash)).toBe(true);
    expect(await verifyPassword("first password 123", after.password_hash)).toBe(false);
    expect(await repo.findActiveSession(token)).toBeUndefined();
  });
});
