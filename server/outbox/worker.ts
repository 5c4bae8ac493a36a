import crypto from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../mail/mailer.js";
import { fromPayload, type OutboxRepository, type OutboxRow } from "./repository.js";
import type { PracticeNames } from "../../core/practice-name.js";

const POLL_MS = 5_000;
const BATCH = 10;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 3_600_000;

/** 30 s, 1 min, 2 min, … doubling up to an hour between tries: about 30 tries in 24 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

/** What the SMTP server said, if it said anything (nodemailer puts it on the error). */
function smtpAnswer(err: unknown): { code?: number; response?: string; command?: string } {
  const e = err as { responseCode?: unknown; response?: unknown; command?: unknown };
  return {
    code: typeof e?.responseCode === "number" ? e.responseCode : undefined,
    response: typeof e?.response === "string" ? e.response : undefined,
    command: typeof e?.command === "string" ? e.command : undefined,
  };
}

export interface OutboxWorker {
  /** Looks for due mail now (after a change queued some), instead of at the next poll. */
  kick(): void;
  start(): void;
  /** Stops polling and waits for the mails in hand to be recorded. */
  stop(): Promise<void>;
  /** One pass: claims due mails and sends them; resolves to how many were sent. */
  runOnce(now?: Date): Promise<number>;
}

/**
 * Delivers the outbox. Every instance runs one; a claimed row carries a lease (owner and
 * expiry), so two instances never hold the same mail, and a row claimed by an instance that
 * died is taken up again once its lease ends (a live one renews the lease of the mails it is
 * still sending). A 5xx answer is final (the address or message
 * is refused); anything else is tried again with a doubling wait until the row's give-up time.
 */
export function createOutboxWorker(opts: {
  repo: OutboxRepository;
  mailer: Mailer;
  log: FastifyBaseLogger;
  leaseMs: number;
  /** The server refused the recipient for good (5xx at RCPT TO): a hard bounce. */
  onRecipientRefused?: (address: string) => Promise<unknown>;
  /**
   * The practice's names (its identity), read once per batch: a mail in a language is sent
   * under the name the practice has when it leaves, in that language.
   */
  practiceNames?: () => Promise<PracticeNames>;
}): OutboxWorker {
  const { repo, mailer, log, leaseMs } = opts;
  const owner = crypto.randomBytes(8).toString("hex");
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = true;

  async function deliver(row: OutboxRow, now: Date, names: PracticeNames | null): Promise<boolean> {
    if (!row.payload) {
      await repo.markUnsent(row.id, owner, "message body missing", null, null, now);
      return false;
    }
    try {
      const mail = fromPayload(row.payload);
      const fromName = mail.language && names ? names[mail.language] : undefined;
      const sent = await mailer.send(fromName ? { ...mail, fromName } : mail);
      await repo.markSent(row.id, owner, (sent && sent.response) || "accepted", new Date());
      return true;
    } catch (err) {
      const { code, response, command } = smtpAnswer(err);
      const at = new Date(Math.max(Date.now(), now.getTime()));
      const next = new Date(at.getTime() + retryDelayMs(row.attempts));
      const permanent = code !== undefined && code >= 500 && code < 600;
      const retryAt = permanent || next.toISOString() > row.give_up_at ? null : next;
      await repo.markUnsent(row.id, owner, (err as Error)?.message ?? String(err), response ?? null, retryAt, at);
      if (permanent && command && /^RCPT/i.test(command)) await opts.onRecipientRefused?.(row.recipient);
      log.warn({ outboxId: row.id, kind: row.kind, attempts: row.attempts, smtp: response, willRetry: retryAt !== null }, "mail not delivered");
      return false;
    }
  }

  async function runOnce(at?: Date): Promise<number> {
    let sent = 0;
    for (;;) {
      // Each batch leases from the time it is claimed (a test may pass a moment of its own).
      const now = at ?? new Date();
      const rows = await repo.claim(owner, now, new Date(now.getTime() + leaseMs), BATCH);
      if (!rows.length) return sent;
      const names = opts.practiceNames ? await opts.practiceNames().catch(() => null) : null;
      // While the mail server is slow, the lease is renewed: only a worker that died lets its
      // mails go. (Giving a slow send up instead would send it twice if it then succeeded.)
      const inHand = new Set(rows.map((r) => r.id));
      const renew = setInterval(
        () => {
          void repo
            .extendLease([...inHand], owner, new Date(Math.max(Date.now(), now.getTime()) + leaseMs))
            .catch((err) => log.error({ err }, "outbox lease renewal failed"));
        },
        Math.max(500, Math.floor(leaseMs / 3)),
      );
      renew.unref();
      try {
        // One at a time: a crash can then catch at most one mail between the server's "250"
        // and its record, the only way a mail is sent twice. A small site's mail fits easily.
        for (const r of rows) {
          if (await deliver(r, now, names)) sent++;
          inHand.delete(r.id);
        }
      } finally {
        clearInterval(renew);
      }
      if (rows.length < BATCH) return sent;
    }
  }

  function tick() {
    if (running) {
      again = true; // a kick during a pass: look once more when it ends
      return;
    }
    running = runOnce()
      .catch((err) => log.error({ err }, "outbox pass failed"))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          tick();
        }
      });
  }

  return {
    kick() {
      if (!stopped) setImmediate(tick);
    },
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(tick, POLL_MS);
      timer.unref();
      setImmediate(tick);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      while (running) await running;
    },
    runOnce,
  };
}
