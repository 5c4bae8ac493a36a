import { describe, expect, it } from "vitest";
import { blogContent, mapBlockTexts, parseStoredContent, type BlogContent } from "./blocks.js";

const parse = (v: unknown) => blogContent.safeParse(v);
const ok = (v: unknown): BlogContent => {
  const r = parse(v);
  if (!r.success) throw new Error(JSON.stringify(r.error.issues));
  return r.data;
};
const doc = (...blocks: unknown[]) => ({ time: 1700000000000, blocks, version: "2.31.0" });
const issues = (v: unknown) => {
  const r = parse(v);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
};

describe("blog content", () => {
  it("accepts an object or its JSON text, and nothing as no blocks", () => {
    const d = doc({ id: "a1", type: "paragraph", data: { text: "Hello" } });
    expect(ok(d)).toEqual(d);
    expect(ok(JSON.stringify(d))).toEqual(d);
    expect(ok(undefined)).toEqual({ blocks: [] });
    expect(ok("")).toEqual({ blocks: [] });
    expect(ok(null)).toEqual({ blocks: [] });
  });

  it("refuses text that is not a document", () => {
    expect(issues("{not json")).toEqual([{ path: "", message: "invalid_content" }]);
    expect(issues("[1,2]")).toEqual([{ path: "", message: "invalid_content" }]);
    expect(issues({ blocks: "x" })).toEqual([{ path: "blocks", message: "invalid_content" }]);
    // Deep nesting is refused before it is walked.
    let deep: unknown = { content: "x" };
    for (let i = 0; i < 100; i++) deep = { content: "x", items: [deep] };
    expect(issues(doc({ type: "list", data: { items: [deep] } }))[0]!.message).toBe("invalid_content");
  });

  it("refuses an unknown block type, naming the block", () => {
    expect(issues(doc({ type: "paragraph", data: { text: "a" } }, { type: "raw", data: { html: "<b>x</b>" } }))).toEqual([
      { path: "blocks.1.type", message: "unsupported_block_type" },
    ]);
    expect(issues(doc({ data: {} }))[0]!.message).toBe("unsupported_block_type");
  });

  it("gives headers level 2 unless told, within 1..6", () => {
    expect(ok(doc({ type: "header", data: { text: "T" } })).blocks[0]).toEqual({ type: "header", data: { text: "T", level: 2 } });
    expect(ok(doc({ type: "header", data: { text: "T", level: "3" } })).blocks[0]!.data).toEqual({ text: "T", level: 3 });
    expect(issues(doc({ type: "header", data: { text: "T", level: 9 } }))[0]!.path).toBe("blocks.0.data.level");
  });

  it("normalises lists: v2 objects, legacy strings, ordered meta defaults, checklist checks", () => {
    const legacy = ok(doc({ type: "list", data: { style: "ordered", items: ["one", "two"] } })).blocks[0]!;
    expect(legacy.data).toEqual({
      style: "ordered",
      meta: { start: 1, counterType: "numeric" },
      items: [
        { content: "one", meta: {}, items: [] },
        { content: "two", meta: {}, items: [] },
      ],
    });
    const roman = ok(
      doc({
        type: "list",
        data: { style: "ordered", meta: { start: "4", counterType: "upper-roman" }, items: [{ content: "iv", items: [{ content: "nested" }] }] },
      }),
    ).blocks[0]!;
    expect(roman.data).toEqual({
      style: "ordered",
      meta: { start: 4, counterType: "upper-roman" },
      items: [{ content: "iv", meta: {}, items: [{ content: "nested", meta: {}, items: [] }] }],
    });
    const check = ok(
      doc({ type: "list", data: { style: "checklist", meta: { start: 3 }, items: [{ content: "a", meta: { checked: true } }, { content: "b" }] } }),
    ).blocks[0]!;
    expect(check.data).toEqual({
      style: "checklist",
      meta: {},
      items: [
        { content: "a", meta: { checked: true }, items: [] },
        { content: "b", meta: { checked: false }, items: [] },
      ],
    });
    expect(ok(doc({ type: "list", data: { items: [] } })).blocks[0]!.data).toMatchObject({ style: "unordered", meta: {} });
    expect(issues(doc({ type: "list", data: { style: "ordered", meta: { start: "1a" }, items: [] } }))[0]!.path).toBe("blocks.0.data.meta.start");
    expect(issues(doc({ type: "list", data: { style: "ordered", meta: { counterType: "greek" }, items: [] } }))[0]!.path).toBe(
      "blocks.0.data.meta.counterType",
    );
    expect(issues(doc({ type: "list", data: { style: "zigzag", items: [] } }))[0]!.path).toBe("blocks.0.data.style");
  });

  it("needs an http(s) or site image address and fills the image flags", () => {
    expect(ok(doc({ type: "image", data: { file: { url: "/api/uploads/images/a.jpg", size: 3 }, caption: "C" } })).blocks[0]!.data).toEqual({
      file: { url: "/api/uploads/images/a.jpg" },
      caption: "C",
      withBorder: false,
      withBackground: false,
      stretched: false,
    });
    expect(issues(doc({ type: "image", data: { caption: "no file" } }))[0]!.path).toBe("blocks.0.data.file");
    // Browsers read a backslash as a slash and drop tabs and newlines: all of these are //evil.example.
    for (const url of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "//evil.example/x.png",
      "",
      "/\\evil.example/x.png",
      "\\\\evil.example/x.png",
      "/\t/evil.example/x.png",
      "\\/evil.example/x.png",
    ]) {
      expect(issues(doc({ type: "image", data: { file: { url } } }))[0], url).toEqual({ path: "blocks.0.data.file.url", message: "invalid_url" });
    }
  });

  it("keeps quote, code, delimiter, table, embed and link blocks in their shapes", () => {
    const d = ok(
      doc(
        { type: "quote", data: { text: "Q", caption: "Hippocrates", extra: 1 } },
        { type: "code", data: { code: "<b>kept as text</b>" } },
        { type: "delimiter", data: { anything: true } },
        {
          type: "table",
          data: {
            withHeadings: true,
            content: [
              ["Food", "Fibre"],
              ["Oats", "10 g"],
            ],
          },
        },
        {
          type: "embed",
          data: {
            service: "youtube",
            source: "https://www.youtube.com/watch?v=x",
            embed: "https://www.youtube.com/embed/x",
            width: 580,
            height: "320",
            caption: "",
          },
        },
        {
          type: "linkTool",
          data: { link: "https://example.org/a", meta: { title: "T", description: "D", image: { url: "https://example.org/i.png" }, site_name: "x" } },
        },
      ),
    );
    expect(d.blocks.map((b) => b.data)).toEqual([
      { text: "Q", caption: "Hippocrates", alignment: "left" },
      { code: "<b>kept as text</b>" },
      {},
      {
        withHeadings: true,
        stretched: false,
        content: [
          ["Food", "Fibre"],
          ["Oats", "10 g"],
        ],
      },
      { service: "youtube", source: "https://www.youtube.com/watch?v=x", embed: "https://www.youtube.com/embed/x", width: 580, height: 320, caption: "" },
      { link: "https://example.org/a", meta: { title: "T", description: "D", image: { url: "https://example.org/i.png" } } },
    ]);
    expect(ok(doc({ type: "linkTool", data: { link: "https://example.org" } })).blocks[0]!.data).toEqual({
      link: "https://example.org",
      meta: { title: "", description: "", image: { url: "" } },
    });
    expect(issues(doc({ type: "linkTool", data: { link: "" } }))[0]!.path).toBe("blocks.0.data.link");
    expect(issues(doc({ type: "embed", data: { service: "x", source: "https://a.b", embed: "javascript:alert(1)" } }))[0]!.path).toBe("blocks.0.data.embed");
    expect(issues(doc({ type: "table", data: { content: "nope" } }))[0]!.path).toBe("blocks.0.data.content");
  });

  it("passes every rich text, and only those, through the given cleaner", () => {
    const d = ok(
      doc(
        { type: "paragraph", data: { text: "p" } },
        { type: "header", data: { text: "h" } },
        { type: "list", data: { style: "unordered", items: [{ content: "l", items: [{ content: "n" }] }] } },
        { type: "image", data: { file: { url: "/x.png" }, caption: "c" } },
        { type: "quote", data: { text: "q", caption: "qc" } },
        { type: "table", data: { content: [["t"]] } },
        { type: "embed", data: { service: "s", source: "https://a.b", embed: "https://a.b/e", caption: "e" } },
        { type: "code", data: { code: "code" } },
        { type: "linkTool", data: { link: "https://a.b", meta: { title: "title" } } },
      ),
    );
    const out = JSON.stringify(mapBlockTexts(d, (s) => `[${s}]`));
    for (const s of ["p", "h", "l", "n", "c", "q", "qc", "t", "e"]) expect(out).toContain(`"[${s}]"`);
    expect(out).toContain('"code"');
    expect(out).toContain('"title"');
  });

  it("reads a stored document back, and an unreadable one as empty", () => {
    const d = ok(doc({ type: "paragraph", data: { text: "p" } }));
    expect(parseStoredContent(JSON.stringify(d))).toEqual(d);
    for (const bad of ["", "not json", "null", "{}", '{"blocks":"x"}']) expect(parseStoredContent(bad), bad).toEqual({ blocks: [] });
  });
});
