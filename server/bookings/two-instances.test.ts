import path from "node:path";
import pino from "pino";
import { sql } from "kysely";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PG_URL, buildTestApp, dialect, type TestApp } from "../../test/app.js";
import { subject } from "../../test/mime.js";
import { buildApp } from "../app.js";
import { createDatabase, type Database } from "../db/database.js";
import { createMailer, mailDropFolder, type Mailer } from "../mail/mailer.js";
import { localStorage } from "../storage/storage.js";
import { bookingService } from "./service.js";
import { countMails, createPlan, person, waitForMail } from "./test-support.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

// Two servers sharing one PostgreSQL database: what keeps them from double booking is the
// database, not anything in one process's memory. (SQLite serves a single instance.)
describe.skipIf(dialect !== "postgres")("two instances on one PostgreSQL database", () => {
  let t: TestApp;
  let second: { app: FastifyInstance; db: Database; mailer: Mailer };
  let planId: number;
  let url = "";

  beforeAll(async () => {
    t = await buildTestApp({ NUTRITIONIST_EMAIL: "elena@practice.test" }, { clock });
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db);
    const db = createDatabase({ url: PG_URL, sqliteFile: "", pgSchema: rows[0]!.schema });
    const mailer = createMailer({
      smtpUrl: t.config.SMTP_URL,
      from: t.config.MAIL_FROM,
      mailDropDir: mailDropFolder(t.dataDir),
      log: pino({ level: "silent" }),
    });
    const app = await buildApp({ clock, config: t.config, db, mailer, storage: localStorage(path.join(t.dataDir, "files")) });
    await app.ready();
    second = { app, db, mailer };
    planId = (await createPlan(t)).id;
    url = `${t.base}/bookings`;
  });
  afterAll(async () => {
    await second.app.close();
    second.mailer.close();
    await second.db.destroy();
    await t.close();
  });

  it("50 requests for one slot split across both give one 201 and 49 clean 409s", async () => {
    const apps = [t.app, second.app];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        apps[i % 2]!.inject({
          method: "POST",
          url,
          payload: { service_plan_id: planId, ...person, email: `racer${i}@example.com`, date: "2027-01-07", time: "10:00" },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const r of results) if (r.statusCode === 409) expect(r.json().error).toBe("This time slot is already booked. Please choose another.");
    for (const app of apps) {
      expect((await app.inject({ url: `${url}/available_times?date=2027-01-07` })).json().booked_times).toEqual(["10:00"]);
    }
  });

  it("the payment job run by both at once cancels the overdue booking once and mails once", async () => {
    const winner = await t.db.selectFrom("bookings").select(["id", "email"]).executeTakeFirstOrThrow();
    await waitForMail(t, (m) => m.to.includes(winner.email) && subject(m.raw).startsWith("Your booking"));
    const services = [t.app, second.app].map((a) =>
      bookingService({ repos: a.repos, config: a.config, log: a.log, mails: a.mails, invoicing: a.services.invoicing }),
    );
    const now = new Date("2027-01-06T09:30:00Z");
    const counts = await Promise.all(services.map((s) => s.runPaymentDeadline(now)));
    expect(counts.sort()).toEqual([0, 1]);
    const events = await t.db.selectFrom("booking_events").selectAll().where("booking_id", "=", winner.id).where("actor", "=", "system").execute();
    expect(events).toHaveLength(1);
    await waitForMail(t, (m) => m.to.includes(winner.email) && subject(m.raw).startsWith("Booking cancelled"));
    await new Promise((r) => setTimeout(r, 200));
    expect(countMails(t, (m) => m.to.includes(winner.email) && subject(m.raw).startsWith("Booking cancelled"))).toBe(1);
  });
});
