import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authRepository } from "../auth/repository.js";
import { ADMIN, PG_URL, bearer, buildTestApp, dialect, type TestApp } from "../../test/app.js";
import { textBody } from "../../test/mime.js";
import { createDatabase, type Database } from "../db/database.js";
import { migrateTo, migrateToLatest } from "../db/migrate.js";
import { createPlan, outboxSettled, person, waitForMail } from "./test-support.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

const HEALTH_NOTE = "Tengo diabetes tipo 2 y tomo metformina";

/** The bytes of every file in a folder (the SQLite database and its WAL). */
function folderBytes(dir: string): Buffer {
  return Buffer.concat(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => fs.readFileSync(path.join(e.parentPath, e.name))),
  );
}

describe("the booking message is stored encrypted", () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: "https://practice.test", NUTRITIONIST_EMAIL: "elena@practice.test" }, { clock, sqliteInDataDir: true });
    admin = await t.login();
  });
  afterAll(() => t.close());

  it("the admin reads it; the nutritionist's notice only says there is one; the database holds only ciphertext", async () => {
    const plan = await createPlan(t);
    const res = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: { service_plan_id: plan.id, ...person, message: HEALTH_NOTE, date: "2027-01-07", time: "10:00", language: "es" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    expect(res.json().message).toBe(HEALTH_NOTE);
    const details = await t.app.inject({ url: `${t.base}/bookings/${id}`, headers: bearer(admin) });
    expect(details.json().message).toBe(HEALTH_NOTE);
    const list = await t.app.inject({ url: `${t.base}/bookings`, headers: bearer(admin) });
    expect(list.json().find((b: { id: number }) => b.id === id).message).toBe(HEALTH_NOTE);
    const notice = await waitForMail(t, (m) => m.to.includes("elena@practice.test"));
    expect(textBody(notice.raw)).toContain("Message: yes, read it on the booking's page");
    expect(textBody(notice.raw)).not.toContain("diabetes");
    await outboxSettled(t);

    const stored = await t.db.selectFrom("bookings").select(["message", "message_sealed"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ message: expect.stringMatching(/^v1:/), message_sealed: 1 });
    if (dialect === "sqlite") {
      const bytes = folderBytes(t.dataDir);
      expect(bytes.includes(Buffer.from(person.email))).toBe(true); // the search finds what is in clear
      // A word of her note that no food of the shipped table names (one does name diabetes).
      expect(bytes.includes(Buffer.from("metformina"))).toBe(false);
    }
  });
});

describe("migration 0015: the messages stored before are encrypted", () => {
  let db: Database;
  let dir: string;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-messages-"));
    if (dialect === "postgres") {
      const schema = `t_${crypto.randomBytes(6).toString("hex")}`;
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`CREATE SCHEMA ${schema}`);
      await c.end();
      db = createDatabase({ url: PG_URL, sqliteFile: "", pgSchema: schema });
      cleanup = async () => {
        const d = new pg.Client({ connectionString: PG_URL });
        await d.connect();
        await d.query(`DROP SCHEMA ${schema} CASCADE`);
        await d.end();
      };
    } else {
      db = createDatabase({ sqliteFile: path.join(dir, "db", "site.sqlite") });
      cleanup = async () => {};
    }
  });
  afterAll(async () => {
    await cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("seals every clear message when the site starts, and the admin still reads it", async () => {
    expect((await migrateTo(db, "0014-clients")).error).toBeUndefined();
    const { id } = await db
      .insertInto("bookings")
      .values({
        service_plan_id: null,
        service_plan_title: "Initial",
        name: "Ana",
        email: "ana@example.com",
        phone_number: "612345678",
        date: "2026-12-10",
        time: "10:00",
        status: "completed",
        message: HEALTH_NOTE,
        language: "es",
        slot_key: null,
        manage_token_hash: null,
        created_at: "2026-12-01T00:00:00.000Z",
        updated_at: "2026-12-01T00:00:00.000Z",
        start_at: "2026-12-10T09:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await migrateToLatest(db);
    await authRepository(db, 1).createAdmin(ADMIN.email, ADMIN.password);
    const app = await buildTestApp({}, { clock, db });
    try {
      const stored = await db.selectFrom("bookings").select(["message", "message_sealed"]).where("id", "=", id).executeTakeFirstOrThrow();
      expect(stored).toEqual({ message: expect.stringMatching(/^v1:/), message_sealed: 1 });
      const admin = await app.login();
      expect((await app.app.inject({ url: `${app.base}/bookings/${id}`, headers: bearer(admin) })).json().message).toBe(HEALTH_NOTE);
      if (dialect === "sqlite") {
        await db.destroy();
        expect(folderBytes(path.join(dir, "db")).includes(Buffer.from("metformina"))).toBe(false);
      }
    } finally {
      await app.close();
      if (dialect === "postgres") await db.destroy();
    }
  });
});
