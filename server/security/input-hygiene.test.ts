import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { multipart, multipartBody } from "../../test/multipart.js";
import { snapshot } from "../../test/db-snapshot.js";

// Found by the fuzzer on PostgreSQL, which refuses U+0000 in text: those requests answered 500.
describe("NUL characters in input", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  it("are refused as invalid input on every engine, in bodies, paths, queries and forms", async () => {
    const before = await snapshot(t.db);
    const contact = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/v1/contact_messages`,
      payload: { contact_message: { name: "Ana", email: "ana@example.com", message: "hi\u0000there" } },
    });
    expect(contact.statusCode).toBe(422);
    expect(contact.json().errors["contact_message.message"]).toEqual(["This value is not valid."]);
    const login = await t.app.inject({ method: "POST", url: `${t.base}/admin/login`, payload: { email: "\u0000", password: "x" } });
    expect(login.statusCode).toBe(422);
    for (const url of [`${t.base}/recipes/slug/%00`, `${t.base}/api/v1/blogs/a%00b`]) {
      const res = await t.app.inject({ method: "DELETE", url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ url: `${t.base}/api/v1/service_plans?language=e%00n` })).statusCode).toBe(422);
    const form = new FormData();
    form.append("recipe[title]", "Soup\u0000");
    const { payload, headers } = await multipartBody(form);
    const res = await t.app.inject({ method: "POST", url: `${t.base}/recipes`, payload, headers: { ...headers, ...bearer(token) } });
    expect(res.statusCode).toBe(422);
    expect(await snapshot(t.db)).toEqual(before);
  });
});

// Found by the attack run: "0x10" was stored as 16 and "1e3" as 1000.
describe("integers in input", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  const plan = (language: string, price: unknown, order: unknown = 1) => ({
    title: `Plan ${language}`,
    description: "A plan.",
    price,
    order,
    language,
    features_attributes: [],
  });

  it("accept decimal digits only, in JSON bodies, forms and paths, with a 422 in the visitor's language", async () => {
    const before = await snapshot(t.db);
    for (const price of ["0x10", "1e3", "1.5", "+5"]) {
      const res = await t.app.inject({
        method: "POST",
        url: `${t.base}/api/v1/service_plans`,
        headers: bearer(token),
        payload: { service_plans: ["en", "es", "gr"].map((l) => plan(l, price)) },
      });
      expect(res.statusCode, price).toBe(422);
      expect(res.json().errors["service_plans.0.price"], price).toEqual(["Please enter a whole number."]);
    }
    const es = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/v1/service_plans?language=es`,
      headers: bearer(token),
      payload: { service_plans: ["en", "es", "gr"].map((l) => plan(l, "60", "0x10")) },
    });
    expect(es.statusCode).toBe(422);
    expect(es.json().errors["service_plans.0.order"]).toEqual(["Introduce un número entero."]);
    const form = await multipart({
      "recipe[title]": "Soup",
      "recipe[description]": "Hot.",
      "recipe[category]": "Soups",
      "recipe[language]": "en",
      "recipe[ingredients_attributes][0][name]": "Water",
      "recipe[ingredients_attributes][0][quantity]": "1",
      "recipe[instructions_attributes][0][step_content]": "Boil.",
      "recipe[valuable_info_attributes][duration]": "5 min",
      "recipe[valuable_info_attributes][portions]": "1e3",
      "recipe[meta_info_attributes][meta_title]": "t",
      "recipe[meta_info_attributes][meta_description]": "d",
      "recipe[meta_info_attributes][meta_keywords]": "k",
    });
    const recipe = await t.app.inject({ method: "POST", url: `${t.base}/recipes`, headers: { ...bearer(token), ...form.headers }, payload: form.payload });
    expect(recipe.statusCode).toBe(422);
    expect(JSON.stringify(recipe.json().errors)).toContain("Please enter a whole number.");
    for (const id of ["0x10", "1e3"]) {
      const res = await t.app.inject({ url: `${t.base}/bookings/${id}`, headers: bearer(token) });
      expect(res.statusCode, id).toBe(422);
    }
    expect(await snapshot(t.db)).toEqual(before);
    const ok = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/v1/service_plans`,
      headers: bearer(token),
      payload: { service_plans: ["en", "es", "gr"].map((l) => plan(l, "60", " 2 ")) },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().service_plans.map((p: { price: number; order: number }) => [p.price, p.order])).toEqual([
      [60, 2],
      [60, 2],
      [60, 2],
    ]);
  });
});
