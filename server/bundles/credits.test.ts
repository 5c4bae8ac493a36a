import path from "node:path";
import pino from "pino";
import { sql } from "kysely";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PG_URL, bearer, buildTestApp, dialect, type TestApp } from "../../test/app.js";
import { subject, textBody } from "../../test/mime.js";
import { startFakeStripe } from "../../test/fake-stripe.js";
import { buildApp } from "../app.js";
import { createDatabase, type Database } from "../db/database.js";
import { createMailer, mailDropFolder, type Mailer } from "../mail/mailer.js";
import { localStorage } from "../storage/storage.js";
import { createPlan, manageToken, waitForMail } from "../bookings/test-support.js";
import { ELENA, WEBHOOK_SECRET, bundlePlan, buyBundle, signIn } from "./test-support.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

/** Booking with a bundle's credit: held at booking, returned, spent or lost, and never spent twice. */
describe("booking sessions with credits", () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let admin: string;
  let plans: Awaited<ReturnType<typeof bundlePlan>>;
  let otherPlan: number;
  let slot = 0;
  const TIMES = ["09:00", "10:00", "11:00", "12:00", "16:00", "17:00", "18:00"];
  const nextSlot = () => {
    const i = slot++;
    return { date: ["2027-01-07", "2027-01-08", "2027-01-11", "2027-01-12"][Math.floor(i / TIMES.length)]!, time: TIMES[i % TIMES.length]! };
  };

  const book = (app: FastifyInstance, cookie: string | undefined, planId: number, extra: Record<string, unknown> = {}) =>
    app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      headers: { ...(cookie ? { cookie } : {}), "accept-language": "es" },
      payload: {
        service_plan_id: planId,
        name: "Lucía Pérez",
        email: "someone-else@example.com",
        phone_number: "6123456789",
        language: "es",
        pay_with: "credit",
        ...nextSlot(),
        ...extra,
      },
    });
  const credits = async (cookie: string) => (await t.app.inject({ url: `${t.base}/api/v1/me/credits`, headers: { cookie } })).json();

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await buildTestApp(
      {
        BOOKING_UNPAID_LIMIT: "100",
        STRIPE_SECRET_KEY: "sk_test_fake_key",
        STRIPE_API_URL: fake.url,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        PUBLIC_URL: "https://practice.test",
      },
      { clock },
    );
    admin = await t.login();
    await t.app.inject({ method: "PUT", url: `${t.base}/api/admin/practice`, headers: bearer(admin), payload: ELENA });
    plans = await bundlePlan(t);
    otherPlan = (await createPlan(t, null)).id;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("books with a credit without paying: confirmed at once, no payment_url, the credit held in her ledger", async () => {
    const email = "ana@example.com";
    const order = await buyBundle(t, plans.es.id, email);
    const cookie = await signIn(t, email);

    const res = await book(t.app, cookie, plans.gr.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: "confirmed", payment_url: null, email });
    const id = res.json().id as number;
    const mine = await credits(cookie);
    expect(mine.available).toBe(3);
    expect(mine.bundles).toEqual([expect.objectContaining({ id: order, sessions: 4, used: 1 })]);
    expect(mine.ledger[0]).toEqual({ change: -1, reason: "booking", booking_id: id, created_at: "2027-01-04T08:00:00.000Z" });
    const mail = await waitForMail(t, (m) => m.to.includes(email) && subject(m.raw).startsWith("Tu reserva"));
    expect(textBody(mail.raw)).toContain("Esta sesión se paga con un crédito de tu bono y tu reserva está confirmada.");
    // Nothing is owed: no price to match, nothing for the payment deadline.
    expect(await t.db.selectFrom("bookings").select(["price_cents", "free"]).where("id", "=", id).executeTakeFirstOrThrow()).toEqual({
      price_cents: null,
      free: 0,
    });
  });

  it("returns the credit when she cancels inside the free window, spends it on a completed session, loses it when cancelled later", async () => {
    const email = "bea@example.com";
    await buyBundle(t, plans.es.id, email);
    const cookie = await signIn(t, email);
    const kept = (await book(t.app, cookie, plans.es.id, { date: "2027-01-12", time: "09:00" })).json().id as number;
    const token = manageToken(await waitForMail(t, (m) => m.to.includes(email) && subject(m.raw).startsWith("Tu reserva")));
    const done = (await book(t.app, cookie, plans.es.id, { date: "2027-01-12", time: "10:00" })).json().id as number;
    const late = (await book(t.app, cookie, plans.es.id, { date: "2027-01-12", time: "11:00" })).json().id as number;
    expect((await credits(cookie)).available).toBe(1);

    // She cancels on her private page, days before: the credit comes back.
    expect((await t.app.inject({ url: `${t.base}/bookings/manage/${token}` })).json().id).toBe(kept);
    expect((await t.app.inject({ method: "POST", url: `${t.base}/bookings/manage/${token}/cancel` })).statusCode).toBe(200);
    expect((await credits(cookie)).available).toBe(2);

    // The session took place: the held credit is spent (its balance was already counted).
    expect((await t.app.inject({ method: "POST", url: `${t.base}/bookings/${done}/complete`, headers: bearer(admin) })).statusCode).toBe(200);
    // Cancelled with less than 24 hours to go: the credit is lost.
    clock.set("2027-01-11T12:00:00Z");
    try {
      expect((await t.app.inject({ method: "POST", url: `${t.base}/bookings/${late}/cancel`, headers: bearer(admin) })).statusCode).toBe(200);
    } finally {
      clock.set("2027-01-04T08:00:00Z");
    }
    const after = await credits(cookie);
    expect(after.available).toBe(2);
    const moves = (after.ledger as { change: number; reason: string; booking_id: number | null }[]).map((l) => [l.reason, l.change, l.booking_id]).reverse();
    expect(moves).toEqual([
      ["purchase", 4, null],
      ["booking", -1, kept],
      ["booking", -1, done],
      ["booking", -1, late],
      ["returned", 1, kept],
      ["spent", 0, done],
      ["lost", 0, late],
    ]);
    // The balance is the ledger's sum.
    expect(after.available).toBe(moves.reduce((s, m) => s + (m[1] as number), 0));
    expect(after.bundles[0].used).toBe(2);
  });

  it("keeps the held credit when she moves the session inside the free window, with a row saying so; later the move is refused and nothing is written", async () => {
    const email = "rita@example.com";
    await buyBundle(t, plans.es.id, email);
    const cookie = await signIn(t, email);
    const id = (await book(t.app, cookie, plans.es.id, { date: "2027-01-13", time: "09:00" })).json().id as number;
    const token = manageToken(await waitForMail(t, (m) => m.to.includes(email) && subject(m.raw).startsWith("Tu reserva")));
    const move = (date: string, time: string) =>
      t.app.inject({ method: "POST", url: `${t.base}/bookings/manage/${token}/reschedule`, headers: { "accept-language": "es" }, payload: { date, time } });
    expect((await move("2027-01-13", "10:00")).statusCode).toBe(200);
    let mine = await credits(cookie);
    expect(mine.available).toBe(3);
    expect(mine.ledger[0]).toEqual({ change: 0, reason: "rescheduled", booking_id: id, created_at: "2027-01-04T08:00:00.000Z" });
    expect(mine.bundles[0].used).toBe(1);

    // With less than 24 hours to go she can no longer move it: refused, and the ledger is unchanged.
    clock.set("2027-01-12T12:00:00Z");
    try {
      const late = await move("2027-01-13", "11:00");
      expect(late.statusCode).toBe(409);
    } finally {
      clock.set("2027-01-04T08:00:00Z");
    }
    expect((await credits(cookie)).ledger).toHaveLength(mine.ledger.length);

    // Cancelled inside the window after the move: the credit it still held comes back, once.
    expect((await t.app.inject({ method: "POST", url: `${t.base}/bookings/manage/${token}/cancel` })).statusCode).toBe(200);
    mine = await credits(cookie);
    expect(mine.available).toBe(4);
    const moves = (mine.ledger as { change: number; reason: string; booking_id: number | null }[]).map((l) => [l.reason, l.change, l.booking_id]).reverse();
    expect(moves).toEqual([
      ["purchase", 4, null],
      ["booking", -1, id],
      ["rescheduled", 0, id],
      ["returned", 1, id],
    ]);
  });

  it("signs her in from the booking page by a link that leads back there, then says how many credits book the chosen plan", async () => {
    const email = "sara@example.com";
    await buyBundle(t, plans.es.id, email);
    const before = t.mailbox.received.length;
    const asked = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/v1/client_links`,
      payload: { email, language: "es", service_plan_id: plans.es.id },
    });
    expect(asked.statusCode).toBe(202);
    const mail = await waitForMail(t, (m) => m.to.includes(email) && subject(m.raw) === "Tu enlace para entrar" && t.mailbox.received.indexOf(m) >= before);
    const body = textBody(mail.raw);
    expect(body).toContain("Aquí tienes tu enlace para reservar con un crédito de tu bono");
    const link = new RegExp(`https://practice\\.test/book-consultation\\?lang=es&service=${plans.es.id}&token=([A-Za-z0-9_-]+)`).exec(body);
    expect(link).not.toBeNull();
    const session = await t.app.inject({ method: "POST", url: `${t.base}/api/v1/client_session`, payload: { token: link![1] } });
    expect(session.statusCode).toBe(200);
    const cookie = String(session.headers["set-cookie"]).split(";")[0]!;

    const forPlan = async (id: number) =>
      (await t.app.inject({ url: `${t.base}/api/v1/me/credits?service_plan_id=${id}`, headers: { cookie } })).json().available_for_plan as number;
    expect(await forPlan(plans.gr.id)).toBe(4);
    expect(await forPlan(otherPlan)).toBe(0);
    expect((await credits(cookie)).available_for_plan).toBeNull();
    // A credit she is given by hand books any plan.
    const client = (await t.db.selectFrom("clients").select("id").where("email_key", "=", email).executeTakeFirstOrThrow()).id;
    const grant = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/admin/clients/${client}/credits`,
      headers: bearer(admin),
      payload: { change: 1, reason: "Un regalo" },
    });
    expect(grant.statusCode).toBe(200);
    expect(await forPlan(otherPlan)).toBe(1);
    expect(await forPlan(plans.es.id)).toBe(5);
  });

  it("refuses a signed-out request, a plan the bundle does not cover and an empty balance in her language, keeping no booking", async () => {
    const count = async () => (await t.db.selectFrom("bookings").select("id").execute()).length;
    const before = await count();
    const signedOut = await book(t.app, undefined, plans.es.id);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error).toBe("Para reservar con un crédito, entra primero en tu página con tu correo electrónico.");
    const email = "carla@example.com";
    await buyBundle(t, plans.es.id, email);
    const cookie = await signIn(t, email);
    const other = await book(t.app, cookie, otherPlan);
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe("No te quedan créditos para este servicio: resérvalo pagando como siempre o compra un nuevo bono.");
    expect(await count()).toBe(before);
    expect((await credits(cookie)).available).toBe(4);
  });

  it("gives her last credit to one of two bookings sent at once, and answers the other 409", async () => {
    const email = "dora@example.com";
    await buyBundle(t, plans.es.id, email);
    const cookie = await signIn(t, email);
    for (let i = 0; i < 3; i++) expect((await book(t.app, cookie, plans.es.id)).statusCode).toBe(201);
    const results = await Promise.all([book(t.app, cookie, plans.es.id), book(t.app, cookie, plans.es.id), book(t.app, cookie, plans.es.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await credits(cookie)).available).toBe(0);
  });

  // Two servers on one PostgreSQL database: what keeps the last credit from being spent twice is the database's row lock.
  describe.skipIf(dialect !== "postgres")("on two instances", () => {
    let second: { app: FastifyInstance; db: Database; mailer: Mailer };
    beforeAll(async () => {
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
    });
    afterAll(async () => {
      await second.app.close();
      second.mailer.close();
      await second.db.destroy();
    });

    it("gives her last credit to exactly one of two bookings sent to two instances at once", async () => {
      const email = "eva@example.com";
      await buyBundle(t, plans.es.id, email);
      const cookie = await signIn(t, email);
      for (let i = 0; i < 3; i++) expect((await book(t.app, cookie, plans.es.id)).statusCode).toBe(201);
      const results = await Promise.all([book(t.app, cookie, plans.es.id), book(second.app, cookie, plans.es.id)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const ledger = await t.db
        .selectFrom("credit_ledger as l")
        .innerJoin("clients as c", "c.id", "l.client_id")
        .select("l.change")
        .where("c.email", "=", email)
        .execute();
      expect(ledger.reduce((s, l) => s + l.change, 0)).toBe(0);
    });
  });
});
