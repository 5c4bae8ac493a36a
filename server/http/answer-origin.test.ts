import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { loadConfig } from "../config.js";
import { multipart, pngImage } from "../../test/multipart.js";

// The site's own pages get image addresses on the origin they were reached at (paths); other
// origins and plain API clients get absolute ones from PUBLIC_URL (server/http/answer-origin.ts).
const SITE = "https://practice.example.test";
const FRONT = "http://front.example.test";

describe("image addresses for the site's own pages and for other origins", () => {
  let t: TestApp;
  let token: string;
  let contentUrl: string;

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: SITE, CORS_ORIGINS: FRONT });
    token = await t.login();
    const up = await multipart({ image: await pngImage("#aa3355", 16) });
    const uploaded = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/v1/blog_images`,
      headers: { ...bearer(token), ...up.headers, "sec-fetch-site": "same-origin" },
      payload: up.payload,
    });
    // The editor on the site's own page gets a path: it loads at any address the admin uses.
    expect(uploaded.statusCode).toBe(201);
    contentUrl = uploaded.json().file.url;
    expect(contentUrl).toMatch(new RegExp(`^${t.base}/uploads/images/`));
    const form = await multipart({
      "blog[title]": "Pictures at any address",
      "blog[description]": "d",
      "blog[category]": "c",
      "blog[published_date]": "2024-05-01",
      "blog[language]": "en",
      "blog[slug]": "",
      "blog[content]": JSON.stringify({ blocks: [{ type: "image", data: { file: { url: contentUrl }, caption: "" } }] }),
      "blog[profile_image]": await pngImage("#113355", 12),
    });
    const created = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/v1/blogs`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  const firstBlog = async (headers: Record<string, string>) => {
    const list = await t.app.inject({ url: `${t.base}/api/v1/blogs?language=en`, headers });
    expect(list.statusCode).toBe(200);
    const one = await t.app.inject({ url: `${t.base}/api/v1/blogs/${list.json()[0].slug}`, headers });
    return { listed: list.json()[0], one: one.json() };
  };

  it.each([
    ["a same-origin call (Sec-Fetch-Site)", { "sec-fetch-site": "same-origin" }],
    ["a call whose Origin is the request's own", { origin: "http://localhost:80", host: "localhost:80" }],
    ["a plain-http page on another host (Referer only)", { referer: "http://192.168.1.20:3000/admin-blog-list", host: "192.168.1.20:3000" }],
  ])("answers paths to %s", async (_, headers) => {
    const { listed, one } = await firstBlog(headers);
    expect(listed.profile_image_url).toMatch(new RegExp(`^${t.base}/uploads/images/[a-f0-9]+-12x12\\.png$`));
    expect(one.content.blocks[0].data.file.url).toBe(contentUrl);
  });

  it.each([
    ["an allowed other origin", { origin: FRONT }],
    ["a cross-site call", { "sec-fetch-site": "cross-site" }],
    ["a client that says nothing (a script)", {}],
  ])("answers absolute addresses from PUBLIC_URL to %s", async (_, headers) => {
    const { listed, one } = await firstBlog(headers);
    expect(listed.profile_image_url).toMatch(new RegExp(`^${SITE}${t.base}/uploads/images/[a-f0-9]+-12x12\\.png$`));
    expect(one.content.blocks[0].data.file.url).toBe(`${SITE}${contentUrl}`);
  });

  it("keeps the two forms apart in the list cache, each with its own ETag", async () => {
    const url = `${t.base}/api/v1/blogs?language=en`;
    const site = await t.app.inject({ url, headers: { "sec-fetch-site": "same-origin" } });
    const other = await t.app.inject({ url, headers: { origin: FRONT } });
    const siteAgain = await t.app.inject({ url, headers: { "sec-fetch-site": "same-origin" } });
    expect(siteAgain.headers["x-cache"]).toBe("hit");
    expect(siteAgain.body).toBe(site.body);
    expect(other.body).not.toBe(site.body);
    expect(other.headers.etag).not.toBe(site.headers.etag);
    const revalidated = await t.app.inject({ url, headers: { origin: FRONT, "if-none-match": String(site.headers.etag) } });
    expect(revalidated.statusCode).toBe(200);
  });
});

describe("PUBLIC_URL", () => {
  it("defaults to this machine at PORT", () => {
    expect(loadConfig({ PORT: "3100" }).PUBLIC_URL).toBe("http://localhost:3100");
    expect(loadConfig({}).PUBLIC_URL).toBe("http://localhost:3000");
    expect(loadConfig({ PORT: "3100", PUBLIC_URL: "https://practice.example.com" }).PUBLIC_URL).toBe("https://practice.example.com");
    expect(() => loadConfig({ PUBLIC_URL: "not an address" })).toThrow(/PUBLIC_URL/);
  });
});
