import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// What an app runs by itself, seen from outside: a scheduled newsletter whose time has come is
// started by the jobs, a queued mail is delivered by the outbox worker.
describe("background work", () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.login();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A newsletter scheduled for later whose time is then moved to the past. */
  async function dueNewsletter(subject: string): Promise<number> {
    const url = `${t.base}/api/v1/newsletters`;
    const created = await t.app.inject({
      method: "POST",
      url,
      headers: bearer(token),
      payload: { newsletter: { language: "en", subject, preheader: "", content: { blocks: [] } } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const send_at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await t.app.inject({ method: "POST", url: `${url}/${id}/send`, headers: bearer(token), payload: { send_at } });
    expect(scheduled.json().status).toBe("scheduled");
    await t.db
      .updateTable("newsletters")
      .set({ send_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", id)
      .execute();
    return id;
  }
  const status = async (id: number) => (await t.db.selectFrom("newsletters").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;

  it("runs the timed jobs only in an app built with them, from ready until it closes", async () => {
    const first = await dueNewsletter("Due while nothing runs the jobs");
    // The test app delivers mail but runs no job: the newsletter waits.
    await sleep(1000);
    expect(await status(first)).toBe("scheduled");

    const server = await buildTestApp({}, { db: t.db, background: { jobs: true } });
    try {
      // The jobs' first round runs as soon as the app is ready.
      await expect.poll(() => status(first), { timeout: 15_000 }).not.toBe("scheduled");
    } finally {
      await server.app.close();
      await server.mailbox.close();
    }

    // Closed, it starts nothing more.
    const second = await dueNewsletter("Due after the server closed");
    await sleep(1000);
    expect(await status(second)).toBe("scheduled");
    await t.db.deleteFrom("newsletters").execute();
  });

  it("delivers the outbox unless built without its worker", async () => {
    const quiet = await buildTestApp({}, { db: t.db, background: { outboxWorker: false } });
    const queue = async (app: TestApp["app"], to: string) => {
      await app.repos.outbox.add(app.db, [{ kind: "contact_notice", mail: { to, subject: "A note", text: "Hello." } }]);
      app.outboxWorker.kick();
    };
    const state = async (to: string) => (await t.db.selectFrom("outbox").select("status").where("recipient", "=", to).executeTakeFirstOrThrow()).status;
    // Only the quiet app may see the mail at first (the test app's worker would send it).
    await t.app.outboxWorker.stop();
    try {
      await queue(quiet.app, "held@example.com");
      await sleep(1000);
      expect(await state("held@example.com")).toBe("pending");
      expect(quiet.mailbox.received).toHaveLength(0);
      expect(t.mailbox.received.filter((m) => m.to.includes("held@example.com"))).toHaveLength(0);
    } finally {
      await quiet.app.close();
      await quiet.mailbox.close();
    }
    // A worker that runs (the test app's, on by default) sends it, and what it is given.
    t.app.outboxWorker.start();
    await queue(t.app, "sent@example.com");
    await expect.poll(() => state("sent@example.com"), { timeout: 15_000 }).toBe("sent");
    await expect.poll(() => state("held@example.com"), { timeout: 15_000 }).toBe("sent");
  });
});
