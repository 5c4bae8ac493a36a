import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { createPlan, manageToken, outboxSettled, person, waitForMail } from "../bookings/test-support.js";
import { runClinicalRetention } from "./clinical-records.js";
import { runRetention } from "../personal-data/retention-job.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

describe("clinical records: kept by an erasure while the law requires, deleted five years after the last session", () => {
  let t: TestApp;
  let admin: string;
  let planId: number;

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: "https://practice.test" }, { clock });
    admin = await t.login();
    planId = (await createPlan(t, null)).id;
  });
  afterAll(() => t.close());

  /** A booking of hers, paid and held, with a questionnaire and a note: a session that took place. */
  async function sessionWithRecords(email: string, date: string) {
    clock.set(`${date.slice(0, 8)}01T08:00:00Z`);
    const res = await t.app.inject({ method: "POST", url: `${t.base}/bookings`, payload: { service_plan_id: planId, ...person, email, date, time: "10:00" } });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const token = manageToken(await waitForMail(t, (m) => m.to.includes(email) && m.raw.includes("manage-booking/")));
    const saved = await t.app.inject({
      method: "PUT",
      url: `${t.base}/bookings/manage/${token}/intake`,
      payload: { answers: { allergies: "Frutos secos" }, submitted: true },
    });
    expect(saved.statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: `${t.base}/bookings/${id}/mark_paid`, headers: bearer(admin) })).statusCode).toBe(200);
    clock.set(`${date}T12:00:00Z`);
    expect((await t.app.inject({ method: "POST", url: `${t.base}/bookings/${id}/complete`, headers: bearer(admin) })).statusCode).toBe(200);
    const clientId = (await t.db.selectFrom("bookings").select("client_id").where("id", "=", id).executeTakeFirstOrThrow()).client_id!;
    const note = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/admin/clients/${clientId}/notes`,
      headers: bearer(admin),
      payload: { booking_id: id, text: "Primera sesión" },
    });
    expect(note.statusCode).toBe(201);
    await outboxSettled(t);
    return { id, clientId };
  }

  it("an erasure keeps her questionnaire and notes with her record, says until when, and removes the rest", async () => {
    const { clientId } = await sessionWithRecords("ines@example.com", "2027-02-04");
    await t.db
      .insertInto("subscribers")
      .values({ email: "ines@example.com", language: "es", unsubscribe_token: "u-ines", created_at: "2027-01-01T00:00:00.000Z" })
      .execute();
    await t.db
      .insertInto("contact_messages")
      .values({ name: "Inés", email: "INES@example.com", message: "Hola", read_at: null, created_at: "2027-01-01T00:00:00.000Z" })
      .execute();

    const res = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/admin/personal_data/erase`,
      headers: bearer(admin),
      payload: { email: "ines@example.com" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.erased).toMatchObject({
      subscriptions: 1,
      contact_messages: 1,
      bookings_anonymised: 1,
      clinical_records_kept_until: "2032-02-04T09:00:00.000Z",
    });
    expect(body.export.clinical_records).toMatchObject({
      questionnaire: { answers: { allergies: "Frutos secos" } },
      notes: [{ text: "Primera sesión" }],
      last_session: "2027-02-04T09:00:00.000Z",
      kept_until: "2032-02-04T09:00:00.000Z",
    });
    // The records are still there, and still readable, with her record.
    const page = await t.app.inject({ url: `${t.base}/api/admin/clients/${clientId}`, headers: bearer(admin) });
    expect(page.json()).toMatchObject({
      intake: { answers: { allergies: "Frutos secos" } },
      notes: [{ text: "Primera sesión" }],
      messages: [],
      subscription: null,
    });

    // Five years after the session the daily job deletes them, then her record.
    expect(await runClinicalRetention(t.app.repos.clients, new Date("2032-02-04T08:00:00Z"))).toMatchObject({ records: 0, clients: 0 });
    expect(await runClinicalRetention(t.app.repos.clients, new Date("2032-02-04T10:00:00Z"))).toMatchObject({ records: 2, clients: 1 });
    expect(await t.db.selectFrom("clients").select("id").where("id", "=", clientId).executeTakeFirst()).toBeUndefined();
    expect(await runClinicalRetention(t.app.repos.clients, new Date("2032-02-04T10:00:00Z"))).toMatchObject({ records: 0, clients: 0 });
  });

  it("an erasure of someone with no clinical records removes her record too", async () => {
    clock.set("2027-03-01T08:00:00Z");
    const res = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: { service_plan_id: planId, ...person, email: "julia@example.com", date: "2027-03-04", time: "10:00" },
    });
    expect(res.statusCode).toBe(201);
    await outboxSettled(t);
    const erased = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/admin/personal_data/erase`,
      headers: bearer(admin),
      payload: { email: "julia@example.com" },
    });
    expect(erased.json().erased.clinical_records_kept_until).toBeNull();
    expect(await t.db.selectFrom("clients").select("id").where("email_key", "=", "julia@example.com").executeTakeFirst()).toBeUndefined();
  });

  it("once her bookings are past the ordinary retention, a record without clinical data goes; one with them stays", async () => {
    const withRecords = await sessionWithRecords("kira@example.com", "2027-04-05");
    clock.set("2027-04-07T08:00:00Z");
    const res = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: { service_plan_id: planId, ...person, email: "lena@example.com", date: "2027-04-12", time: "10:00" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const lenaBooking = res.json().id as number;
    expect((await t.app.inject({ method: "POST", url: `${t.base}/bookings/${lenaBooking}/cancel`, headers: bearer(admin) })).statusCode).toBe(200);
    await outboxSettled(t);
    const later = new Date("2029-06-01T00:00:00Z");
    await runRetention(t.db, 24, later);
    expect(await runClinicalRetention(t.app.repos.clients, later)).toMatchObject({ records: 0, clients: 1 });
    expect(await t.db.selectFrom("clients").select("email_key").where("email_key", "in", ["kira@example.com", "lena@example.com"]).execute()).toEqual([
      { email_key: "kira@example.com" },
    ]);
    expect((await t.app.repos.clients.intake(withRecords.clientId))?.answers).toEqual({ allergies: "Frutos secos" });
  });

  it("keeps a questionnaire and notes with no session yet, five years from their last entry", async () => {
    clock.set("2027-05-03T08:00:00Z");
    const res = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: { service_plan_id: planId, ...person, email: "maya@example.com", date: "2027-05-20", time: "10:00" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const token = manageToken(await waitForMail(t, (m) => m.to.includes("maya@example.com") && m.raw.includes("manage-booking/")));
    const saved = await t.app.inject({
      method: "PUT",
      url: `${t.base}/bookings/manage/${token}/intake`,
      payload: { answers: { allergies: "Marisco" }, submitted: true },
    });
    expect(saved.statusCode).toBe(200);
    const clientId = (await t.db.selectFrom("bookings").select("client_id").where("id", "=", res.json().id).executeTakeFirstOrThrow()).client_id!;
    clock.set("2027-05-10T08:00:00Z");
    const note = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/admin/clients/${clientId}/notes`,
      headers: bearer(admin),
      payload: { text: "Llamada previa: alergia al marisco" },
    });
    expect(note.statusCode).toBe(201);
    await outboxSettled(t);

    const erased = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/admin/personal_data/erase`,
      headers: bearer(admin),
      payload: { email: "maya@example.com" },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().erased.clinical_records_kept_until).toBe("2032-05-10T08:00:00.000Z");
    expect(erased.json().export.clinical_records).toMatchObject({ last_session: null, kept_until: "2032-05-10T08:00:00.000Z" });
    const page = await t.app.inject({ url: `${t.base}/api/admin/clients/${clientId}`, headers: bearer(admin) });
    expect(page.json()).toMatchObject({ intake: { answers: { allergies: "Marisco" } }, notes: [{ text: "Llamada previa: alergia al marisco" }] });

    // The daily job keeps them until five years after the note, then deletes them and her record.
    await runClinicalRetention(t.app.repos.clients, new Date("2032-05-10T07:00:00Z"));
    expect((await t.app.repos.clients.intake(clientId))?.answers).toEqual({ allergies: "Marisco" });
    expect(await t.app.repos.clients.notes(clientId)).toHaveLength(1);
    expect(await runClinicalRetention(t.app.repos.clients, new Date("2032-05-10T09:00:00Z"))).toMatchObject({ records: 2, clients: 1 });
    expect(await t.db.selectFrom("clients").select("id").where("id", "=", clientId).executeTakeFirst()).toBeUndefined();
  });
});
