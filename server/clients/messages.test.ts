import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { everythingKept, filesUnder } from "../../test/db-snapshot.js";
import { multipart } from "../../test/multipart.js";
import { textBody } from "../../test/mime.js";
import { createPlan, outboxSettled, person, waitForMail } from "../bookings/test-support.js";
import { clientSessions } from "./client-session.js";
import { practiceMailContext } from "../practice/practice-mail.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid
const SECRET_TEXT = "Tengo ansiedad por la noche y ceno galletas";
const PHOTO_NAME = "cena-del-martes.jpg";
const PDF = Buffer.from("%PDF-1.4\n% Analítica de glucosa en ayunas 118 mg/dl\n%%EOF\n");

/** A photo as a phone takes it: a JPEG carrying the camera's make and where it was taken. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#c0703a" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 15" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 25/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "3/1 42/1 0/1" },
    })
    .toBuffer();
}

describe("messages between sessions: her thread with the practice, attachments, notices, read state", () => {
  let t: TestApp;
  let admin: string;
  let lucia: { id: number; cookie: string };
  let marta: { id: number; cookie: string };

  async function client(email: string, name: string): Promise<{ id: number; cookie: string }> {
    const plan = await createPlan(t);
    const res = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: { service_plan_id: plan.id, ...person, email, name, date: "2027-01-07", time: email.startsWith("l") ? "10:00" : "11:00", language: "es" },
    });
    expect(res.statusCode).toBe(201);
    const id = (await t.db.selectFrom("bookings").select("client_id").where("id", "=", res.json().id).executeTakeFirstOrThrow()).client_id!;
    const sessions = clientSessions(t.db, t.app.mails, {
      publicUrl: t.config.PUBLIC_URL,
      signer: () => practiceMailContext(t.app.repos, t.config),
      secure: false,
    });
    return { id, cookie: `client_session=${await sessions.issue(id)}` };
  }
  const mine = (who: { cookie: string }) => t.app.inject({ url: `${t.base}/api/v1/me/messages`, headers: { cookie: who.cookie } });
  const notices = async (recipient: string) =>
    Number(
      (
        await t.db
          .selectFrom("outbox")
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .where("kind", "=", "client_message_notice")
          .where("recipient", "=", recipient)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: "https://practice.test", NUTRITIONIST_EMAIL: "nutri@practice.test" }, { clock, sqliteInDataDir: true });
    admin = await t.login();
    lucia = await client("lucia@example.com", "Lucía Pérez");
    marta = await client("marta@example.com", "Marta Gil");
    await outboxSettled(t);
  });
  afterAll(() => t.close());

  it("a thread with a photo and a PDF: both sides read it, the photo without EXIF or GPS, the practice's reading logged", async () => {
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif?.toString("latin1")).toContain("PhoneMaker");
    const form = await multipart({
      body: SECRET_TEXT,
      attachments: [
        { content: photo, filename: PHOTO_NAME, contentType: "image/jpeg" },
        { content: PDF, filename: "analitica.pdf", contentType: "application/pdf" },
      ],
    });
    const sent = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/v1/me/messages`,
      headers: { cookie: lucia.cookie, ...form.headers },
      payload: form.payload,
    });
    expect(sent.statusCode).toBe(201);
    const msg = sent.json();
    expect(msg).toMatchObject({ body: SECRET_TEXT, author: "client", read_at: null });
    expect(msg.attachments.map((a: { name: string; type: string }) => [a.name, a.type])).toEqual([
      ["cena-del-martes.webp", "image/webp"],
      ["analitica.pdf", "application/pdf"],
    ]);

    // The photo as stored: decrypted, a WebP with no metadata left.
    const rows = await t.db.selectFrom("client_message_files").selectAll().where("message_id", "=", msg.id).orderBy("id").execute();
    const stored = t.app.repos.clients.cipher.openBytes((await t.app.storage.get(rows[0]!.storage_key))!);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(stored.toString("latin1")).not.toContain("PhoneMaker");
    expect(stored.toString("latin1")).not.toMatch(/GPS|Exif/);

    // The practice reads it: marked read, logged; she sees it read, and the answer.
    const thread = await t.app.inject({ url: `${t.base}/api/admin/clients/${lucia.id}/messages`, headers: bearer(admin) });
    expect(thread.statusCode).toBe(200);
    expect(thread.json().messages).toHaveLength(1);
    expect(thread.json().messages[0].read_at).toBe("2027-01-04T08:00:00.000Z");
    const img = await t.app.inject({ url: thread.json().messages[0].attachments[0].url, headers: bearer(admin) });
    expect(img.statusCode).toBe(200);
    expect(img.headers["content-type"]).toBe("image/webp");
    expect(img.rawPayload.equals(stored)).toBe(true);
    const log = await t.db.selectFrom("health_access_log").select(["actor", "what"]).where("client_id", "=", lucia.id).execute();
    expect(log).toEqual(
      expect.arrayContaining([
        { actor: "admin@test.local", what: "messages" },
        { actor: "admin@test.local", what: `attachment:${rows[0]!.id}` },
      ]),
    );

    clock.set("2027-01-04T09:00:00Z");
    const answer = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/admin/clients/${lucia.id}/messages`,
      headers: bearer(admin),
      payload: { body: "Prueba a cenar antes." },
    });
    expect(answer.statusCode).toBe(201);
    const hers = (await mine(lucia)).json();
    expect(hers.answer_hours).toBe(24);
    expect(hers.messages.map((m: { author: string; body: string }) => [m.author, m.body])).toEqual([
      ["client", SECRET_TEXT],
      ["practice", "Prueba a cenar antes."],
    ]);
    expect(hers.messages[1].read_at).toBe("2027-01-04T09:00:00.000Z");
    const pdf = await t.app.inject({ url: hers.messages[0].attachments[1].url, headers: { cookie: lucia.cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    expect(pdf.headers["content-disposition"]).toMatch(/^attachment;/);
  });

  it("one client never reaches another's thread or files, whatever id or session she sends", async () => {
    const luciaThread = (await mine(lucia)).json();
    const file = luciaThread.messages[0].attachments[0];
    expect((await mine(marta)).json().messages).toEqual([]);
    expect((await t.app.inject({ url: file.url, headers: { cookie: marta.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: file.url })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${t.base}/api/v1/me/messages` })).statusCode).toBe(401);
    const before = await t.db.selectFrom("client_messages").select("id").execute();
    expect((await t.app.inject({ method: "POST", url: `${t.base}/api/v1/me/messages`, payload: { body: "sin sesión" } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "PUT", url: `${t.base}/api/v1/me/message_notices`, payload: { message_notices: false } })).statusCode).toBe(401);
    expect(await t.db.selectFrom("client_messages").select("id").execute()).toEqual(before);
    // A forged cookie naming Lucía's id with Marta's signature.
    const forged = marta.cookie.replace(/=(\d+)\./, `=${lucia.id}.`);
    expect((await t.app.inject({ url: `${t.base}/api/v1/me/messages`, headers: { cookie: forged } })).statusCode).toBe(401);
    // The admin's address of the file, under Marta's id, is not Marta's.
    expect((await t.app.inject({ url: `${t.base}/api/admin/clients/${marta.id}/messages/attachments/${file.id}`, headers: bearer(admin) })).statusCode).toBe(
      404,
    );
    // Her session does not open the admin's side.
    expect((await t.app.inject({ url: `${t.base}/api/admin/clients/${lucia.id}/messages`, headers: { cookie: lucia.cookie } })).statusCode).toBe(401);
  });

  it("refuses bad input in her language, keeping nothing", async () => {
    const before = await t.db.selectFrom("client_messages").select("id").execute();
    const filesBefore = filesUnder(path.join(t.dataDir, "files")).length;
    const post = async (fields: Parameters<typeof multipart>[0]) => {
      const form = await multipart(fields);
      return t.app.inject({
        method: "POST",
        url: `${t.base}/api/v1/me/messages`,
        headers: { cookie: marta.cookie, "accept-language": "es", ...form.headers },
        payload: form.payload,
      });
    };
    const script = await post({ body: "hola", attachments: [{ content: "<script>alert(1)</script>", filename: "x.jpg", contentType: "image/jpeg" }] });
    expect(script.statusCode).toBe(422);
    expect(script.body).toContain("Los adjuntos deben ser fotos");
    // The first file is fine, the second is not: neither is kept.
    const half = await post({
      body: "hola",
      attachments: [
        { content: PDF, filename: "a.pdf" },
        { content: "plain text", filename: "b.txt" },
      ],
    });
    expect(half.statusCode).toBe(422);
    expect((await post({ body: "   " })).statusCode).toBe(422);
    expect((await post({ body: "x".repeat(5001) })).statusCode).toBe(422);
    const three = await post({ body: "hola", attachments: [{ content: PDF }, { content: PDF }, { content: PDF }] });
    expect(three.statusCode).toBe(413);
    const json = await t.app.inject({ method: "POST", url: `${t.base}/api/v1/me/messages`, headers: { cookie: marta.cookie }, payload: { body: 42 } });
    expect(json.statusCode).toBe(422);
    expect(await t.db.selectFrom("client_messages").select("id").execute()).toEqual(before);
    expect(filesUnder(path.join(t.dataDir, "files")).length).toBe(filesBefore);
  });

  it("mails a notice without the message, at most one an hour per conversation, and none when she turned them off", async () => {
    clock.set("2027-01-05T08:00:00Z");
    await outboxSettled(t);
    const toPractice = await notices("nutri@practice.test");
    const toLucia = await notices("lucia@example.com");
    // Two at once: one notice.
    const two = await Promise.all(
      ["Primera", "Segunda"].map((body) =>
        t.app.inject({ method: "POST", url: `${t.base}/api/v1/me/messages`, headers: { cookie: marta.cookie }, payload: { body } }),
      ),
    );
    expect(two.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await notices("nutri@practice.test")).toBe(toPractice + 1);
    clock.set("2027-01-05T08:59:00Z");
    await t.app.inject({ method: "POST", url: `${t.base}/api/v1/me/messages`, headers: { cookie: marta.cookie }, payload: { body: "Tercera" } });
    expect(await notices("nutri@practice.test")).toBe(toPractice + 1);
    clock.set("2027-01-05T09:00:01Z");
    await t.app.inject({ method: "POST", url: `${t.base}/api/v1/me/messages`, headers: { cookie: marta.cookie }, payload: { body: "Cuarta" } });
    expect(await notices("nutri@practice.test")).toBe(toPractice + 2);

    // Hers, in her language, without the text; then she turns them off.
    await t.app.inject({
      method: "POST",
      url: `${t.base}/api/admin/clients/${lucia.id}/messages`,
      headers: bearer(admin),
      payload: { body: "Mensaje privado 81723" },
    });
    expect(await notices("lucia@example.com")).toBe(toLucia + 1);
    const mail = await waitForMail(t, (m) => m.to.includes("lucia@example.com") && textBody(m.raw).includes("#messages"));
    expect(mail.raw).toContain("Tienes un mensaje nuevo");
    expect(mail.raw).not.toContain("81723");
    const off = await t.app.inject({
      method: "PUT",
      url: `${t.base}/api/v1/me/message_notices`,
      headers: { cookie: lucia.cookie },
      payload: { message_notices: false },
    });
    expect(off.json()).toEqual({ message_notices: false });
    clock.set("2027-01-05T12:00:00Z");
    await t.app.inject({ method: "POST", url: `${t.base}/api/admin/clients/${lucia.id}/messages`, headers: bearer(admin), payload: { body: "Otra" } });
    expect(await notices("lucia@example.com")).toBe(toLucia + 1);
    // The admin turns them on again for her.
    const on = await t.app.inject({
      method: "PATCH",
      url: `${t.base}/api/admin/clients/${lucia.id}`,
      headers: bearer(admin),
      payload: { message_notices: true },
    });
    expect(on.json()).toEqual({ id: lucia.id, hide_numbers: false, message_notices: true, goals: {} });
    await t.app.inject({ method: "POST", url: `${t.base}/api/admin/clients/${lucia.id}/messages`, headers: bearer(admin), payload: { body: "Y otra" } });
    expect(await notices("lucia@example.com")).toBe(toLucia + 2);
    await outboxSettled(t);
  });

  it("the admin sees unread conversations, those waiting longer than the promised time first", async () => {
    // Marta wrote on the 5th and nobody answered; Lucía's last was answered.
    clock.set("2027-01-05T10:00:00Z");
    let list = (await t.app.inject({ url: `${t.base}/api/admin/clients`, headers: bearer(admin) })).json();
    const row = (id: number) => list.find((c: { id: number }) => c.id === id);
    expect(row(marta.id)).toMatchObject({ unread_messages: 4, waiting_since: "2027-01-05T08:00:00.000Z", overdue: false });
    expect(row(lucia.id)).toMatchObject({ unread_messages: 0, waiting_since: null, overdue: false });

    // Past the promised time (set to 2 hours): Marta first, in the list and on the dashboard.
    const put = await t.app.inject({ method: "PUT", url: `${t.base}/api/admin/practice`, headers: bearer(admin), payload: { answer_hours: 2 } });
    expect(put.json().answer_hours).toBe(2);
    expect((await t.app.inject({ method: "PUT", url: `${t.base}/api/admin/practice`, headers: bearer(admin), payload: { answer_hours: 0 } })).statusCode).toBe(
      422,
    );
    clock.set("2027-01-05T10:30:00Z");
    list = (await t.app.inject({ url: `${t.base}/api/admin/clients`, headers: bearer(admin) })).json();
    expect(list[0]).toMatchObject({ id: marta.id, overdue: true });
    const conv = (await t.app.inject({ url: `${t.base}/api/admin/conversations`, headers: bearer(admin) })).json();
    expect(conv).toEqual([
      { client_id: marta.id, name: "Marta Gil", email: "marta@example.com", unread: 4, waiting_since: "2027-01-05T08:00:00.000Z", overdue: true },
    ]);
    expect((await mine(marta)).json().answer_hours).toBe(2);

    // Reading her thread clears the unread count; she waits until answered.
    await t.app.inject({ url: `${t.base}/api/admin/clients/${marta.id}/messages`, headers: bearer(admin) });
    expect((await t.app.inject({ url: `${t.base}/api/admin/conversations`, headers: bearer(admin) })).json()[0]).toMatchObject({ unread: 0, overdue: true });
    await t.app.inject({ method: "POST", url: `${t.base}/api/admin/clients/${marta.id}/messages`, headers: bearer(admin), payload: { body: "Respondo" } });
    expect((await t.app.inject({ url: `${t.base}/api/admin/conversations`, headers: bearer(admin) })).json()).toEqual([]);
  });

  it("nothing of a message, its file name or its photo is in the data folder in the clear", async () => {
    await outboxSettled(t);
    const photo = await phonePhoto();
    const webp = t.app.repos.clients.cipher.openBytes(
      (await t.app.storage.get(
        (await t.db.selectFrom("client_message_files").select("storage_key").where("type", "=", "image/webp").executeTakeFirstOrThrow()).storage_key,
      ))!,
    );
    const needles = [SECRET_TEXT, "cena-del-martes", "Analítica de glucosa", "Prueba a cenar antes"].map((s) => Buffer.from(s));
    const chunks = [photo.subarray(200, 264), webp.subarray(40, 104)];
    const haystacks = await everythingKept(t.db, t.dataDir);
    // The search finds what is kept in clear (her name, on her booking and client record).
    expect(haystacks.some((h) => h.bytes.includes(Buffer.from("Marta Gil")))).toBe(true);
    for (const h of haystacks)
      for (const n of [...needles, ...chunks]) expect(h.bytes.includes(n), `${h.where} holds ${n.subarray(0, 20).toString()}`).toBe(false);
  });

  it("her export holds the thread; an erasure without records to keep removes it and its files", async () => {
    const exp = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/admin/personal_data/export`,
      headers: bearer(admin),
      payload: { email: "lucia@example.com" },
    });
    expect(exp.statusCode).toBe(200);
    const messages = exp.json().clinical_records.messages;
    expect(messages[0]).toMatchObject({ author: "client", body: SECRET_TEXT, attachments: ["cena-del-martes.webp", "analitica.pdf"] });
    const keys = await t.app.repos.clients.storedFiles(lucia.id);
    expect(keys).toHaveLength(2);
    // Her session never took place: nothing to keep.
    const erase = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/admin/personal_data/erase`,
      headers: bearer(admin),
      payload: { email: "lucia@example.com" },
    });
    expect(erase.statusCode).toBe(200);
    expect(erase.json().erased.clinical_records_kept_until).toBeNull();
    expect(await t.db.selectFrom("client_messages").select("id").where("client_id", "=", lucia.id).execute()).toEqual([]);
    for (const k of keys) expect(await t.app.storage.get(k)).toBeNull();
  });
});
