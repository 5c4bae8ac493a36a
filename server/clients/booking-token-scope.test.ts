import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { subject, textBody } from "../../test/mime.js";
import { createPlan, manageToken, outboxSettled, person, waitForMail } from "../bookings/test-support.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

/**
 * A booking's private link is all anyone gets by booking with her address (the pay link of a
 * paid plan carries it): it must open what was entered through that booking, nothing older.
 */
describe("a booking's private link and her client record", () => {
  let t: TestApp;
  let admin: string;
  let planId: number;
  let herToken: string;
  let clientId: number;
  const herAnswer = "Celiaquía diagnosticada en 2019";

  async function bookAndToken(over: Record<string, unknown>): Promise<{ id: number; token: string }> {
    const res = await t.app.inject({ method: "POST", url: `${t.base}/bookings`, payload: { service_plan_id: planId, ...person, language: "es", ...over } });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const mail = await waitForMail(t, (m) => m.to.includes(person.email) && /reserva/i.test(subject(m.raw)) && textBody(m.raw).includes(String(over.time)));
    return { id, token: manageToken(mail) };
  }
  const intakeUrl = (token: string) => `${t.base}/bookings/manage/${token}/intake`;

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: "https://practice.test", BOOKING_UNPAID_LIMIT: "10" }, { clock });
    admin = await t.login();
    planId = (await createPlan(t)).id;
    const first = await bookAndToken({ date: "2027-01-07", time: "10:00" });
    herToken = first.token;
    const sent = await t.app.inject({ method: "PUT", url: intakeUrl(herToken), payload: { answers: { conditions: herAnswer }, submitted: true } });
    expect(sent.statusCode, sent.body).toBe(200);
    clientId = (await t.db.selectFrom("bookings").select("client_id").where("id", "=", first.id).executeTakeFirstOrThrow()).client_id!;
    await outboxSettled(t);
  });
  afterAll(() => t.close());

  it("a new booking with her address neither reads nor replaces her earlier questionnaire", async () => {
    const intruder = await bookAndToken({ date: "2027-01-08", time: "11:00", name: "Mallory Impostor", phone_number: "6000000001" });
    const read = await t.app.inject({ url: intakeUrl(intruder.token) });
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain("Celiaqu");
    expect(read.json()).toMatchObject({ answers: {}, submitted: false, editable: true });

    const put = await t.app.inject({ method: "PUT", url: intakeUrl(intruder.token), payload: { answers: { conditions: "written by someone else" } } });
    expect(put.statusCode).toBe(200);
    expect(put.json().answers).toEqual({ conditions: "written by someone else" });
    // Her own link still shows what she wrote.
    expect((await t.app.inject({ url: intakeUrl(herToken) })).json()).toMatchObject({ answers: { conditions: herAnswer }, submitted: true });
  });

  it("a booking never overwrites her record's name or phone; the admin sees the new details", async () => {
    const page = await t.app.inject({ url: `${t.base}/api/admin/clients/${clientId}`, headers: bearer(admin) });
    expect(page.statusCode).toBe(200);
    expect(page.json().client).toMatchObject({ name: person.name, phone: expect.stringContaining("6123456789") });
    expect(page.json().pending_details).toMatchObject({ name: "Mallory Impostor", phone: expect.stringContaining("6000000001") });
    // Her questionnaire on her record is still hers.
    expect(page.json().intake).toMatchObject({ answers: { conditions: herAnswer } });
  });

  it("logs every read of her questionnaire, saying who read it", async () => {
    await t.db.deleteFrom("health_access_log").execute();
    await t.app.inject({ url: intakeUrl(herToken) });
    const log = await t.db.selectFrom("health_access_log").select(["actor", "what"]).where("client_id", "=", clientId).execute();
    expect(log).toEqual([{ actor: expect.stringMatching(/^client:booking:\d+$/), what: "questionnaire" }]);
    await t.app.inject({ url: `${t.base}/api/admin/clients/${clientId}`, headers: bearer(admin) });
    const after = await t.db.selectFrom("health_access_log").select(["actor"]).where("client_id", "=", clientId).execute();
    expect(after.map((l) => l.actor)).toContain(ADMIN.email);
  });

  it("signed in with the link sent to her address, a new booking's form starts from her answers; signed out, it does not", async () => {
    const next = await bookAndToken({ date: "2027-01-11", time: "12:00" });
    const before = t.mailbox.received.length;
    await t.app.inject({ method: "POST", url: `${t.base}/api/v1/client_links`, payload: { email: person.email, language: "es" } });
    const mail = await waitForMail(t, (m) => t.mailbox.received.indexOf(m) >= before && subject(m.raw) === "Tu enlace para entrar");
    const link = /token=([A-Za-z0-9_-]+)/.exec(textBody(mail.raw))![1]!;
    const signIn = await t.app.inject({ method: "POST", url: `${t.base}/api/v1/client_session`, payload: { token: link } });
    const cookie = String(signIn.headers["set-cookie"]).split(";")[0]!;

    expect((await t.app.inject({ url: intakeUrl(next.token) })).json().answers).toEqual({});
    await t.db.deleteFrom("health_access_log").execute();
    const mine = await t.app.inject({ url: intakeUrl(next.token), headers: { cookie } });
    expect(mine.json()).toMatchObject({ answers: { conditions: herAnswer }, submitted: false, editable: true });
    const log = await t.db.selectFrom("health_access_log").select(["actor", "what"]).where("client_id", "=", clientId).execute();
    expect(log).toEqual([{ actor: "client:signed-in", what: "questionnaire" }]);

    expect((await t.app.inject({ method: "DELETE", url: `${t.base}/api/v1/client_session`, headers: { cookie } })).statusCode).toBe(204);
    expect((await t.app.inject({ url: intakeUrl(next.token), headers: { cookie } })).json().answers).toEqual({});
  });
});
