import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import type { FastifyInstance } from "fastify";
import { loadConfig, type Config } from "../server/config.js";
import { buildApp } from "../server/app.js";
import { prepareData } from "../server/bootstrap.js";
import { createDatabase, type Database } from "../server/db/database.js";
import { createMailer, mailDropFolder } from "../server/mail/mailer.js";
import { createStorage } from "../server/storage/create-storage.js";
import { ADMIN, freshDatabase, PG_URL } from "./app.js";
import { startMailbox } from "./mailbox.js";
import { systemClock, type Clock } from "../server/kernel/clock.js";

export interface Instance {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** http://127.0.0.1:<port> — a real socket, as behind a load balancer. */
  url: string;
  /** This instance's own DATA_DIR: nothing another instance needs may end up here. */
  dataDir: string;
}

/**
 * Several app instances on one fresh PostgreSQL schema, each with its own connection pool,
 * its own DATA_DIR and its own port: what separate processes behind a load balancer share
 * is only what they share here (the database, plus whatever `env` points them at).
 * They start together, as a deployment's instances do, through the same start-up steps.
 */
export async function startInstances(count: number, env: Record<string, string> = {}, opts: { clock?: Clock } = {}) {
  const { schema, drop } = await freshDatabase();
  if (!schema) throw new Error("instances need PostgreSQL");
  const mailbox = await startMailbox();
  const parts = Array.from({ length: count }, (_, i) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `site-instance-${i}-`));
    const config = loadConfig({
      // Rate limits off, as in buildTestApp: the race sends twenty bookings from one address.
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      NODE_ENV: "test",
      SMTP_URL: mailbox.url,
      SEED_DEMO: "false",
      RATE_LIMITS: "false",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DATABASE_URL: PG_URL,
      ...env,
    });
    return {
      dataDir,
      config,
      db: createDatabase({ url: PG_URL, sqliteFile: "", pgSchema: schema }),
      mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, mailDropDir: mailDropFolder(dataDir), log: pino({ level: "silent" }) }),
      storage: createStorage(config),
    };
  });
  // Together, as a deployment's instances start: the first admin and demo content once.
  await Promise.all(parts.map((p) => prepareData(p.config, p.db, p.storage, () => {})));
  const instances: Instance[] = [];
  for (const p of parts) {
    const app = await buildApp({ config: p.config, db: p.db, mailer: p.mailer, storage: p.storage, clock: opts.clock ?? systemClock });
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    instances.push({ app, db: p.db, config: p.config, url, dataDir: p.dataDir });
  }
  return {
    instances,
    mailbox,
    schema,
    async close() {
      for (const i of instances) await i.app.close();
      for (const p of parts) {
        p.mailer.close();
        await p.db.destroy();
        fs.rmSync(p.dataDir, { recursive: true, force: true });
      }
      await mailbox.close();
      await drop();
    },
  };
}
