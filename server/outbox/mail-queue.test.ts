import { describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.js";
import { mailQueue } from "./mail-queue.js";
import type { QueuedMail } from "./repository.js";

// The queue alone, with stand-ins for the outbox and the worker: what is written, and when the worker is woken.
function setUp() {
  const events: string[] = [];
  const db = { name: "db" } as unknown as Kysely<DB>;
  const outbox = {
    add: async (ex: unknown, mails: QueuedMail[]) => {
      events.push(`add ${mails.length} on ${(ex as { name: string }).name}`);
    },
  };
  const worker = { kick: () => events.push("kick") };
  return { events, db, mails: mailQueue({ db, outbox, worker }) };
}

const mail: QueuedMail = { kind: "contact_notice", mail: { to: "a@example.com", subject: "s", text: "t" } };

describe("the mail queue", () => {
  it("wakes the worker once the change has returned, after its mails were written", async () => {
    const { events, mails } = setUp();
    const trx = { name: "trx" };
    const result = await mails.queueing(async (queue) => {
      await queue(trx as never, [mail, mail]);
      events.push("commit");
      return 7;
    });
    expect(result).toBe(7);
    expect(events).toEqual(["add 2 on trx", "commit", "kick"]);
  });

  it("wakes no one when the change queued nothing or failed", async () => {
    const { events, mails } = setUp();
    await mails.queueing(async (queue) => queue({ name: "trx" } as never, []));
    await expect(
      mails.queueing(async (queue) => {
        await queue({ name: "trx" } as never, [mail]);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(events).toEqual(["add 0 on trx", "add 1 on trx"]);
  });

  it("sends a mail that is a change of its own on the database, then wakes the worker", async () => {
    const { events, mails } = setUp();
    await mails.send([mail]);
    expect(events).toEqual(["add 1 on db", "kick"]);
  });
});
