import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { multipartBody } from "../../test/multipart.js";
import { recipeFormData, type RecipeWrite } from "../../app/lib/api/recipes.js";
import { publishedDate } from "../../core/schemas/recipe.js";

const recipe = (title: string, extra: Partial<RecipeWrite> = {}): RecipeWrite => ({
  title,
  description: "Ripe tomatoes, cucumber, onion and feta with olive oil.",
  category: "Salads",
  slug: "",
  language: "en",
  ingredients_attributes: [
    { name: "Tomatoes", quantity: "3", size: "pcs" },
    { name: "Feta", quantity: "150", size: "g" },
  ],
  instructions_attributes: [
    { step_number: 1, step_content: "Cut the vegetables." },
    { step_number: 2, step_content: "Add the feta and oil." },
  ],
  nutritional_facts_attributes: [{ name: "Calories", quantity: "320", size: "kcal" }],
  valuable_info_attributes: { duration: "15 min", difficulty: "Easy", portions: 2 },
  meta_info_attributes: { meta_title: `${title} recipe`, meta_description: "A fresh salad", meta_keywords: "salad, greek" },
  ...extra,
});

const png = (color = "#2e7d32") =>
  sharp({ create: { width: 16, height: 12, channels: 3, background: color } })
    .png()
    .toBuffer();
const imageBlob = async (color?: string) => new Blob([new Uint8Array(await png(color))], { type: "image/png" });

const TABLES = ["recipes", "recipe_ingredients", "recipe_instructions", "recipe_nutritional_facts", "recipe_valuable_info", "recipe_meta_info"] as const;

