import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PG_URL, dialect } from "../../test/app.js";
import { migrateTo, migrations } from "../db/migrate.js";
import { createDatabase, type Database } from "../db/database.js";

// The migration makes the records of everyone who booked before it.
describe("migration 0014: clients from the existing bookings", () => {
  let db: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const id = crypto.randomBytes(6).toString("hex");
    if (dialect === "postgres") {
      const schema = `t_${id}`;
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`CREATE SCHEMA ${schema}`);
      await c.end();
      db = createDatabase({ url: PG_URL, sqliteFile: "", pgSchema: schema });
      cleanup = async () => {
        await db.destroy();
        const d = new pg.Client({ connectionString: PG_URL });
        await d.connect();
        await d.query(`DROP SCHEMA ${schema} CASCADE`);
        await d.end();
      };
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
      db = createDatabase({ sqliteFile: path.join(dir, "test.sqlite") });
      cleanup = async () => {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      };
    }
  });
  afterAll(() => cleanup());

  it("makes one client per address (without case), named as in her latest booking, and links her bookings; erased ones stay apart", async () => {
    const before = Object.keys(migrations).filter((name) => name < "0014");
    expect((await migrateTo(db, before.at(-1)!)).error).toBeUndefined();
    const booking = (n: number, email: string, name: string, erased: string | null = null) => ({
      service_plan_id: null,
      service_plan_title: "Initial",
      name,
      email,
      phone_number: `61234567${n}`,
      date: "2026-01-10",
      time: `1${n}:00`,
      status: "completed",
      message: "",
      language: n === 2 ? "gr" : "es",
      slot_key: null,
      manage_token_hash: null,
      created_at: `2026-01-0${n}T00:00:00.000Z`,
      updated_at: `2026-01-0${n}T00:00:00.000Z`,
      start_at: `2026-01-10T0${n}:00:00.000Z`,
      personal_data_erased_at: erased,
    });
    const ids = await db
      .insertInto("bookings")
      .values([
        booking(1, "Ana@Example.com", "Ana"),
        booking(2, "ana@example.com ", "Ana Ruiz"),
        booking(3, "bea@example.com", "Bea"),
        booking(4, "", "", "2026-02-01T00:00:00.000Z"),
      ])
      .returning("id")
      .execute();
    expect((await migrateTo(db, "0014-clients")).error).toBeUndefined();

    const rows = await db.selectFrom("clients").selectAll().orderBy("id").execute();
    expect(rows.map((r) => ({ email: r.email, key: r.email_key, name: r.name, phone: r.phone, language: r.language }))).toEqual([
      { email: "Ana@Example.com", key: "ana@example.com", name: "Ana Ruiz", phone: "612345672", language: "gr" },
      { email: "bea@example.com", key: "bea@example.com", name: "Bea", phone: "612345673", language: "es" },
    ]);
    const links = await db
      .selectFrom("bookings")
      .select(["id", "client_id"])
      .where(
        "id",
        "in",
        ids.map((r: { id: number }) => r.id),
      )
      .orderBy("id")
      .execute();
    expect(links.map((l) => l.client_id)).toEqual([rows[0]!.id, rows[0]!.id, rows[1]!.id, null]);
  });
});
