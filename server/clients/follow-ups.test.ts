import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { subject, textBody } from "../../test/mime.js";
import { createPlan, outboxSettled, person, waitForMail } from "../bookings/test-support.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

describe("the follow-up: one invitation after the plan's interval, unless she booked again or declined", () => {
  let t: TestApp;
  let admin: string;
  let planId: number;

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: "https://practice.test" }, { clock });
    admin = await t.login();
    planId = (await createPlan(t)).id;
  });
  afterAll(() => t.close());

  async function completedSession(email: string) {
    clock.set("2027-01-04T08:00:00Z");
    const res = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: { service_plan_id: planId, ...person, email, date: "2027-01-07", time: email.startsWith("a") ? "10:00" : "11:00", language: "es" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    await t.app.inject({ method: "POST", url: `${t.base}/bookings/${id}/mark_paid`, headers: bearer(admin) });
    clock.set("2027-01-07T12:00:00Z");
    expect((await t.app.inject({ method: "POST", url: `${t.base}/bookings/${id}/complete`, headers: bearer(admin) })).statusCode).toBe(200);
    await outboxSettled(t);
    return id;
  }

  it("sets a plan's interval, and refuses a bad one", async () => {
    const put = (id: number, weeks: unknown) =>
      t.app.inject({ method: "PUT", url: `${t.base}/api/admin/follow_up_intervals/${id}`, headers: bearer(admin), payload: { weeks } });
    expect((await put(planId, 0)).statusCode).toBe(422);
    expect((await put(planId, 2.5)).statusCode).toBe(422);
    expect((await put(999999, 4)).statusCode).toBe(404);
    expect((await put(planId, 4)).json()).toEqual({ service_plan_id: planId, weeks: 4 });
    expect((await t.app.inject({ url: `${t.base}/api/admin/follow_up_intervals`, headers: bearer(admin) })).json()).toEqual([
      { service_plan_id: planId, weeks: 4 },
    ]);
  });

  it("invites her once, 4 weeks after the completed session, with the plan chosen; the decline link stops the next", async () => {
    await completedSession("ana@example.com");
    const jobs = t.app.services.followUps;
    expect(await jobs.run(new Date("2027-02-04T08:00:00Z"))).toBe(0); // not yet: 4 weeks from 2027-01-07 09:00Z
    expect(await jobs.run(new Date("2027-02-04T09:00:00Z"))).toBe(1);
    expect(await jobs.run(new Date("2027-02-05T09:00:00Z"))).toBe(0); // once
    const mail = await waitForMail(t, (m) => subject(m.raw) === "Es hora de tu revisión");
    expect(mail.to).toEqual(["ana@example.com"]);
    const body = textBody(mail.raw);
    expect(body).toContain(`https://practice.test/book-consultation?lang=es&service=${planId}`);
    expect(body).toContain("Han pasado 4 semanas");
    const decline = /https:\/\/practice\.test(\/api\/clients\/follow_up\/decline\?client=\d+&token=[A-Za-z0-9_-]+)/.exec(body)![1]!;

    // The link asks first (a mail scanner's GET changes nothing), in her language; the button declines.
    const page = await t.app.inject({ url: decline, headers: { accept: "text/html" } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("¿Dejar de recibir recordatorios para reservar una revisión?");
    const client = await t.db.selectFrom("clients").selectAll().where("email_key", "=", "ana@example.com").executeTakeFirstOrThrow();
    expect(client.follow_up_declined_at).toBeNull();
    const done = await t.app.inject({ method: "POST", url: decline, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "decline=1" });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("no recibirás más recordatorios");
    const forgedUrl = decline.replace(/token=(.)/, (_m, c: string) => `token=${c === "A" ? "B" : "A"}`);
    const forged = await t.app.inject({ url: forgedUrl, headers: { accept: "text/html" } });
    expect(forged.statusCode).toBe(404);

    // Her next completed session brings no invitation: she declined.
    await t.db.deleteFrom("follow_up_invitations").execute();
    expect(await jobs.run(new Date("2027-03-04T09:00:00Z"))).toBe(0);
  });

  it("no invitation when she has booked again", async () => {
    await completedSession("bea@example.com");
    clock.set("2027-01-08T08:00:00Z");
    const again = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: { service_plan_id: planId, ...person, email: "BEA@example.com", date: "2027-01-14", time: "10:00" },
    });
    expect(again.statusCode).toBe(201);
    expect(await t.app.services.followUps.run(new Date("2027-02-05T09:00:00Z"))).toBe(0);
  });
});
