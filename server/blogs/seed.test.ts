import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { seedDemoBlogs } from "../seed/blogs.js";
import { blogContent } from "../../core/blocks.js";

describe("demo blogs", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoBlogs(t.db, t.app.storage, t.base);
  });
  afterAll(() => t.close());

  it("seeds four articles in each language, one of them a draft, once", async () => {
    await seedDemoBlogs(t.db, t.app.storage, t.base);
    const token = await t.login();
    const counts: Record<string, [number, number]> = {};
    for (const language of ["en", "es", "gr"]) {
      const pub = (await t.app.inject({ url: `${t.base}/api/v1/blogs?language=${language}` })).json();
      const all = (await t.app.inject({ url: `${t.base}/api/v1/blogs?language=${language}`, headers: bearer(token) })).json();
      counts[language] = [pub.length, all.length];
    }
    expect(counts).toEqual({ en: [4, 4], es: [4, 4], gr: [3, 4] });
  });

  it("gives every article a picture, readable slugs and varied, valid blocks", async () => {
    const token = await t.login();
    type Listed = {
      slug: string;
      title: string;
      profile_image_url: string;
      content: { blocks: { type: string; data: Record<string, unknown> }[] };
      meta_info: Record<string, string>;
    };
    const all: Listed[] = [];
    for (const language of ["en", "es", "gr"])
      all.push(...(await t.app.inject({ url: `${t.base}/api/v1/blogs?language=${language}`, headers: bearer(token) })).json());
    expect(all).toHaveLength(12);
    const types = new Set<string>();
    const listStyles = new Set<unknown>();
    for (const blog of all) {
      expect(blog.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(blog.meta_info.meta_title).not.toBe("");
      expect(blogContent.safeParse(blog.content).success).toBe(true);
      for (const block of blog.content.blocks) {
        types.add(block.type);
        if (block.type === "list") listStyles.add(block.data.style);
      }
      const image = blog.content.blocks.find((b) => b.type === "image")!;
      for (const url of [blog.profile_image_url, (image.data.file as { url: string }).url]) {
        const res = await t.app.inject({ url });
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-type"]).toBe("image/jpeg");
      }
    }
    expect([...types].sort()).toEqual(["delimiter", "header", "image", "linkTool", "list", "paragraph", "quote", "table"]);
    expect([...listStyles].sort()).toEqual(["checklist", "ordered", "unordered"]);
    expect(all.map((b) => b.slug)).toContain("pos-na-ftiaxete-ena-isorropimeno-piato-choris-na-metrate-thermides");
  });
});
