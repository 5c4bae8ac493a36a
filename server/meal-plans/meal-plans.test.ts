import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { createPlan, outboxSettled, person, waitForMail } from "../bookings/test-support.js";
import { subject, textBody } from "../../test/mime.js";
import { runClinicalRetention } from "../clients/clinical-records.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z");

describe("meal plans", () => {
  let t: TestApp;
  let admin: string;
  let clientId: number;
  let otherClient: number;
  let bookingId: number;
  let recipeId: number;
  const food: Record<string, number> = {};
  const api = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", p: string, payload?: unknown, language = "es") =>
    t.app.inject({
      method,
      url: `${t.base}${p}`,
      headers: { ...bearer(admin), "accept-language": language },
      ...(payload ? { payload: payload as object } : {}),
    });
  const byCode = async (code: string) => (await t.db.selectFrom("foods").select("id").where("source_code", "=", code).executeTakeFirstOrThrow()).id;

  const twoDays = () => ({
    name: "Plan mediterráneo",
    note: "Beber agua a lo largo del día.",
    booking_id: bookingId,
    targets: { energy_kcal: 1800, protein_pct: 20, fat_pct: 35, carbohydrate_pct: 45, fibre_g: 25 },
    days: [
      {
        name: "Lunes",
        meals: [
          {
            name: "Desayuno",
            items: [
              { food_id: food.bread!, grams: 60 },
              { food_id: food.oil!, measure: "tablespoon", amount: 1 },
            ],
            alternatives: [],
          },
          {
            name: "Comida",
            items: [
              { food_id: food.lentils!, grams: 200 },
              { recipe_id: recipeId, portions: 1 },
            ],
            alternatives: [[{ food_id: food.chickpeas!, grams: 200 }]],
          },
        ],
      },
      { name: "Martes", meals: [{ name: "Desayuno", items: [{ food_id: food.yogurt!, grams: 170 }], alternatives: [] }] },
    ],
  });

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: "https://practice.test" }, { clock });
    admin = await t.login();
    const planId = (await createPlan(t, null)).id;
    for (const [email, day] of [
      [person.email, "2027-01-07"],
      ["marta@example.com", "2027-01-08"],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url: `${t.base}/bookings`,
        payload: { service_plan_id: planId, ...person, email, date: day, time: "10:00", language: "es" },
      });
      expect(res.statusCode, res.body).toBe(201);
      if (email === person.email) bookingId = res.json().id;
    }
    await outboxSettled(t);
    const rows = await t.db.selectFrom("bookings").select(["id", "client_id"]).execute();
    clientId = rows.find((r) => r.id === bookingId)!.client_id!;
    otherClient = rows.find((r) => r.id !== bookingId)!.client_id!;
    food.bread = await byCode("18075"); // whole-wheat bread: 252 kcal, 12.45 g protein, 3.5 g fat, 42.71 g carbohydrate, 6 g fibre
    food.oil = await byCode("04053"); // olive oil: 884 kcal, 100 g fat; 1 tablespoon = 13.5 g
    food.lentils = await byCode("16070"); // cooked lentils: 116 kcal, 9.02 g protein, 0.38 g fat, 20.13 g carbohydrate, 7.9 g fibre
    food.chickpeas = await byCode("16057");
    food.yogurt = await byCode("01293"); // Greek yogurt, whole milk: 97 kcal
    // A recipe of two portions whose ingredients are linked: 40 g of oil and 300 g of lentils.
    const now = new Date().toISOString();
    const r = await t.db
      .insertInto("recipes")
      .values({
        slug: "lentejas",
        language: "es",
        title: "Lentejas",
        description: "",
        category: "Legumbres",
        published_date: "2027-01-01",
        image_url: null,
        created_at: now,
        updated_at: now,
        translation_group: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    recipeId = r.id;
    await t.db
      .insertInto("recipe_ingredients")
      .values([
        { recipe_id: recipeId, position: 0, name: "Aceite", quantity: "40", size: "g", food_id: food.oil, grams: 40 },
        { recipe_id: recipeId, position: 1, name: "Lentejas", quantity: "300", size: "g", food_id: food.lentils, grams: 300 },
        { recipe_id: recipeId, position: 2, name: "Sal", quantity: "1", size: "pizca" },
      ])
      .execute();
    await t.db.insertInto("recipe_valuable_info").values({ recipe_id: recipeId, duration: "40 min", difficulty: "Fácil", portions: 2 }).execute();
  });
  afterAll(() => t.close());

  let planId: number;

  it("saves a two-day plan and answers the totals of each meal and day, as computed by hand", async () => {
    const res = await api("POST", `/api/admin/clients/${clientId}/meal-plans`, twoDays());
    expect(res.statusCode, res.body).toBe(201);
    const plan = res.json();
    planId = plan.id;
    // Breakfast: 60 g bread (151.2 kcal, 7.47 P, 2.1 F, 25.626 C, 3.6 fibre) + 13.5 g oil (119.34 kcal, 13.5 F).
    expect(plan.days[0].meals[0].totals).toEqual({ energy_kcal: 271, protein_g: 7.5, fat_g: 15.6, carbohydrate_g: 25.6, fibre_g: 3.6 });
    // Lunch: 200 g lentils (232 kcal, 18.04 P, 0.76 F, 40.26 C, 15.8 fibre) + one portion of the recipe:
    // (353.6 + 348) / 2 = 350.8 kcal, 13.53 P, (40 + 1.14) / 2 = 20.57 F, 30.195 C, 11.85 fibre. The alternative is not added.
    expect(plan.days[0].meals[1].totals).toEqual({ energy_kcal: 583, protein_g: 31.6, fat_g: 21.3, carbohydrate_g: 70.5, fibre_g: 27.7 });
    // The day rounds once: 270.54 + 582.8 = 853.34 kcal (its rounded meals would say 854).
    expect(plan.days[0].totals).toEqual({ energy_kcal: 853, protein_g: 39, fat_g: 36.9, carbohydrate_g: 96.1, fibre_g: 31.3 });
    expect(plan.days[1].totals.energy_kcal).toBe(165);
    expect(plan.days[0].meals[1].alternatives).toEqual([[{ food_id: food.chickpeas, grams: 200 }]]);
    expect(plan.targets).toEqual({ energy_kcal: 1800, protein_pct: 20, fat_pct: 35, carbohydrate_pct: 45, fibre_g: 25 });
  });

  it("keeps the plan encrypted at rest and records every read in her access log", async () => {
    const stored = await t.db.selectFrom("meal_plans").selectAll().where("id", "=", planId).executeTakeFirstOrThrow();
    expect(stored.content).toMatch(/^v1:/);
    expect(stored.content).not.toContain("mediterráneo");
    const before = (await t.db.selectFrom("health_access_log").selectAll().where("client_id", "=", clientId).where("what", "=", "meal_plans").execute()).length;
    expect((await api("GET", `/api/admin/clients/${clientId}/meal-plans`)).json()).toEqual([
      expect.objectContaining({ id: planId, name: "Plan mediterráneo", days: 2 }),
    ]);
    expect((await api("GET", `/api/admin/clients/${clientId}/meal-plans/${planId}`)).statusCode).toBe(200);
    const after = await t.db.selectFrom("health_access_log").selectAll().where("client_id", "=", clientId).where("what", "=", "meal_plans").execute();
    expect(after.length).toBe(before + 2);
    expect(after[0]!.actor).toBe("admin@test.local");
  });

  it("refuses what cannot be a plan with a clear message in her language, and keeps the plan as it was", async () => {
    const bad = async (change: (p: ReturnType<typeof twoDays>) => unknown, status: number, message: RegExp, language = "es") => {
      const p = twoDays();
      const body = change(p) ?? p;
      const res = await api("PUT", `/api/admin/clients/${clientId}/meal-plans/${planId}`, body, language);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.body).toMatch(message);
    };
    await bad((p) => void (p.days[0]!.meals[0]!.items[0] = { food_id: 999999, grams: 10 }), 422, /Un alimento del plan no existe/);
    await bad(
      (p) => void (p.days[0]!.meals[0]!.items[1] = { food_id: food.oil!, measure: "rebanada", amount: 1 }),
      422,
      /Αυτό το τρόφιμο δεν έχει αυτή την οικιακή μονάδα/,
      "gr",
    );
    await bad((p) => void (p.days[0]!.meals[1]!.items[1] = { recipe_id: 999999, portions: 1 }), 422, /Una receta del plan no existe/);
    await bad((p) => ({ ...p, targets: { ...p.targets, fat_pct: 50 } }), 422, /deben sumar 100/);
    await bad((p) => ({ ...p, days: Array.from({ length: 15 }, () => p.days[1]) }), 422, /como máximo 14 días/);
    await bad((p) => void (p.days[0]!.meals[0]!.items[0] = { food_id: food.bread!, grams: -5 } as never), 422, /no es válido/);
    await bad((p) => ({ ...p, booking_id: 999999 }), 422, /.+/);
    const again = await api("GET", `/api/admin/clients/${clientId}/meal-plans/${planId}`);
    expect(again.json().name).toBe("Plan mediterráneo");
    expect(again.json().days).toHaveLength(2);
    // Another client's plan is not found through this one.
    expect((await api("GET", `/api/admin/clients/${otherClient}/meal-plans/${planId}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${t.base}/api/admin/clients/${clientId}/meal-plans/${planId}` })).statusCode).toBe(401);
  });

  it("sets hide_numbers on her record, shown on her page", async () => {
    const res = await api("PATCH", `/api/admin/clients/${clientId}`, { hide_numbers: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: clientId, hide_numbers: true });
    expect((await api("GET", `/api/admin/clients/${clientId}`)).json().client.hide_numbers).toBe(true);
    expect((await api("GET", `/api/admin/clients/${otherClient}`)).json().client.hide_numbers).toBe(false);
    expect((await api("PATCH", `/api/admin/clients/${clientId}`, { hide_numbers: "yes" })).statusCode).toBe(422);
  });

  it("suggests targets from the questionnaire by Mifflin–St Jeor, naming what is missing", async () => {
    const none = await api("GET", `/api/admin/clients/${clientId}/meal-plans/suggested-targets?age=40&sex=female`);
    expect(none.json()).toMatchObject({ energy_kcal: null, missing: ["height_cm", "weight_kg"] });
    const intake = await t.db.selectFrom("bookings").select("client_id").where("id", "=", bookingId).executeTakeFirstOrThrow();
    await t.app.repos.clients.saveIntake(intake.client_id!, bookingId, { height_cm: "165", weight_kg: "65" }, true);
    const res = await api("GET", `/api/admin/clients/${clientId}/meal-plans/suggested-targets?age=40&sex=female&activity=light`);
    expect(res.json()).toEqual({
      height_cm: 165,
      weight_kg: 65,
      energy_kcal: 1820,
      protein_pct: 20,
      fat_pct: 30,
      carbohydrate_pct: 50,
      fibre_g: 25,
      missing: [],
    });
  });

  it("saves a plan as a template and starts another client's plan from it", async () => {
    const plan = twoDays();
    const { booking_id: _, ...content } = plan;
    const saved = await api("POST", `/api/admin/meal-plan-templates`, { name: "Mediterránea 1800", plan: content });
    expect(saved.statusCode, saved.body).toBe(201);
    const list = (await api("GET", `/api/admin/meal-plan-templates`)).json();
    expect(list.map((x: { name: string }) => x.name)).toEqual(["Mediterránea 1800"]);
    const started = await api("POST", `/api/admin/clients/${otherClient}/meal-plans`, { ...list[0].plan, name: "Plan de Marta" });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().days[0].totals.energy_kcal).toBe(853);
  });

  it("delivers a plan: a mail in her language to its page, recorded on its booking, and hers to read, shop for and print through her session", async () => {
    const delivered = await api("POST", `/api/admin/clients/${clientId}/meal-plans/${planId}/deliver`);
    expect(delivered.statusCode, delivered.body).toBe(201);
    expect(delivered.json()).toMatchObject({ title: "Plan mediterráneo", booking_id: bookingId });
    const mail = await waitForMail(t, (m) => subject(m.raw) === "Tu plan de comidas: Plan mediterráneo");
    expect(textBody(mail.raw)).toContain(`https://practice.test/my-bookings/plans/${planId}?lang=es`);
    // Recorded on its booking as a delivered plan: a refund then warns.
    expect((await api("GET", `/api/admin/clients/by_booking/${bookingId}`)).json().delivered_plans).toEqual([
      expect.objectContaining({ title: "Plan mediterráneo" }),
    ]);

    // Her session.
    expect((await t.app.inject({ method: "POST", url: `${t.base}/api/v1/client_links`, payload: { email: person.email, language: "es" } })).statusCode).toBe(
      202,
    );
    const link = await waitForMail(t, (m) => subject(m.raw) === "Tu enlace para entrar");
    const token = /token=([A-Za-z0-9_-]+)/.exec(textBody(link.raw))![1]!;
    const session = await t.app.inject({ method: "POST", url: `${t.base}/api/v1/client_session`, payload: { token } });
    const cookie = String(session.headers["set-cookie"]).split(";")[0]!;
    const me = (p: string) => t.app.inject({ url: `${t.base}/api/v1/me/meal-plans${p}`, headers: { cookie } });

    expect((await me("")).json()).toEqual([expect.objectContaining({ id: planId, name: "Plan mediterráneo", days: 2 })]);
    // Her record hides numbers (set above): foods and quantities only.
    const hidden = (await me(`/${planId}?language=gr`)).json();
    expect(hidden).toMatchObject({ hide_numbers: true, targets: null });
    expect(hidden.days[0].totals).toBeNull();
    // Default meal names are hers in her language; a day she named stays as she wrote it.
    expect(hidden.days.map((d: { name: string }) => d.name)).toEqual(["Lunes", "Martes"]);
    expect(hidden.days[0].meals.map((m: { name: string }) => m.name)).toEqual(["Πρωινό", "Μεσημεριανό"]);
    expect(hidden.days[0].meals[0].items).toEqual([
      { name: "Ψωμί ολικής άλεσης", quantity: "60 g", recipe_path: null },
      { name: "Ελαιόλαδο", quantity: "1 × κουταλιά της σούπας (13,5 g)", recipe_path: null },
    ]);
    expect(hidden.days[0].meals[1].items[1]).toEqual({ name: "Lentejas", quantity: "1 μερίδα(ες)", recipe_path: "/fullrecipe/lentejas?lang=es" });
    expect(hidden.days[0].meals[1].alternatives[0][0].name).toBe("Ρεβίθια, βρασμένα");
    expect(hidden.attribution).toMatch(/Standard Reference/);
    expect((await api("PATCH", `/api/admin/clients/${clientId}`, { hide_numbers: false })).statusCode).toBe(200);
    const shown = (await me(`/${planId}`)).json();
    expect(shown.targets).toMatchObject({ energy_kcal: 1800, protein_g: 90, fat_g: 70, carbohydrate_g: 203 });
    expect(shown.days[0].totals.energy_kcal).toBe(853);

    // Shopping list, rounded up to what one buys: lentils 200 g + the recipe's 150 g for a portion = 350 g; oil 13.5 + 20 = 33.5 → 40 g; yogurt 170 → 200 g.
    const list = (await me(`/${planId}/shopping-list`)).json();
    const flat = Object.fromEntries(list.groups.flatMap((g: { items: { name: string; grams: number }[] }) => g.items.map((i) => [i.name, i.grams])));
    expect(flat).toEqual({ "Lentejas cocidas": 350, "Aceite de oliva": 40, "Pan de molde integral": 60, "Yogur griego natural de leche entera": 200 });
    expect(list.groups.map((g: { group: string }) => g.group)).toEqual(["Grasas y aceites", "Lácteos y huevos", "Legumbres", "Pan y bollería"]);
    const monday = (await me(`/${planId}/shopping-list?days=2`)).json();
    expect(monday.groups).toEqual([{ group: "Lácteos y huevos", items: [{ name: "Yogur griego natural de leche entera", grams: 200 }] }]);

    const pdf = await me(`/${planId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    // Not hers, not delivered, or no session.
    const draft = (await api("POST", `/api/admin/clients/${clientId}/meal-plans`, { ...twoDays(), name: "Borrador" })).json();
    expect((await me(`/${draft.id}`)).statusCode).toBe(404);
    const marta = (await api("GET", `/api/admin/clients/${otherClient}/meal-plans`)).json()[0];
    expect((await me(`/${marta.id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${t.base}/api/v1/me/meal-plans/${planId}` })).statusCode).toBe(401);
    const logged = await t.db
      .selectFrom("health_access_log")
      .select("actor")
      .where("client_id", "=", clientId)
      .where("actor", "=", `client:${person.email}`)
      .execute();
    expect(logged.length).toBeGreaterThanOrEqual(6);
  });

  it("deletes a plan, and the five-year retention erases plans with her other records", async () => {
    const extra = await api("POST", `/api/admin/clients/${clientId}/meal-plans`, { ...twoDays(), name: "Borrador" });
    expect((await api("DELETE", `/api/admin/clients/${clientId}/meal-plans/${extra.json().id}`)).statusCode).toBe(204);
    expect((await api("DELETE", `/api/admin/clients/${clientId}/meal-plans/${extra.json().id}`)).statusCode).toBe(404);
    // Both clients' sessions took place in January 2027; five years later their records go.
    await t.db.updateTable("bookings").set({ status: "completed" }).execute();
    clock.set("2033-01-10T08:00:00Z");
    await runClinicalRetention(t.app.repos.clients, new Date("2033-01-10T08:00:00Z"));
    const left = await t.db.selectFrom("meal_plans").select("id").execute();
    expect(left).toEqual([]);
  });
});
