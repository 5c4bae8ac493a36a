import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { multipart } from "../../test/multipart.js";

const content = JSON.stringify({ time: 1717000000000, blocks: [{ type: "paragraph", data: { text: "Hi" } }], version: "2.31.0" });
const blogFields = (slug = "") => ({
  "blog[title]": "Same title for everyone",
  "blog[description]": "Written twenty times at once.",
  "blog[category]": "Tests",
  "blog[published_date]": "2024-05-01",
  "blog[language]": "en",
  "blog[slug]": slug,
  "blog[content]": content,
});

const recipe = (slug = "") => ({
  title: "Same salad for everyone",
  description: "Written twenty times at once.",
  category: "Salads",
  slug,
  language: "en",
  ingredients_attributes: [{ name: "Tomatoes", quantity: "3", size: "pcs" }],
  instructions_attributes: [{ step_number: 1, step_content: "Cut." }],
  nutritional_facts_attributes: [],
  valuable_info_attributes: { duration: "5 min", difficulty: "Easy", portions: 1 },
  meta_info_attributes: { meta_title: "Salad", meta_description: "A salad", meta_keywords: "salad" },
});

// Twenty admins' tabs saving the same title at the same moment: each save gets its own slug.
describe("automatic slugs under concurrency", () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  async function postBlog(slug = "") {
    const form = await multipart(blogFields(slug));
    return t.app.inject({ method: "POST", url: `${t.base}/api/v1/blogs`, headers: { ...bearer(token), ...form.headers }, payload: form.payload });
  }

  it("20 parallel blogs with the same title and no slug: 20 × 201, 20 distinct slugs", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => postBlog()));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const slugs = answers.map((r) => r.json().slug as string);
    expect(new Set(slugs).size).toBe(20);
    for (const s of slugs) expect(s).toMatch(/^same-title-for-everyone(-\d+)?$/);
    const rows = await t.db.selectFrom("blogs").select("slug").execute();
    expect(rows).toHaveLength(20);
  });

  it("an explicit blog slug that is taken still answers 422", async () => {
    const res = await postBlog("same-title-for-everyone");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.slug).toBeDefined();
  });

  it("20 parallel recipes with the same title and no slug: 20 × 201, 20 distinct slugs", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: "POST", url: `${t.base}/recipes`, headers: bearer(token), payload: recipe() })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const slugs = answers.map((r) => r.json().slug as string);
    expect(new Set(slugs).size).toBe(20);
    for (const s of slugs) expect(s).toMatch(/^same-salad-for-everyone(-\d+)?$/);
    expect(await t.db.selectFrom("recipes").select("id").execute()).toHaveLength(20);
  });

  it("an explicit recipe slug that is taken is still refused", async () => {
    const res = await t.app.inject({ method: "POST", url: `${t.base}/recipes`, headers: bearer(token), payload: recipe("same-salad-for-everyone") });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.slug).toBeDefined();
  });
});
