import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, dialect, type TestApp } from "../../test/app.js";
import { subject, textBody } from "../../test/mime.js";
import { createPlan, outboxSettled, person, waitForMail } from "../bookings/test-support.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

describe("/my-bookings: a one-time sign-in link by mail, then a session cookie", () => {
  let t: TestApp;
  let bookingId: number;
  const links = (payload: object) => t.app.inject({ method: "POST", url: `${t.base}/api/v1/client_links`, payload });
  const use = (token: string) => t.app.inject({ method: "POST", url: `${t.base}/api/v1/client_session`, payload: { token } });
  const me = (cookie?: string) => t.app.inject({ url: `${t.base}/api/v1/client_session`, headers: cookie ? { cookie } : {} });

  /** Asks for a link and reads it from her mail. */
  async function linkFor(email: string): Promise<string> {
    const before = t.mailbox.received.length;
    expect((await links({ email, language: "es" })).statusCode).toBe(202);
    const mine = (m: { raw: string }) => subject(m.raw) === "Tu enlace para entrar";
    for (let i = 0; i < 250 && !t.mailbox.received.slice(before).some(mine); i++) await new Promise((r) => setTimeout(r, 20));
    const mail = t.mailbox.received.slice(before).find(mine)!;
    const m = /\/my-bookings\?lang=es&token=([A-Za-z0-9_-]+)/.exec(textBody(mail.raw));
    return m![1]!;
  }

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: "https://practice.test" }, { clock });
    const plan = await createPlan(t);
    const res = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: { service_plan_id: plan.id, ...person, date: "2027-01-07", time: "10:00", language: "es" },
    });
    bookingId = res.json().id;
    // Her confirmation leads to her page too.
    const confirmation = await waitForMail(t, (m) => m.to.includes(person.email) && textBody(m.raw).includes("manage-booking/"));
    expect(textBody(confirmation.raw)).toContain("https://practice.test/my-bookings?lang=es");
    await outboxSettled(t);
  });
  afterAll(() => t.close());
  // Each case starts with no recent link: the hourly cap per address counts them.
  beforeEach(async () => {
    await t.db.deleteFrom("client_links").execute();
  });

  it("answers the same whether or not the address is known, and mails only a client", async () => {
    const before = t.mailbox.received.length;
    const unknown = await links({ email: "nobody@example.com", language: "es" });
    const known = await links({ email: "LUCIA@example.com", language: "es" });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    await t.mailbox.waitFor(before + 1);
    await outboxSettled(t);
    const sent = t.mailbox.received.slice(before);
    expect(sent.map((m) => m.to)).toEqual([[person.email]]);
    expect(textBody(sent[0]!.raw)).toContain("Sirve una vez, durante 30 minutos");
    expect((await links({ email: "not an address", language: "es" })).statusCode).toBe(422);
  });

  it("a link works once, and gives a signed HttpOnly cookie that opens her page", async () => {
    const token = await linkFor(person.email);
    expect((await me()).statusCode).toBe(401);
    const first = await use(token);
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers["set-cookie"]);
    expect(setCookie).toMatch(/^client_session=[^;]+; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax; Secure$/);
    const cookie = setCookie.split(";")[0]!;
    expect((await use(token)).statusCode).toBe(410);

    const page = await me(cookie);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      client: { name: person.name, email: person.email, language: "es" },
      bookings: [{ id: bookingId, status: "pending_payment", upcoming: true }],
      questionnaire: { submitted_at: null, editable_booking_id: bookingId },
      follow_up_plan_id: expect.any(Number),
    });

    // A booking of hers opens through a fresh private link; the link works.
    const open = await t.app.inject({ url: `${t.base}/api/v1/client_session/bookings/${bookingId}?to=questionnaire`, headers: { cookie } });
    expect(open.statusCode).toBe(303);
    const m = /^https:\/\/practice\.test\/manage-booking\/([A-Za-z0-9_-]+)\?lang=es#questionnaire$/.exec(String(open.headers.location));
    expect(m).not.toBeNull();
    expect((await t.app.inject({ url: `${t.base}/bookings/manage/${m![1]}` })).statusCode).toBe(200);

    // A forged or altered cookie opens nothing; signing out removes it.
    const [id, version, issued, sig] = cookie.slice("client_session=".length).split(".");
    for (const bad of [
      `${Number(id) + 1}.${version}.${issued}.${sig}`,
      `${id}.${Number(version) + 1}.${issued}.${sig}`,
      `${id}.${version}.${Number(issued) + 1}.${sig}`,
      "client_session=x",
    ])
      expect((await me(bad.startsWith("client_session") ? bad : `client_session=${bad}`)).statusCode).toBe(401);
    const out = await t.app.inject({ method: "DELETE", url: `${t.base}/api/v1/client_session`, headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers["set-cookie"])).toContain("Max-Age=0");
  });

  it("a link expires after 30 minutes, and a session after a week", async () => {
    const token = await linkFor(person.email);
    clock.set("2027-01-04T08:31:00Z");
    expect((await use(token)).statusCode).toBe(410);
    clock.set("2027-01-04T08:00:00Z");
    const fresh = await linkFor(person.email);
    const cookie = String((await use(fresh)).headers["set-cookie"]).split(";")[0]!;
    clock.set("2027-01-11T08:01:00Z");
    expect((await me(cookie)).statusCode).toBe(401);
    clock.set("2027-01-04T08:00:00Z");
  });

  it("her session opens only her own bookings", async () => {
    const plan = (await t.app.repos.servicePlans.list())[0]!;
    const other = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: { service_plan_id: plan.id, ...person, email: "marta@example.com", phone_number: "6999999999", date: "2027-01-08", time: "10:00" },
    });
    const cookie = String((await use(await linkFor(person.email))).headers["set-cookie"]).split(";")[0]!;
    expect((await t.app.inject({ url: `${t.base}/api/v1/client_session/bookings/${other.json().id}`, headers: { cookie } })).statusCode).toBe(404);
  });

  it("answers before the work begins, for a known address as for an unknown one", async () => {
    const before = t.mailbox.received.length;
    // While the database is held, neither answer may wait for it.
    await t.db.transaction().execute(async (trx) => {
      if (dialect === "postgres") await trx.selectFrom("clients").select("id").forUpdate().execute();
      else await sql`update clients set updated_at = updated_at`.execute(trx);
      const answers = await Promise.race([
        Promise.all([links({ email: person.email, language: "es" }), links({ email: "nobody@example.com", language: "es" })]),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 3000)),
      ]);
      expect(answers?.map((a) => a.statusCode)).toEqual([202, 202]);
      expect(answers![0].body).toBe(answers![1].body);
      expect(await trx.selectFrom("client_links").select("token_hash").execute()).toEqual([]);
    });
    // Then the work goes on: the client's mail leaves, nobody else's.
    await t.mailbox.waitFor(before + 1);
    await outboxSettled(t);
    expect(t.mailbox.received.slice(before).map((m) => m.to)).toEqual([[person.email]]);
  });

  it("sends at most 3 sign-in mails an hour to one address, whatever the IP", async () => {
    const before = t.mailbox.received.length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: `${t.base}/api/v1/client_links`,
          payload: { email: person.email, language: "es" },
          remoteAddress: `10.0.0.${i + 1}`,
        }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 202)).toBe(true);
    await t.mailbox.waitFor(before + 3);
    await new Promise((r) => setTimeout(r, 300));
    await outboxSettled(t);
    expect(t.mailbox.received.length - before).toBe(3);
    expect(await t.db.selectFrom("client_links").select("token_hash").execute()).toHaveLength(3);
    // An hour later she may ask again.
    clock.set("2027-01-04T09:01:00Z");
    await linkFor(person.email);
    clock.set("2027-01-04T08:00:00Z");
  });
});
