import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";

/** Backups live in $DATA_DIR/backups, named by engine and UTC time so they sort by age. */
export function backupPath(dataDir: string, kind: "sqlite" | "pgdump", label = "site", now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z")
    .replace("T", "-");
  const dir = path.join(dataDir, "backups");
  // Two backups within one second get a counter rather than overwrite each other.
  for (let n = 1; ; n++) {
    const file = path.join(dir, `${label}-${stamp}${n > 1 ? `-${n}` : ""}.${kind}`);
    if (!fs.existsSync(file)) return file;
  }
}

function freshTarget(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (fs.existsSync(file)) throw new Error(`${file} already exists`);
}

// After the first step, copy every remaining page in one go: a copy done in small steps
// restarts whenever the site writes in between, and might never finish on a busy day.
const allAtOnce = () => 0x7fffffff;

/** Checks a SQLite file is whole and is this site's database, before it is trusted. */
export function verifySqliteBackup(file: string): void {
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const check = db.pragma("integrity_check", { simple: true });
    if (check !== "ok") throw new Error(`integrity check failed: ${String(check)}`);
    const table = db.prepare("select name from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
    if (!table) throw new Error("not a database of this site (no migration table)");
  } catch (e) {
    throw new Error(`${file} is not a usable backup: ${(e as Error).message}`);
  } finally {
    db?.close();
  }
}

/**
 * SQLite's online backup API: a consistent copy of the live database while the site keeps
 * serving (writers are not blocked for the whole copy; a copy interrupted by a write restarts
 * from a consistent point). The result is checked before it is reported as done.
 */
export async function backupSqlite(liveFile: string, target: string): Promise<void> {
  freshTarget(target);
  const db = new SQLite(liveFile, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    await db.backup(target, { progress: allAtOnce });
  } finally {
    db.close();
  }
  // The copy inherits WAL mode; a backup is one self-contained file, without -wal/-shm beside it.
  const copy = new SQLite(target);
  copy.pragma("journal_mode = DELETE");
  copy.close();
  verifySqliteBackup(target);
}

/**
 * Writes the backup's pages into the live file through the same API, so SQLite itself handles
 * the WAL and locks (a plain file copy over a WAL database would mix old and new pages).
 */
export async function restoreSqlite(backupFile: string, liveFile: string): Promise<void> {
  verifySqliteBackup(backupFile);
  fs.mkdirSync(path.dirname(liveFile), { recursive: true });
  const src = new SQLite(backupFile, { readonly: true, fileMustExist: true });
  try {
    await src.backup(liveFile, { progress: allAtOnce });
  } finally {
    src.close();
  }
  verifySqliteBackup(liveFile);
}

/** libpq reads the password from the environment, so it never shows in the process list. */
function pgConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  u.password = "";
  return { dbname: u.toString(), env };
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", (e) => reject((e as NodeJS.ErrnoException).code === "ENOENT" ? new Error(`${cmd} not found: install the PostgreSQL client tools`) : e));
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited with ${code}: ${stderr.trim()}`))));
  });
}

export interface PgTarget {
  url: string;
  /** Only this schema (tests); the whole database otherwise. */
  schema?: string;
}

/** pg_dump's custom format: one consistent snapshot, restorable table by table. */
export async function backupPostgres(target: PgTarget, file: string): Promise<void> {
  freshTarget(file);
  const { dbname, env } = pgConnection(target.url);
  const partial = `${file}.partial`;
  try {
    await run(
      "pg_dump",
      ["--format=custom", "--no-owner", "--no-privileges", `--file=${partial}`, ...(target.schema ? [`--schema=${target.schema}`] : []), `--dbname=${dbname}`],
      env,
    );
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** Replaces the tables the dump holds, in one transaction: all of it or nothing. */
export async function restorePostgres(target: PgTarget, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist`);
  const { dbname, env } = pgConnection(target.url);
  await run(
    "pg_restore",
    ["--clean", "--if-exists", "--single-transaction", "--exit-on-error", "--no-owner", "--no-privileges", `--dbname=${dbname}`, file],
    env,
  );
}
