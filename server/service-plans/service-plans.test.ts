import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";

const plan = (language: string, extra: Record<string, unknown> = {}) => ({
  title: `Plan ${language}`,
  description: `Description ${language}`,
  price: "75",
  order: 2,
  language,
  features_attributes: [{ name: "Video call" }, { name: "  " }, { name: "Meal plan" }],
  ...extra,
});

describe("service plans", () => {
  let t: TestApp;
  let token: string;
  const url = (p = "") => `${t.base}/api/v1/service_plans${p}`;

  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  it("creates one plan per language at once, dropping blank features", async () => {
    const res = await t.app.inject({ method: "POST", url: url(), headers: bearer(token), payload: { service_plans: [plan("en"), plan("es"), plan("gr")] } });
    expect(res.statusCode).toBe(201);
    const created = res.json().service_plans;
    expect(created).toHaveLength(3);
    expect(created[0]).toMatchObject({ title: "Plan en", price: 75, order: 2, language: "en" });
    expect(created[0].features.map((f: { name: string }) => f.name)).toEqual(["Video call", "Meal plan"]);
  });

  it("lists plans of one language ordered by order", async () => {
    await t.app.inject({
      method: "POST",
      url: url(),
      headers: bearer(token),
      payload: { service_plans: ["en", "es", "gr"].map((l) => plan(l, { order: 1, title: `First ${l}` })) },
    });
    const res = await t.app.inject({ url: url("?language=es") });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((p: { title: string }) => p.title)).toEqual(["First es", "Plan es"]);
    expect(list.every((p: { language: string }) => p.language === "es")).toBe(true);
    // The admin client calls the same list with a trailing slash.
    expect((await t.app.inject({ url: `${url("/")}?language=es` })).json()).toHaveLength(2);
  });

  it("stores none of the three when one is invalid", async () => {
    const before = (await t.app.inject({ url: url() })).json().length;
    const res = await t.app.inject({
      method: "POST",
      url: url(),
      headers: bearer(token),
      payload: { service_plans: [plan("en"), plan("es"), plan("gr", { price: "abc" })] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBeTruthy();
    expect(res.json().errors["service_plans.2.price"]).toBeDefined();
    expect((await t.app.inject({ url: url() })).json().length).toBe(before);
  });

  it("refuses a set that does not cover en, es and gr", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: url(),
      headers: { ...bearer(token), "accept-language": "es" },
      payload: { service_plans: [plan("en"), plan("en"), plan("gr")] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe("Algunos campos necesitan revisión.");
  });

  it("updates fields and nested features: rename, remove with _destroy, add", async () => {
    const [en] = (await t.app.inject({ url: url("?language=en") })).json();
    const [f1, f2] = en.features;
    const res = await t.app.inject({
      method: "PUT",
      url: url(`/${en.id}`),
      headers: bearer(token),
      payload: {
        service_plan: {
          title: "Renamed",
          description: "New",
          price: 90,
          order: 5,
          features_attributes: [{ id: f1.id, name: "Video call (60 min)" }, { id: f2.id, name: f2.name, _destroy: "1" }, { name: "Shopping list" }],
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: "Renamed", price: 90, order: 5 });
    expect(res.json().features.map((f: { name: string }) => f.name)).toEqual(["Video call (60 min)", "Shopping list"]);
  });

  it("rolls back an update that names a feature of another plan", async () => {
    const [a, b] = (await t.app.inject({ url: url("?language=gr") })).json();
    const res = await t.app.inject({
      method: "PUT",
      url: url(`/${a.id}`),
      headers: bearer(token),
      payload: { title: "Should not stick", description: "x", price: 1, order: 1, features_attributes: [{ id: b.features[0].id, name: "steal" }] },
    });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ url: url(`/${a.id}`) })).json().title).toBe(a.title);
  });

  it("removes a single feature, then the plan", async () => {
    const [plan1] = (await t.app.inject({ url: url("?language=es") })).json();
    const feature = plan1.features[0];
    const del = await t.app.inject({ method: "DELETE", url: url(`/${plan1.id}/features/${feature.id}`), headers: bearer(token) });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ url: url(`/${plan1.id}`) })).json().features).toHaveLength(plan1.features.length - 1);
    expect((await t.app.inject({ method: "DELETE", url: url(`/${plan1.id}/features/${feature.id}`), headers: bearer(token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: url(`/${plan1.id}`), headers: bearer(token) })).statusCode).toBe(204);
    expect((await t.app.inject({ url: url(`/${plan1.id}`) })).statusCode).toBe(404);
  });

  it("answers 404 with a message for an unknown plan and 422 for a bad id", async () => {
    const res = await t.app.inject({ url: url("/999999") });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe("Service plan not found.");
    expect((await t.app.inject({ url: url("/abc") })).statusCode).toBe(422);
    expect((await t.app.inject({ url: url("?language=fr") })).statusCode).toBe(422);
  });
});
