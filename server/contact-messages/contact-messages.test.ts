import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { parseMail } from "../../test/mail-parts.js";

const message = (extra: Record<string, unknown> = {}) => ({
  name: "María García",
  email: "Maria@Example.com",
  message: "Hello,\nI would like to ask about the sports programme.",
  ...extra,
});

describe("contact messages", () => {
  let t: TestApp;
  let token: string;
  const url = (p = "") => `${t.base}/api/v1/contact_messages${p}`;
  const send = (contact_message: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: url(), headers, payload: { contact_message } });
  const count = async () =>
    (
      await t.db
        .selectFrom("contact_messages")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n;

  beforeAll(async () => {
    t = await buildTestApp({ NUTRITIONIST_EMAIL: "elena@practice.test" });
    token = await t.login();
  });
  afterAll(() => t.close());

  it("stores the message and mails the nutritionist with Reply-To the sender", async () => {
    const before = t.mailbox.received.length;
    const res = await send(message());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: "Your message has been sent successfully!" });
    const [received] = (await t.mailbox.waitFor(before + 1)).slice(before);
    expect(received!.to).toEqual(["elena@practice.test"]);
    const mail = parseMail(received!.raw);
    expect(mail.subject).toBe("New message from María García");
    expect(mail.headers["reply-to"]).toContain("maria@example.com");
    expect(mail.text).toContain("I would like to ask about the sports programme.");
    expect(mail.html).toContain("Hello,<br>I would like to ask");
    const [row] = await t.db.selectFrom("contact_messages").selectAll().execute();
    expect(row).toMatchObject({ name: "María García", email: "maria@example.com", read_at: null });
  });

  it("answers in the visitor's language", async () => {
    const before = t.mailbox.received.length;
    expect((await send(message(), { "x-language": "es" })).json().message).toBe("¡Tu mensaje se ha enviado correctamente!");
    expect((await send(message({ language: "gr" }))).json().message).toBe("Το μήνυμά σας στάλθηκε με επιτυχία!");
    await t.mailbox.waitFor(before + 2);
  });

  it("escapes what the visitor wrote in the HTML mail and refuses a name that would add mail headers", async () => {
    const before = t.mailbox.received.length;
    const injected = await send(message({ name: "Eve\r\nBcc: victim@example.com" }));
    expect(injected.statusCode).toBe(422);
    expect(injected.json().errors["contact_message.name"]).toEqual(["This field cannot contain line breaks, tabs or invisible control characters."]);
    await send(message({ name: "Eve <b>Bcc: victim@example.com</b>", message: '<script>alert("x")</script><a href="javascript:evil()">click</a>' }));
    const [received] = (await t.mailbox.waitFor(before + 1)).slice(before);
    expect(received!.to).toEqual(["elena@practice.test"]);
    const mail = parseMail(received!.raw);
    expect(mail.headers.bcc).toBeUndefined();
    expect(mail.subject).toBe("New message from Eve <b>Bcc: victim@example.com</b>");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain('<a href="javascript');
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });

  it("requires name, a valid email and a message, storing nothing", async () => {
    const rows = await count();
    const res = await send({ name: " ", email: "nope", message: "" });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe("Some fields need attention.");
    expect(res.json().errors).toEqual({
      "contact_message.name": ["This field is required."],
      "contact_message.email": ["Please enter a valid email address."],
      "contact_message.message": ["This field is required."],
    });
    expect((await send({})).statusCode).toBe(422);
    expect((await t.app.inject({ method: "POST", url: url(), payload: {} })).statusCode).toBe(422);
    expect((await send(message({ message: "x".repeat(5001) }))).statusCode).toBe(422);
    expect(await count()).toBe(rows);
  });

  it("lists the inbox newest first, marks read and unread, deletes", async () => {
    await send(message({ name: "Newest" }));
    const list = await t.app.inject({ url: url(), headers: bearer(token) });
    expect(list.statusCode).toBe(200);
    const items = list.json() as { id: number; name: string; read: boolean; created_at: string }[];
    expect(items[0]).toMatchObject({ name: "Newest", read: false, email: "maria@example.com" });
    expect(items).toHaveLength(await count());
    const times = items.map((i) => i.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const id = items[0]!.id;
    const read = await t.app.inject({ method: "PATCH", url: url(`/${id}`), headers: bearer(token), payload: { read: true } });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id, read: true });
    const firstRead = (await t.db.selectFrom("contact_messages").select("read_at").where("id", "=", id).executeTakeFirstOrThrow()).read_at;
    await t.app.inject({ method: "PATCH", url: url(`/${id}`), headers: bearer(token), payload: { contact_message: { read: true } } });
    expect((await t.db.selectFrom("contact_messages").select("read_at").where("id", "=", id).executeTakeFirstOrThrow()).read_at).toBe(firstRead);
    const unread = await t.app.inject({ method: "PATCH", url: url(`/${id}`), headers: bearer(token), payload: { read: false } });
    expect(unread.json().read).toBe(false);
    expect((await t.app.inject({ method: "PATCH", url: url(`/${id}`), headers: bearer(token), payload: { read: "maybe" } })).statusCode).toBe(422);
    expect((await t.app.inject({ method: "PATCH", url: url("/999999"), headers: bearer(token), payload: { read: true } })).statusCode).toBe(404);

    const del = await t.app.inject({ method: "DELETE", url: url(`/${id}`), headers: bearer(token) });
    expect(del.statusCode).toBe(204);
    const again = await t.app.inject({ method: "DELETE", url: url(`/${id}`), headers: bearer(token) });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe("Message not found.");
  });

  it("refuses every admin call without a token or with a bad one", async () => {
    const calls = [
      { method: "GET" as const, url: url() },
      { method: "PATCH" as const, url: url("/1"), payload: { read: true } },
      { method: "DELETE" as const, url: url("/1") },
    ];
    for (const call of calls) {
      for (const headers of [{}, bearer("y".repeat(43))]) {
        const res = await t.app.inject({ ...call, headers });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(res.json().error).toBe("Unauthorized. Please log in.");
      }
    }
  });
});

describe("contact messages when mail cannot be sent", () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ SMTP_URL: "smtp://127.0.0.1:9" })));
  afterAll(() => t.close());

  it("keeps the message and answers success", async () => {
    const res = await t.app.inject({ method: "POST", url: `${t.base}/api/v1/contact_messages`, payload: { contact_message: message() } });
    expect(res.statusCode).toBe(201);
    expect(await t.db.selectFrom("contact_messages").select("name").execute()).toEqual([{ name: "María García" }]);
  });
});
