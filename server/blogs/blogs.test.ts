import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { multipart, pngImage, type FilePart } from "../../test/multipart.js";

const content = (...blocks: unknown[]) => JSON.stringify({ time: 1717000000000, blocks, version: "2.31.0" });
const paragraph = (text: string) => ({ type: "paragraph", data: { text } });

type Fields = Parameters<typeof multipart>[0];
const blogForm = (over: Record<string, string | FilePart | undefined> = {}): Fields => ({
  "blog[title]": "Eating for better sleep",
  "blog[description]": "What to eat in the evening.",
  "blog[category]": "Wellbeing",
  "blog[published_date]": "2024-05-01",
  "blog[language]": "en",
  "blog[slug]": "",
  "blog[content]": content({ type: "header", data: { text: "Evening meals" } }, paragraph("Keep dinner <b>light</b>.")),
  meta_title: "Sleep and food",
  meta_description: "How dinner affects sleep",
  meta_keywords: "sleep, dinner",
  ...over,
});

describe("blogs", () => {
  let t: TestApp;
  let token: string;
  const url = (p = "") => `${t.base}/api/v1/blogs${p}`;

  async function send(method: "POST" | "PUT", path: string, fields: Fields, auth: Record<string, string> = bearer(token)) {
    const form = await multipart(fields);
    return t.app.inject({ method, url: url(path), headers: { ...auth, ...form.headers }, payload: form.payload });
  }
  const create = (over: Record<string, string | FilePart | undefined> = {}) => send("POST", "", blogForm(over));

  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  it("creates a blog from the multipart form, deriving the slug from the title", async () => {
    const res = await create({ "blog[profile_image]": await pngImage() });
    expect(res.statusCode).toBe(201);
    const blog = res.json();
    expect(blog).toMatchObject({
      slug: "eating-for-better-sleep",
      title: "Eating for better sleep",
      description: "What to eat in the evening.",
      category: "Wellbeing",
      language: "en",
      published_date: "2024-05-01",
      meta_info: { meta_title: "Sleep and food", meta_description: "How dinner affects sleep", meta_keywords: "sleep, dinner" },
    });
    expect(blog.id).toEqual(expect.any(Number));
    expect(blog.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(blog.updated_at).toBe(blog.created_at);
    expect(blog.content.blocks).toEqual([
      { type: "header", data: { text: "Evening meals", level: 2 } },
      { type: "paragraph", data: { text: "Keep dinner <b>light</b>." } },
    ]);
    // Absolute, from PUBLIC_URL: a front end on another origin shows it as it is.
    expect(blog.profile_image_url).toMatch(new RegExp(`^${t.config.PUBLIC_URL}${t.base}/uploads/images/[a-f0-9]+-\\d+x\\d+\\.png$`));
    const img = await t.app.inject({ url: blog.profile_image_url });
    expect(img.statusCode).toBe(200);
    expect(img.headers["content-type"]).toBe("image/png");
  });

  it("makes readable, unique slugs from Greek and Spanish titles", async () => {
    const gr = await create({ "blog[title]": "Υγιεινό πρωινό για όλη την οικογένεια", "blog[language]": "gr" });
    expect(gr.json().slug).toBe("ygieino-proino-gia-oli-tin-oikogeneia");
    const es = await create({ "blog[title]": "¿Qué desayunar?", "blog[language]": "es" });
    expect(es.json().slug).toBe("que-desayunar");
    // The same title again gets the next free slug rather than an error.
    const again = await create({ "blog[title]": "¿Qué desayunar?", "blog[language]": "es" });
    expect(again.statusCode).toBe(201);
    expect(again.json().slug).toBe("que-desayunar-2");
    // A slug typed by hand is made slug-shaped.
    const typed = await create({ "blog[title]": "Typed", "blog[slug]": "My Own  Slug!" });
    expect(typed.json().slug).toBe("my-own-slug");
  });

  it("refuses a slug that is already used, in any language", async () => {
    const res = await create({ "blog[title]": "Other", "blog[language]": "gr", "blog[slug]": "eating-for-better-sleep" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.slug).toEqual(["This slug is already used."]);
    expect(res.json().error).toBeTruthy();
  });

  it("accepts a JSON body with content as an object and meta inside blog", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: url(),
      headers: bearer(token),
      payload: { blog: { title: "Json blog", language: "es", published_date: "2024-06-10", content: { blocks: [paragraph("Hola")] }, meta_title: "MT" } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ slug: "json-blog", language: "es", profile_image_url: null, meta_info: { meta_title: "MT", meta_description: "" } });
    expect(res.json().content.blocks).toEqual([paragraph("Hola")]);
  });

  it("requires a title and reports bad fields with errors, storing nothing", async () => {
    const before = (await t.app.inject({ url: url(), headers: bearer(token) })).json().length;
    const res = await create({ "blog[title]": "  ", "blog[published_date]": "2024-02-30", "blog[language]": "fr" });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Object.keys(body.errors).sort()).toEqual(["language", "published_date", "title"]);
    expect(body.errors.title).toEqual(["This field is required."]);
    const bad = await create({ "blog[content]": "{not json" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.content).toEqual(["Invalid content format."]);
    const notImage = await create({
      "blog[title]": "With a fake picture",
      "blog[profile_image]": { content: "<?php echo 1; ?>", filename: "x.jpg", contentType: "image/jpeg" },
    });
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors.profile_image).toBeDefined();
    expect((await t.app.inject({ url: url(), headers: bearer(token) })).json().length).toBe(before);
  });

  it("refuses an unknown block type with a clear message", async () => {
    const res = await create({ "blog[title]": "Raw", "blog[content]": content(paragraph("ok"), { type: "rawHtml", data: { html: "<script>x</script>" } }) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors["content.blocks.1.type"][0]).toMatch(/^Unsupported block type\./);
    const es = await t.app.inject({
      method: "POST",
      url: url(),
      headers: { ...bearer(token), "accept-language": "es" },
      payload: { blog: { title: "Raw", content: { blocks: [{ type: "rawHtml", data: {} }] } } },
    });
    expect(es.json().errors["content.blocks.0.type"][0]).toMatch(/^Tipo de bloque no admitido/);
  });

  it("sanitises inline HTML: scripts and javascript: links come back inert", async () => {
    const res = await create({
      "blog[title]": "Sanitised",
      "blog[content]": content(
        paragraph(
          'Safe <b>bold</b><script>alert("x")</script> <a href="javascript:alert(1)">click</a> <a href="https://example.org">ok</a><img src=x onerror=alert(1)>',
        ),
        { type: "list", data: { style: "unordered", items: [{ content: '<a href="data:text/html,x">d</a><i>i</i>', items: [] }] } },
        { type: "table", data: { content: [['<svg onload="x()">t</svg>']] } },
      ),
    });
    expect(res.statusCode).toBe(201);
    const [p, list, table] = res.json().content.blocks;
    expect(p.data.text).toBe('Safe <b>bold</b> <a rel="noopener noreferrer">click</a> <a rel="noopener noreferrer" href="https://example.org">ok</a>');
    expect(list.data.items[0].content).toBe('<a rel="noopener noreferrer">d</a><i>i</i>');
    expect(table.data.content).toEqual([["t"]]);
    const stored = JSON.stringify((await t.app.inject({ url: url("/sanitised") })).json().content);
    expect(stored).not.toMatch(/script|javascript:|onerror|data:/i);
  });

  it("keeps drafts out of public lists and reads, and shows them to the admin", async () => {
    const draft = await create({ "blog[title]": "Draft post", "blog[published_date]": "" });
    expect(draft.statusCode).toBe(201);
    expect(draft.json().published_date).toBeNull();
    const publicList = (await t.app.inject({ url: url("?language=en") })).json();
    expect(publicList.map((b: { slug: string }) => b.slug)).not.toContain("draft-post");
    expect(publicList.every((b: { published_date: string | null; language: string }) => b.published_date !== null && b.language === "en")).toBe(true);
    expect((await t.app.inject({ url: url("/draft-post") })).statusCode).toBe(404);
    expect((await t.app.inject({ url: url("/draft-post"), headers: bearer("x".repeat(43)) })).statusCode).toBe(404);
    // With the admin's token the draft is listed (first) and readable.
    const adminList = (await t.app.inject({ url: url("?language=en"), headers: bearer(token) })).json();
    expect(adminList[0].slug).toBe("draft-post");
    expect((await t.app.inject({ url: url("/draft-post"), headers: bearer(token) })).statusCode).toBe(200);
  });

  it("lists newest published first, one language at a time", async () => {
    await create({ "blog[title]": "Older", "blog[published_date]": "2023-01-15" });
    await create({ "blog[title]": "Newer", "blog[published_date]": "2025-03-02" });
    const list = (await t.app.inject({ url: url("?language=en") })).json() as { slug: string; published_date: string }[];
    const dates = list.map((b) => b.published_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list[0]!.slug).toBe("newer");
    expect(list.at(-1)!.slug).toBe("older");
    const es = (await t.app.inject({ url: url("?language=es") })).json() as { language: string }[];
    expect(es.length).toBeGreaterThan(0);
    expect(es.every((b) => b.language === "es")).toBe(true);
    expect((await t.app.inject({ url: url("?language=fr") })).statusCode).toBe(422);
    // An empty language means all of them.
    // No language, or a blank one, is English: lists never mix languages.
    expect((await t.app.inject({ url: url("?language=") })).json().length).toBe(list.length);
  });

  it("updates a blog, keeping the picture when none is sent", async () => {
    const created = (await create({ "blog[title]": "To edit", "blog[profile_image]": await pngImage("#e0a458") })).json();
    const res = await send(
      "PUT",
      "/to-edit",
      blogForm({
        "blog[title]": "Edited title",
        "blog[slug]": "to-edit",
        "blog[published_date]": "",
        "blog[content]": content({ type: "list", data: { style: "checklist", items: [{ content: "Water", meta: { checked: true } }] } }),
        meta_title: "New meta",
      }),
    );
    expect(res.statusCode).toBe(200);
    const blog = res.json();
    expect(blog).toMatchObject({
      id: created.id,
      slug: "to-edit",
      title: "Edited title",
      published_date: null,
      profile_image_url: created.profile_image_url,
      meta_info: { meta_title: "New meta" },
    });
    expect(blog.content.blocks[0].data).toEqual({ style: "checklist", meta: {}, items: [{ content: "Water", meta: { checked: true }, items: [] }] });
    expect(blog.created_at).toBe(created.created_at);

    // A new picture replaces it; an empty slug keeps the current one; a new slug moves the blog.
    const replaced = (
      await send("PUT", "/to-edit", { "blog[title]": "Edited title", "blog[slug]": "", "blog[profile_image]": await pngImage("#3d5a80") })
    ).json();
    expect(replaced.slug).toBe("to-edit");
    expect(replaced.profile_image_url).not.toBe(created.profile_image_url);
    expect(replaced.meta_info.meta_title).toBe("New meta");
    const moved = await send("PUT", "/to-edit", { "blog[title]": "Edited title", "blog[slug]": "edited-title" });
    expect(moved.json().slug).toBe("edited-title");
    expect(moved.json().profile_image_url).toBe(replaced.profile_image_url);
    expect((await t.app.inject({ url: url("/to-edit"), headers: bearer(token) })).statusCode).toBe(404);
  });

  it("refuses an edit without a title, to a taken slug, or of an unknown blog", async () => {
    const empty = await send("PUT", "/edited-title", { "blog[title]": "" });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.title).toBeDefined();
    const taken = await send("PUT", "/edited-title", { "blog[title]": "x", "blog[slug]": "eating-for-better-sleep" });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug).toEqual(["This slug is already used."]);
    const missing = await send("PUT", "/no-such-blog", blogForm());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe("Blog not found.");
    expect((await t.app.inject({ url: url("/edited-title"), headers: bearer(token) })).json().title).toBe("Edited title");
  });

  it("deletes a blog with 204, then answers 404", async () => {
    await create({ "blog[title]": "Short lived" });
    const del = await t.app.inject({ method: "DELETE", url: url("/short-lived"), headers: bearer(token) });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe("");
    expect((await t.app.inject({ url: url("/short-lived") })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: url("/short-lived"), headers: bearer(token) })).statusCode).toBe(404);
  });

  it("answers 404 for an unknown slug in the visitor's language", async () => {
    const res = await t.app.inject({ url: url("/nothing-here?language=es") });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors.base).toEqual(["Blog no encontrado."]);
  });

  describe("content images", () => {
    const upload = async (fields: Fields, auth: Record<string, string> = bearer(token)) => {
      const form = await multipart(fields);
      return t.app.inject({ method: "POST", url: `${t.base}/api/v1/blog_images`, headers: { ...auth, ...form.headers }, payload: form.payload });
    };

    it("stores an image and answers as the Editor.js image tool expects", async () => {
      const res = await upload({ image: await pngImage("#98c1d9") });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        success: 1,
        file: { url: expect.stringMatching(new RegExp(`^${t.config.PUBLIC_URL}${t.base}/uploads/images/[a-f0-9]+-\\d+x\\d+\\.png$`)) },
      });
      expect((await t.app.inject({ url: res.json().file.url })).statusCode).toBe(200);
    });

    it("answers success 0 with an error for a missing or fake image", async () => {
      const missing = await upload({ other: "x" });
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toMatchObject({ success: 0, error: "Please choose a file." });
      const fake = await upload({ image: { content: "<svg onload=alert(1)></svg>", filename: "a.png", contentType: "image/png" } });
      expect(fake.statusCode).toBe(422);
      expect(fake.json()).toMatchObject({ success: 0, error: expect.stringMatching(/JPEG, PNG/) });
      const anonymous = await upload({ image: await pngImage() }, {});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: 0, error: "Unauthorized. Please log in." });
    });
  });

  describe("link preview", () => {
    const preview = (target: string, auth: Record<string, string> = bearer(token)) =>
      t.app.inject({ url: `${t.base}/api/v1/link_preview?url=${encodeURIComponent(target)}`, headers: auth });

    it("refuses local, private, link-local and unspecified addresses", async () => {
      for (const target of [
        "http://127.0.0.1/",
        "http://127.0.0.1:3000/admin",
        "http://localhost/",
        "http://10.1.2.3/",
        "http://192.168.1.1/",
        "http://172.16.0.5/",
        "http://169.254.169.254/latest/meta-data/",
        "http://[::1]/",
        "http://[::ffff:127.0.0.1]/",
        "http://0.0.0.0/",
        "http://2130706433/",
        "http://[fe80::1]/",
        "http://[fd00::1]/",
      ]) {
        const res = await preview(target);
        expect(res.statusCode, target).toBe(422);
        expect(res.json(), target).toMatchObject({ success: 0, error: "This address cannot be previewed." });
      }
    });

    it("refuses other schemes and non-URLs", async () => {
      for (const target of ["file:///etc/passwd", "ftp://example.org/", "javascript:alert(1)", "not a url", ""]) {
        const res = await preview(target);
        expect(res.statusCode, target).toBe(422);
        expect(res.json().success).toBe(0);
      }
    });

    it("needs the admin token", async () => {
      const res = await preview("https://example.org/", {});
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(0);
    });
  });

  it("answers 401 on every admin call without a live token", async () => {
    const bad = bearer("A".repeat(43));
    const form = await multipart(blogForm({ "blog[title]": "Intruder" }));
    const calls = [
      { method: "POST", url: url(), payload: form.payload, headers: form.headers },
      { method: "PUT", url: url("/eating-for-better-sleep"), payload: form.payload, headers: form.headers },
      { method: "DELETE", url: url("/eating-for-better-sleep") },
      { method: "POST", url: `${t.base}/api/v1/blog_images`, payload: form.payload, headers: form.headers },
      { method: "GET", url: `${t.base}/api/v1/link_preview?url=https%3A%2F%2Fexample.org` },
    ] as const;
    // A token that was valid but is now revoked counts as no token.
    const revoked = await t.login();
    await t.app.inject({ method: "DELETE", url: `${t.base}/admin/logout`, headers: bearer(revoked) });
    for (const auth of [{}, bad, bearer(revoked), { authorization: "Basic abc" }]) {
      for (const call of calls) {
        const headers = { ...("headers" in call ? call.headers : {}), ...auth };
        const res = await t.app.inject({ method: call.method, url: call.url, headers, ...("payload" in call ? { payload: call.payload } : {}) });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(res.json().error).toBe("Unauthorized. Please log in.");
      }
    }
    expect((await t.app.inject({ url: url("/eating-for-better-sleep") })).json().title).toBe("Eating for better sleep");
    expect((await t.app.inject({ url: url("/intruder"), headers: bearer(token) })).statusCode).toBe(404);
  });
});
