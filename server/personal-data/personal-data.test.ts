import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { runRetention } from "./retention-job.js";

const LUCIA = "lucia@example.com";
const OTHER = "marta@example.com";

describe("one person's data: export, erase and retention", () => {
  let t: TestApp;
  let token: string;
  let planId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.login();
    const [plan] = await t.app.repos.servicePlans.createMany(
      (["en", "es", "gr"] as const).map((language, i) => ({
        title: `Initial ${language}`,
        description: "First session",
        price: 70,
        order: i,
        language,
        payment_link: null,
        features_attributes: [],
      })),
    );
    planId = plan!.id;
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    for (const table of ["outbox", "manage_links", "booking_events", "bookings", "subscribers", "contact_messages"] as const)
      await t.db.deleteFrom(table).execute();
  });

  const booking = (email: string, date: string, status: string, extra: Record<string, unknown> = {}) =>
    t.db
      .insertInto("bookings")
      .values({
        service_plan_id: planId,
        service_plan_title: "Initial en",
        name: email === LUCIA ? "Lucía Pérez" : "Marta Gil",
        email,
        phone_number: email === LUCIA ? "6123456789" : "6999999999",
        date,
        time: "10:00",
        status,
        message: `Notes of ${email}`,
        language: "es",
        slot_key: status === "confirmed" || status === "pending_payment" ? `${date} 10:00` : null,
        manage_token_hash: `hash-${email}-${date}`,
        created_at: `${date}T08:00:00.000Z`,
        updated_at: `${date}T08:00:00.000Z`,
        start_at: `${date}T09:00:00.000Z`,
        reminder_sent_at: null,
        ...extra,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

  async function seedPeople() {
    await t.db
      .insertInto("subscribers")
      .values([
        { email: LUCIA, language: "es", unsubscribe_token: "u1", created_at: "2025-01-01T00:00:00.000Z" },
        { email: OTHER, language: "en", unsubscribe_token: "u2", created_at: "2025-01-01T00:00:00.000Z" },
      ])
      .execute();
    await t.db
      .insertInto("contact_messages")
      .values([
        { name: "Lucía", email: LUCIA, message: "I have coeliac disease.", read_at: null, created_at: "2025-02-01T00:00:00.000Z" },
        { name: "Lucía P.", email: "LUCIA@Example.com", message: "Second message", read_at: null, created_at: "2025-03-01T00:00:00.000Z" },
        { name: "Marta", email: OTHER, message: "Hello", read_at: null, created_at: "2025-02-01T00:00:00.000Z" },
      ])
      .execute();
    const past = await booking(LUCIA, "2025-01-10", "completed");
    const future = await booking(LUCIA, "2099-06-10", "confirmed");
    const others = await booking(OTHER, "2025-01-11", "completed");
    // Mails as the outbox keeps them: one to her, the nutritionist's notice naming her, one to someone else.
    await t.app.repos.outbox.add(t.db, [
      { kind: "booking_confirmation", bookingId: future.id, mail: { to: LUCIA, subject: "Tu reserva", text: "Hola, Lucía" } },
      { kind: "booking_notice", bookingId: future.id, mail: { to: "elena@example.com", subject: "New booking: Lucía Pérez", text: "…" } },
      { kind: "newsletter_welcome", mail: { to: OTHER, subject: "Welcome", text: "Hello" } },
    ]);
    return { past: past.id, future: future.id, others: others.id };
  }

  const post = (path: string, payload: Record<string, unknown>, headers: Record<string, string> = bearer(token)) =>
    t.app.inject({ method: "POST", url: `${t.base}/api/admin/personal_data/${path}`, headers, payload });

  it("exports everything held about one address as JSON, and nothing about anyone else", async () => {
    const ids = await seedPeople();
    const res = await post("export", { email: " Lucia@Example.com " });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toMatch(/no-store/);
    const data = res.json();
    expect(data.email).toBe(LUCIA);
    expect(data.exported_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(data.subscriptions).toEqual([expect.objectContaining({ email: LUCIA, language: "es", created_at: "2025-01-01T00:00:00.000Z" })]);
    expect(data.contact_messages.map((m: { message: string }) => m.message).sort()).toEqual(["I have coeliac disease.", "Second message"]);
    expect(data.bookings.map((b: { id: number }) => b.id).sort()).toEqual([ids.past, ids.future].sort());
    expect(data.bookings[0]).toMatchObject({ name: "Lucía Pérez", email: LUCIA, phone_number: "6123456789", service_plan_title: "Initial en" });
    expect(data.mails).toEqual([expect.objectContaining({ kind: "booking_confirmation", to: LUCIA, subject: "Tu reserva" })]);
    expect(JSON.stringify(data)).not.toContain(OTHER);
    // The unsubscribe secret and the booking's manage link are keys, not data about her.
    expect(JSON.stringify(data)).not.toMatch(/hash-|"u1"/);
  });

  it("erases: subscriptions and messages deleted, bookings kept for accounting without name, email, phone or message", async () => {
    const ids = await seedPeople();
    const res = await post("erase", { email: LUCIA });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The answer carries the export first, so nothing is erased unseen.
    expect(body.export.contact_messages).toHaveLength(2);
    expect(body.erased).toEqual({
      subscriptions: 1,
      contact_messages: 2,
      bookings_anonymised: 2,
      bookings_cancelled: 1,
      mails: 2,
      clinical_records_kept_until: null,
    });
    const mailsLeft = await t.db.selectFrom("outbox").select(["recipient", "subject"]).execute();
    expect(mailsLeft).toEqual([{ recipient: OTHER, subject: "Welcome" }]);

    expect(await t.db.selectFrom("subscribers").select("email").execute()).toEqual([{ email: OTHER }]);
    expect(await t.db.selectFrom("contact_messages").select("email").execute()).toEqual([{ email: OTHER }]);
    const past = await t.db.selectFrom("bookings").selectAll().where("id", "=", ids.past).executeTakeFirstOrThrow();
    expect(past).toMatchObject({
      name: "",
      email: "",
      phone_number: "",
      message: "",
      manage_token_hash: null,
      date: "2025-01-10",
      time: "10:00",
      status: "completed",
      service_plan_id: planId,
      service_plan_title: "Initial en",
    });
    expect(past.personal_data_erased_at).toMatch(/^\d{4}-/);
    // A booking still to come is cancelled (its slot freed), then anonymised like the rest.
    const future = await t.db.selectFrom("bookings").selectAll().where("id", "=", ids.future).executeTakeFirstOrThrow();
    expect(future).toMatchObject({ name: "", email: "", phone_number: "", status: "cancelled", slot_key: null });
    const others = await t.db.selectFrom("bookings").selectAll().where("id", "=", ids.others).executeTakeFirstOrThrow();
    expect(others).toMatchObject({ name: "Marta Gil", email: OTHER, message: `Notes of ${OTHER}` });
    // The admin's booking answer still gives date, plan, price and status.
    const shown = (await t.app.inject({ url: `${t.base}/bookings/${ids.past}`, headers: bearer(token) })).json();
    expect(shown).toMatchObject({ date: "2025-01-10", status: "completed", service_plan_title: "Initial en", price: 70, name: "", email: "" });
    // Nothing is left to export.
    const again = (await post("export", { email: LUCIA })).json();
    expect([again.subscriptions, again.contact_messages, again.bookings]).toEqual([[], [], []]);
  });

  it("is the admin's alone, and refuses a bad address in the admin's language", async () => {
    await seedPeople();
    for (const path of ["export", "erase"]) expect((await post(path, { email: LUCIA }, {})).statusCode).toBe(401);
    expect(await t.db.selectFrom("contact_messages").select("id").execute()).toHaveLength(3);
    const bad = await post("erase", { email: "not an email" }, { ...bearer(token), "accept-language": "es" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.email).toEqual(["Por favor, introduce un correo electrónico válido."]);
  });

  it("retention: deletes contact messages and anonymises bookings older than the setting, and leaves newer ones", async () => {
    await t.db
      .insertInto("contact_messages")
      .values([
        { name: "Old", email: OTHER, message: "old", read_at: null, created_at: "2023-05-01T00:00:00.000Z" },
        { name: "New", email: OTHER, message: "new", read_at: null, created_at: "2024-06-01T00:00:00.000Z" },
      ])
      .execute();
    const old = await booking(OTHER, "2023-05-10", "completed");
    const recent = await booking(LUCIA, "2024-06-10", "completed");
    const now = new Date("2025-06-01T12:00:00Z");
    expect(await runRetention(t.db, 24, now)).toEqual({ contact_messages: 1, bookings: 1 });
    expect((await t.db.selectFrom("contact_messages").select("message").execute()).map((r) => r.message)).toEqual(["new"]);
    expect(await t.db.selectFrom("bookings").selectAll().where("id", "=", old.id).executeTakeFirstOrThrow()).toMatchObject({
      name: "",
      email: "",
      phone_number: "",
      message: "",
      date: "2023-05-10",
      status: "completed",
    });
    expect(await t.db.selectFrom("bookings").select("name").where("id", "=", recent.id).executeTakeFirstOrThrow()).toEqual({ name: "Lucía Pérez" });
    // A second run (another instance, the next day) finds nothing more to do.
    expect(await runRetention(t.db, 24, now)).toEqual({ contact_messages: 0, bookings: 0 });
  });

  it("retention is a setting, 24 months by default", () => {
    expect(t.config.RETENTION_MONTHS).toBe(24);
  });
});
