import crypto from "node:crypto";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { mailText } from "../../test/mailbox.js";
import { seedDemoContent } from "../db/seed.js";
import { localStorage } from "../storage/storage.js";
import { redactUrl } from "./log-redaction.js";
import { anyServicePlanId, bookingBody, freeSlots } from "../../test/booking-slots.js";

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

    expect((await t.app.inject({ method: "POST", url: `${t.base}/admin/login`, payload: { email: ADMIN.email, password: wrongPassword } })).statusCode).toBe(401);
    const login = await t.app.inject({ method: "POST", url: `${t.base}/admin/login`, payload: ADMIN });
    const token = login.json().token as string;
    await t.app.inject({ url: `${t.base}/admin/current`, headers: { ...bearer(token), cookie: `session=${token}` } });

    const contact = await t.app.inject({
      method: "POST", url: `${t.base}/api/v1/contact_messages`,
      payload: { contact_message: { name: "Maria Secret", email: "maria@example.com", message: `${messageBody} call me ${phoneLike}` } },
    });
    expect(contact.statusCode).toBe(201);
    // A failing contact post too: validation errors must not echo the body either.
    await t.app.inject({ method: "POST", url: `${t.base}/api/v1/contact_messages`, payload: { contact_message: { name: "", email: "bad", message: messageBody } } });

    const sub = await t.app.inject({ method: "POST", url: `${t.base}/api/v1/subscribers`, payload: { subscriber: { email: "reader@example.com" } } });
    expect(sub.statusCode).toBe(201);
    const [welcome] = await t.mailbox.waitFor(2);
    const unsubscribe = /token=([A-Za-z0-9_-]{20,})/.exec(mailText(t.mailbox.received.map((m) => m.raw).join("\n")))?.[1];
    expect(unsubscribe, welcome?.raw).toBeDefined();

    const grant = await t.app.inject({
      method: "POST", url: `${t.base}/api/admin/download_tokens`, headers: bearer(token),
      payload: { download_token: { pdf_url: "healthy-shopping-list" } },
    });
    expect(grant.statusCode).toBe(201);
    const downloadToken = grant.json().token as string;
    expect((await t.app.inject({ url: `${t.base}/pdf/healthy-shopping-list.pdf?token=${downloadToken}` })).statusCode).toBe(200);
    await t.app.inject({ url: `${t.base}/bookings/manage/${fakeLinkToken}` });

    const bookingMessage = secret("Pregnant, second trimester, iron deficiency");
    const [slot] = await freeSlots(t.app, t.base, 1);
    const booking = await t.app.inject({ method: "POST", url: `${t.base}/bookings`, payload: bookingBody(slot!, await anyServicePlanId(t.app, t.base), { message: bookingMessage }) });
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
      "the admin password": ADMIN.password, "a wrong password": wrongPassword, "the bearer token": token,
      "the contact message": messageBody, "a phone number in a message": phoneLike, "the download token": downloadToken,
      "the unsubscribe token": unsubscribe!, "a token in a link's path": fakeLinkToken,
      "a booking's message": bookingMessage, "a booking's private link": manageToken!,
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
});
