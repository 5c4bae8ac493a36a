import { describe, expect, it } from "vitest";
import { dailyValuePercent, nutrientKey, nutrientReference, parseQuantity } from "./nutrition";

const dv = (name: string, quantity: string | number, size?: string, kcal?: number) => dailyValuePercent({ name, quantity, size }, kcal);

describe("daily values", () => {
  it("derives the macronutrient references from 2000 kcal", () => {
    expect(nutrientReference("Protein")).toEqual({ key: "protein", amount: 75, unit: "g" });
    expect(nutrientReference("Fat")!.amount).toBeCloseTo(66.667, 3);
    expect(nutrientReference("Carbohydrates")!.amount).toBe(275);
    expect(nutrientReference("Fiber")!.amount).toBe(28);
    expect(nutrientReference("Protein", 2500)!.amount).toBe(93.75);
    expect(nutrientReference("Fiber", 1500)!.amount).toBe(21);
  });

  it("computes the percent with one decimal", () => {
    expect(dv("Protein", "12", "g")).toBe(16);
    expect(dv("Πρωτεΐνη", "9.5", "g")).toBe(12.7);
    expect(dv("Proteína", 15, "g", 2500)).toBe(16);
    expect(dv("Fat", "20", "g")).toBe(30);
    expect(dv("Grasas", "10", "g")).toBe(15);
    expect(dv("Carbohydrates", "30", "g")).toBe(10.9);
    expect(dv("Hidratos de carbono", "55", "g")).toBe(20);
    expect(dv("Fiber", "7", "g")).toBe(25);
    expect(dv("Φυτικές ίνες", "5,6", "g")).toBe(20);
    expect(dv("Calories", "500", "kcal")).toBe(25);
    expect(dv("Energía", "2092", "kJ")).toBe(25);
    expect(dv("Θερμίδες", "400", "Θερμίδες")).toBe(20);
    expect(dv("Protein", "30", "g.")).toBe(40);
  });

  it("uses the stated vitamin and mineral references", () => {
    expect(dv("Vitamin A", "200", "µg")).toBe(25);
    expect(dv("Βιταμίνη Α", "200", "μg")).toBe(25); // Greek capital alpha and Greek mu
    expect(dv("Vitamina D", "1", "mcg")).toBe(20);
    expect(dv("Vitamin C", "40", "mg")).toBe(50);
    expect(dv("Calcium", "0.2", "g")).toBe(25);
    expect(dv("Σίδηρος", "3.5", "mg")).toBe(25);
    expect(dv("ZINC", "1", "mg")).toBe(10);
    expect(dv("Potasio", "500", "mg")).toBe(25);
    expect(dv("Saturated fat", "3", "g")).toBe(15);
    expect(dv("Grasas saturadas", "3", "g")).toBe(15);
  });

  it("knows further EU reference values", () => {
    expect(dv("Sodium", "600", "mg")).toBe(25);
    expect(dv("Salt", "1.5", "g")).toBe(25);
    expect(dv("Sugars", "9", "g")).toBe(10);
    expect(dv("Magnesio", "75", "mg")).toBe(20);
    expect(dv("Vitamin B12", "0.5", "µg")).toBe(20);
    expect(dv("Βιταμίνη Β12", "1.25", "µg")).toBe(50);
    expect(dv("Folate", "50", "µg")).toBe(25);
  });

  it("assumes the reference unit when none is given", () => {
    expect(dv("Protein", "15")).toBe(20);
    expect(dv("Iron", "7")).toBe(50);
  });

  it("answers null when there is no comparable reference", () => {
    expect(dv("Cholesterol", "30", "mg")).toBeNull();
    expect(dv("Omega-3", "1", "g")).toBeNull();
    expect(dv("Protein", "a little", "g")).toBeNull();
    expect(dv("Protein", "5", "kcal")).toBeNull();
    expect(dv("Vitamin D", "200", "IU")).toBeNull();
    expect(dv("Vitamin B", "1", "mg")).toBeNull();
  });

  it("matches names without case, accents or notes", () => {
    expect(nutrientKey("PROTEÍNAS")).toBe("protein");
    expect(nutrientKey("πρωτεΐνες")).toBe("protein");
    expect(nutrientKey("Fat (total)")).toBe("fat");
    expect(nutrientKey("Total  fat")).toBe("fat");
    expect(nutrientKey("Υδατάνθρακες")).toBe("carbohydrates");
    expect(nutrientKey("Κορεσμένα λιπαρά")).toBe("saturated_fat");
    expect(nutrientKey("vitamin b-12")).toBe("vitamin_b12");
    expect(nutrientKey("Θερμίδες")).toBe("energy");
  });

  it("reads quantities as people type them", () => {
    expect(parseQuantity("12,5")).toBe(12.5);
    expect(parseQuantity("~3 g")).toBe(3);
    expect(parseQuantity("")).toBeNull();
  });
});
