import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, dialect, type TestApp } from "../../test/app.js";
import { isPostgres } from "../db/dialect.js";
import { createPlan, outboxSettled } from "../bookings/test-support.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

// One person with two bookings, a contact message and a subscription, and someone else who
// stays. Distinctive values, so a byte found on disk can only be hers.
const HER = { name: "Zelda Quarrington", email: "zelda.quarrington@example.org", phone_number: "6998877665", message: "Gluten-free please, Quarrington" };
const OTHER = { name: "Otto Brandvold", email: "otto.brandvold@example.org", phone_number: "6112233445", message: "Hello" };

/** Every file under the folder, with its bytes: the database, its WAL and shared memory, mails, uploads. */
function filesUnder(dir: string): { file: string; bytes: Buffer }[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((e) => {
    if (!e.isFile()) return [];
    const file = path.join(e.parentPath, e.name);
    return [{ file, bytes: fs.readFileSync(file) }];
  });
}

/** Where each value's bytes (as written, and lowercased) are found in the folder. */
function bytesFound(dir: string, values: string[]): string[] {
  const files = filesUnder(dir);
  return values.flatMap((v) =>
    [...new Set([v, v.toLowerCase()])].flatMap((form) =>
      files.filter((f) => f.bytes.includes(Buffer.from(form, "utf8"))).map((f) => `${form} in ${path.relative(dir, f.file)}`),
    ),
  );
}

/** Every row of every table of the site's schema that holds one of the values (any column). */
async function rowsHolding(t: TestApp, values: string[]): Promise<string[]> {
  const tables = isPostgres(t.db)
    ? (
        await sql<{
          name: string;
        }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(t.db)
      ).rows
    : (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(t.db)).rows;
  expect(tables.map((r) => r.name)).toEqual(expect.arrayContaining(["bookings", "outbox", "subscribers", "contact_messages", "booking_events"]));
  const found: string[] = [];
  for (const { name } of tables) {
    const rows = (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(t.db)).rows;
    for (const row of rows) {
      const text = JSON.stringify(row).toLowerCase();
      for (const v of values) if (text.includes(v.toLowerCase())) found.push(`${v} in ${name}`);
    }
  }
  return found;
}

describe("an erasure leaves nothing of the person behind", () => {
  let t: TestApp;
  let token: string;
  let planId: number;

  beforeAll(async () => {
    // No mail server: every mail is written to a file in the data folder, as on a laptop.
    t = await buildTestApp({ SMTP_URL: "", BOOKING_UNPAID_LIMIT: "10", NUTRITIONIST_EMAIL: "elena@practice.test" }, { clock, sqliteInDataDir: true });
    token = await t.login();
    planId = (await createPlan(t)).id;
  });
  afterAll(() => t.close());

  it("erases her from the database, its WAL, freed pages and the mail files; someone else stays", async () => {
    const book = async (who: typeof HER, date: string) => {
      const res = await t.app.inject({ method: "POST", url: `${t.base}/bookings`, payload: { service_plan_id: planId, ...who, date, time: "10:00" } });
      expect(res.statusCode, res.body).toBe(201);
    };
    await book(HER, "2027-01-07");
    await book(HER, "2027-01-08");
    await book(OTHER, "2027-01-11");
    for (const who of [HER, OTHER]) {
      const sent = await t.app.inject({
        method: "POST",
        url: `${t.base}/api/v1/contact_messages`,
        payload: { contact_message: { name: who.name, email: who.email, message: who.message } },
      });
      expect(sent.statusCode).toBe(201);
      const subscribed = await t.app.inject({ method: "POST", url: `${t.base}/api/v1/subscribers`, payload: { subscriber: { email: who.email } } });
      expect(subscribed.statusCode).toBe(201);
    }
    await outboxSettled(t);

    const exported = (
      await t.app.inject({ method: "POST", url: `${t.base}/api/admin/personal_data/export`, headers: bearer(token), payload: { email: HER.email } })
    ).json();
    // Her phone as typed and as stored, her name, her email, her words.
    const hers = [...new Set([HER.email, HER.name, HER.phone_number, HER.message, ...exported.bookings.map((b: { phone_number: string }) => b.phone_number)])];
    const others = [OTHER.email, OTHER.name, OTHER.phone_number];

    // The search sees her before the erasure (in the database and in the mail files), so
    // finding nothing after it means something.
    expect(await rowsHolding(t, hers)).not.toEqual([]);
    if (dialect === "sqlite") {
      const before = bytesFound(t.dataDir, [HER.email, HER.name]);
      expect(before.some((f) => f.includes("site.sqlite"))).toBe(true);
      expect(before.some((f) => f.endsWith(".eml"))).toBe(true);
    }

    const res = await t.app.inject({ method: "POST", url: `${t.base}/api/admin/personal_data/erase`, headers: bearer(token), payload: { email: HER.email } });
    expect(res.statusCode).toBe(200);
    expect(res.json().erased).toMatchObject({ subscriptions: 1, contact_messages: 1, bookings_anonymised: 2 });

    // No row of any table holds her data, on either engine ("New message from <name>" too).
    expect(await rowsHolding(t, hers)).toEqual([]);
    if (dialect === "sqlite") {
      // Nor any byte of the data folder: database, WAL, freed pages, mail files.
      expect(bytesFound(t.dataDir, hers)).toEqual([]);
    }
    // The other person keeps everything.
    expect((await rowsHolding(t, others)).length).toBeGreaterThan(0);
    if (dialect === "sqlite") expect(bytesFound(t.dataDir, [OTHER.email]).some((f) => f.endsWith(".eml"))).toBe(true);
  });
});
