import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { mailDropFolder } from "../mail/mailer.js";

describe("the outbox with no mail server set", () => {
  let t: TestApp;
  let token: string;
  const delivery = async () => (await t.app.inject({ url: `${t.base}/admin/outbox/delivery`, headers: bearer(token) })).json();

  beforeAll(async () => {
    t = await buildTestApp({ SMTP_URL: "" });
    token = await t.login();
  });
  afterAll(() => t.close());

  it("says that no mail server is set and how many mails were written to files instead of sent", async () => {
    expect(await delivery()).toEqual({ mail_server: false, written_to_files: 0 });
    for (const email of ["one@example.com", "two@example.com"]) {
      const res = await t.app.inject({ method: "POST", url: `${t.base}/api/v1/subscribers`, payload: { subscriber: { email } } });
      expect(res.statusCode).toBe(201);
    }
    await expect.poll(delivery, { timeout: 10_000 }).toEqual({ mail_server: false, written_to_files: 2 });
    // The count is the files themselves: the folder holds exactly those two mails.
    expect(fs.readdirSync(mailDropFolder(t.dataDir)).filter((n) => n.endsWith(".eml"))).toHaveLength(2);
    // The outbox empties (nothing waits), which alone would read as "delivered". The file is written
    // before its row is marked sent, so the last row may still be in flight for a moment.
    const outbox = async () => (await t.app.inject({ url: `${t.base}/admin/outbox`, headers: bearer(token) })).json();
    await expect.poll(outbox, { timeout: 10_000 }).toEqual([]);
  });

  it("is for the admin only", async () => {
    expect((await t.app.inject({ url: `${t.base}/admin/outbox/delivery` })).statusCode).toBe(401);
  });
});

describe("the outbox with a mail server", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("says that mails go to the mail server and none to files", async () => {
    const token = await t.login();
    const res = await t.app.inject({ url: `${t.base}/admin/outbox/delivery`, headers: bearer(token) });
    expect(res.json()).toEqual({ mail_server: true, written_to_files: 0 });
  });
});
