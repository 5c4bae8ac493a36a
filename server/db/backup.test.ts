import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialect, freshDatabase } from "../../test/app.js";
import { createDatabase, nowIso, type Database } from "./database.js";
import { migrateToLatest } from "./migrate.js";
import { backupPath, backupPostgres, restorePostgres } from "./backup.js";

const root = path.resolve(import.meta.dirname, "../..");

function runCli(script: string, dataDir: string, args: string[] = []): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ["--import", "tsx", `server/cli/${script}.ts`, ...args], { cwd: root, env });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? -1, out }));
  });
}

const message = (i: number) => ({ name: `n${i}`, email: `e${i}@x.test`, message: `m${i}`, read_at: null, created_at: nowIso() });

async function rows(db: Database) {
  return db.selectFrom("contact_messages").select(["name", "message"]).orderBy("id").execute();
}

function rowsOfFile(file: string) {
  const db = new SQLite(file, { readonly: true });
  try {
    return db.prepare("select name, message from contact_messages order by id").all();
  } finally {
    db.close();
  }
}

// The CLI runs in Node processes with the TypeScript loader: the limits are what a busy two-core
// machine holds, not a measure of speed.
describe.runIf(dialect === "sqlite")("SQLite backup and restore", { timeout: 180_000 }, () => {
  let dataDir: string;
  let db: Database;
  const live = () => path.join(dataDir, "site.sqlite");
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-backup-"));
    db = createDatabase({ sqliteFile: live() });
    await migrateToLatest(db);
    await db.insertInto("contact_messages").values([1, 2, 3].map(message)).execute();
  });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  let backup: string;

  it("backs up while the site keeps writing, into a consistent copy", async () => {
    // Pairs of rows written in one transaction each, all through the backup: the copy must
    // hold whole pairs only.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto("contact_messages")
            .values([message(1000 + written), message(1000 + written + 1)])
            .execute();
        });
        written += 2;
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    const res = await runCli("backup", dataDir);
    writing = false;
    await writer;
    expect(res.code, res.out).toBe(0);
    backup = res.out.trim().split("\n").pop()!;
    expect(path.dirname(backup)).toBe(path.join(dataDir, "backups"));
    expect(backup).toMatch(/site-\d{8}-\d{6}Z\.sqlite$/);
    const saved = rowsOfFile(backup);
    expect(saved.length).toBeGreaterThanOrEqual(3);
    expect((saved.length - 3) % 2).toBe(0);
    expect(written).toBeGreaterThan(0);
  });

  it("restores the backup over a changed database, keeping the current one aside first", async () => {
    const saved = rowsOfFile(backup);
    await db.deleteFrom("contact_messages").where("name", "=", "n1").execute();
    await db.insertInto("contact_messages").values(message(99)).execute();
    const changed = await rows(db);

    const res = await runCli("restore", dataDir, [backup]);
    expect(res.code, res.out).toBe(0);
    // The site's open connection sees the restored data: SQLite wrote it, not a file copy.
    expect(await rows(db)).toEqual(saved);
    const safety = fs.readdirSync(path.join(dataDir, "backups")).filter((f) => f.startsWith("pre-restore-"));
    expect(safety, String(fs.readdirSync(path.join(dataDir, "backups")))).toHaveLength(1);
    expect(rowsOfFile(path.join(dataDir, "backups", safety[0]!))).toEqual(changed);
  });

  it("refuses a file that is not a backup of this site, leaving the database as it was", async () => {
    const before = await rows(db);
    const fake = path.join(dataDir, "fake.sqlite");
    fs.writeFileSync(fake, "<html>not a database</html>");
    const other = path.join(dataDir, "other.sqlite");
    new SQLite(other).exec("create table t (x)").close();
    const results = await Promise.all([
      runCli("restore", dataDir, [fake]),
      runCli("restore", dataDir, [other]),
      runCli("restore", dataDir, [path.join(dataDir, "nope.sqlite")]),
      runCli("restore", dataDir, []),
    ]);
    expect(results.map((r) => r.code)).toEqual([1, 1, 1, 64]);
    expect(results[1]!.out).toContain("not a database of this site");
    expect(await rows(db)).toEqual(before);
  });
});

describe.runIf(dialect === "postgres")("PostgreSQL backup and restore (pg_dump / pg_restore)", { timeout: 180_000 }, () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let dataDir: string;
  beforeAll(async () => {
    fresh = await freshDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-backup-"));
    await fresh.db.insertInto("contact_messages").values([1, 2, 3].map(message)).execute();
  });
  afterAll(async () => {
    await fresh.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("round-trips the database through a dump", async () => {
    const target = { url: fresh.url!, schema: fresh.schema };
    const file = backupPath(dataDir, "pgdump");
    await backupPostgres(target, file);
    const saved = await rows(fresh.db);
    await fresh.db.deleteFrom("contact_messages").where("name", "=", "n2").execute();
    await fresh.db.insertInto("contact_messages").values(message(42)).execute();
    await restorePostgres(target, file);
    expect(await rows(fresh.db)).toEqual(saved);
    // Inserts keep working after the restore: the id sequence came back with the rows.
    await fresh.db.insertInto("contact_messages").values(message(43)).execute();
  });

  it("leaves the database untouched when the dump is unusable", async () => {
    const before = await rows(fresh.db);
    const bad = path.join(dataDir, "bad.pgdump");
    fs.writeFileSync(bad, "not a dump");
    await expect(restorePostgres({ url: fresh.url!, schema: fresh.schema }, bad)).rejects.toThrow(/pg_restore/);
    expect(await rows(fresh.db)).toEqual(before);
  });
});
