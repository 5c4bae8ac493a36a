import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { XSS_URLS, XSS_VECTORS } from "../../test/xss-corpus.js";
import { anyServicePlanId, bookingBody, freeSlots } from "../../test/booking-slots.js";
import { seedDemoContent } from "../seed/seed.js";
import { localStorage } from "../storage/storage.js";
import path from "node:path";

// What the blog's inline rich text may contain after the server cleaned it (server/http/sanitize.ts).
const INLINE_TAGS = new Set(["b", "strong", "i", "em", "u", "mark", "code", "a", "br"]);
const INLINE_ATTRS = new Set(["href", "rel", "target", "class"]);
const decode = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCharCode(Number(d)))
    .replace(/&colon;/gi, ":")
    .replace(/&amp;/g, "&");

/** Every problem that would let a stored HTML fragment do more than format text. */
export function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  for (const tag of html.matchAll(/<\s*(\/?)\s*([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    const name = tag[2]!.toLowerCase();
    if (!INLINE_TAGS.has(name)) problems.push(`tag <${name}>`);
    for (const attr of tag[3]!.matchAll(/([^\s=/]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)) {
      const attrName = attr[1]!.toLowerCase();
      if (!INLINE_ATTRS.has(attrName)) problems.push(`attribute ${attrName}`);
      const value = decode((attr[2] ?? "").replace(/^["']|["']$/g, "")).replace(/[\s\u0000-\u001f]/g, "");
      if (attrName === "href" && !/^(?:https?:\/\/|mailto:|\/(?!\/))/i.test(value)) problems.push(`href ${value}`);
    }
  }
  return problems;
}

// Single-line fields refuse control characters (control-characters.test.ts), so they get the
// vector as an input field would hold it: with those as spaces. Multi-line fields get it raw.
const line = (s: string) => s.replace(/[\u0000-\u001f\u007f]/g, " ");

const safeUrl = (u: string) => /^(?:https?:\/\/[^\s/?#]+[^\s]*|\/(?!\/)[^\s]*)$/i.test(u) && !/^\s*(javascript|data|vbscript):/i.test(u);

describe("the XSS corpus, saved through every rich and free-text field", () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    // Many bookings from one test client; the hold limit has its own tests (server/bookings/booking-client.test.ts).
    t = await buildTestApp({ BOOKING_UNPAID_LIMIT: "100" });
    await seedDemoContent(t.db, localStorage(path.join(t.dataDir, "files")), t.base);
    auth = bearer(await t.login());
  });
  afterAll(() => t.close());

  it("holds at least 50 vectors of every family", () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(50);
    const all = XSS_VECTORS.map((x) => x.payload).join("\n");
    for (const family of [/<script/i, /\son\w+=/i, /javascript:/i, /data:text\/html/i, /<svg/i, /&#\d+|&lt;|%3C|\\u003c/i]) expect(all).toMatch(family);
  });

  it("has a checker that flags the raw vectors (so a pass below means the server cleaned them)", () => {
    const flagged = XSS_VECTORS.filter((x) => htmlProblems(x.payload).length > 0);
    // Only the vectors without any tag (escaped, encoded, template and quote tricks) pass raw.
    expect(XSS_VECTORS.length - flagged.length).toBeLessThanOrEqual(8);
    expect(htmlProblems(`<a href="https://ok.example" rel="noopener">x</a><b>y</b>`)).toEqual([]);
    expect(htmlProblems(`<a href="jav&#x09;ascript:alert(1)">x</a>`)).toEqual(["href javascript:alert(1)"]);
  });

  it("blogs: inline rich text comes back cleaned, plain fields verbatim, URLs never active", async () => {
    for (const [i, { name, payload }] of XSS_VECTORS.entries()) {
      const content = {
        blocks: [
          { type: "paragraph", data: { text: payload } },
          { type: "header", data: { text: payload, level: 2 } },
          { type: "list", data: { style: "unordered", items: [{ content: payload, meta: {}, items: [] }] } },
          { type: "quote", data: { text: payload, caption: payload, alignment: "left" } },
          { type: "table", data: { withHeadings: false, content: [[payload, payload]] } },
          { type: "image", data: { file: { url: "https://example.com/a.png" }, caption: payload } },
          { type: "code", data: { code: payload } },
        ],
      };
      const res = await t.app.inject({
        method: "POST",
        url: `${t.base}/api/v1/blogs`,
        headers: auth,
        payload: {
          blog: {
            title: line(payload),
            description: payload,
            category: line(payload),
            published_date: "2025-01-01",
            language: "en",
            slug: `xss-${i}`,
            content,
          },
          meta_title: line(payload),
          meta_description: payload,
        },
      });
      expect(res.statusCode, `${name}: ${res.body.slice(0, 300)}`).toBe(201);
      const blog = (await t.app.inject({ url: `${t.base}/api/v1/blogs/xss-${i}` })).json();
      expect(blog.title, name).toBe(line(payload).trim());
      expect(blog.description, name).toBe(payload.trim());
      const [p, h, l, q, tb, img, code] = blog.content.blocks;
      const inline = [p.data.text, h.data.text, l.data.items[0].content, q.data.text, q.data.caption, ...tb.data.content[0], img.data.caption];
      for (const html of inline) expect(htmlProblems(html), `${name}: ${html}`).toEqual([]);
      expect(code.data.code, name).toBe(payload);
    }
  });

  it("blogs: a hostile URL in an image, embed or link block is refused or stays a plain http(s) address", async () => {
    for (const [i, url] of XSS_URLS.entries()) {
      const blocks = [
        { type: "image", data: { file: { url }, caption: "" } },
        { type: "embed", data: { service: "youtube", source: url, embed: url, caption: "" } },
        { type: "linkTool", data: { link: url, meta: { title: "t", description: "d", image: { url } } } },
      ];
      for (const [j, block] of blocks.entries()) {
        const res = await t.app.inject({
          method: "POST",
          url: `${t.base}/api/v1/blogs`,
          headers: auth,
          payload: {
            blog: {
              title: "Links",
              description: "d",
              category: "c",
              published_date: "2025-01-01",
              language: "en",
              slug: `xss-url-${i}-${j}`,
              content: { blocks: [block] },
            },
          },
        });
        expect([201, 422], `${url} in ${block.type}`).toContain(res.statusCode);
        if (res.statusCode !== 201) continue;
        const stored = res.json().content.blocks[0].data;
        for (const u of [stored.file?.url, stored.source, stored.embed, stored.link, stored.meta?.image?.url].filter(Boolean)) {
          expect(safeUrl(u), `${url} in ${block.type} stored as ${u}`).toBe(true);
        }
      }
    }
  });

  it("recipes: every text field keeps the vector as plain text", async () => {
    for (const [i, { name, payload }] of XSS_VECTORS.entries()) {
      const recipe = {
        title: line(payload),
        description: payload,
        category: line(payload),
        slug: `xss-${i}`,
        language: "en",
        ingredients_attributes: [{ name: line(payload), quantity: line(payload).slice(0, 20), size: line(payload).slice(0, 20) }],
        instructions_attributes: [{ step_number: 1, step_content: payload }],
        nutritional_facts_attributes: [{ name: line(payload).slice(0, 60), quantity: "1", size: "g" }],
        valuable_info_attributes: { duration: line(payload).slice(0, 40), difficulty: "Easy", portions: 1 },
        meta_info_attributes: { meta_title: line(payload), meta_description: payload, meta_keywords: line(payload) },
      };
      const res = await t.app.inject({ method: "POST", url: `${t.base}/recipes`, headers: auth, payload: { recipe } });
      expect(res.statusCode, `${name}: ${res.body.slice(0, 300)}`).toBe(201);
      const got = (await t.app.inject({ url: `${t.base}/recipes/slug/xss-${i}` })).json();
      expect(got.title, name).toBe(line(payload).trim());
      expect(got.instructions_attributes?.[0]?.step_content ?? got.instructions?.[0]?.step_content, name).toBe(payload.trim());
    }
  });

  it("bookings keep the vector as plain text in the name and message", async () => {
    const planId = await anyServicePlanId(t.app, t.base);
    const slots = await freeSlots(t.app, t.base, XSS_VECTORS.length);
    expect(slots.length).toBe(XSS_VECTORS.length);
    for (const [i, { name, payload }] of XSS_VECTORS.entries()) {
      const res = await t.app.inject({
        method: "POST",
        url: `${t.base}/bookings`,
        payload: bookingBody(slots[i]!, planId, { name: line(payload).slice(0, 200), message: payload }),
      });
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(201);
      const stored = (await t.app.inject({ url: `${t.base}/bookings/${res.json().id}`, headers: auth })).json();
      expect(stored.message, name).toBe(payload.trim());
    }
  });

  it("contact messages and service plans keep the vector as plain text", async () => {
    for (const { name, payload } of XSS_VECTORS) {
      const res = await t.app.inject({
        method: "POST",
        url: `${t.base}/api/v1/contact_messages`,
        payload: { contact_message: { name: line(payload).slice(0, 200), email: "x@example.com", message: payload } },
      });
      expect(res.statusCode, name).toBe(201);
    }
    const inbox = (await t.app.inject({ url: `${t.base}/api/v1/contact_messages`, headers: auth })).json() as { message: string }[];
    for (const { name, payload } of XSS_VECTORS)
      expect(
        inbox.map((m) => m.message),
        name,
      ).toContain(payload.trim());

    for (let i = 0; i < XSS_VECTORS.length; i += 3) {
      const trio = [0, 1, 2].map((k) => XSS_VECTORS[(i + k) % XSS_VECTORS.length]!.payload);
      const plans = (["en", "es", "gr"] as const).map((language, k) => ({
        title: line(trio[k]!),
        description: trio[k],
        price: 50,
        order: 100 + i,
        language,
        features_attributes: [{ name: line(trio[k]!) }],
      }));
      const res = await t.app.inject({ method: "POST", url: `${t.base}/api/v1/service_plans`, headers: auth, payload: { service_plans: plans } });
      expect(res.statusCode, `${trio.join(" | ")}: ${res.body.slice(0, 300)}`).toBe(201);
    }
    const listed = (await t.app.inject({ url: `${t.base}/api/v1/service_plans?language=en` })).json() as { title: string }[];
    expect(listed.map((p) => p.title)).toContain(line(XSS_VECTORS[0]!.payload));
  });
});
