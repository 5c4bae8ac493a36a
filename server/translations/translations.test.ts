import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { multipart } from "../../test/multipart.js";
import { seedDemoContent } from "../seed/seed.js";
import { linkDemoTranslations } from "../seed/link-translations.js";

// Translation groups of blogs, recipes and service plans (decision 016), on both engines.

type Translations = { language: string; slug?: string; id?: number }[] | undefined;

describe("translation groups", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  const blogUrl = (p = "") => `${t.base}/api/v1/blogs${p}`;
  const blog = (title: string, language: string, extra: Record<string, unknown> = {}) => ({
    blog: { title, language, published_date: "2025-05-01", content: { blocks: [{ type: "paragraph", data: { text: title } }] }, ...extra },
  });
  const createBlog = async (title: string, language: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: blogUrl(), headers: { ...bearer(token), ...headers }, payload: blog(title, language, extra) });

  describe("blogs", () => {
    it("links a translation to its original, both ways, and shares the original's picture", async () => {
      const png = await sharp({ create: { width: 16, height: 12, channels: 3, background: "#2e7d32" } })
        .png()
        .toBuffer();
      const form = await multipart({
        "blog[title]": "Spring salads",
        "blog[published_date]": "2025-05-01",
        "blog[content]": '{"blocks":[]}',
        "blog[profile_image]": { content: png, filename: "a.png", contentType: "image/png" },
      });
      const en = await t.app.inject({ method: "POST", url: blogUrl(), headers: { ...bearer(token), ...form.headers }, payload: form.payload });
      expect(en.statusCode, en.body).toBe(201);
      expect(en.json().translations).toBeUndefined();

      const es = await createBlog("Ensaladas de primavera", "es", { translation_of: "spring-salads" });
      expect(es.statusCode, es.body).toBe(201);
      expect(es.json().translations).toEqual([{ language: "en", slug: "spring-salads" }]);
      expect(es.json().profile_image_url).toBe(en.json().profile_image_url);

      const gr = await createBlog("Ανοιξιάτικες σαλάτες", "gr", { translation_of: "ensaladas-de-primavera" });
      expect(gr.statusCode, gr.body).toBe(201);
      const original = (await t.app.inject({ url: blogUrl("/spring-salads") })).json();
      expect(original.translations).toEqual([
        { language: "es", slug: "ensaladas-de-primavera" },
        { language: "gr", slug: gr.json().slug },
      ]);
      // The list answers carry them too.
      const list = (await t.app.inject({ url: blogUrl("?language=es") })).json() as { slug: string; translations: Translations }[];
      expect(list.find((b) => b.slug === "ensaladas-de-primavera")!.translations!.map((x) => x.language)).toEqual(["en", "gr"]);
    });

    it("refuses a second translation in a language the group has, in the caller's language", async () => {
      const res = await createBlog("Otra ensalada", "es", { translation_of: "spring-salads" }, { "accept-language": "es" });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.language).toEqual(["Ya existe una traducción en este idioma."]);
      expect((await t.app.inject({ url: blogUrl("/otra-ensalada"), headers: bearer(token) })).statusCode).toBe(404);
    });

    it("refuses an unknown original, and a translation in the original's own language", async () => {
      const unknown = await createBlog("Lonely", "en", { translation_of: "no-such-blog" });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors.translation_of).toBeDefined();
      const same = await createBlog("Spring salads again", "en", { translation_of: "spring-salads" });
      expect(same.statusCode).toBe(422);
    });

    it("refuses moving a blog into a language its group already has, and keeps it as it was", async () => {
      const res = await t.app.inject({ method: "PUT", url: blogUrl("/ensaladas-de-primavera"), headers: bearer(token), payload: { blog: { language: "en" } } });
      expect(res.statusCode).toBe(422);
      expect((await t.app.inject({ url: blogUrl("/ensaladas-de-primavera") })).json().language).toBe("es");
    });

    it("names a draft translation to the admin only", async () => {
      const draft = await createBlog("Summer soups", "en", { published_date: "" });
      expect(draft.statusCode).toBe(201);
      expect((await createBlog("Sopas de verano", "es", { translation_of: "summer-soups" })).statusCode).toBe(201);
      expect((await t.app.inject({ url: blogUrl("/sopas-de-verano") })).json().translations).toBeUndefined();
      expect((await t.app.inject({ url: blogUrl("/sopas-de-verano"), headers: bearer(token) })).json().translations).toEqual([
        { language: "en", slug: "summer-soups" },
      ]);
    });

    it("drops a deleted translation from the others' answers", async () => {
      expect((await createBlog("Autumn stews", "en")).statusCode).toBe(201);
      expect((await createBlog("Guisos de otoño", "es", { translation_of: "autumn-stews" })).statusCode).toBe(201);
      expect((await t.app.inject({ method: "DELETE", url: blogUrl("/guisos-de-otono"), headers: bearer(token) })).statusCode).toBe(204);
      expect((await t.app.inject({ url: blogUrl("/autumn-stews") })).json().translations).toBeUndefined();
      // The language is free again.
      expect((await createBlog("Guisos otoñales", "es", { translation_of: "autumn-stews" })).statusCode).toBe(201);
    });
  });

  describe("recipes", () => {
    const recipeUrl = (p = "") => `${t.base}/recipes${p}`;
    const recipe = (title: string, language: string, extra: Record<string, unknown> = {}) => ({
      recipe: {
        title,
        language,
        description: "A bowl.",
        category: "Bowls",
        slug: "",
        ingredients_attributes: [{ name: "Rice", quantity: "200", size: "g" }],
        instructions_attributes: [{ step_number: 1, step_content: "Cook." }],
        nutritional_facts_attributes: [{ name: "Energy", quantity: "420", size: "kcal" }],
        valuable_info_attributes: { duration: "20 min", difficulty: "Easy", portions: 2 },
        meta_info_attributes: { meta_title: title, meta_description: "d", meta_keywords: "k" },
        ...extra,
      },
    });
    const createRecipe = (title: string, language: string, extra: Record<string, unknown> = {}) =>
      t.app.inject({ method: "POST", url: recipeUrl(), headers: bearer(token), payload: recipe(title, language, extra) });

    it("links translations by slug and answers them on every read", async () => {
      expect((await createRecipe("Rice bowl", "en")).statusCode).toBe(201);
      const es = await createRecipe("Bol de arroz", "es", { translation_of: "rice-bowl" });
      expect(es.statusCode, es.body).toBe(201);
      expect(es.json().translations).toEqual([{ language: "en", slug: "rice-bowl" }]);
      const en = (await t.app.inject({ url: recipeUrl("/slug/rice-bowl") })).json();
      expect(en.translations).toEqual([{ language: "es", slug: "bol-de-arroz" }]);
      const list = (await t.app.inject({ url: recipeUrl("?language=en") })).json() as { slug: string; translations: Translations }[];
      expect(list.find((r) => r.slug === "rice-bowl")!.translations).toEqual([{ language: "es", slug: "bol-de-arroz" }]);
    });

    it("refuses a second translation in one language and an unknown original; stores nothing", async () => {
      const again = await createRecipe("Arroz en bol", "es", { translation_of: "rice-bowl" });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors.language).toBeDefined();
      const unknown = await createRecipe("Ρύζι", "gr", { translation_of: "nope" });
      expect(unknown.statusCode).toBe(422);
      for (const slug of ["arroz-en-bol", "ryzi"]) expect((await t.app.inject({ url: recipeUrl(`/slug/${slug}`) })).statusCode).toBe(404);
    });

    it("refuses a language change into a language the group has", async () => {
      const res = await t.app.inject({
        method: "PATCH",
        url: recipeUrl("/slug/bol-de-arroz"),
        headers: bearer(token),
        payload: { recipe: { language: "en" } },
      });
      expect(res.statusCode).toBe(422);
      expect((await t.app.inject({ url: recipeUrl("/slug/bol-de-arroz") })).json().language).toBe("es");
    });
  });

  describe("service plans", () => {
    const planUrl = (p = "") => `${t.base}/api/v1/service_plans${p}`;
    const plan = (language: string, extra: Record<string, unknown> = {}) => ({
      title: `Plan ${language}`,
      description: `About ${language}`,
      price: 90,
      order: 4,
      language,
      features_attributes: [{ name: `Call ${language}` }],
      ...extra,
    });
    let ids: Record<string, number>;

    it("makes the three plans of the create form one group", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: planUrl(),
        headers: bearer(token),
        payload: { service_plans: [plan("en"), plan("es"), plan("gr")] },
      });
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json().service_plans as { id: number; language: string; translations: Translations }[];
      ids = Object.fromEntries(created.map((p) => [p.language, p.id]));
      const es = (await t.app.inject({ url: planUrl(`/${ids.es}`) })).json();
      expect(es.translations).toEqual([
        { language: "en", id: ids.en },
        { language: "gr", id: ids.gr },
      ]);
      const list = (await t.app.inject({ url: planUrl("?language=gr") })).json() as { id: number; translations: Translations }[];
      expect(list.find((p) => p.id === ids.gr)!.translations).toEqual([
        { language: "en", id: ids.en },
        { language: "es", id: ids.es },
      ]);
    });

    it("refuses a create whose languages disagree on price or order, storing none", async () => {
      const before = (await t.app.inject({ url: planUrl() })).json().length;
      const res = await t.app.inject({
        method: "POST",
        url: planUrl(),
        headers: { ...bearer(token), "accept-language": "gr" },
        payload: { service_plans: [plan("en"), plan("es", { price: 95 }), plan("gr")] },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.service_plans).toEqual(["Η τιμή και η σειρά είναι κοινές και για τις τρεις γλώσσες: στείλτε τις ίδιες τιμές σε καθεμία."]);
      expect((await t.app.inject({ url: planUrl() })).json().length).toBe(before);
    });

    it("applies a price or order change to every plan of the group, and leaves their own texts alone", async () => {
      const res = await t.app.inject({
        method: "PUT",
        url: planUrl(`/${ids.es}`),
        headers: bearer(token),
        payload: { title: "Plan es 2", description: "About es", price: 120, order: 7 },
      });
      expect(res.statusCode, res.body).toBe(200);
      for (const language of ["en", "es", "gr"]) {
        const p = (await t.app.inject({ url: planUrl(`/${ids[language]}`) })).json();
        expect(p).toMatchObject({ price: 120, order: 7, title: language === "es" ? "Plan es 2" : `Plan ${language}` });
      }
      // A PUT without price or order leaves the group's as they are.
      await t.app.inject({ method: "PUT", url: planUrl(`/${ids.gr}`), headers: bearer(token), payload: { title: "Plan gr 2", description: "About gr" } });
      expect((await t.app.inject({ url: planUrl(`/${ids.en}`) })).json()).toMatchObject({ price: 120, order: 7 });
    });

    it("adds a missing translation with the group's price and order", async () => {
      const res = await t.app.inject({ method: "DELETE", url: planUrl(`/${ids.gr}`), headers: bearer(token) });
      expect(res.statusCode).toBe(204);
      expect((await t.app.inject({ url: planUrl(`/${ids.en}`) })).json().translations).toEqual([{ language: "es", id: ids.es }]);
      const added = await t.app.inject({
        method: "POST",
        url: planUrl(`/${ids.en}/translations`),
        headers: bearer(token),
        payload: { title: "Πρόγραμμα", description: "Σχετικά", language: "gr", features_attributes: [{ name: "Κλήση" }] },
      });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json()).toMatchObject({
        price: 120,
        order: 7,
        language: "gr",
        translations: [
          { language: "en", id: ids.en },
          { language: "es", id: ids.es },
        ],
      });
      ids.gr = added.json().id;
    });

    it("gives a translation the group's duration and intro-call mark too", async () => {
      const intros = ["en", "es", "gr"].map((l) => plan(l, { title: `Intro ${l}`, order: 0, intro_call: true }));
      const res = await t.app.inject({ method: "POST", url: planUrl(), headers: bearer(token), payload: { service_plans: intros } });
      expect(res.statusCode, res.body).toBe(201);
      const [intro, es] = res.json().service_plans as { id: number }[];
      // Its Spanish version is deleted, then made again through "Add translation".
      expect((await t.app.inject({ method: "DELETE", url: planUrl(`/${es!.id}`), headers: bearer(token) })).statusCode).toBe(204);
      const added = await t.app.inject({
        method: "POST",
        url: planUrl(`/${intro!.id}/translations`),
        headers: bearer(token),
        payload: { title: "Llamada de presentación", description: "Unos 15 minutos", language: "es" },
      });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json()).toMatchObject({ price: 0, intro_call: true, duration_minutes: 15, language: "es" });
    });

    it("refuses a translation in a language the group has, and moving a plan into one", async () => {
      const twice = await t.app.inject({
        method: "POST",
        url: planUrl(`/${ids.en}/translations`),
        headers: { ...bearer(token), "accept-language": "es" },
        payload: { title: "Otra", description: "x", language: "es" },
      });
      expect(twice.statusCode).toBe(422);
      expect(twice.json().error).toBe("Ya existe una traducción en este idioma.");
      const move = await t.app.inject({
        method: "PUT",
        url: planUrl(`/${ids.es}`),
        headers: bearer(token),
        payload: { title: "Plan es 2", description: "About es", language: "gr" },
      });
      expect(move.statusCode).toBe(422);
      expect((await t.app.inject({ url: planUrl(`/${ids.es}`) })).json().language).toBe("es");
      const unknown = await t.app.inject({
        method: "POST",
        url: planUrl("/999999/translations"),
        headers: bearer(token),
        payload: { title: "x", description: "x", language: "es" },
      });
      expect(unknown.statusCode).toBe(404);
    });

    it("still answers exactly the contract's fields besides translations, the timestamps, the plan's length, its VAT rate and its bundle", async () => {
      const p = (await t.app.inject({ url: planUrl(`/${ids.en}`) })).json();
      expect(Object.keys(p).sort()).toEqual([
        "bundle_price",
        "bundle_sessions",
        "covered_plan_ids",
        "created_at",
        "description",
        "duration_minutes",
        "features",
        "id",
        "intro_call",
        "language",
        "order",
        "payment_link",
        "price",
        "title",
        "translations",
        "updated_at",
        "validity_months",
        "vat_rate",
      ]);
    });
  });

  describe("demo content", () => {
    it("is seeded as linked groups, and an older unlinked demo is linked on start", async () => {
      const fresh = await buildTestApp();
      try {
        await seedDemoContent(fresh.db, fresh.app.storage, fresh.base);
        const blogs = (await fresh.app.inject({ url: `${fresh.base}/api/v1/blogs?language=en` })).json() as { translations: Translations }[];
        expect(blogs.length).toBeGreaterThan(0);
        for (const b of blogs)
          expect(b.translations!.map((x) => x.language)).toEqual(["es", "gr"].filter((l) => b.translations!.some((x) => x.language === l)));
        expect(blogs.every((b) => (b.translations ?? []).some((x) => x.language === "es"))).toBe(true);
        const recipes = (await fresh.app.inject({ url: `${fresh.base}/recipes?language=gr` })).json() as { translations: Translations }[];
        expect(recipes.every((r) => r.translations!.map((x) => x.language).join() === "en,es")).toBe(true);
        const plans = (await fresh.app.inject({ url: `${fresh.base}/api/v1/service_plans?language=es` })).json() as { translations: Translations }[];
        // The three plans and the free intro call.
        expect(plans.length).toBe(4);
        expect(plans.every((p) => p.translations!.map((x) => x.language).join() === "en,gr")).toBe(true);

        // A database seeded before groups existed: no groups at all. (Read as the admin: public
        // answers are kept in memory until a write through the API.)
        const admin = bearer(await fresh.login());
        for (const table of ["blogs", "recipes", "service_plans"] as const) await fresh.db.updateTable(table).set({ translation_group: null }).execute();
        expect((await fresh.app.inject({ url: `${fresh.base}/recipes?language=gr`, headers: admin })).json()[0].translations).toBeUndefined();
        await linkDemoTranslations(fresh.db);
        await linkDemoTranslations(fresh.db);
        const relinked = (await fresh.app.inject({ url: `${fresh.base}/recipes?language=gr`, headers: admin })).json() as { translations: Translations }[];
        expect(relinked.every((r) => r.translations!.map((x) => x.language).join() === "en,es")).toBe(true);
        const groups = await fresh.db.selectFrom("service_plans").select("translation_group").distinct().execute();
        expect(groups).toHaveLength(4);
      } finally {
        await fresh.close();
      }
    });
  });
});