describe("recipes", () => {
  let t: TestApp;
  let token: string;
  const url = (p = "") => `${t.base}/recipes${p}`;

  async function counts(): Promise<Record<(typeof TABLES)[number], number>> {
    const out = {} as Record<(typeof TABLES)[number], number>;
    for (const table of TABLES) {
      const row = await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .executeTakeFirstOrThrow();
      out[table] = Number(row.n);
    }
    return out;
  }
  const storedFiles = () => {
    const dir = path.join(t.dataDir, "files", "images");
    return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
  };

  async function send(
    method: "POST" | "PATCH",
    target: string,
    body: Partial<RecipeWrite>,
    image?: Blob | null,
    headers: Record<string, string> = bearer(token),
  ) {
    const form = await multipartBody(recipeFormData(body, image));
    return t.app.inject({ method, url: target, payload: form.payload, headers: { ...headers, ...form.headers } });
  }
  const create = async (title: string, extra: Partial<RecipeWrite> = {}) => {
    const res = await t.app.inject({ method: "POST", url: url(), headers: bearer(token), payload: { recipe: recipe(title, extra) } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  describe("create", () => {
    it("creates from the multipart form with an image, slug from the title and today's date", async () => {
      const res = await send("POST", url(), recipe("Greek Salad"), await imageBlob());
      expect(res.statusCode, res.body).toBe(201);
      const r = res.json();
      expect(r).toMatchObject({
        slug: "greek-salad",
        title: "Greek Salad",
        category: "Salads",
        language: "en",
        published_date: publishedDate(),
        valuable_info: { duration: "15 min", difficulty: "Easy", portions: 2 },
        meta_info: { meta_title: "Greek Salad recipe", meta_description: "A fresh salad", meta_keywords: "salad, greek" },
      });
      expect(r.published_date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(r.ingredients.map((i: { name: string }) => i.name)).toEqual(["Tomatoes", "Feta"]);
      expect(r.instructions.map((s: { step_number: number }) => s.step_number)).toEqual([1, 2]);
      expect(r.nutritional_facts).toEqual([{ id: expect.any(Number), name: "Calories", quantity: "320", size: "kcal" }]);
      expect(r.image_url).toMatch(new RegExp(`^${t.config.PUBLIC_URL}${t.base}/uploads/images/[a-f0-9]+-16x12\\.png$`));
      const img = await t.app.inject({ url: r.image_url });
      expect(img.statusCode).toBe(200);
      expect(img.headers["content-type"]).toBe("image/png");
    });

    it("creates from JSON, wrapped in recipe or not, trimming text and ignoring a sent published_date", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: url(),
        headers: bearer(token),
        payload: { ...recipe("  Lentil Soup  ", { slug: "Lentil soup, my way", language: "es" }), published_date: "01/01/2000" },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ title: "Lentil Soup", slug: "lentil-soup-my-way", language: "es", image_url: null, published_date: publishedDate() });
      const wrapped = await create("Chickpea Stew", { language: "gr" });
      expect(wrapped.slug).toBe("chickpea-stew");
    });

    it("numbers steps sent without numbers in list order", async () => {
      const r = await create("Orange Salad", {
        instructions_attributes: [{ step_content: "Peel." }, { step_content: "Slice." }] as RecipeWrite["instructions_attributes"],
      });
      expect(r.instructions.map((s: { step_number: number; step_content: string }) => [s.step_number, s.step_content])).toEqual([
        [1, "Peel."],
        [2, "Slice."],
      ]);
    });
  });

  describe("read", () => {
    it("lists the recipes of one language, newest first", async () => {
      await create("Newest English");
      const list = (await t.app.inject({ url: url("?language=en") })).json();
      expect(list[0].title).toBe("Newest English");
      expect(list.every((r: { language: string }) => r.language === "en")).toBe(true);
      expect(list.map((r: { title: string }) => r.title)).toContain("Greek Salad");
      const es = (await t.app.inject({ url: url("?language=es") })).json();
      expect(es.map((r: { title: string }) => r.title)).toEqual(["Lentil Soup"]);
      // Without a language the list is English: lists never mix languages.
      expect((await t.app.inject({ url: url() })).json()).toEqual(list);
      expect((await t.app.inject({ url: url("?language=fr") })).statusCode).toBe(422);
    });

    it("answers one recipe by slug with every part and its id", async () => {
      const res = await t.app.inject({ url: url("/slug/greek-salad") });
      expect(res.statusCode).toBe(200);
      const r = res.json();
      for (const part of [...r.ingredients, ...r.instructions, ...r.nutritional_facts, r.valuable_info, r.meta_info])
        expect(part.id).toEqual(expect.any(Number));
      expect(r.image_url).toBeTruthy();
    });

    it("answers 404 with a message for an unknown slug, in the caller's language", async () => {
      const res = await t.app.inject({ url: url("/slug/no-such-recipe") });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: "Recipe not found.", error: "Recipe not found." });
      const es = await t.app.inject({ url: url("/slug/no-such-recipe"), headers: { "accept-language": "es" } });
      expect(es.json().message).toBe("Receta no encontrada.");
    });
  });

  describe("update", () => {
    it("updates rows with an id, creates rows without, removes the rest; keeps image and published_date", async () => {
      const before = (await t.app.inject({ url: url("/slug/greek-salad") })).json();
      // An older date proves the update does not reset it.
      await t.db.updateTable("recipes").set({ published_date: "02/01/2024" }).where("id", "=", before.id).execute();
      const [tomatoes] = before.ingredients;
      const [step1, step2] = before.instructions;
      const res = await send("PATCH", url("/slug/greek-salad"), {
        title: "Greek Salad (Horiatiki)",
        ingredients_attributes: [
          { id: tomatoes.id, name: "Cherry tomatoes", quantity: "250", size: "g" },
          { name: "Olives", quantity: "10", size: "pcs" },
        ],
        instructions_attributes: [
          { id: step2.id, step_number: 1, step_content: "Add the feta and oil." },
          { id: step1.id, step_number: 2, step_content: "Toss gently." },
          { step_number: 3, step_content: "Serve cold." },
        ],
        nutritional_facts_attributes: [{ name: "Protein", quantity: "12", size: "g" }],
        valuable_info_attributes: { id: before.valuable_info.id, duration: "20 min", difficulty: "Medium", portions: 4 },
        meta_info_attributes: { id: before.meta_info.id, meta_title: "Horiatiki", meta_description: "Village salad", meta_keywords: "greek" },
      });
      expect(res.statusCode, res.body).toBe(200);
      const r = res.json();
      expect(r).toMatchObject({
        id: before.id,
        slug: "greek-salad",
        title: "Greek Salad (Horiatiki)",
        image_url: before.image_url,
        published_date: "02/01/2024",
      });
      expect(r.ingredients).toEqual([
        { id: tomatoes.id, name: "Cherry tomatoes", quantity: "250", size: "g" },
        { id: expect.any(Number), name: "Olives", quantity: "10", size: "pcs" },
      ]);
      expect(r.instructions).toEqual([
        { id: step2.id, step_number: 1, step_content: "Add the feta and oil." },
        { id: step1.id, step_number: 2, step_content: "Toss gently." },
        { id: expect.any(Number), step_number: 3, step_content: "Serve cold." },
      ]);
      expect(r.nutritional_facts.map((f: { name: string }) => f.name)).toEqual(["Protein"]);
      expect(r.valuable_info).toEqual({ id: before.valuable_info.id, duration: "20 min", difficulty: "Medium", portions: 4 });
      expect(r.meta_info).toEqual({ id: before.meta_info.id, meta_title: "Horiatiki", meta_description: "Village salad", meta_keywords: "greek" });
      // The removed rows are gone from the tables, not just from the answer.
      const feta = await t.db.selectFrom("recipe_ingredients").select("id").where("id", "=", before.ingredients[1].id).executeTakeFirst();
      expect(feta).toBeUndefined();
    });

    it("keeps what is not sent and replaces the image when a new one comes", async () => {
      const before = (await t.app.inject({ url: url("/slug/greek-salad") })).json();
      const res = await send("PATCH", url("/slug/greek-salad"), { category: "Starters" }, await imageBlob("#c62828"));
      expect(res.statusCode, res.body).toBe(200);
      const r = res.json();
      expect(r.category).toBe("Starters");
      expect(r.image_url).not.toBe(before.image_url);
      expect(r.image_url).toMatch(/\/uploads\/images\/[a-f0-9]+-16x12\.png$/);
      expect({ ...r, category: before.category, image_url: before.image_url, updated_at: before.updated_at }).toEqual(before);
    });

    it("renames the slug, and refuses a slug another recipe has with 409", async () => {
      await create("Tzatziki");
      const renamed = await t.app.inject({
        method: "PATCH",
        url: url("/slug/tzatziki"),
        headers: bearer(token),
        payload: { recipe: { slug: "Tzatziki Dip" } },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json().slug).toBe("tzatziki-dip");
      expect((await t.app.inject({ url: url("/slug/tzatziki") })).statusCode).toBe(404);

      const clash = await t.app.inject({
        method: "PATCH",
        url: url("/slug/tzatziki-dip"),
        headers: bearer(token),
        payload: { title: "Changed", slug: "greek-salad" },
      });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().message).toBe("This slug is already used.");
      expect(clash.json().errors.slug).toEqual(["This slug is already used."]);
      expect((await t.app.inject({ url: url("/slug/tzatziki-dip") })).json().title).toBe("Tzatziki");
    });

    it("rolls back when a nested id belongs to another recipe", async () => {
      const salad = (await t.app.inject({ url: url("/slug/greek-salad") })).json();
      const dip = (await t.app.inject({ url: url("/slug/tzatziki-dip") })).json();
      const res = await t.app.inject({
        method: "PATCH",
        url: url("/slug/tzatziki-dip"),
        headers: bearer(token),
        payload: { title: "Should not stick", ingredients_attributes: [{ id: salad.ingredients[0].id, name: "stolen", quantity: "1", size: "g" }] },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors["ingredients_attributes.0.id"]).toBeDefined();
      expect((await t.app.inject({ url: url("/slug/tzatziki-dip") })).json()).toEqual(dip);
      expect((await t.app.inject({ url: url("/slug/greek-salad") })).json()).toEqual(salad);
    });

    it("refuses a bad update without writing anything", async () => {
      const dip = (await t.app.inject({ url: url("/slug/tzatziki-dip") })).json();
      const res = await t.app.inject({
        method: "PATCH",
        url: url("/slug/tzatziki-dip"),
        headers: bearer(token),
        payload: {
          title: "Changed",
          instructions_attributes: [
            { step_number: 1, step_content: "a" },
            { step_number: 3, step_content: "b" },
          ],
        },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe("Steps must be numbered from 1 without gaps.");
      expect((await t.app.inject({ url: url("/slug/tzatziki-dip") })).json()).toEqual(dip);
    });

    it("answers 404 for an unknown recipe", async () => {
      const res = await send("PATCH", url("/slug/nothing-here"), { title: "x" }, await imageBlob("#000000"));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Recipe not found.");
    });
  });

  describe("validation", () => {
    const refused = async (body: Record<string, unknown>, image?: Blob) => {
      const before = await counts();
      const files = storedFiles();
      const res = image
        ? await send("POST", url(), body as Partial<RecipeWrite>, image)
        : await t.app.inject({ method: "POST", url: url(), headers: bearer(token), payload: { recipe: body } });
      expect(await counts()).toEqual(before);
      expect(storedFiles()).toBe(files);
      expect(res.json().message).toEqual(expect.any(String));
      return res;
    };

    it("refuses missing fields with field errors", async () => {
      const res = await refused({ ...recipe(""), description: "", ingredients_attributes: [], meta_info_attributes: undefined });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe("Some fields need attention.");
      expect(Object.keys(res.json().errors).sort()).toEqual(["description", "ingredients_attributes", "meta_info_attributes", "title"]);
      expect(res.json().errors.ingredients_attributes).toEqual(["Add at least one ingredient."]);
    });

    it("refuses non-contiguous steps with a clear message", async () => {
      const res = await refused(
        recipe("Gaps", {
          instructions_attributes: [
            { step_number: 1, step_content: "a" },
            { step_number: 3, step_content: "c" },
          ],
        }) as never,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe("Steps must be numbered from 1 without gaps.");
      expect(res.json().errors.instructions_attributes).toEqual(["Steps must be numbered from 1 without gaps."]);
    });

    it("refuses portions below 1 and an unknown difficulty", async () => {
      const res = await refused(recipe("Portions", { valuable_info_attributes: { duration: "5", difficulty: "Easy", portions: 0 } }) as never);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe("Portions must be at least 1.");
      const bad = await refused({ ...recipe("Difficulty"), valuable_info_attributes: { duration: "5", difficulty: "Extreme", portions: 2 } });
      expect(bad.json().errors["valuable_info_attributes.difficulty"]).toEqual(["Difficulty must be Easy, Medium or Hard."]);
    });

    it("refuses a file that is not an image", async () => {
      const res = await refused(recipe("Bad image") as never, new Blob(["<script>alert(1)</script>"], { type: "image/png" }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.image).toBeDefined();
    });

    it("refuses a slug that is taken with 409", async () => {
      const res = await refused(recipe("Another salad", { slug: "greek-salad" }) as never);
      expect(res.statusCode).toBe(409);
      expect(res.json().errors.slug).toEqual(["This slug is already used."]);
    });

    it("lets only one of two simultaneous creates with the same slug through", async () => {
      const before = await counts();
      const results = await Promise.all(
        [1, 2].map(() => t.app.inject({ method: "POST", url: url(), headers: bearer(token), payload: { recipe: recipe("Race", { slug: "race" }) } })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect((await counts()).recipes).toBe(before.recipes + 1);
      expect((await counts()).recipe_ingredients).toBe(before.recipe_ingredients + 2);
    });

    it("refuses a body that is not an object", async () => {
      const before = await counts();
      const res = await t.app.inject({ method: "POST", url: url(), headers: { ...bearer(token), "content-type": "application/json" }, payload: "[1,2]" });
      expect(res.statusCode).toBe(400);
      expect(await counts()).toEqual(before);
    });
  });

  describe("delete", () => {
    it("deletes a recipe with all its parts and answers 204", async () => {
      const r = await create("Short-lived");
      const before = await counts();
      const res = await t.app.inject({ method: "DELETE", url: url(`/slug/${r.slug}`), headers: bearer(token) });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe("");
      expect(await counts()).toEqual({
        recipes: before.recipes - 1,
        recipe_ingredients: before.recipe_ingredients - 2,
        recipe_instructions: before.recipe_instructions - 2,
        recipe_nutritional_facts: before.recipe_nutritional_facts - 1,
        recipe_valuable_info: before.recipe_valuable_info - 1,
        recipe_meta_info: before.recipe_meta_info - 1,
      });
      expect((await t.app.inject({ url: url(`/slug/${r.slug}`) })).statusCode).toBe(404);
      expect((await t.app.inject({ method: "DELETE", url: url(`/slug/${r.slug}`), headers: bearer(token) })).statusCode).toBe(404);
    });
  });

  describe("admin token", () => {
    const calls = () => [
      { method: "POST" as const, url: url(), payload: { recipe: recipe("Unauthorised") } },
      { method: "PATCH" as const, url: url("/slug/greek-salad"), payload: { title: "Hacked" } },
      { method: "DELETE" as const, url: url("/slug/greek-salad") },
    ];

    it("answers 401 on every admin call without a token, with a bad one or a revoked one, and writes nothing", async () => {
      const other = await t.login();
      await t.app.inject({ method: "DELETE", url: `${t.base}/admin/logout`, headers: bearer(other) });
      const before = await counts();
      const salad = (await t.app.inject({ url: url("/slug/greek-salad") })).json();
      for (const headers of [{}, bearer("x".repeat(43)), { authorization: "Basic abc" }, bearer(other)]) {
        for (const call of calls()) {
          const res = await t.app.inject({ ...call, headers });
          expect(res.statusCode, `${call.method} ${JSON.stringify(headers)}`).toBe(401);
          expect(res.json().error).toBe("Unauthorized. Please log in.");
        }
      }
      const form = await multipartBody(recipeFormData(recipe("Multipart unauthorised"), await imageBlob()));
      expect((await t.app.inject({ method: "POST", url: url(), payload: form.payload, headers: form.headers })).statusCode).toBe(401);
      expect(await counts()).toEqual(before);
      expect((await t.app.inject({ url: url("/slug/greek-salad") })).json()).toEqual(salad);
    });
  });
});
