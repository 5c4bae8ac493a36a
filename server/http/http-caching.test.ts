import crypto from "node:crypto";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { cachePage, PAGE_CACHE_CONTROL } from "../web.js";
import { pageCsp } from "../security/headers.js";
import Fastify from "fastify";
import compress from "@fastify/compress";
import etag, { etagMatches } from "./etag.js";

const plan = (language: string, title = `Plan ${language}`) => ({
  title,
  description: "A long description of the plan. ".repeat(30),
  price: "75",
  order: 1,
  language,
  features_attributes: [{ name: "Video call" }, { name: "Meal plan" }],
});

const recipe = (title: string) => ({
  title,
  description: "Fresh and quick. ".repeat(40),
  category: "Salads",
  slug: "",
  language: "en",
  ingredients_attributes: [{ name: "Tomatoes", quantity: "3", size: "pcs" }],
  instructions_attributes: [{ step_number: 1, step_content: "Cut." }],
  nutritional_facts_attributes: [],
  valuable_info_attributes: { duration: "15 min", difficulty: "Easy", portions: 2 },
  meta_info_attributes: { meta_title: "t", meta_description: "d", meta_keywords: "k" },
});

describe("HTTP caching and compression", () => {
  let t: TestApp;
  let token: string;
  const plans = () => `${t.base}/api/v1/service_plans?language=en`;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.login();
    const res = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/v1/service_plans`,
      headers: bearer(token),
      payload: { service_plans: ["en", "es", "gr"].map((l) => plan(l)) },
    });
    expect(res.statusCode).toBe(201);
    for (const title of ["Greek salad", "Gazpacho"]) {
      expect((await t.app.inject({ method: "POST", url: `${t.base}/recipes`, headers: bearer(token), payload: { recipe: recipe(title) } })).statusCode).toBe(
        201,
      );
    }
  });
  afterAll(() => t.close());

  it("answers 304 with no body to a repeated list GET that holds the ETag", async () => {
    const first = await get(plans());
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    const again = await get(plans(), { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(first.headers.etag);
    // Other languages are other answers.
    expect((await get(`${t.base}/api/v1/service_plans?language=es`, { "if-none-match": String(first.headers.etag) })).statusCode).toBe(200);
  });

  it("keeps the list in memory and drops it when a write changes the resource: the ETag changes", async () => {
    const first = await get(plans());
    const cached = await get(plans());
    expect(cached.headers["x-cache"]).toBe("hit");
    expect(cached.body).toBe(first.body);
    const [en] = first.json();
    const put = await t.app.inject({
      method: "PUT",
      url: `${t.base}/api/v1/service_plans/${en.id}`,
      headers: bearer(token),
      payload: { ...plan("en", "Renamed"), features_attributes: [] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = await get(plans(), { "if-none-match": String(first.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers["x-cache"]).toBe("miss");
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.json()[0].title).toBe("Renamed");
  });

  it("does the same for the recipe list and a recipe: create, update and delete each change the ETag", async () => {
    const list = `${t.base}/recipes?language=en`;
    const one = `${t.base}/recipes/slug/greek-salad`;
    const tags = async () => [(await get(list)).headers.etag, (await get(one)).headers.etag];
    const [l0, o0] = await tags();
    expect((await get(list, { "if-none-match": String(l0) })).statusCode).toBe(304);
    expect((await get(one, { "if-none-match": String(o0) })).statusCode).toBe(304);

    await t.app.inject({ method: "PATCH", url: one, headers: bearer(token), payload: { recipe: { title: "Greek salad, village style" } } });
    const [l1, o1] = await tags();
    expect(l1).not.toBe(l0);
    expect(o1).not.toBe(o0);

    await t.app.inject({ method: "POST", url: `${t.base}/recipes`, headers: bearer(token), payload: { recipe: recipe("Tzatziki") } });
    const [l2] = await tags();
    expect(l2).not.toBe(l1);
    await t.app.inject({ method: "DELETE", url: `${t.base}/recipes/slug/tzatziki`, headers: bearer(token) });
    const [l3] = await tags();
    expect(l3).not.toBe(l2);
    expect(l3).toBe(l1);
    expect((await get(`${t.base}/recipes/slug/tzatziki`)).statusCode).toBe(404);
  });

  it("keeps drafts out of the cached blog list, and publishing one changes the ETag", async () => {
    const list = `${t.base}/api/v1/blogs?language=en`;
    const post = (title: string, published_date: string) =>
      t.app.inject({
        method: "POST",
        url: `${t.base}/api/v1/blogs`,
        headers: bearer(token),
        payload: { blog: { title, published_date, language: "en", description: "d" } },
      });
    expect((await post("Published one", "2025-01-02")).statusCode).toBe(201);
    expect((await post("Draft one", "")).statusCode).toBe(201);
    const admin = await get(list, bearer(token));
    expect(admin.json().map((b: { title: string }) => b.title)).toEqual(["Draft one", "Published one"]);
    const first = await get(list);
    expect(first.json().map((b: { title: string }) => b.title)).toEqual(["Published one"]);
    expect((await get(list)).headers["x-cache"]).toBe("hit");
    expect((await get(list, { "if-none-match": String(first.headers.etag) })).statusCode).toBe(304);
    const put = await t.app.inject({
      method: "PUT",
      url: `${t.base}/api/v1/blogs/draft-one`,
      headers: bearer(token),
      payload: { blog: { published_date: "2025-02-01" } },
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = await get(list, { "if-none-match": String(first.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json().map((b: { title: string }) => b.title)).toEqual(["Draft one", "Published one"]);
    // A draft read by slug is the admin's only, and never cached for others.
    await post("Secret", "");
    expect((await get(`${t.base}/api/v1/blogs/secret`, bearer(token))).statusCode).toBe(200);
    expect((await get(`${t.base}/api/v1/blogs/secret`)).statusCode).toBe(404);
  });

  it("pages the public lists on request, with the total in X-Total-Count (kept when cached)", async () => {
    for (const url of [`${t.base}/recipes?language=en&limit=1&offset=1`, `${t.base}/api/v1/blogs?language=en&limit=1&offset=1`]) {
      const whole = (await get(url.replace(/&limit.*$/, ""))).json();
      const page = await get(url);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).toEqual([whole[1]]);
      expect(page.headers["x-total-count"]).toBe(String(whole.length));
      const again = await get(url);
      expect(again.headers["x-cache"]).toBe("hit");
      expect(again.headers["x-total-count"]).toBe(String(whole.length));
      // Without limit there is no total: the contract's plain list.
      expect((await get(url.replace(/&limit.*$/, ""))).headers["x-total-count"]).toBeUndefined();
    }
    for (const bad of ["limit=0", "limit=101", "limit=x", "limit=5&offset=-1"]) {
      expect((await get(`${t.base}/recipes?language=en&${bad}`)).statusCode, bad).toBe(422);
    }
  });

  it("never serves an admin call from the cache", async () => {
    await get(plans());
    const admin = await get(plans(), bearer(token));
    expect(admin.statusCode).toBe(200);
    expect(admin.headers["x-cache"]).not.toBe("hit");
  });

  it("compresses with brotli or gzip as the client accepts, the same body and ETag either way", async () => {
    const plain = await get(plans());
    for (const [accept, encoding, decode] of [
      ["br, gzip", "br", zlib.brotliDecompressSync],
      ["gzip", "gzip", zlib.gunzipSync],
    ] as const) {
      for (const attempt of ["miss or hit", "hit"]) {
        const res = await get(plans(), { "accept-encoding": accept });
        expect(res.headers["content-encoding"], attempt).toBe(encoding);
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
        expect(res.headers.etag).toBe(plain.headers.etag);
      }
    }
    // Compressed answers revalidate too.
    expect((await get(plans(), { "accept-encoding": "br", "if-none-match": String(plain.headers.etag) })).statusCode).toBe(304);
    // Any other JSON answer large enough is compressed on the way out.
    const docs = await get(`${t.base}/docs/json`, { "accept-encoding": "gzip" });
    expect(docs.headers["content-encoding"]).toBe("gzip");
  });

  it("gives other API GET answers an ETag too, but not errors", async () => {
    const [en] = (await get(plans())).json();
    const one = await get(`${t.base}/api/v1/service_plans/${en.id}`);
    expect(one.headers.etag).toBeDefined();
    expect((await get(`${t.base}/api/v1/service_plans/${en.id}`, { "if-none-match": `"x", ${one.headers.etag}` })).statusCode).toBe(304);
    const missing = await get(`${t.base}/api/v1/service_plans/999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it("compares ETags weakly, as If-None-Match requires", () => {
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches("*", 'W/"abc"')).toBe(true);
    expect(etagMatches('"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
  });
});

describe("with LIST_CACHE=false", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LIST_CACHE: "false" });
  });
  afterAll(() => t.close());

  it("reads the database each time, and still answers with an ETag and 304", async () => {
    const url = `${t.base}/recipes?language=en`;
    const first = await t.app.inject({ url });
    const second = await t.app.inject({ url });
    expect([first.headers["x-cache"], second.headers["x-cache"]]).toEqual([undefined, undefined]);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect((await t.app.inject({ url, headers: { "if-none-match": String(first.headers.etag) } })).statusCode).toBe(304);
  });
});

describe("page caching", () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(compress, { encodings: ["br", "gzip"] });
    await app.register(etag);
    // A page as the web handler sends it: a fresh nonce in the HTML and in the CSP each time.
    app.get("/page", async (_req, reply) => {
      const nonce = crypto.randomBytes(16).toString("base64");
      const html = Buffer.from(`<!doctype html><html><body><p>${"Hello. ".repeat(300)}</p><script nonce="${nonce}">1</script></body></html>`);
      reply.header("content-type", "text/html; charset=utf-8").header("content-security-policy", pageCsp(nonce, { https: false }));
      cachePage(reply, html, nonce);
      return reply.send(html);
    });
  });
  afterAll(() => app.close());

  it("short caching with revalidation; the ETag ignores the nonce; a 304 keeps the stored page's CSP", async () => {
    const first = await app.inject({ url: "/page", headers: { "accept-encoding": "br" } });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe(PAGE_CACHE_CONTROL);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(String(first.headers.vary)).toMatch(/cookie/i);
    const second = await app.inject({ url: "/page" });
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await app.inject({ url: "/page", headers: { "if-none-match": String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
    expect(revalidated.headers["content-security-policy"]).toBeUndefined();
  });
});
