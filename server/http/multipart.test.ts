import { describe, expect, it } from "vitest";
import { arraysFromIndexes, fieldPath, setPath } from "./multipart.js";

describe("bracketed form names", () => {
  it("nests names and turns indexed keys into arrays in index order", () => {
    const target: Record<string, unknown> = {};
    setPath(target, fieldPath("recipe[title]"), "Soup");
    setPath(target, fieldPath("recipe[ingredients_attributes][1][name]"), "salt");
    setPath(target, fieldPath("recipe[ingredients_attributes][0][name]"), "water");
    setPath(target, fieldPath("meta_title"), "M");
    expect(arraysFromIndexes(target)).toEqual({
      recipe: { title: "Soup", ingredients_attributes: [{ name: "water" }, { name: "salt" }] },
      meta_title: "M",
    });
  });

  it("refuses prototype keys", () => {
    expect(() => setPath({}, fieldPath("blog[__proto__][x]"), "1")).toThrow();
  });
});
