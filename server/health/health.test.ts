import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.js";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { createDatabase } from "../db/database.js";
import { createMailer } from "../mail/mailer.js";
import { localStorage } from "../storage/storage.js";

describe("health", () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  it("answers 200 beneath the backend base when the database answers and is migrated", async () => {
    const res = await t.app.inject({ url: `${t.base}/health` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: "ok", pending_migrations: [] });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers 503 naming a migration that has not run", async () => {
    await t.db.deleteFrom("kysely_migration" as never).execute();
    const res = await t.app.inject({ url: `${t.base}/health` });
    expect(res.statusCode).toBe(503);
    expect(res.json().status).toBe("unavailable");
    expect(res.json().pending_migrations).toContain("0001-initial");
  });

  it("answers 503 when the database cannot be reached", async () => {
    const config = loadConfig({ DATA_DIR: os.tmpdir(), LOG_LEVEL: "silent", NODE_ENV: "test" });
    // Nothing listens on port 9: the pool fails to connect, as with a database server down.
    const db = createDatabase({ url: "postgres://nobody@127.0.0.1:9/none", sqliteFile: "" });
    const mailer = createMailer({ from: "x@y.z", outboxDir: path.join(os.tmpdir(), "unused-outbox"), log: pino({ level: "silent" }) });
    const app = await buildApp({ config, db, mailer, storage: localStorage(path.join(os.tmpdir(), "unused-files")) });
    try {
      const res = await app.inject({ url: `${config.API_BASE_PATH}/health` });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "unavailable", database: "unreachable", pending_migrations: [] });
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
