import { describe, expect, it } from "vitest";
import { safeUrl } from "./block-content";

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
