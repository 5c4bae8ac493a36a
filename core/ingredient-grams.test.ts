import { describe, expect, it } from "vitest";
import { ingredientGrams, parseAmount } from "./ingredient-grams";

const oil = [
  { name: "tablespoon", grams: 13.5 },
  { name: "cup", grams: 216 },
  { name: "tsp", grams: 4.5 },
];
const apple = [
  { name: "cup, sliced", grams: 109 },
  { name: 'medium (3" dia)', grams: 182 },
];
const garlic = [
  { name: "diente", grams: 3 },
  { name: "cup", grams: 136 },
];

describe("an ingredient's grams", () => {
  it("reads amounts as cooks write them", () => {
    expect(parseAmount("1 1/2")).toBe(1.5);
    expect(parseAmount("0,25")).toBe(0.25);
    expect(parseAmount("½")).toBe(0.5);
    expect(parseAmount("una pizca")).toBeNull();
  });

  it("converts weights and volumes in any of the three languages", () => {
    expect(ingredientGrams("250", "g", [])).toBe(250);
    expect(ingredientGrams("0,5", "kg", [])).toBe(500);
    expect(ingredientGrams("200", "ml", [])).toBe(200);
    expect(ingredientGrams("1", "litro", [])).toBe(1000);
    expect(ingredientGrams("300", "γρ.", [])).toBe(300);
  });

  it("uses the food's own spoon and cup measures, else the usual volumes", () => {
    expect(ingredientGrams("2", "cucharadas", oil)).toBe(27);
    expect(ingredientGrams("1", "tbsp", [])).toBe(15);
    expect(ingredientGrams("1", "κουταλάκι", oil)).toBe(4.5);
    expect(ingredientGrams("1/2", "taza", oil)).toBe(108);
    expect(ingredientGrams("1", "cup", [])).toBe(240);
  });

  it("counts pieces by the food's medium measure, or by a measure of the unit's name", () => {
    expect(ingredientGrams("2", "", apple)).toBe(364);
    expect(ingredientGrams("1", "unidad", apple)).toBe(182);
    expect(ingredientGrams("3", "diente", garlic)).toBe(9);
    expect(ingredientGrams("1", "pizca", garlic)).toBeNull();
    expect(ingredientGrams("2", "pieces", [])).toBeNull();
  });
});
