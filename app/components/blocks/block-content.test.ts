import { describe, expect, it } from "vitest";
import { parseContent, safeUrl } from "./block-content";

describe("addresses a blog block may render", () => {
  it("keeps web addresses and paths on this site", () => {
    expect(safeUrl("https://example.org/a.png")).toBe("https://example.org/a.png");
    expect(safeUrl("/api/uploads/images/a.png")).toBe("/api/uploads/images/a.png");
  });

  it("refuses addresses a browser reads as another site's (//, backslashes, tabs)", () => {
    for (const url of [
      "//evil.example/x",
      "/\\evil.example/x",
      "\\\\evil.example/x",
      "\\/evil.example/x",
      "/\t/evil.example/x",
      "/\n/evil.example/x",
      "javascript:alert(1)",
    ]) {
      expect(safeUrl(url), JSON.stringify(url)).toBeNull();
    }
  });
});

describe("reading a stored document", () => {
  it("accepts a JSON string or an object; unreadable content is null, nothing is no blocks", () => {
    expect(parseContent('{"blocks":[{"type":"paragraph","data":{"text":"Hi"}}]}')?.blocks).toHaveLength(1);
    expect(parseContent({ blocks: [{ type: "delimiter" }] })?.blocks[0]).toEqual({ type: "delimiter", data: {} });
    expect(parseContent("not json")).toBeNull();
    expect(parseContent({ no: "blocks" })).toBeNull();
    expect(parseContent(null)?.blocks).toEqual([]);
    expect(parseContent({ blocks: [null, 3, { type: "header", data: { text: "T" } }] })?.blocks).toHaveLength(1);
  });
});
