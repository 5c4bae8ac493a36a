import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";

const plan = (language: string, extra: Record<string, unknown> = {}) => ({
  title: `Follow-up ${language}`,
  description: `Description ${language}`,
  price: 60,
  order: 3,
  language,
  features_attributes: [],
  ...extra,
});
const BUNDLE = { bundle_sessions: 4, bundle_price: 200, validity_months: 6 };

/** A plan sold as a bundle too: its terms shared by its languages, and the list's older fields unchanged. */
describe("service plans sold as bundles", () => {
  let t: TestApp;
  let token: string;
  const url = (p = "") => `${t.base}/api/v1/service_plans${p}`;
  const create = (extra: Record<string, unknown>, lang = "en") =>
    t.app.inject({
      method: "POST",
      url: url(),
      headers: { ...bearer(token), "accept-language": lang },
      payload: { service_plans: ["en", "es", "gr"].map((l) => plan(l, extra)) },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  it("keeps a plan without a bundle as before, with the bundle fields empty", async () => {
    const res = await create({});
    expect(res.statusCode).toBe(201);
    expect(res.json().service_plans[0]).toMatchObject({ price: 60, bundle_sessions: null, bundle_price: null, validity_months: null, covered_plan_ids: [] });
  });

  it("sells a plan as a bundle in every language, covering other plans, and lists it beside the single session", async () => {
    const other = (await create({ order: 4, title: "Other" })).json().service_plans[1].id as number;
    const res = await create({ ...BUNDLE, covered_plan_ids: [other] });
    expect(res.statusCode).toBe(201);
    const [en, es, gr] = res.json().service_plans;
    for (const p of [en, es, gr]) expect(p).toMatchObject({ ...BUNDLE, covered_plan_ids: [other] });

    // The public list keeps every field it had, with the bundle's beside them.
    const list = (await t.app.inject({ url: url("?language=es") })).json() as Record<string, unknown>[];
    const shown = list.find((p) => p.id === es.id)!;
    expect(shown).toMatchObject({ title: "Follow-up es", price: 60, order: 3, language: "es", intro_call: false, vat_rate: 0, ...BUNDLE });

    // A change of the bundle's terms on one language reaches its translations; null stops selling it.
    const changed = await t.app.inject({
      method: "PUT",
      url: url(`/${gr.id}`),
      headers: bearer(token),
      payload: plan("gr", { bundle_sessions: 5, bundle_price: 240, validity_months: 12 }),
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.app.inject({ url: url(`/${en.id}`) })).json()).toMatchObject({ bundle_sessions: 5, bundle_price: 240, validity_months: 12 });
    const stopped = await t.app.inject({
      method: "PUT",
      url: url(`/${en.id}`),
      headers: bearer(token),
      payload: plan("en", { bundle_sessions: null, bundle_price: null, validity_months: null }),
    });
    expect(stopped.json()).toMatchObject({ bundle_sessions: null, bundle_price: null, covered_plan_ids: [] });
    expect((await t.app.inject({ url: url(`/${es.id}`) })).json().bundle_sessions).toBeNull();
  });

  it("refuses half a bundle and an unknown covered plan, in the admin's language, storing nothing", async () => {
    const before = (await t.app.inject({ url: url() })).json().length;
    const half = await create({ bundle_sessions: 4 }, "es");
    expect(half.statusCode).toBe(422);
    expect(JSON.stringify(half.json().errors)).toContain("Un bono necesita su número de sesiones, su precio y su validez en meses");
    const unknown = await create({ ...BUNDLE, covered_plan_ids: [999999] }, "gr");
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.covered_plan_ids).toEqual(["Ένα από τα προγράμματα που καλύπτει το πακέτο δεν υπάρχει."]);
    expect((await create({ ...BUNDLE, bundle_sessions: 1 })).statusCode).toBe(422);
    expect((await t.app.inject({ url: url() })).json()).toHaveLength(before);
  });
});
