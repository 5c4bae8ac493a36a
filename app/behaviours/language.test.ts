import { describe, expect, it } from "vitest";
import { withLanguage } from "./language";

describe("the language select's address", () => {
  const at = (path: string, hash = "") => {
    const url = new URL(path, "http://site");
    return { pathname: url.pathname, search: url.search, hash };
  };
  it("sets ?lang= and keeps the other parameters and the fragment", () => {
    expect(withLanguage(at("/blogs?page=2"), "gr")).toBe("/blogs?page=2&lang=gr");
    expect(withLanguage(at("/services", "#plan-3"), "es")).toBe("/services?lang=es#plan-3");
    expect(withLanguage(at("/recipes?lang=es"), "gr")).toBe("/recipes?lang=gr");
  });
  it("drops it for English, the default", () => {
    expect(withLanguage(at("/recipes?lang=gr"), "en")).toBe("/recipes");
    expect(withLanguage(at("/blogs?lang=es&page=2"), "en")).toBe("/blogs?page=2");
  });
});
