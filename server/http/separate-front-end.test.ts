import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { multipart, multipartBody, pngImage } from "../../test/multipart.js";
import { shoppingListPdf } from "../seed/shopping-list-pdf.js";

// A second front end on another origin, listed in CORS_ORIGINS, calling the API as a
// configured separate backend base is meant to be called.
const FRONT = "http://front.example.test";
const SITE = "https://site.example.test";

describe("a separate front end", () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp({ CORS_ORIGINS: `${FRONT},http://other-front.test`, PUBLIC_URL: SITE });
    token = await t.login();
  });
  afterAll(() => t.close());

  const preflight = (url: string, origin: string, method: string) =>
    t.app.inject({
      method: "OPTIONS",
      url,
      headers: { origin, "access-control-request-method": method, "access-control-request-headers": "authorization,content-type,accept-language" },
    });

  it("may send every method and header of the contract from a configured origin", async () => {
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]) {
      const res = await preflight(`${t.base}/api/v1/service_plans/1`, FRONT, method);
      expect(res.statusCode).toBe(204);
      expect(res.headers["access-control-allow-origin"]).toBe(FRONT);
      const methods = String(res.headers["access-control-allow-methods"]).split(/,\s*/);
      expect(methods).toContain(method);
      const headers = String(res.headers["access-control-allow-headers"]).toLowerCase().split(/,\s*/);
      expect(headers).toEqual(expect.arrayContaining(["authorization", "content-type", "accept-language"]));
    }
  });

  it("gives nothing to an origin that is not configured", async () => {
    const res = await preflight(`${t.base}/api/v1/service_plans/1`, "http://evil.test", "DELETE");
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    const get = await t.app.inject({ url: `${t.base}/api/v1/service_plans?language=en`, headers: { origin: "http://evil.test" } });
    expect(get.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("answers absolute image addresses from PUBLIC_URL, in blogs, their content and recipes, and serves them cross-origin", async () => {
    const pic = await pngImage("#aa3355", 16);
    const up = await multipart({ image: pic });
    const uploaded = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/v1/blog_images`,
      headers: { ...bearer(token), ...up.headers },
      payload: up.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const contentUrl: string = uploaded.json().file.url;
    expect(contentUrl).toMatch(new RegExp(`^${SITE}${t.base}/uploads/images/`));

    const content = JSON.stringify({ blocks: [{ type: "image", data: { file: { url: contentUrl }, caption: "" } }] });
    const form = await multipart({
      "blog[title]": "Pictures everywhere",
      "blog[description]": "d",
      "blog[category]": "c",
      "blog[published_date]": "2024-05-01",
      "blog[language]": "en",
      "blog[slug]": "",
      "blog[content]": content,
      "blog[profile_image]": await pngImage("#113355", 12),
    });
    const created = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/v1/blogs`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode).toBe(201);
    const blog = created.json();
    expect(blog.profile_image_url).toMatch(new RegExp(`^${SITE}${t.base}/uploads/images/[a-f0-9]+-12x12\\.png$`));
    expect(blog.content.blocks[0].data.file.url).toBe(contentUrl);
    // Stored without the origin, so a new PUBLIC_URL moves every address with it.
    const row = await t.db.selectFrom("blogs").select("content").where("id", "=", blog.id).executeTakeFirstOrThrow();
    expect(row.content).not.toContain(SITE);
    expect(row.content).toContain(`"${t.base}/uploads/images/`);
    const listed = (await t.app.inject({ url: `${t.base}/api/v1/blogs?language=en` })).json()[0];
    expect(listed.profile_image_url).toBe(blog.profile_image_url);
    expect(listed.content.blocks[0].data.file.url).toBe(contentUrl);

    const recipe = await t.app.inject({
      method: "POST",
      url: `${t.base}/recipes`,
      headers: bearer(token),
      payload: {
        title: "Pictured salad",
        description: "d",
        category: "c",
        slug: "",
        language: "en",
        ingredients_attributes: [{ name: "Tomato", quantity: "1", size: "pc" }],
        instructions_attributes: [{ step_number: 1, step_content: "Cut." }],
        valuable_info_attributes: { duration: "5 min", difficulty: "Easy", portions: 1 },
        meta_info_attributes: { meta_title: "m", meta_description: "m", meta_keywords: "m" },
      },
    });
    expect(recipe.statusCode).toBe(201);
    // A JSON create has no image; give it the uploaded one through a multipart edit.
    const edit = new FormData();
    edit.append("recipe[image]", new Blob([new Uint8Array(pic.content as Buffer)], { type: "image/png" }), "p.png");
    const body = await multipartBody(edit);
    const patched = await t.app.inject({
      method: "PATCH",
      url: `${t.base}/recipes/slug/pictured-salad`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().image_url).toMatch(new RegExp(`^${SITE}${t.base}/uploads/images/`));

    for (const url of [blog.profile_image_url, contentUrl]) {
      const img = await t.app.inject({ url: new URL(url).pathname, headers: { origin: FRONT } });
      expect(img.statusCode).toBe(200);
      expect(img.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    }
    // Everything else keeps the strict default.
    const other = await t.app.inject({ url: `${t.base}/api/v1/service_plans?language=en` });
    expect(other.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("serves PDFs cross-origin and answers an absolute download address", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(shoppingListPdf())], { type: "application/pdf" }), "list.pdf");
    const { payload, headers } = await multipartBody(form);
    expect((await t.app.inject({ method: "POST", url: `${t.base}/api/admin/pdfs`, headers: { ...bearer(token), ...headers }, payload })).statusCode).toBe(201);
    const made = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/admin/download_tokens`,
      headers: bearer(token),
      payload: { download_token: { pdf_url: "list" } },
    });
    expect(made.statusCode).toBe(201);
    const url: string = made.json().download_url;
    expect(url).toMatch(new RegExp(`^${SITE}${t.base}/pdf/list\\.pdf\\?token=`));
    const pdf = await t.app.inject({ url: url.slice(SITE.length) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["cross-origin-resource-policy"]).toBe("cross-origin");
  });

  it("answers plans with created_at and updated_at, and features with service_plan_id", async () => {
    const plans = ["en", "es", "gr"].map((language) => ({
      title: `P ${language}`,
      description: "d",
      price: 50,
      order: 1,
      language,
      features_attributes: [{ name: "Video call" }],
    }));
    const res = await t.app.inject({ method: "POST", url: `${t.base}/api/v1/service_plans`, headers: bearer(token), payload: { service_plans: plans } });
    expect(res.statusCode).toBe(201);
    const created = res.json().service_plans[0];
    for (const plan of [
      created,
      (await t.app.inject({ url: `${t.base}/api/v1/service_plans/${created.id}` })).json(),
      (await t.app.inject({ url: `${t.base}/api/v1/service_plans?language=en` })).json()[0],
    ]) {
      expect(plan.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
      expect(plan.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
      expect(plan.features[0]).toEqual({ id: expect.any(Number), name: "Video call", service_plan_id: plan.id });
    }
  });

  describe("public lists and their language", () => {
    const lists = ["/api/v1/service_plans", "/api/v1/blogs", "/recipes"];

    it("default to en, take el as gr, and never mix languages", async () => {
      for (const list of lists) {
        for (const [query, expected] of [
          ["", "en"],
          ["?language=", "en"],
          ["?language=el", "gr"],
          ["?language=es", "es"],
        ] as const) {
          const res = await t.app.inject({ url: `${t.base}${list}${query}` });
          expect(res.statusCode, `${list}${query}`).toBe(200);
          const langs = new Set((res.json() as { language: string }[]).map((x) => x.language));
          expect(
            [...langs].every((l) => l === expected),
            `${list}${query}: ${[...langs]}`,
          ).toBe(true);
        }
      }
    });

    it("refuse an unknown language or parameter with 422 in the caller's language", async () => {
      for (const list of lists) {
        for (const query of ["?language=fr", "?lang=es", "?language=es&foo=1"]) {
          const res = await t.app.inject({ url: `${t.base}${list}${query}`, headers: { "accept-language": "es-ES,es;q=0.9" } });
          expect(res.statusCode, `${list}${query}`).toBe(422);
          expect(res.json().error).toMatch(/[áéíóúñ]|campos|idioma|parámetro/i);
        }
      }
      const greek = await t.app.inject({ url: `${t.base}/api/v1/blogs?language=fr&foo=1`, headers: { "accept-language": "el" } });
      expect(greek.json().error).toMatch(/[α-ω]/);
      expect(greek.json().errors.base).toEqual(["Αυτή η λίστα δεν δέχεται αυτή την παράμετρο."]);
      const french = await t.app.inject({ url: `${t.base}/recipes?language=fr`, headers: { "accept-language": "en" } });
      expect(french.json().errors.language).toEqual(["Language must be en, es or gr."]);
    });

    it("are documented in the OpenAPI", async () => {
      const doc = (await t.app.inject({ url: `${t.base}/docs/json` })).json();
      for (const list of lists) {
        const param = doc.paths[list].get.parameters.find((p: { name: string }) => p.name === "language");
        expect(param, list).toBeDefined();
        expect(JSON.stringify(param)).toMatch(/el/);
        expect(param.description ?? param.schema?.description).toMatch(/en/);
      }
    });
  });
});
