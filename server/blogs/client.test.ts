import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.js";
import { pngImage } from "../../test/multipart.js";
import { createInProcessFetch } from "../in-process-fetch.js";
import { createApi, ApiRequestError } from "../../app/lib/api-client.js";
import type { BlogFormValues } from "../../app/lib/api/blogs.js";

// The web app's blog client against the real API: what the admin screens send is what the server reads.
describe("blog API client", () => {
  let t: TestApp;
  let admin: ReturnType<typeof createApi>;
  let visitor: ReturnType<typeof createApi>;

  beforeAll(async () => {
    t = await buildTestApp();
    const fetcher = createInProcessFetch(t.app);
    admin = createApi(fetcher, { token: await t.login() });
    visitor = createApi(fetcher, { language: "es" });
  });
  afterAll(() => t.close());

  const values = (over: Partial<BlogFormValues> = {}): BlogFormValues => ({
    title: "Desayunos que sacian",
    description: "Ideas rápidas.",
    category: "Desayunos",
    published_date: "2025-04-01",
    language: "es",
    slug: "",
    content: { blocks: [{ type: "paragraph", data: { text: "Avena, fruta y <b>yogur</b>." } }] },
    meta_title: "Desayunos",
    meta_description: "Ideas de desayuno",
    meta_keywords: "desayuno",
    ...over,
  });

  it("creates, lists, reads, updates and removes a blog", async () => {
    const image = await pngImage("#f4a261");
    const created = await admin.blogs.create(values({ profile_image: new Blob([new Uint8Array(image.content as Buffer)], { type: "image/png" }) }));
    expect(created).toMatchObject({ slug: "desayunos-que-sacian", language: "es", meta_info: { meta_title: "Desayunos" } });
    expect(created.profile_image_url).toBeTruthy();
    expect((await visitor.blogs.list("es")).map((b) => b.slug)).toEqual(["desayunos-que-sacian"]);
    expect((await visitor.blogs.get("desayunos-que-sacian")).content.blocks[0]).toEqual({ type: "paragraph", data: { text: "Avena, fruta y <b>yogur</b>." } });

    const updated = await admin.blogs.update("desayunos-que-sacian", values({ title: "Desayunos que sacian de verdad", published_date: "" }));
    expect(updated.published_date).toBeNull();
    expect(updated.profile_image_url).toBe(created.profile_image_url);
    expect(await visitor.blogs.list("es")).toEqual([]);
    expect((await admin.blogs.list("es")).map((b) => b.title)).toEqual(["Desayunos que sacian de verdad"]);

    await admin.blogs.remove("desayunos-que-sacian");
    const missing = await visitor.blogs.get("desayunos-que-sacian").catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ApiRequestError);
    expect((missing as ApiRequestError).status).toBe(404);
    expect((missing as ApiRequestError).message).toBe("Blog no encontrado.");
  });

  it("uploads a content image and surfaces save errors", async () => {
    const image = await pngImage("#2a9d8f");
    const uploaded = await admin.blogs.uploadImage(new Blob([new Uint8Array(image.content as Buffer)], { type: "image/png" }));
    expect(uploaded.success).toBe(1);
    expect(uploaded.file.url).toMatch(/\/uploads\/images\//);
    const failure = await admin.blogs.create(values({ title: "" })).catch((e: unknown) => e);
    expect((failure as ApiRequestError).status).toBe(422);
    expect((failure as ApiRequestError).body).toMatchObject({ errors: { title: ["This field is required."] } });
  });
});
