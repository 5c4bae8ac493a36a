import { describe, expect, it } from "vitest";
import { dailyValuePercent, normaliseName, nutrientOf, roundPercent } from "./nutrition";

describe("daily values", () => {
  it("derives macronutrient references from 2000 kcal", () => {
    expect(dailyValuePercent({ name: "Protein", quantity: 75, size: "g" })).toBeCloseTo(100);
    expect(dailyValuePercent({ name: "Fat", quantity: "20", size: "g" })).toBeCloseTo((20 / (600 / 9)) * 100);
    expect(dailyValuePercent({ name: "Carbohydrates", quantity: 55, size: "g" })).toBeCloseTo(20);
    expect(dailyValuePercent({ name: "Fiber", quantity: 7, size: "g" })).toBeCloseTo(25);
    expect(dailyValuePercent({ name: "Calories", quantity: 500, size: "kcal" })).toBeCloseTo(25);
  });

  it("scales with the energy of the reference diet", () => {
    expect(dailyValuePercent({ name: "Protein", quantity: 75, size: "g" }, 2500)).toBeCloseTo(80);
  });

  it("uses the fixed references for vitamins and minerals and converts units", () => {
    expect(dailyValuePercent({ name: "Vitamin C", quantity: 40, size: "mg" })).toBeCloseTo(50);
    expect(dailyValuePercent({ name: "Calcium", quantity: 0.4, size: "g" })).toBeCloseTo(50);
    expect(dailyValuePercent({ name: "Vitamin A", quantity: 400, size: "µg" })).toBeCloseTo(50);
    expect(dailyValuePercent({ name: "Vitamin D", quantity: 2.5, size: "mcg" })).toBeCloseTo(50);
    expect(dailyValuePercent({ name: "Iron", quantity: 7, size: "mg" })).toBeCloseTo(50);
    expect(dailyValuePercent({ name: "Zinc", quantity: 5, size: "mg" })).toBeCloseTo(50);
    expect(dailyValuePercent({ name: "Potassium", quantity: 1000, size: "mg" })).toBeCloseTo(50);
    expect(dailyValuePercent({ name: "Saturated fat", quantity: 5, size: "g" })).toBeCloseTo(25);
  });

  it("recognises Spanish and Greek names", () => {
    expect(nutrientOf("Proteínas")).toBe("protein");
    expect(nutrientOf("Hidratos de carbono")).toBe("carbohydrates");
    expect(nutrientOf("Πρωτεΐνη")).toBe("protein");
    expect(nutrientOf("Φυτικές ίνες")).toBe("fiber");
    expect(nutrientOf("Βιταμίνη Α")).toBe("vitaminA");
    expect(nutrientOf("Βιταμίνη C")).toBe("vitaminC");
    expect(normaliseName(" Fat (total) ")).toBe("fat");
  });

  it("has no value for unknown nutrients or unreadable amounts", () => {
    expect(dailyValuePercent({ name: "Sodium", quantity: 300, size: "mg" })).toBeNull();
    expect(dailyValuePercent({ name: "Protein", quantity: "a lot", size: "g" })).toBeNull();
    expect(dailyValuePercent({ name: "Protein", quantity: 10, size: "cups" })).toBeNull();
  });

  it("rounds to one decimal", () => {
    expect(roundPercent(33.333)).toBe(33.3);
    expect(roundPercent(12.25)).toBe(12.3);
  });
});
