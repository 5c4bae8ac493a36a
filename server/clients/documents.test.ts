import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { subject, textBody } from "../../test/mime.js";
import { createPlan, outboxSettled, person, waitForMail } from "../bookings/test-support.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid
const PDF = Buffer.from("%PDF-1.4\n% Plan semanal de Lucía: desayuno con avena\n%%EOF\n");

describe("plans delivered: uploaded, mailed with a private link that works once, listed on her page", () => {
  let t: TestApp;
  let admin: string;
  let clientId: number;
  let bookingId: number;

  const upload = (id: number, parts: { title?: string; booking_id?: string; file?: Buffer }) => {
    const boundary = "----plan";
    const chunks: Buffer[] = [];
    const field = (name: string, value: string) =>
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    if (parts.title !== undefined) field("title", parts.title);
    if (parts.booking_id !== undefined) field("booking_id", parts.booking_id);
    if (parts.file) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
        parts.file,
        Buffer.from("\r\n"),
      );
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return t.app.inject({
      method: "POST",
      url: `${t.base}/api/admin/clients/${id}/documents`,
      headers: { ...bearer(admin), "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat(chunks),
    });
  };
  const linkIn = (raw: string) => /https:\/\/practice\.test\/api\/documents\/([A-Za-z0-9_-]+)/.exec(textBody(raw))![1]!;

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: "https://practice.test" }, { clock });
    admin = await t.login();
    const plan = await createPlan(t);
    const res = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: { service_plan_id: plan.id, ...person, date: "2027-01-07", time: "10:00", language: "es" },
    });
    bookingId = res.json().id;
    clientId = (await t.db.selectFrom("bookings").select("client_id").where("id", "=", bookingId).executeTakeFirstOrThrow()).client_id!;
    await outboxSettled(t);
  });
  afterAll(() => t.close());

  it("refuses what is not a PDF, a missing title and another client's booking, keeping nothing", async () => {
    expect((await upload(clientId, { title: "Plan", file: Buffer.from("GIF89a not a pdf at all") })).statusCode).toBe(422);
    expect((await upload(clientId, { title: "  ", file: PDF })).statusCode).toBe(422);
    expect((await upload(clientId, { title: "Plan" })).statusCode).toBe(422);
    expect((await upload(clientId, { title: "Plan", booking_id: "999999", file: PDF })).statusCode).toBe(422);
    expect((await upload(999999, { title: "Plan", file: PDF })).statusCode).toBe(404);
    expect(await t.db.selectFrom("client_documents").selectAll().execute()).toEqual([]);
  });

  it("mails her a link in her language that downloads the plan once; every download is logged", async () => {
    const res = await upload(clientId, { title: "Plan semanal", booking_id: String(bookingId), file: PDF });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ title: "Plan semanal", booking_id: bookingId, size: PDF.length, downloads: 0 });
    const mail = await waitForMail(t, (m) => subject(m.raw) === "Tu plan: Plan semanal");
    expect(mail.to).toEqual([person.email]);
    expect(textBody(mail.raw)).toContain("https://practice.test/my-bookings?lang=es");
    const token = linkIn(mail.raw);

    // The stored file is encrypted.
    const stored = fs
      .readdirSync(path.join(t.dataDir), { recursive: true })
      .map(String)
      .filter((f) => f.startsWith("uploads") || f.includes("client-documents"));
    const files = stored.map((f) => path.join(t.dataDir, f)).filter((f) => fs.statSync(f).isFile());
    expect(files.length).toBe(1);
    expect(fs.readFileSync(files[0]!).includes(Buffer.from("avena"))).toBe(false);

    const first = await t.app.inject({ url: `${t.base}/documents/${token}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("application/pdf");
    expect(first.rawPayload.equals(PDF)).toBe(true);
    const again = await t.app.inject({ url: `${t.base}/documents/${token}`, headers: { accept: "text/html", "accept-language": "es" } });
    expect(again.statusCode).toBe(410);
    expect(again.headers["content-type"]).toContain("text/html");
    expect((await t.app.inject({ url: `${t.base}/documents/${"x".repeat(43)}` })).statusCode).toBe(403);
    // The library's own download route does not take it either.
    expect((await t.app.inject({ url: `${t.base}/pdf/client-document.pdf?token=${token}` })).statusCode).not.toBe(200);

    const page = (await t.app.inject({ url: `${t.base}/api/admin/clients/${clientId}`, headers: bearer(admin) })).json();
    expect(page.documents).toEqual([expect.objectContaining({ title: "Plan semanal", downloads: 1 })]);
    expect(page.access_log).toEqual(expect.arrayContaining([expect.objectContaining({ actor: "client", what: expect.stringMatching(/^download:\d+$/) })]));

    // Recorded on its booking: what the refund warns about.
    const ofBooking = (await t.app.inject({ url: `${t.base}/api/admin/clients/by_booking/${bookingId}`, headers: bearer(admin) })).json();
    expect(ofBooking.delivered_plans).toEqual([expect.objectContaining({ title: "Plan semanal" })]);
  });

  it("a mailed link expires after 30 days; her page makes a fresh one", async () => {
    const before = t.mailbox.received.length;
    expect((await upload(clientId, { title: "Plan de enero", file: PDF })).statusCode).toBe(201);
    await t.mailbox.waitFor(before + 1);
    const mail = t.mailbox.received.slice(before).find((m) => subject(m.raw) === "Tu plan: Plan de enero")!;
    const token = linkIn(mail.raw);
    clock.set("2027-02-04T08:00:01Z");
    expect((await t.app.inject({ url: `${t.base}/documents/${token}` })).statusCode).toBe(410);
    clock.set("2027-01-04T08:00:00Z");

    // Signed in on her page, she downloads it again.
    const linkReq = await t.app.inject({ method: "POST", url: `${t.base}/api/v1/client_links`, payload: { email: person.email, language: "es" } });
    expect(linkReq.statusCode).toBe(202);
    const signIn = await waitForMail(t, (m) => subject(m.raw) === "Tu enlace para entrar");
    const signToken = /token=([A-Za-z0-9_-]+)/.exec(textBody(signIn.raw))![1]!;
    const cookie = String(
      (await t.app.inject({ method: "POST", url: `${t.base}/api/v1/client_session`, payload: { token: signToken } })).headers["set-cookie"],
    ).split(";")[0]!;
    const mine = (await t.app.inject({ url: `${t.base}/api/v1/client_session`, headers: { cookie } })).json();
    expect(mine.documents.map((d: { title: string }) => d.title)).toEqual(["Plan de enero", "Plan semanal"]);
    const open = await t.app.inject({ url: `${t.base}/api/v1/client_session/documents/${mine.documents[0].id}`, headers: { cookie } });
    expect(open.statusCode).toBe(303);
    const got = await t.app.inject({ url: String(open.headers.location).replace("https://practice.test", "") });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect((await t.app.inject({ url: `${t.base}/api/v1/client_session/documents/${mine.documents[0].id}` })).statusCode).toBe(401);
  });
});
