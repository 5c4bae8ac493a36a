// Helpers shared by the booking tests.
import type { TestApp } from "../../test/app.js";
import type { ReceivedMail } from "../../test/mailbox.js";
import { textBody } from "../../test/mime.js";

export async function createPlan(t: TestApp, paymentLink: string | null = "https://pay.example.com/p/initial") {
  const [en] = await t.app.repos.servicePlans.createMany(
    (["en", "es", "gr"] as const).map((language, i) => ({
      title: { en: "Initial consultation", es: "Consulta inicial", gr: "Αρχική συνεδρία" }[language],
      description: "First session",
      price: 70,
      order: i,
      language,
      payment_link: paymentLink,
      features_attributes: [],
    })),
  );
  return en!;
}

export const person = { name: "Lucía Pérez", email: "lucia@example.com", phone_number: "6123456789", message: "Vegetarian" };

/** Waits for `n` more mails after `from` and returns them. */
export async function mailsAfter(t: TestApp, from: number, n: number): Promise<ReceivedMail[]> {
  await t.mailbox.waitFor(from + n);
  await new Promise((r) => setTimeout(r, 50)); // nothing unexpected straggles in
  return t.mailbox.received.slice(from);
}

export function manageToken(mail: ReceivedMail): string {
  const m = /manage-booking\/([A-Za-z0-9_-]+)/.exec(textBody(mail.raw));
  if (!m) throw new Error("no manage link in mail");
  return m[1]!;
}

/** Waits for a mail matching `match` (mail leaves after the answer, in any order). */
export async function waitForMail(t: TestApp, match: (m: ReceivedMail) => boolean, timeoutMs = 5000): Promise<ReceivedMail> {
  const start = Date.now();
  for (;;) {
    const found = t.mailbox.received.find(match);
    if (found) return found;
    if (Date.now() - start > timeoutMs) throw new Error("expected mail did not arrive");
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Waits until the outbox has nothing left to send. A test that compares the database before
 * and after must start after the mails of earlier steps have left: sending one updates its row.
 */
export async function outboxSettled(t: TestApp, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  for (;;) {
    const { n } = await t.db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("status", "=", "pending")
      .executeTakeFirstOrThrow();
    if (Number(n) === 0) return;
    if (Date.now() - start > timeoutMs) throw new Error(`${n} mails still pending in the outbox`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** How many received mails match. */
export const countMails = (t: TestApp, match: (m: ReceivedMail) => boolean) => t.mailbox.received.filter(match).length;
