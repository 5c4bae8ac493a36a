import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.js";
import { seedDemoContent } from "../seed/seed.js";
import type { ServicePlan } from "../../core/schemas/service-plan.js";

/** A new site's demo content sells one plan as a bundle, so its services page shows what a bundle looks like. */
describe("the demo bundle", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoContent(t.db, t.app.storage);
  });
  afterAll(() => t.close());

  it("sells the single consultation as five sessions for 270 €, valid six months, in every language, once", async () => {
    await seedDemoContent(t.db, t.app.storage);
    const titles = { en: "Single Consultation", es: "Consulta individual", gr: "Μεμονωμένη συνεδρία" } as const;
    const groups = new Set<string>();
    for (const language of ["en", "es", "gr"] as const) {
      const plans: ServicePlan[] = (await t.app.inject({ url: `${t.base}/api/v1/service_plans?language=${language}` })).json();
      const sold = plans.filter((p) => p.bundle_sessions !== null);
      expect(sold.map((p) => [p.title, p.price, p.bundle_sessions, p.bundle_price, p.validity_months])).toEqual([[titles[language], 60, 5, 270, 6]]);
      // Five single sessions would cost 300 €: the bundle saves 30 €.
      expect(sold[0]!.price * sold[0]!.bundle_sessions! - sold[0]!.bundle_price!).toBe(30);
      groups.add(JSON.stringify([sold[0]!.id, ...(sold[0]!.translations ?? []).map((tr) => tr.id)].sort()));
    }
    // The three are one plan in three languages.
    expect(groups.size).toBe(1);
  });
});
