// What a food's values per 100 g hold: the five every plan and recipe totals, and the
// micronutrients a plan may follow. Units are in the names.
export const MAIN_NUTRIENTS = ["energy_kcal", "protein_g", "fat_g", "carbohydrate_g", "fibre_g"] as const;
export const MICRONUTRIENTS = [
  "sugars_g",
  "saturated_fat_g",
  "sodium_mg",
  "potassium_mg",
  "calcium_mg",
  "iron_mg",
  "magnesium_mg",
  "vitamin_c_mg",
  "vitamin_d_ug",
  "vitamin_b12_ug",
  "folate_ug",
] as const;

export type MainNutrient = (typeof MAIN_NUTRIENTS)[number];
export type Micronutrient = (typeof MICRONUTRIENTS)[number];
export type FoodNutrients = Record<MainNutrient, number> & Partial<Record<Micronutrient, number>>;
