import path from "node:path";
import pino from "pino";
import type { Config } from "./config.js";
import { createDatabase, type Database } from "./db/database.js";
import { migrateToLatest } from "./db/migrate.js";
import { createMailer, mailDropFolder } from "./mail/mailer.js";
import { createStorage } from "./storage/create-storage.js";
import { authRepository } from "./auth/repository.js";
import { generatePassword } from "./auth/passwords.js";
import type { AppDeps } from "./app.js";
import type { Storage } from "./storage/storage.js";
import { systemClock } from "./kernel/clock.js";
import { seedDemoContent } from "./seed/seed.js";
import { withStartupLock } from "./db/startup-lock.js";

/** Opens the database and runs the migrations; a failed migration throws and start-up stops. */
export async function openDatabase(config: Config): Promise<Database> {
  const db = createDatabase({ url: config.DATABASE_URL, sqliteFile: path.join(config.dataDir, "site.sqlite") });
  await migrateToLatest(db);
  return db;
}

export function createDeps(config: Config, db: Database): AppDeps {
  const log = pino({ level: config.LOG_LEVEL });
  return {
    config,
    db,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, mailDropDir: mailDropFolder(config.dataDir), log }),
    storage: createStorage(config),
    clock: systemClock,
  };
}

/**
 * With no admin yet: create one from ADMIN_EMAIL/ADMIN_PASSWORD, or generate a strong
 * password and print it once. Returns what was printed, for the caller's log.
 */
export async function ensureAdmin(config: Config, db: Database, print: (line: string) => void): Promise<void> {
  const auth = authRepository(db, config.SESSION_TTL_HOURS);
  if ((await auth.countAdmins()) > 0) return;
  const email = config.ADMIN_EMAIL ?? "admin@example.com";
  const password = config.ADMIN_PASSWORD ?? generatePassword();
  await auth.createAdmin(email, password);
  if (config.ADMIN_PASSWORD) {
    print(`Admin account created for ${email} (password from ADMIN_PASSWORD).`);
  } else {
    print("");
    print("  First admin account created. Keep this password; it is shown only once:");
    print(`    email:    ${email}`);
    print(`    password: ${password}`);
    print("  Change it with: npm run admin -- set-password <email>");
    print("");
  }
}

/** The first admin and the demo content, written by one instance at a time. */
export async function prepareData(config: Config, db: Database, storage: Storage, print: (line: string) => void): Promise<void> {
  await withStartupLock(db, async () => {
    await ensureAdmin(config, db, print);
    if (config.SEED_DEMO) await seedDemoContent(db, storage, config.API_BASE_PATH);
  });
}

/**
 * What this configuration keeps on the machine it runs on. Harmless for one instance; with
 * several (PostgreSQL is the sign), each line names something the others would not see.
 */
export function singleMachineWarnings(config: Config): string[] {
  const out: string[] = [];
  const postgres = config.DATABASE_URL !== undefined && /^postgres/.test(config.DATABASE_URL);
  if (!postgres && config.storage.driver === "s3") {
    out.push("Files are in shared storage but the database is SQLite, a file on this machine: run one instance only, or set DATABASE_URL to PostgreSQL.");
  }
  if (postgres && config.storage.driver === "local") {
    out.push("Uploads are kept in DATA_DIR on this machine; with more than one instance set STORAGE_URL (or S3_BUCKET) so every instance sees them.");
  }
  if (postgres && !config.REDIS_URL) {
    out.push("Without REDIS_URL each instance keeps its own rate limits and hears only of its own content changes; set REDIS_URL when running more than one.");
  }
  if (postgres && !config.SMTP_URL) {
    out.push("Without SMTP_URL mails are written to DATA_DIR/mail-drop on this machine; set SMTP_URL for real delivery.");
  }
  return out;
}
