import crypto from "node:crypto";
import path from "node:path";
import { Writable } from "node:stream";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { mailText } from "../../test/mailbox.js";
import { seedDemoContent } from "../seed/seed.js";
import { localStorage } from "../storage/storage.js";
import { redactUrl } from "./log-redaction.js";
import { anyServicePlanId, bookFirstFreeSlot, bookingBody, freeSlots } from "../../test/booking-slots.js";

describe("logs keep secrets out", () => {
  let t: TestApp;
  const lines: string[] = [];
  const capture = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  const logs = () => lines.join("");
  const secret = (label: string) => `${label}-${crypto.randomBytes(6).toString("hex")}`;

  beforeAll(async () => {
    // The most talkative level: whatever is logged at all is logged here.
    t = await buildTestApp({ LOG_LEVEL: "trace" }, { logStream: capture });
    await seedDemoContent(t.db, localStorage(path.join(t.dataDir, "files")));
  });
  afterAll(() => t.close());

  it("never logs passwords, tokens, or message bodies, while logging the requests themselves", async () => {
    const wrongPassword = secret("WrongPassword");
    const messageBody = secret("I have type 2 diabetes and take metformin");
    const phoneLike = "6123456789";
    const fakeLinkToken = crypto.randomBytes(32).toString("base64url");

    expect((await t.app.inject({ method: "POST", url: `${t.base}/admin/login`, payload: { email: ADMIN.email, password: wrongPassword } })).statusCode).toBe(
      401,
    );
    const login = await t.app.inject({ method: "POST", url: `${t.base}/admin/login`, payload: ADMIN });
    const token = login.json().token as string;
    await t.app.inject({ url: `${t.base}/admin/current`, headers: { ...bearer(token), cookie: `session=${token}` } });

    const contact = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/v1/contact_messages`,
      payload: { contact_message: { name: "Maria Secret", email: "maria@example.com", message: `${messageBody} call me ${phoneLike}` } },
    });
    expect(contact.statusCode).toBe(201);
    // A failing contact post too: validation errors must not echo the body either.
    await t.app.inject({
      method: "POST",
      url: `${t.base}/api/v1/contact_messages`,
      payload: { contact_message: { name: "", email: "bad", message: messageBody } },
    });

    const sub = await t.app.inject({ method: "POST", url: `${t.base}/api/v1/subscribers`, payload: { subscriber: { email: "reader@example.com" } } });
    expect(sub.statusCode).toBe(201);
    const [welcome] = await t.mailbox.waitFor(2);
    const unsubscribe = /token=([A-Za-z0-9_-]{20,})/.exec(mailText(t.mailbox.received.map((m) => m.raw).join("\n")))?.[1];
    expect(unsubscribe, welcome?.raw).toBeDefined();

    const grant = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/admin/download_tokens`,
      headers: bearer(token),
      payload: { download_token: { pdf_url: "healthy-shopping-list" } },
    });
    expect(grant.statusCode).toBe(201);
    const downloadToken = grant.json().token as string;
    expect((await t.app.inject({ url: `${t.base}/pdf/healthy-shopping-list.pdf?token=${downloadToken}` })).statusCode).toBe(200);
    await t.app.inject({ url: `${t.base}/bookings/manage/${fakeLinkToken}` });

    const bookingMessage = secret("Pregnant, second trimester, iron deficiency");
    const [slot] = await freeSlots(t.app, t.base, 1);
    const booking = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: bookingBody(slot!, await anyServicePlanId(t.app, t.base), { message: bookingMessage }),
    });
    expect(booking.statusCode).toBe(201);
    let manageToken: string | undefined;
    for (let i = 0; i < 100 && !manageToken; i++) {
      manageToken = /manage-booking\/([A-Za-z0-9_-]{20,})/.exec(mailText(t.mailbox.received.map((m) => m.raw).join("\n")))?.[1];
      if (!manageToken) await new Promise((r) => setTimeout(r, 50));
    }
    expect(manageToken).toBeDefined();
    expect((await t.app.inject({ url: `${t.base}/bookings/manage/${manageToken}` })).statusCode).toBe(200);
    await t.app.inject({ method: "POST", url: `${t.base}/api/v1/subscribers/unsubscribe?token=${unsubscribe}` });

    const out = logs();
    expect(out).toContain("incoming request");
    expect(out).toContain("/api/v1/contact_messages");
    for (const [what, value] of Object.entries({
      "the admin password": ADMIN.password,
      "a wrong password": wrongPassword,
      "the bearer token": token,
      "the contact message": messageBody,
      "a phone number in a message": phoneLike,
      "the download token": downloadToken,
      "the unsubscribe token": unsubscribe!,
      "a token in a link's path": fakeLinkToken,
      "a booking's message": bookingMessage,
      "a booking's private link": manageToken!,
    })) {
      expect(out.includes(value), `${what} appears in the logs`).toBe(false);
    }
  });

  it("redacts link secrets in logged URLs and leaves the rest readable", () => {
    expect(redactUrl("/api/pdf/list.pdf?token=abc&lang=es")).toBe("/api/pdf/list.pdf?token=[redacted]&lang=es");
    expect(redactUrl("/x?manage_token=1&reset_password=2#frag")).toBe("/x?manage_token=[redacted]&reset_password=[redacted]#frag");
    expect(redactUrl("/api/uploads/images/0123456789abcdef0123456789abcdef.png")).toBe("/api/uploads/images/0123456789abcdef0123456789abcdef.png");
    expect(redactUrl("/api/bookings/manage/Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7dEf0hIj3")).toBe("/api/bookings/manage/[redacted]");
  });

  it("redacts the secret of every private link, whatever it looks like and whatever follows it", () => {
    const tok = "Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7dEf0hIj3";
    const hex = "0f1e2d3c4b5a69788796a5b4c3d2e1f0";
    expect(redactUrl(`/manage-booking/${tok}?lang=es`)).toBe("/manage-booking/[redacted]?lang=es");
    // React Router's data request for the same page.
    expect(redactUrl(`/manage-booking/${tok}.data?_routes=routes%2Fmanage`)).toBe("/manage-booking/[redacted].data?_routes=routes%2Fmanage");
    expect(redactUrl(`/api/bookings/manage/${tok}/cancel`)).toBe("/api/bookings/manage/[redacted]/cancel");
    // A calendar feed's secret, even all lowercase hex, with its extension.
    expect(redactUrl(`/calendar/${hex}.ics`)).toBe("/calendar/[redacted].ics");
    expect(redactUrl(`/api/calendar/${tok}.ics`)).toBe("/api/calendar/[redacted].ics");
    expect(redactUrl(`/api/api/v1/subscribers/unsubscribe?token=${tok}`)).toBe("/api/api/v1/subscribers/unsubscribe?token=[redacted]");
    expect(redactUrl(`/api/pdf/list.pdf?lang=es&token=${tok}`)).toBe("/api/pdf/list.pdf?lang=es&token=[redacted]");
    // Mistyped or cut links: a random-looking run is a secret wherever it stands.
    expect(redactUrl(`/manage-bookings/${tok}`)).toBe("/manage-bookings/[redacted]");
    expect(redactUrl(`/manage-booking%2F${tok.slice(0, 20)}`)).toBe("/manage-booking%2F[redacted]");
    expect(redactUrl(`/pdf/list.pdf?tok=${tok.slice(0, 24)}`)).toBe("/pdf/list.pdf?tok=[redacted]");
    // Readable addresses stay readable.
    expect(redactUrl("/blogs/eating-well-during-the-second-trimester-of-pregnancy?lang=es")).toBe(
      "/blogs/eating-well-during-the-second-trimester-of-pregnancy?lang=es",
    );
  });

  it('keeps link secrets out of Fastify\'s own "Route … not found" lines', async () => {
    const tok = crypto.randomBytes(32).toString("base64url");
    const hex = crypto.randomBytes(16).toString("hex");
    const paths = [
      `/manage-booking/${tok}`,
      `/manage-booking/${tok}.data`,
      `/calendar/${hex}.ics`,
      `/pdf/list.pdf?token=${tok}`,
      `/api/v1/subscribers/unsubscribe?token=${tok}`,
      `/manage-bookin/${tok}`,
    ];
    for (const url of paths) expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    const out = logs();
    expect(out).toContain("not found");
    expect(out).toContain("/manage-booking/[redacted]");
    expect(out.includes(tok), "a link token appears in the logs").toBe(false);
    expect(out.includes(hex), "a calendar secret appears in the logs").toBe(false);
  });

  it("logs mail recipients by domain only and subjects without the client's name", async () => {
    const before = t.mailbox.received.length;
    const contact = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/v1/contact_messages`,
      payload: { contact_message: { name: "Maria Ximenez", email: "maria.ximenez@example.com", message: "Hello" } },
    });
    expect(contact.statusCode).toBe(201);
    const booking = await bookFirstFreeSlot(t, { name: "Eleni Papadopoulou", email: "eleni.papa@clinic.example.org" });
    expect(booking.statusCode).toBe(201);
    // The contact notice, the client's confirmation and the nutritionist's notice.
    await t.mailbox.waitFor(before + 3);
    let out = "";
    for (let i = 0; i < 100 && (out.match(/"mail sent"/g) ?? []).length < 3; i++) {
      await new Promise((r) => setTimeout(r, 20));
      out = lines.join("");
    }
    expect((out.match(/"mail sent"/g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(out).toContain("clinic.example.org");
    expect(out).toContain("New booking");
    for (const personal of ["Maria", "Ximenez", "maria.ximenez", "Eleni", "Papadopoulou", "eleni.papa", t.config.NUTRITIONIST_EMAIL.split("@")[0]!]) {
      expect(out.includes(personal), `${personal} appears in the logs`).toBe(false);
    }
  });
});

describe("logs of mail that cannot be delivered", () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const lines: string[] = [];
  const capture = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });

  beforeAll(async () => {
    // A server that refuses every recipient: its answer quotes the address.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(address, _session, cb) {
        cb(Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected`), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
    const port = (smtp.server.address() as AddressInfo).port;
    t = await buildTestApp({ LOG_LEVEL: "trace", SMTP_URL: `smtp://127.0.0.1:${port}` }, { logStream: capture });
    // One plan to book (the demo seed would cost seconds of image work).
    const plan = (language: string) => ({ title: `Plan ${language}`, description: "A plan.", price: 60, order: 1, language, features_attributes: [] });
    const created = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/v1/service_plans`,
      headers: bearer(await t.login()),
      payload: { service_plans: ["en", "es", "gr"].map(plan) },
    });
    expect(created.statusCode).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("logs the failure without the address the server quoted or the client's name", async () => {
    const sub = await t.app.inject({ method: "POST", url: `${t.base}/api/v1/subscribers`, payload: { subscriber: { email: "nadia.quintero@example.net" } } });
    expect(sub.statusCode).toBe(201);
    const booking = await bookFirstFreeSlot(t, { name: "Yannis Karalis", email: "yannis.karalis@example.net" });
    expect(booking.statusCode).toBe(201);
    let out = "";
    for (let i = 0; i < 200 && (out.match(/Recipient address rejected/g) ?? []).length < 3; i++) {
      await new Promise((r) => setTimeout(r, 20));
      out = lines.join("");
    }
    expect((out.match(/Recipient address rejected/g) ?? []).length, out).toBeGreaterThanOrEqual(3);
    expect(out).toContain("example.net");
    for (const personal of ["nadia.quintero", "yannis.karalis", "Yannis", "Karalis"]) {
      expect(out.includes(personal), `${personal} appears in the logs`).toBe(false);
    }
  });
});
