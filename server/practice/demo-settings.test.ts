import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { subject, textBody } from "../../test/mime.js";
import { createPlan, manageToken, person, waitForMail } from "../bookings/test-support.js";
import { seedDemoContent } from "../seed/seed.js";
import { demoContactDetails, demoContacts, demoPaymentInstructions, demoPracticeName } from "../seed/demo-practice.js";
import { jsonPracticeSetting } from "./settings-store.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

const HERS = {
  name_en: "Nutrition with Laura",
  name_es: "Nutrición con Laura",
  name_gr: "Διατροφή με τη Λάουρα",
  email: "consulta@lauragarcia.es",
  phone: "+34 699 11 22 33",
  address: "Calle de Fuencarral 45\n28004 Madrid",
  chat_number: "+34 699 11 22 33",
  instagram_url: "https://www.instagram.com/lauragarcia.nutricion",
  tiktok_url: "",
  linkedin_url: "",
  youtube_url: "",
  pinterest_url: "",
  facebook_url: "",
  x_url: "",
};

const settingsOf = (t: TestApp, admin: string, method: "GET" | "PUT" = "GET", payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `${t.base}/api/admin/practice`, headers: bearer(admin), ...(payload ? { payload } : {}) });

describe("The demo practice's settings", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
    admin = await t.login();
    await seedDemoContent(t.db, t.app.storage, t.base);
  });
  afterAll(() => t.close());

  it("are seeded as the practice's settings, public, and named to the admin as the demo's", async () => {
    const settings = (await settingsOf(t, admin)).json();
    expect(settings).toMatchObject({ ...demoPracticeName, ...demoContactDetails, ...demoContacts, payment_instructions: demoPaymentInstructions });
    expect(settings.demo_settings).toEqual(["name", "payment_instructions", "contacts", "identity"]);
    // Not a production site: clients still see the demo's instructions, as before.
    expect(settings.payment_instructions_hidden).toBe(false);
    const shown = (await t.app.inject({ url: `${t.base}/api/v1/practice` })).json();
    expect(shown).toMatchObject({
      name_es: demoPracticeName.name_es,
      email: demoContactDetails.email,
      chat_number: demoContacts.chat_number,
      x_url: demoContacts.x_url,
    });
    expect(shown).not.toHaveProperty("invoice_series");
  });

  it("give an identity saved before it had a name the demo's name, which the site showed until then", async () => {
    const identity = jsonPracticeSetting<Record<string, string>>(t.db, "identity");
    const saved = await identity.read();
    const { name_en: _en, name_es: _es, name_gr: _gr, ...older } = saved;
    await identity.write({ ...older, legal_name: "Elena Martínez Ruiz" });
    await seedDemoContent(t.db, t.app.storage, t.base);
    expect((await settingsOf(t, admin)).json()).toMatchObject({ ...demoPracticeName, legal_name: "Elena Martínez Ruiz" });
    // Once named (even emptied by her), a later seed leaves the names alone.
    await settingsOf(t, admin, "PUT", { name_gr: "" });
    await seedDemoContent(t.db, t.app.storage, t.base);
    expect((await settingsOf(t, admin)).json()).toMatchObject({ name_en: demoPracticeName.name_en, name_gr: "" });
    await settingsOf(t, admin, "PUT", { ...demoPracticeName, legal_name: "" });
  });

  it("are a seed, not a default: a second seed keeps what she saved", async () => {
    expect((await settingsOf(t, admin, "PUT", { chat_number: "" })).json().demo_settings).toEqual(["name", "payment_instructions", "contacts", "identity"]);
    await seedDemoContent(t.db, t.app.storage, t.base);
    expect((await settingsOf(t, admin)).json().chat_number).toBe("");
  });

  it("take her chat number and profiles, refuse a profile that is not a web address, and stop being the demo's once replaced", async () => {
    const bad = await t.app.inject({
      method: "PUT",
      url: `${t.base}/api/admin/practice`,
      headers: { ...bearer(admin), "accept-language": "es" },
      payload: { instagram_url: "instagram: lauragarcia" },
    });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain("Introduce un enlace válido");
    expect((await settingsOf(t, admin, "PUT", { chat_number: "12" })).statusCode).toBe(422);

    const contacts = (await settingsOf(t, admin, "PUT", { ...HERS, email: demoContactDetails.email, phone: "", address: "" })).json();
    expect(contacts).toMatchObject({ name_gr: HERS.name_gr, chat_number: "+34 699 11 22 33", instagram_url: HERS.instagram_url, x_url: "" });
    // The email is still the demo's.
    expect(contacts.demo_settings).toEqual(["payment_instructions", "identity"]);
    const mine = (await settingsOf(t, admin, "PUT", { ...HERS, payment_instructions: { en: "Bizum to +34 699 11 22 33", es: "", gr: "" } })).json();
    expect(mine.demo_settings).toEqual([]);
  });
});

describe("A production site with the demo's payment instructions", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(
      {
        NODE_ENV: "production",
        BOOKING_UNPAID_LIMIT: "100",
        PUBLIC_URL: "https://practice.test",
        NUTRITIONIST_EMAIL: "notices@practice.test",
      },
      { clock },
    );
    admin = await t.login();
    await seedDemoContent(t.db, t.app.storage, t.base);
    await settingsOf(t, admin, "PUT", { email: HERS.email });
  });
  afterAll(() => t.close());

  it("shows clients none of them, tells the admin, and sends clients to her one contact address", async () => {
    expect((await settingsOf(t, admin)).json()).toMatchObject({
      payment_instructions_hidden: true,
      demo_settings: ["name", "payment_instructions", "contacts", "identity"],
    });
    const plan = (await createPlan(t, null)).id;
    const res = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: { service_plan_id: plan, ...person, email: "prod@example.com", date: "2027-01-07", time: "09:00", language: "es" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ payment_url: null, payment_instructions: null });
    const mail = await waitForMail(t, (m) => m.to.includes("prod@example.com") && subject(m.raw).startsWith("Tu reserva"));
    const body = textBody(mail.raw);
    expect(body).not.toContain("ES91");
    expect(body).toContain(`escríbenos a ${HERS.email}`);
    expect(body).not.toContain("notices@practice.test");
    // The private page: no instructions, and the address for late changes is hers.
    const managed = (await t.app.inject({ url: `${t.base}/bookings/manage/${manageToken(mail)}` })).json();
    expect(managed).toMatchObject({ payment_instructions: null, contact_email: HERS.email });

    // Her own instructions are shown, language by language.
    await settingsOf(t, admin, "PUT", { payment_instructions: { es: "Bizum al +34 699 11 22 33" } });
    expect((await settingsOf(t, admin)).json().payment_instructions_hidden).toBe(true);
    const again = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: { service_plan_id: plan, ...person, email: "prod2@example.com", date: "2027-01-07", time: "10:00", language: "es" },
    });
    expect(again.json().payment_instructions).toBe("Bizum al +34 699 11 22 33");
    await settingsOf(t, admin, "PUT", { payment_instructions: { en: "Bizum to +34 699 11 22 33", gr: "" } });
    expect((await settingsOf(t, admin)).json()).toMatchObject({ payment_instructions_hidden: false, demo_settings: ["name", "contacts", "identity"] });
  });
});
