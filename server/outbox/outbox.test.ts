import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { subject } from "../../test/mime.js";
import { createPlan, manageToken, person, waitForMail } from "../bookings/test-support.js";
import { createOutboxWorker, retryDelayMs } from "./worker.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

const later = (ms: number) => new Date(Date.now() + ms);

describe("the mail outbox", () => {
  let t: TestApp;
  let admin: string;
  let planId: number;
  const book = (email: string, date: string, time: string) =>
    t.app.inject({ method: "POST", url: `${t.base}/bookings`, payload: { service_plan_id: planId, ...person, email, date, time } });
  const toClient =
    (email: string, prefix = "Your booking") =>
    (m: { to: string[]; raw: string }) =>
      m.to.includes(email) && subject(m.raw).startsWith(prefix);
  const count = (email: string, prefix = "Your booking") => t.mailbox.received.filter(toClient(email, prefix)).length;
  const openMails = async () => (await t.app.inject({ url: `${t.base}/admin/outbox`, headers: bearer(admin) })).json();
  const rowsOf = (bookingId: number) => t.app.repos.outbox.forBooking(bookingId);

  beforeAll(async () => {
    t = await buildTestApp({ BOOKING_UNPAID_LIMIT: "100", NUTRITIONIST_EMAIL: "elena@practice.test" }, { clock });
    admin = await t.login();
    planId = (await createPlan(t)).id;
  });
  afterAll(() => t.close());

  it("keeps a booking's mail while SMTP refuses, and delivers it exactly once when SMTP is back", async () => {
    t.mailbox.refuse(451);
    const res = await book("down@example.com", "2027-01-07", "10:00");
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;

    // The worker tried at once, was told to come back later, and keeps the mail.
    await expect
      .poll(async () => (await openMails()).filter((m: { booking_id: number; last_error: string | null }) => m.booking_id === id && m.last_error).length, {
        timeout: 5000,
      })
      .toBe(2);
    const listed = (await openMails()).find((m: { kind: string; booking_id: number }) => m.kind === "booking_confirmation" && m.booking_id === id);
    expect(listed).toMatchObject({ recipient: "down@example.com", status: "pending", attempts: 1 });
    expect(listed.smtp_response).toMatch(/^451 /);
    expect(Date.parse(listed.next_attempt_at) - Date.now()).toBeGreaterThan(retryDelayMs(1) - 5000);
    expect(listed).not.toHaveProperty("payload");
    expect(JSON.stringify(await openMails())).not.toContain("manage-booking");

    t.mailbox.refuse(null);
    expect(count("down@example.com")).toBe(0);
    // Time passes beyond the back-off: the next pass delivers; later passes find nothing to do.
    expect(await t.app.outboxWorker.runOnce(later(retryDelayMs(1) + 1000))).toBe(2);
    expect(await t.app.outboxWorker.runOnce(later(retryDelayMs(5)))).toBe(0);
    await waitForMail(t, toClient("down@example.com"));
    await new Promise((r) => setTimeout(r, 300));
    expect(count("down@example.com")).toBe(1);
    expect(t.mailbox.received.filter((m) => m.to.includes("elena@practice.test") && subject(m.raw).includes("New booking")).length).toBe(1);

    const rows = await rowsOf(id);
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent"]);
    const stored = await t.app.repos.outbox.find(rows[0]!.id);
    expect(stored).toMatchObject({ status: "sent", payload: null, attempts: 2 });
    expect(stored!.smtp_response).toMatch(/^250 /);
    expect((await openMails()).filter((m: { booking_id: number }) => m.booking_id === id)).toEqual([]);
  });

  it("gives a mail up when the server refuses it for good, and sends it once when the admin retries", async () => {
    t.mailbox.refuse(550);
    const res = await book("refused@example.com", "2027-01-07", "11:00");
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    await expect.poll(async () => (await rowsOf(id)).map((r) => r.status), { timeout: 5000 }).toEqual(["failed", "failed"]);
    const failed = (await openMails()).find((m: { kind: string; booking_id: number }) => m.kind === "booking_confirmation" && m.booking_id === id);
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(failed.smtp_response).toMatch(/^550 /);

    t.mailbox.refuse(null);
    const retry = await t.app.inject({ method: "POST", url: `${t.base}/admin/outbox/${failed.id}/retry`, headers: bearer(admin) });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ id: failed.id, status: "pending" });
    await waitForMail(t, toClient("refused@example.com"));
    await expect.poll(async () => (await t.app.repos.outbox.find(failed.id))!.status).toBe("sent");
    const again = await t.app.inject({ method: "POST", url: `${t.base}/admin/outbox/${failed.id}/retry`, headers: bearer(admin) });
    expect(again.statusCode).toBe(409);
    expect((await t.app.inject({ method: "POST", url: `${t.base}/admin/outbox/999999/retry`, headers: bearer(admin) })).statusCode).toBe(404);
    await new Promise((r) => setTimeout(r, 300));
    expect(count("refused@example.com")).toBe(1);
    expect((await t.app.inject({ url: `${t.base}/admin/outbox` })).statusCode).toBe(401);
  });

  it("stops trying about 24 hours after the mail was queued", async () => {
    t.mailbox.refuse(451);
    await t.app.outboxWorker.stop(); // this test moves time itself
    try {
      const res = await book("gone@example.com", "2027-01-07", "12:00");
      const id = res.json().id as number;
      await t.app.outboxWorker.runOnce(new Date());
      expect((await rowsOf(id)).map((r) => r.status)).toEqual(["pending", "pending"]);
      await t.app.outboxWorker.runOnce(later(23 * 3_600_000));
      expect((await rowsOf(id)).map((r) => r.status)).toEqual(["pending", "pending"]);
      await t.app.outboxWorker.runOnce(later(25 * 3_600_000));
      expect((await rowsOf(id)).map((r) => r.status)).toEqual(["failed", "failed"]);
      expect(count("gone@example.com")).toBe(0);
    } finally {
      t.mailbox.refuse(null);
      t.app.outboxWorker.start();
    }
  });

  it("queues no mail for a change that was refused", async () => {
    const before = (await t.app.repos.outbox.listOpen()).length;
    const sent = t.mailbox.received.length;
    const res = await book("late@example.com", "2027-01-07", "10:00"); // the slot is taken
    expect(res.statusCode).toBe(409);
    await new Promise((r) => setTimeout(r, 300));
    expect((await t.app.repos.outbox.listOpen()).length).toBe(before);
    expect(t.mailbox.received.length).toBe(sent);
  });

  it("never lets two workers send the same mail", async () => {
    await t.app.outboxWorker.stop();
    try {
      for (let i = 0; i < 30; i++) {
        await t.app.repos.outbox.add(t.db, [{ kind: "newsletter_test", mail: { to: `race${i}@example.com`, subject: `Race ${i}`, text: "x" } }]);
      }
      const workers = [0, 1, 2].map(() => createOutboxWorker({ repo: t.app.repos.outbox, mailer: t.app.mailer, log: t.app.log, leaseMs: 60_000 }));
      const sent = await Promise.all(workers.map((w) => w.runOnce()));
      expect(sent.reduce((a, b) => a + b, 0)).toBe(30);
      await new Promise((r) => setTimeout(r, 200));
      for (let i = 0; i < 30; i++) expect(t.mailbox.received.filter((m) => m.to.includes(`race${i}@example.com`)).length).toBe(1);
    } finally {
      t.app.outboxWorker.start();
    }
  });

  it("re-sends a confirmation with a new private link, and the old link stops working", async () => {
    const res = await book("resend@example.com", "2027-01-08", "10:00");
    const id = res.json().id as number;
    const first = manageToken(await waitForMail(t, toClient("resend@example.com")));
    expect((await t.app.inject({ url: `${t.base}/bookings/manage/${first}` })).statusCode).toBe(200);

    const again = await t.app.inject({ method: "POST", url: `${t.base}/bookings/${id}/resend_confirmation`, headers: bearer(admin) });
    expect(again.statusCode).toBe(200);
    await expect.poll(() => count("resend@example.com"), { timeout: 5000 }).toBe(2);
    const second = manageToken(t.mailbox.received.filter(toClient("resend@example.com"))[1]!);
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: `${t.base}/bookings/manage/${first}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${t.base}/bookings/manage/${second}` })).json()).toMatchObject({ id, status: "pending_payment" });
    expect(again.json().history.at(-1).note).toBe("confirmation sent again with a new private link");

    await t.app.inject({ method: "POST", url: `${t.base}/bookings/${id}/cancel`, headers: bearer(admin) });
    const closed = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings/${id}/resend_confirmation`,
      headers: { ...bearer(admin), "accept-language": "es" },
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe("Esta reserva ya no está activa.");
  });

  it("queues contact notices and newsletter confirmations with the change, and delivers them", async () => {
    await t.app.inject({
      method: "POST",
      url: `${t.base}/api/v1/contact_messages`,
      payload: { contact_message: { name: "Ana", email: "ana@example.com", message: "Hola" } },
    });
    await t.app.inject({ method: "POST", url: `${t.base}/api/v1/subscribers`, payload: { subscriber: { email: "news@example.com" } } });
    await waitForMail(t, (m) => m.to.includes("elena@practice.test") && subject(m.raw) === "New message from Ana");
    await waitForMail(t, (m) => m.to.includes("news@example.com"));
    const kinds = () =>
      t.db.selectFrom("outbox").select(["kind", "status"]).where("kind", "in", ["contact_notice", "newsletter_confirmation"]).orderBy("kind").execute();
    await expect.poll(kinds).toEqual([
      { kind: "contact_notice", status: "sent" },
      { kind: "newsletter_confirmation", status: "sent" },
    ]);
  });
});
