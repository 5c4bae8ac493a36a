import { describe, expect, it } from "vitest";
import { scaleQuantity } from "./recipe-scaler";

describe("the recipe's servings scaler", () => {
  it("measures spoons and cups in quarters, shown as fractions", () => {
    expect(scaleQuantity("1", "cucharada", 1.5, "es")).toBe("1 ½");
    expect(scaleQuantity("1/2", "tsp", 0.5, "en")).toBe("¼");
    expect(scaleQuantity("2", "κουταλιές", 0.25, "gr")).toBe("½");
    expect(scaleQuantity("1", "cup", 3, "en")).toBe("3");
  });

  it("rounds weights and volumes to what a scale shows, with the reader's decimal mark", () => {
    expect(scaleQuantity("200", "g", 1.5, "es")).toBe("300");
    expect(scaleQuantity("250", "g", 1 / 3, "en")).toBe("85");
    expect(scaleQuantity("330", "ml", 0.75, "en")).toBe("250");
    expect(scaleQuantity("1", "kg", 0.75, "es")).toBe("0,8");
    expect(scaleQuantity("5", "g", 0.5, "gr")).toBe("2,5");
  });

  it("counts pieces in halves, and keeps what is not a number as written", () => {
    expect(scaleQuantity("3", "", 0.5, "en")).toBe("1 ½");
    expect(scaleQuantity("1", "diente", 2, "es")).toBe("2");
    expect(scaleQuantity("una pizca", "", 2, "es")).toBe("una pizca");
  });
});
