import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { FastifyInstance } from "fastify";
import { loadConfig, type Config } from "../server/config.js";
import { buildApp, type AppDeps } from "../server/app.js";
import type { BackgroundWork } from "../server/jobs/background.js";
import { createDatabase, type Database } from "../server/db/database.js";
import { migrateToLatest } from "../server/db/migrate.js";
import { createMailer, mailDropFolder } from "../server/mail/mailer.js";
import { createStorage } from "../server/storage/create-storage.js";
import { authRepository } from "../server/auth/repository.js";
import { systemClock, type Clock } from "../server/kernel/clock.js";
import { startMailbox } from "./mailbox.js";
import { copyMigratedSchema } from "./pg-template.js";
import pino from "pino";

export const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
export const ADMIN = { email: "admin@test.local", password: "correct horse battery staple" };

export type TestDialect = "sqlite" | "postgres";
export const dialect: TestDialect = process.env.TEST_DB === "postgres" ? "postgres" : "sqlite";

/**
 * A fresh, migrated database for one test file: a new SQLite file, or a new schema on the
 * PostgreSQL server. Nothing is shared between files, so they can run in parallel.
 */
export async function freshDatabase(sqliteDir?: string): Promise<{ db: Database; url?: string; schema?: string; drop: () => Promise<void> }> {
  const id = crypto.randomBytes(6).toString("hex");
  if (dialect === "postgres") {
    const schema = `t_${id}`;
    await copyMigratedSchema(PG_URL, schema, schemaSourceHash());
    const db = createDatabase({ url: PG_URL, sqliteFile: "", pgSchema: schema });
    const drop = async () => {
      await db.destroy();
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    };
    try {
      // A no-op on the template's copy; it keeps the schema's check where every database is made.
      await migrateToLatest(db);
    } catch (e) {
      // A failed start must not leave its schema behind on the shared server.
      await drop();
      throw e;
    }
    return { db, url: PG_URL, schema, drop };
  }
  const dir = sqliteDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
  const file = path.join(dir, sqliteDir ? "site.sqlite" : "test.sqlite");
  fs.copyFileSync(await migratedSqliteTemplate(), file);
  const db = createDatabase({ sqliteFile: file });
  // A no-op on the template's copy; it keeps the schema's check where every database is made.
  await migrateToLatest(db);
  return {
    db,
    drop: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Every SQLite test database starts as a copy of one migrated file (PostgreSQL's: see
 * pg-template.ts): migrating anew (the food
 * table alone is thousands of rows) for each of a hundred test files costs minutes. The file is
 * named by a hash of the code that shapes a fresh database, so a changed migration makes a new
 * one; concurrent workers each write their own and the last rename wins, with equal content.
 */
async function migratedSqliteTemplate(): Promise<string> {
  const dir = path.join(os.tmpdir(), "site-test-templates");
  const file = path.join(dir, `${schemaSourceHash()}.sqlite`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(dir, { recursive: true });
  const draft = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
  const db = createDatabase({ sqliteFile: draft });
  await migrateToLatest(db);
  await db.destroy();
  fs.renameSync(draft, file);
  return file;
}

const SCHEMA_SOURCES = ["server/db", "server/foods"];

function schemaSourceHash(): string {
  const root = path.resolve(import.meta.dirname, "..");
  const hash = crypto.createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.endsWith(".test.ts")) hash.update(full.slice(root.length)).update(fs.readFileSync(full));
    }
  };
  for (const dir of SCHEMA_SOURCES) walk(path.join(root, dir));
  return hash.digest("hex").slice(0, 16);
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  dataDir: string;
  mailbox: Awaited<ReturnType<typeof startMailbox>>;
  /** The backend base; prefix contract paths with it. */
  base: string;
  /** Logs in as the test admin and returns a fresh bearer token. */
  login(): Promise<string>;
  close(): Promise<void>;
}

/**
 * `opts.db` makes a second instance on another test app's database (that app drops it). The
 * outbox worker runs, the timed jobs do not (a test runs a job's step itself) unless
 * `opts.background` says otherwise. `opts.sqliteInDataDir` keeps the SQLite file in the data
 * folder, as the site does, for tests that look at every byte the site keeps.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  opts: {
    logStream?: pino.DestinationStream;
    calendarFetch?: AppDeps["calendarFetch"];
    db?: Database;
    background?: BackgroundWork;
    sqliteInDataDir?: boolean;
    /** The app's clock (`testClock` in test/clock.ts); the real time without one. */
    clock?: Clock;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-data-"));
  const { db, drop } = opts.db ? { db: opts.db, drop: async () => {} } : await freshDatabase(opts.sqliteInDataDir ? dataDir : undefined);
  const mailbox = await startMailbox();
  // Rate limits are off unless a test turns them on: most tests post far more than a visitor would.
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", SMTP_URL: mailbox.url, NODE_ENV: "test", RATE_LIMITS: "false", ...env });
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    mailDropDir: mailDropFolder(dataDir),
    log: opts.logStream ? pino({ level: config.LOG_LEVEL }, opts.logStream) : pino({ level: "silent" }),
  });
  if (!opts.db) await authRepository(db, config.SESSION_TTL_HOURS).createAdmin(ADMIN.email, ADMIN.password);
  const app = await buildApp(
    { config, db, mailer, storage: createStorage(config), clock: opts.clock ?? systemClock, calendarFetch: opts.calendarFetch },
    { logStream: opts.logStream, background: opts.background },
  );
  await app.ready();
  const base = config.API_BASE_PATH;
  return {
    app,
    db,
    config,
    dataDir,
    mailbox,
    base,
    async login() {
      const res = await app.inject({ method: "POST", url: `${base}/admin/login`, payload: ADMIN });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
      return res.json().token as string;
    },
    async close() {
      await app.close();
      mailer.close();
      await mailbox.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
