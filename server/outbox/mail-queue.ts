// How every sender hands its mails over: written to the outbox in the change's own
// transaction (stored together with the change or not at all), and the worker woken once the
// change has committed, so they leave at once rather than at its next poll.
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.js";
import type { Executor, Trx } from "../kernel/transactions.js";
import type { QueuedMail } from "./repository.js";

/** Writes mails inside the transaction it is given (`now`: when they were queued, the outbox's clock). */
export type QueueMails = (ex: Executor, mails: QueuedMail[], now?: Date) => Promise<void>;

export interface MailQueue {
  /**
   * Runs a change that queues its mails with `queue(trx, mails)` inside its transaction, and
   * wakes the worker once the change has returned (its transaction committed) if it queued
   * any. A change that fails rolls its mails back and wakes no one.
   *
   *   const id = await mails.queueing((queue) =>
   *     db.transaction().execute(async (trx) => { …; await queue(trx, [{ kind, mail }]); return id; }));
   */
  queueing<T>(change: (queue: QueueMails) => Promise<T>): Promise<T>;
  /** The same for a change that opens its own transaction here: `work(trx, queue)` runs in it. */
  transaction<T>(work: (trx: Trx, queue: QueueMails) => Promise<T>): Promise<T>;
  /** Mails that are a change of their own (a test copy, a notice with nothing else to store). */
  send(mails: QueuedMail[]): Promise<void>;
}

export function mailQueue(deps: {
  db: Kysely<DB>;
  outbox: { add(ex: Executor, mails: QueuedMail[], now?: Date): Promise<void> };
  /** Absent where nothing sends (a service built for a test): the mails wait in the outbox. */
  worker?: { kick(): void };
}): MailQueue {
  const queue: MailQueue = {
    async queueing(change) {
      let queued = false;
      const result = await change(async (ex, mails, now) => {
        await deps.outbox.add(ex, mails, now);
        if (mails.length) queued = true;
      });
      if (queued) deps.worker?.kick();
      return result;
    },
    transaction: (work) => queue.queueing((add) => deps.db.transaction().execute((trx) => work(trx, add))),
    send: (mails) => queue.queueing((add) => add(deps.db, mails)),
  };
  return queue;
}
