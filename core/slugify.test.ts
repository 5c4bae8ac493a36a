import { describe, expect, it } from "vitest";
import { slugify } from "./slugify";

describe("slugify", () => {
  it("lowercases and joins words with single hyphens", () => {
    expect(slugify("  Greek Salad -- with Feta!  ")).toBe("greek-salad-with-feta");
    expect(slugify("Lentil soup (v2)")).toBe("lentil-soup-v2");
  });

  it("spells Spanish and Greek letters in Latin", () => {
    expect(slugify("Crema de calabacín y piñones")).toBe("crema-de-calabacin-y-pinones");
    expect(slugify("Χωριάτικη σαλάτα")).toBe("choriatiki-salata");
    expect(slugify("Φασολάδα του βουνού")).toBe("fasolada-tou-vounou");
  });

  it("answers an empty slug when nothing is left", () => {
    expect(slugify("¿¡ !?")).toBe("");
  });
});
