import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, for asserting on mail.
 * `refuse(code)` makes it answer MAIL FROM with that code (4xx: try later, 5xx: refused for
 * good) until `refuse(null)`; `port` lets a restarted test reuse an address.
 */
export async function startMailbox(opts: { port?: number } = {}) {
  const received: ReceivedMail[] = [];
  let refusal: number | null = null;
  // Addresses refused at RCPT TO with the given code (a hard bounce is 550, a soft one 450).
  const refusedRecipients = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // No reverse DNS of 127.0.0.1 per connection: it made each mail cost a lookup.
    disableReverseLookup: true,
    // The site keeps its SMTP connection open (a pool): closing the mailbox ends it at once
    // instead of waiting for the client to hang up.
    closeTimeout: 100,
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (refusal === null) return callback();
      const err = Object.assign(new Error(refusal >= 500 ? "Mailbox refused" : "Try again later"), { responseCode: refusal });
      callback(err);
    },
    onRcptTo(address, _session, callback) {
      const code = refusedRecipients.get(address.address.toLowerCase());
      if (code === undefined) return callback();
      callback(Object.assign(new Error(code >= 500 ? "No such user" : "Mailbox busy, try later"), { responseCode: code }));
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        done();
      });
    },
  });
  // A sender killed mid-conversation resets its connection: that is the sender's crash, not
  // the mailbox's, and what it had not finished sending is not received.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refuse(code: number | null) {
      refusal = code;
    },
    /** Refuses one recipient at RCPT TO with `code` (null accepts it again). */
    refuseRecipient(address: string, code: number | null) {
      if (code === null) refusedRecipients.delete(address.toLowerCase());
      else refusedRecipients.set(address.toLowerCase(), code);
    },
    /** Waits until n mails have arrived (mail is sent after the HTTP answer in some flows). */
    async waitFor(n: number, timeoutMs = 5000): Promise<ReceivedMail[]> {
      const start = Date.now();
      while (received.length < n) {
        if (Date.now() - start > timeoutMs) throw new Error(`expected ${n} mails, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decodes a quoted-printable or plain body enough to search it for text. */
export function mailText(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}
