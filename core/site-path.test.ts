import { describe, expect, it } from "vitest";
import { isSitePath } from "./site-path.js";

describe("paths on this site", () => {
  it("accepts paths that stay on the site", () => {
    for (const p of ["/", "/services", "/api/uploads/images/a.png", "/blogs/x?lang=es#top", "/a%5Cb"]) expect(isSitePath(p), p).toBe(true);
  });

  it("refuses what a browser reads as another site, or not as a path", () => {
    for (const p of [
      "//example.com",
      "/\\example.com",
      "\\\\example.com",
      "\\/example.com",
      "/\t/example.com",
      "/\n/example.com",
      "/\r/example.com",
      "/ /example.com",
      "example.com",
      "https://example.com",
      "",
    ]) {
      expect(isSitePath(p), JSON.stringify(p)).toBe(false);
    }
  });
});
