import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, bearer, buildTestApp, dialect, type TestApp } from "../../test/app.js";
import { subject, textBody } from "../../test/mime.js";
import { createPlan, manageToken, outboxSettled, person, waitForMail } from "../bookings/test-support.js";
import { KEY_FILE } from "./health-crypto.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

/** Every file the site keeps in its data folder (the SQLite database, its WAL), as bytes. */
function dataBytes(dir: string): Buffer {
  const out: Buffer[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(fs.readFileSync(p));
    }
  };
  walk(dir);
  return Buffer.concat(out);
}

describe("client records, the questionnaire and session notes", () => {
  let t: TestApp;
  let admin: string;
  let planId: number;
  const book = async (over: Record<string, unknown>) => {
    const res = await t.app.inject({ method: "POST", url: `${t.base}/bookings`, payload: { service_plan_id: planId, ...person, language: "es", ...over } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const adminGet = (p: string) => t.app.inject({ url: `${t.base}/api/admin/clients${p}`, headers: bearer(admin) });
  let firstToken: string;
  let firstBooking: number;
  let clientId: number;

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: "https://practice.test", BOOKING_UNPAID_LIMIT: "10" }, { clock, sqliteInDataDir: true });
    admin = await t.login();
    planId = (await createPlan(t)).id;
    firstBooking = await book({ date: "2027-01-07", time: "10:00", privacy_consent: true });
    const mail = await waitForMail(t, (m) => m.to.includes(person.email) && /reserva/i.test(subject(m.raw)));
    firstToken = manageToken(mail);
    await outboxSettled(t);
  });
  afterAll(() => t.close());

  it("makes one record per address, whatever its case, and links each booking to it; a later booking's other name waits for the admin", async () => {
    const second = await book({ date: "2027-01-08", time: "10:00", email: "  LUCIA@Example.com ", name: "Lucía Pérez Gil" });
    const other = await book({ date: "2027-01-08", time: "11:00", email: "marta@example.com", name: "Marta Gil", phone_number: "6999999999" });
    const rows = await t.db.selectFrom("bookings").select(["id", "client_id"]).where("id", "in", [firstBooking, second, other]).execute();
    const byId = new Map(rows.map((r) => [r.id, r.client_id]));
    expect(byId.get(firstBooking)).toBeTypeOf("number");
    expect(byId.get(second)).toBe(byId.get(firstBooking));
    expect(byId.get(other)).not.toBe(byId.get(firstBooking));
    clientId = byId.get(firstBooking)!;

    const list = await adminGet("");
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: clientId,
        email: "lucia@example.com",
        name: "Lucía Pérez",
        phone: expect.stringContaining("6123456789"),
        language: "es",
        next_session: "2027-01-07T09:00:00.000Z",
        last_session: null,
        bookings: 2,
        unread_messages: 0,
        waiting_since: null,
        overdue: false,
      },
      expect.objectContaining({ name: "Marta Gil", next_session: "2027-01-08T10:00:00.000Z", bookings: 1 }),
    ]);
    expect((await adminGet(`/${clientId}`)).json().pending_details).toMatchObject({ name: "Lucía Pérez Gil", booking_id: second });
    const apply = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/admin/clients/${clientId}/pending_details`,
      headers: bearer(admin),
      payload: { apply: true },
    });
    expect(apply.statusCode).toBe(204);
    const applied = (await adminGet(`/${clientId}`)).json();
    expect(applied.client.name).toBe("Lucía Pérez Gil");
    expect(applied.pending_details).toBeNull();
    const again = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/admin/clients/${clientId}/pending_details`,
      headers: bearer(admin),
      payload: { apply: true },
    });
    expect(again.statusCode).toBe(404);
    for (const q of ["lucia", "PÉREZ", "LUCIA@EXAMPLE", "612345"])
      expect((await adminGet(`?q=${encodeURIComponent(q)}`)).json().map((c: { id: number }) => c.id)).toEqual([clientId]);
    expect((await adminGet("?q=nobody")).json()).toEqual([]);
    expect((await t.app.inject({ url: `${t.base}/api/admin/clients` })).statusCode).toBe(401);
    expect((await adminGet("/999999")).statusCode).toBe(404);
  });

  it("invites her to the questionnaire, saves it as she goes and keeps it encrypted", async () => {
    const mail = await waitForMail(t, (m) => m.to.includes(person.email) && textBody(m.raw).includes(`/manage-booking/${firstToken}`));
    expect(textBody(mail.raw)).toContain("cuestionario de salud");
    expect(textBody(mail.raw)).toContain(`/manage-booking/${firstToken}?lang=es#questionnaire`);

    const url = `${t.base}/bookings/manage/${firstToken}/intake`;
    const empty = await t.app.inject({ url });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ answers: {}, submitted: false, submitted_at: null, updated_at: null, editable: true });

    const answer = "Celiaquía diagnosticada en 2019, sin gluten desde entonces";
    const draft = await t.app.inject({ method: "PUT", url, payload: { answers: { conditions: answer, reason: "  Comer mejor  ", sleep_stress: "" } } });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({ answers: { conditions: answer, reason: "Comer mejor" }, submitted: false, editable: true });
    expect((await t.app.inject({ url })).json().answers).toEqual({ conditions: answer, reason: "Comer mejor" });

    const sent = await t.app.inject({
      method: "PUT",
      url,
      payload: { answers: { conditions: answer, reason: "Comer mejor", height_cm: "165" }, submitted: true },
    });
    expect(sent.json()).toMatchObject({ submitted: true, submitted_at: "2027-01-04T08:00:00.000Z" });
    // A change after sending keeps it sent.
    const changed = await t.app.inject({ method: "PUT", url, payload: { answers: { conditions: answer, reason: "Comer mejor y dormir" } } });
    expect(changed.json()).toMatchObject({ submitted: true, answers: { reason: "Comer mejor y dormir" } });

    const unknown = await t.app.inject({ method: "PUT", url, payload: { answers: { blood_type: "A+" } }, headers: { "accept-language": "es" } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body).toContain("pregunta desconocida");
    const tooLong = await t.app.inject({ method: "PUT", url, payload: { answers: { other: "x".repeat(5001) } } });
    expect(tooLong.statusCode).toBe(422);
    expect((await t.app.inject({ url: `${t.base}/bookings/manage/${"x".repeat(43)}/intake` })).statusCode).toBe(404);

    // Nothing of it in the database's bytes, nor in its column: the key is elsewhere.
    await outboxSettled(t);
    if (dialect === "sqlite") {
      // The search finds what is stored in clear (her name, on the booking).
      expect(dataBytes(t.dataDir).includes(Buffer.from("Lucía Pérez"))).toBe(true);
      expect(dataBytes(t.dataDir).includes(Buffer.from("Celiaquía diagnosticada"))).toBe(false);
      expect(dataBytes(t.dataDir).includes(Buffer.from("Comer mejor"))).toBe(false);
    }
    const stored = await t.db.selectFrom("client_intakes").select("answers").executeTakeFirstOrThrow();
    expect(stored.answers).toMatch(/^v1:/);
    expect(stored.answers).not.toContain("Celiaqu");
    expect(fs.existsSync(path.join(t.dataDir, KEY_FILE))).toBe(true);

    // A later booking's confirmation no longer invites her: she has sent it.
    const before = t.mailbox.received.length;
    await book({ date: "2027-01-11", time: "10:00" });
    await t.mailbox.waitFor(before + 1);
    const next = await waitForMail(t, (m) => m.to.includes(person.email) && textBody(m.raw).includes("11 de enero"));
    expect(textBody(next.raw)).not.toContain("cuestionario");
  });

  it("shows her page with the questionnaire, and logs who opened it", async () => {
    await t.db.deleteFrom("health_access_log").execute();
    const page = await adminGet(`/${clientId}`);
    expect(page.statusCode).toBe(200);
    const d = page.json();
    expect(d.client).toMatchObject({ id: clientId, email: "lucia@example.com", bookings: 3 });
    expect(d.bookings.map((b: { id: number }) => b.id)).toContain(firstBooking);
    expect(d.bookings[0]).toMatchObject({ status: "pending_payment", payment: { status: "unpaid", expected_amount: 7000 } });
    expect(d.intake).toMatchObject({ submitted: true, answers: { reason: "Comer mejor y dormir" } });
    expect(d.consents).toEqual([{ kind: "privacy", at: "2027-01-04T08:00:00.000Z", booking_id: firstBooking }]);
    expect(d.access_log.slice(0, 2)).toEqual(
      expect.arrayContaining([
        { actor: ADMIN.email, what: "questionnaire", created_at: expect.any(String) },
        { actor: ADMIN.email, what: "notes", created_at: expect.any(String) },
      ]),
    );
    expect(page.headers["cache-control"]).toBe("private, no-store");

    const ofBooking = await t.app.inject({ url: `${t.base}/api/admin/clients/by_booking/${firstBooking}`, headers: bearer(admin) });
    expect(ofBooking.json()).toMatchObject({ client_id: clientId, intake: { submitted: true } });
    const log = await t.db
      .selectFrom("health_access_log")
      .select(["actor", "what"])
      .where("client_id", "=", clientId)
      .where("actor", "=", ADMIN.email)
      .execute();
    expect(log.map((l) => l.what).sort()).toEqual(["notes", "questionnaire", "questionnaire"]);
  });

  it("keeps session notes, encrypted, with the earlier texts of an edit", async () => {
    const notes = `${t.base}/api/admin/clients/${clientId}/notes`;
    const created = await t.app.inject({
      method: "POST",
      url: notes,
      headers: bearer(admin),
      payload: { booking_id: firstBooking, text: "Refiere hinchazón tras la cena" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const note = created.json();
    expect(note).toMatchObject({ booking_id: firstBooking, text: "Refiere hinchazón tras la cena", history: [] });
    clock.set("2027-01-04T09:00:00Z");
    const edited = await t.app.inject({
      method: "PUT",
      url: `${notes}/${note.id}`,
      headers: bearer(admin),
      payload: { text: "Hinchazón tras la cena; probar sin lácteos" },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      text: "Hinchazón tras la cena; probar sin lácteos",
      history: [{ text: "Refiere hinchazón tras la cena", created_at: note.updated_at }],
    });
    clock.set("2027-01-04T08:00:00Z");

    const marta = (await adminGet("?q=marta")).json()[0].id as number;
    const wrongBooking = await t.app.inject({
      method: "POST",
      url: notes.replace(String(clientId), String(marta)),
      headers: bearer(admin),
      payload: { booking_id: firstBooking, text: "x" },
    });
    expect(wrongBooking.statusCode).toBe(422);
    const wrongNote = await t.app.inject({
      method: "PUT",
      url: `${notes.replace(String(clientId), String(marta))}/${note.id}`,
      headers: { ...bearer(admin), "accept-language": "es" },
      payload: { text: "x" },
    });
    expect(wrongNote.statusCode).toBe(404);
    expect(wrongNote.json().error).toBe("Nota no encontrada.");
    const empty = await t.app.inject({ method: "POST", url: notes, headers: bearer(admin), payload: { text: "   " } });
    expect(empty.statusCode).toBe(422);

    expect((await adminGet(`/${clientId}`)).json().notes).toEqual([
      expect.objectContaining({ id: note.id, text: "Hinchazón tras la cena; probar sin lácteos" }),
    ]);
    const rows = await t.db.selectFrom("client_notes").select("text").unionAll(t.db.selectFrom("client_note_versions").select("text")).execute();
    for (const r of rows) expect(r.text).toMatch(/^v1:/);
    if (dialect === "sqlite") expect(dataBytes(t.dataDir).includes(Buffer.from("hinchazón"))).toBe(false);
  });

  it("closes the questionnaire when the session starts", async () => {
    clock.set("2027-01-07T09:00:00Z");
    const url = `${t.base}/bookings/manage/${firstToken}/intake`;
    expect((await t.app.inject({ url })).json().editable).toBe(false);
    const res = await t.app.inject({ method: "PUT", url, payload: { answers: { reason: "late" } }, headers: { "accept-language": "gr" } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain("συνεδρία");
    clock.set("2027-01-04T08:00:00Z");
  });
});
