import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { multipartBody } from "../../test/multipart.js";

describe("a recipe's nutrition computed from its ingredients linked to foods", () => {
  let t: TestApp;
  let token: string;
  const food: Record<string, number> = {};
  const send = (method: "POST" | "PATCH", url: string, payload: object) =>
    t.app.inject({ method, url: `${t.base}${url}`, headers: { ...bearer(token), "accept-language": "es" }, payload });

  const lentejas = (ingredients: object[]) => ({
    title: "Lentejas estofadas",
    description: "Lentejas con aceite de oliva.",
    category: "Legumbres",
    slug: "lentejas-estofadas",
    language: "es",
    ingredients_attributes: ingredients,
    instructions_attributes: [{ step_number: 1, step_content: "Cocer las lentejas." }],
    nutritional_facts_attributes: [{ name: "Calorías", quantity: "340", size: "kcal" }],
    valuable_info_attributes: { duration: "40 min", difficulty: "Easy", portions: 2 },
    meta_info_attributes: { meta_title: "Lentejas", meta_description: "Lentejas", meta_keywords: "lentejas" },
  });

  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.login();
    for (const [k, code] of [
      ["oil", "04053"],
      ["lentils", "16070"],
    ] as const)
      food[k] = (await t.db.selectFrom("foods").select("id").where("source_code", "=", code).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  it("adds computed_nutrition per portion, by hand: 40 g of olive oil and 300 g of cooked lentils for two", async () => {
    const res = await send(
      "POST",
      "/recipes",
      lentejas([
        { name: "Aceite de oliva", quantity: "40", size: "g", food_id: food.oil, grams: 40 },
        { name: "Lentejas cocidas", quantity: "300", size: "g", food_id: food.lentils, grams: "300" },
        { name: "Sal", quantity: "1", size: "pizca" },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const got = await t.app.inject({ url: `${t.base}/recipes/slug/lentejas-estofadas` });
    const body = got.json();
    // Oil: 884 kcal and 100 g fat per 100 g → 353.6 kcal, 40 g fat. Lentils: 116 kcal, 9.02 g
    // protein, 0.38 g fat, 20.13 g carbohydrate, 7.9 g fibre per 100 g → 348, 27.06, 1.14, 60.39, 23.7.
    // Per portion (two): 350.8 kcal, 13.53 P, 20.57 F, 30.195 C, 11.85 fibre.
    expect(body.computed_nutrition).toEqual({
      per_portion: { energy_kcal: 351, protein_g: 13.5, fat_g: 20.6, carbohydrate_g: 30.2, fibre_g: 11.9 },
      linked_ingredients: 2,
      total_ingredients: 3,
    });
    // The typed facts and the contract's fields stay as they were.
    expect(body.nutritional_facts).toEqual([expect.objectContaining({ name: "Calorías", quantity: "340", size: "kcal" })]);
    expect(body.ingredients[0]).toMatchObject({ name: "Aceite de oliva", food_id: food.oil, grams: 40 });
    expect(body.ingredients[2]).toEqual({ id: expect.any(Number), name: "Sal", quantity: "1", size: "pizca" });
  });

  it("keeps the links when a client that does not know them edits the recipe, and drops computed_nutrition with the last link", async () => {
    const before = (await t.app.inject({ url: `${t.base}/recipes/slug/lentejas-estofadas` })).json();
    const plain = before.ingredients.map((i: { id: number; name: string; quantity: string; size: string }) => ({
      id: i.id,
      name: i.name,
      quantity: i.quantity,
      size: i.size,
    }));
    const edited = await send("PATCH", "/recipes/slug/lentejas-estofadas", { ingredients_attributes: plain, title: "Lentejas estofadas de la abuela" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await t.app.inject({ url: `${t.base}/recipes/slug/lentejas-estofadas` })).json().computed_nutrition.linked_ingredients).toBe(2);

    const unlinked = plain.map((i: object) => ({ ...i, food_id: null }));
    expect((await send("PATCH", "/recipes/slug/lentejas-estofadas", { ingredients_attributes: unlinked })).statusCode).toBe(200);
    const after = (await t.app.inject({ url: `${t.base}/recipes/slug/lentejas-estofadas` })).json();
    expect(after).not.toHaveProperty("computed_nutrition");
    expect(after.ingredients[0]).toEqual({ id: expect.any(Number), name: "Aceite de oliva", quantity: "40", size: "g" });
  });

  it("links and unlinks through the admin form's fields, where an empty food_id is no food", async () => {
    const before = (await t.app.inject({ url: `${t.base}/recipes/slug/lentejas-estofadas` })).json();
    const form = (link: (i: number) => [string, string][]) => {
      const f = new FormData();
      before.ingredients.forEach((ing: { id: number; name: string; quantity: string; size: string }, i: number) => {
        const fields: [string, string][] = [["id", String(ing.id)], ["name", ing.name], ["quantity", ing.quantity], ["size", ing.size], ...link(i)];
        for (const [k, v] of fields) f.append(`recipe[ingredients_attributes][${i}][${k}]`, v);
      });
      return f;
    };
    const patch = async (f: FormData) => {
      const { payload, headers } = await multipartBody(f);
      return t.app.inject({ method: "PATCH", url: `${t.base}/recipes/slug/lentejas-estofadas`, headers: { ...bearer(token), ...headers }, payload });
    };
    const linked = await patch(
      form((i) =>
        i === 0
          ? [
              ["food_id", String(food.oil)],
              ["grams", "13,5"],
            ]
          : [],
      ),
    );
    expect(linked.statusCode, linked.body).toBe(200);
    expect((await t.app.inject({ url: `${t.base}/recipes/slug/lentejas-estofadas` })).json().ingredients[0]).toMatchObject({ food_id: food.oil, grams: 13.5 });
    const unlinked = await patch(form(() => [["food_id", ""]]));
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect((await t.app.inject({ url: `${t.base}/recipes/slug/lentejas-estofadas` })).json()).not.toHaveProperty("computed_nutrition");
  });

  it("refuses a food that does not exist or a negative weight, changing nothing", async () => {
    const before = (await t.app.inject({ url: `${t.base}/recipes/slug/lentejas-estofadas` })).json();
    const bad = await send("PATCH", "/recipes/slug/lentejas-estofadas", {
      ingredients_attributes: [{ name: "Misterio", quantity: "1", size: "g", food_id: 99999999, grams: 10 }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toMatch(/Un alimento del plan no existe|Algunos campos/);
    const negative = await send("PATCH", "/recipes/slug/lentejas-estofadas", {
      ingredients_attributes: [{ name: "Aceite", quantity: "1", size: "g", food_id: food.oil, grams: -4 }],
    });
    expect(negative.statusCode).toBe(422);
    expect((await t.app.inject({ url: `${t.base}/recipes/slug/lentejas-estofadas` })).json().ingredients).toEqual(before.ingredients);
  });
});
