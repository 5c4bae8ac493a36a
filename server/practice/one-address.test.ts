import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { decodeWords, parseMail } from "../../test/mail-parts.js";
import { createPlan, outboxSettled, person } from "../bookings/test-support.js";
import { seedDemoContent } from "../seed/seed.js";
import { demoContactDetails, demoPracticeName } from "../seed/demo-practice.js";
import { testClock } from "../../test/clock.js";

// One contact address, hers, from the practice's identity: her notices go there and clients'
// replies (Reply-To) come back to it. NUTRITIONIST_EMAIL stands in only while the identity's
// email is empty or still the demo's made-up one. The sender's name is the practice's, in the
// reader's language, as the identity names it now.

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

const FALLBACK = "notices@practice.test";
const HERS = "consulta@lauragarcia.es";

describe("Her one address and her practice's name in every mail", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp({ BOOKING_UNPAID_LIMIT: "100", PUBLIC_URL: "https://practice.test", NUTRITIONIST_EMAIL: FALLBACK }, { clock });
    admin = await t.login();
    await seedDemoContent(t.db, t.app.storage, t.base);
  });
  afterAll(() => t.close());

  const save = (payload: Record<string, unknown>) =>
    t.app.inject({ method: "PUT", url: `${t.base}/api/admin/practice`, headers: bearer(admin), payload }).then((r) => expect(r.statusCode).toBe(200));

  /** The mails a few actions send, once delivered: a sign-up, a contact message, a booking. */
  async function actions(tag: string, time: string) {
    const from = t.mailbox.received.length;
    const sub = `${tag}-reader@example.es`;
    const client = `${tag}-client@example.es`;
    expect(
      (await t.app.inject({ method: "POST", url: `${t.base}/api/v1/subscribers`, payload: { subscriber: { email: sub, language: "es" } } })).statusCode,
    ).toBe(201);
    const contact = { contact_message: { name: "Ana", email: `${tag}-ana@example.es`, message: "Hola, una pregunta.", language: "es" } };
    expect((await t.app.inject({ method: "POST", url: `${t.base}/api/v1/contact_messages`, payload: contact })).statusCode).toBe(201);
    const plan = await createPlan(t);
    const booked = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: { service_plan_id: plan.id, ...person, email: client, date: "2027-01-07", time, language: "es" },
    });
    expect(booked.statusCode).toBe(201);
    await outboxSettled(t);
    const mails = t.mailbox.received.slice(from).map((m) => ({ to: m.to, ...parseMail(m.raw) }));
    const to = (who: string) => mails.filter((m) => m.to.includes(who));
    return { mails, to, sub, client };
  }

  it("sends her notices and the replies to NUTRITIONIST_EMAIL while the identity holds the demo's address", async () => {
    const { mails, to, sub, client } = await actions("demo", "10:00");
    expect(mails.some((m) => m.to.includes(demoContactDetails.email))).toBe(false);
    // The contact message's and the booking's notices.
    expect(to(FALLBACK).length).toBe(2);
    expect(to(sub)[0]!.headers["reply-to"]).toContain(FALLBACK);
    // Clients read the practice's (demo) name as the sender, in Spanish.
    expect(decodeWords(to(client)[0]!.headers.from!)).toMatch(/^"?Nutrición con Elena"? </);
    expect(to(sub)[0]!.subject).toBe("Bienvenida al boletín de Nutrición con Elena: confirma tu dirección");
  });

  it("once she saves her own address and name, every notice, reply-to, sender and signature is hers", async () => {
    await save({ email: HERS, name_en: "Nutrition with Laura", name_es: "Nutrición con Laura", name_gr: "Διατροφή με τη Λάουρα" });
    const { mails, to, sub, client } = await actions("hers", "11:00");
    expect(to(FALLBACK)).toEqual([]);
    expect(to(HERS).length).toBe(2);
    expect(to(sub)[0]!.headers["reply-to"]).toContain(HERS);
    const mine = to(client)[0]!;
    expect(decodeWords(mine.headers.from!)).toMatch(/^"?Nutrición con Laura"? </);
    expect(mine.text).toContain("Nutrición con Laura");
    expect(to(sub)[0]!.subject).toBe("Bienvenida al boletín de Nutrición con Laura: confirma tu dirección");
    for (const m of mails) {
      for (const old of Object.values(demoPracticeName))
        expect(`${m.subject}\n${m.text}\n${m.html}\n${decodeWords(m.headers.from ?? "")}`, m.subject).not.toContain(old);
    }
  });
});
