import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.js";
import { seedDemoContent } from "../seed/seed.js";
import { dailyValuePercent } from "../../core/nutrition.js";
import type { Recipe } from "../../core/schemas/recipe.js";

describe("demo recipes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoContent(t.db, t.app.storage);
  });
  afterAll(() => t.close());

  it("seeds four recipes in each language, newest first, each complete", async () => {
    for (const language of ["en", "es", "gr"]) {
      const list: Recipe[] = (await t.app.inject({ url: `${t.base}/recipes?language=${language}` })).json();
      expect(list).toHaveLength(4);
      expect(list.map((r) => r.created_at)).toEqual([...list.map((r) => r.created_at)].sort().reverse());
      for (const r of list) {
        expect(r.published_date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        expect(r.ingredients.length).toBeGreaterThan(5);
        expect(r.instructions.map((s) => s.step_number)).toEqual(r.instructions.map((_, i) => i + 1));
        expect(r.valuable_info?.portions).toBeGreaterThan(0);
        expect(r.meta_info?.meta_description).toBeTruthy();
        // Every fact the demo lists has a daily value in its own language.
        for (const fact of r.nutritional_facts) expect(dailyValuePercent(fact), `${language} ${fact.name}`).not.toBeNull();
        const img = await t.app.inject({ url: r.image_url! });
        expect(img.statusCode).toBe(200);
        expect(img.headers["content-type"]).toBe("image/webp");
      }
    }
    const gr = (await t.app.inject({ url: `${t.base}/recipes/slug/choriatiki-salata` })).json();
    expect(gr.title).toBe("Χωριάτικη σαλάτα");
  });

  it("does not seed twice", async () => {
    await seedDemoContent(t.db, t.app.storage);
    for (const language of ["en", "es", "gr"]) expect((await t.app.inject({ url: `${t.base}/recipes?language=${language}` })).json()).toHaveLength(4);
  });
});
