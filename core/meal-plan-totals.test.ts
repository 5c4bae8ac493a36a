import { describe, expect, it } from "vitest";
import { dayTotals, itemGrams, itemTotals, mealTotals, mifflinStJeor, roundTotals, targetGrams, type FoodFacts, type Lookup } from "./meal-plan-totals.js";

const oil: FoodFacts = {
  per_100g: { energy_kcal: 884, protein_g: 0, fat_g: 100, carbohydrate_g: 0, fibre_g: 0 },
  measures: [{ name: "tablespoon", grams: 13.5 }],
};
const lentils: FoodFacts = {
  per_100g: { energy_kcal: 116, protein_g: 9.02, fat_g: 0.38, carbohydrate_g: 20.13, fibre_g: 7.9 },
  measures: [{ name: "cup", grams: 198 }],
};
const lookup: Lookup = {
  food: (id) => ({ 1: oil, 2: lentils })[id],
  recipe: (id) => (id === 7 ? { energy_kcal: 420.4, protein_g: 18.26, fat_g: 12.1, carbohydrate_g: 55, fibre_g: 9.04 } : id === 8 ? null : undefined),
};

describe("a plan's arithmetic", () => {
  it("turns household measures into grams and refuses a measure the food does not have", () => {
    expect(itemGrams({ food_id: 1, measure: "Tablespoon", amount: 2 }, oil)).toBe(27);
    expect(itemGrams({ food_id: 1, measure: "cup", amount: 1 }, oil)).toBeNull();
    expect(itemGrams({ food_id: 2, grams: 150 }, lentils)).toBe(150);
  });

  it("adds a meal's items by hand: 2 tbsp of oil, 150 g of lentils and 1.5 portions of a recipe", () => {
    const meal = {
      items: [
        { food_id: 1, measure: "tablespoon", amount: 2 },
        { food_id: 2, grams: 150 },
        { recipe_id: 7, portions: 1.5 },
      ],
      alternatives: [[{ food_id: 2, grams: 1000 }]],
    };
    // 27 g of oil: 238.68 kcal, 27 g fat. 150 g of lentils: 174 kcal, 13.53 g protein, 0.57 g fat,
    // 30.195 g carbohydrate, 11.85 g fibre. The recipe: 630.6 kcal, 27.39 g protein, 18.15 g fat,
    // 82.5 g carbohydrate, 13.56 g fibre. The alternative is not added.
    expect(roundTotals(mealTotals(meal, lookup))).toEqual({ energy_kcal: 1043, protein_g: 40.9, fat_g: 45.7, carbohydrate_g: 112.7, fibre_g: 25.4 });
    const day = { meals: [meal, { items: [{ food_id: 2, grams: 100 }], alternatives: [] }] };
    expect(roundTotals(dayTotals(day, lookup))).toEqual({ energy_kcal: 1159, protein_g: 49.9, fat_g: 46.1, carbohydrate_g: 132.8, fibre_g: 33.3 });
  });

  it("counts nothing for a recipe with no linked ingredient or an unknown food", () => {
    expect(itemTotals({ recipe_id: 8, portions: 2 }, lookup)).toEqual({ energy_kcal: 0, protein_g: 0, fat_g: 0, carbohydrate_g: 0, fibre_g: 0 });
    expect(itemTotals({ food_id: 99, grams: 100 }, lookup).energy_kcal).toBe(0);
  });

  it("rounds energy to the kilocalorie and grams to a tenth, once", () => {
    expect(roundTotals({ energy_kcal: 99.5, protein_g: 0.05, fat_g: 1.04, carbohydrate_g: 2.25, fibre_g: 0 })).toEqual({
      energy_kcal: 100,
      protein_g: 0.1,
      fat_g: 1,
      carbohydrate_g: 2.3,
      fibre_g: 0,
    });
  });

  it("suggests energy by Mifflin–St Jeor and converts the shares into grams", () => {
    // Woman, 65 kg, 165 cm, 40 years: 650 + 1031.25 − 200 − 161 = 1320.25; × 1.375 = 1815.3 → 1820.
    expect(mifflinStJeor({ weight_kg: 65, height_cm: 165, age: 40, sex: "female" }, 1.375)).toBe(1820);
    // Man, 80 kg, 180 cm, 30 years: 800 + 1125 − 150 + 5 = 1780; × 1.55 = 2759 → 2760.
    expect(mifflinStJeor({ weight_kg: 80, height_cm: 180, age: 30, sex: "male" }, 1.55)).toBe(2760);
    expect(targetGrams({ energy_kcal: 2000, protein_pct: 20, fat_pct: 30, carbohydrate_pct: 50 })).toEqual({ protein_g: 100, fat_g: 67, carbohydrate_g: 250 });
  });
});
