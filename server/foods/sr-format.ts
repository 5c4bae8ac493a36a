// The USDA's Standard Reference (SR Legacy, release 28) as the Nutrient Data Laboratory
// distributes it in ASCII: caret-separated fields, text between tildes, ISO-8859-1, one food
// per line (docs/decisions/040). The abbreviated file (ABBREV.txt) carries the values per
// 100 g and two household measures; beside it, the full release's FOOD_DES.txt gives the long
// names and food groups, FD_GROUP.txt the groups' names and WEIGHT.txt every household measure.
import fs from "node:fs";
import path from "node:path";
import { MICRONUTRIENTS, type FoodNutrients } from "../../core/food-nutrients.js";

export interface SourceFood {
  code: string;
  /** The publisher's food group (its code), or null when only the abbreviated file was read. */
  group: string | null;
  name: string;
  per_100g: FoodNutrients;
  /** Household measures: grams for one of each. */
  measures: { name: string; grams: number }[];
}

export interface SourceTable {
  source: "usda-sr";
  foods: SourceFood[];
  groups: Record<string, string>;
}

/** One line's fields, tildes removed; an empty field is "". */
export function srFields(line: string): string[] {
  return line.split("^").map((f) => (f.startsWith("~") && f.endsWith("~") && f.length >= 2 ? f.slice(1, -1) : f).trim());
}

function srLines(file: string): string[][] {
  return fs
    .readFileSync(file, "latin1")
    .split(/\r\n|\r|\n/)
    .filter((l) => l.trim() !== "")
    .map(srFields);
}

const num = (v: string | undefined): number | null => {
  if (v === undefined || v === "") return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

// Positions in ABBREV.txt (Table 16 of the release's documentation).
const ABBREV = {
  code: 0,
  shortName: 1,
  energy_kcal: 3,
  protein_g: 4,
  fat_g: 5,
  carbohydrate_g: 7,
  fibre_g: 8,
  sugars_g: 9,
  calcium_mg: 10,
  iron_mg: 11,
  magnesium_mg: 12,
  potassium_mg: 14,
  sodium_mg: 15,
  vitamin_c_mg: 20,
  folate_ug: 26,
  vitamin_b12_ug: 31,
  vitamin_d_ug: 41,
  saturated_fat_g: 44,
  measure1: [48, 49],
  measure2: [50, 51],
} as const;
const ABBREV_MIN_FIELDS = 52;

/** "1 cup, chopped" and 160 g stay as they are; ".5 cup" becomes "1 cup" with the grams halved back. */
function oneOf(amount: number, description: string, grams: number): { name: string; grams: number } | null {
  if (!(amount > 0) || !(grams > 0) || !description) return null;
  return { name: description, grams: Math.round((grams / amount) * 100) / 100 };
}

/** Reads ABBREV's leading amount ("1 pat", ".5 cup") off its description. */
function abbrevMeasure(grams: string | undefined, description: string | undefined) {
  const g = num(grams);
  if (g === null || !description) return null;
  const m = /^(\d*\.?\d+)\s+(.*)$/.exec(description);
  return m ? oneOf(Number(m[1]), m[2]!.replace(/\s+/g, " ").replace(/^,\s*/, ""), g) : oneOf(1, description, g);
}

export class SourceFormatError extends Error {}

/**
 * Reads a release: a folder holding ABBREV.txt (and, when present, FOOD_DES.txt, FD_GROUP.txt
 * and WEIGHT.txt), or the ABBREV.txt file alone.
 */
export function readSrRelease(target: string): SourceTable {
  const isDir = fs.statSync(target).isDirectory();
  const dir = isDir ? target : path.dirname(target);
  const find = (name: string) => {
    if (!isDir) return name === "ABBREV.txt" ? target : undefined;
    const hit = fs.readdirSync(dir).find((f) => f.toLowerCase() === name.toLowerCase());
    return hit ? path.join(dir, hit) : undefined;
  };
  const abbrev = find("ABBREV.txt");
  if (!abbrev) throw new SourceFormatError(`no ABBREV.txt in ${target}`);

  const groups: Record<string, string> = {};
  const groupFile = find("FD_GROUP.txt");
  if (groupFile) for (const [code, name] of srLines(groupFile)) if (code && name) groups[code] = name;

  const described = new Map<string, { group: string; name: string }>();
  const desFile = find("FOOD_DES.txt");
  if (desFile) for (const f of srLines(desFile)) if (f[0] && f[1] && f[2]) described.set(f[0], { group: f[1], name: f[2] });

  const weights = new Map<string, { name: string; grams: number }[]>();
  const weightFile = find("WEIGHT.txt");
  if (weightFile) {
    for (const [code, , amount, description, grams] of srLines(weightFile)) {
      const m = code && description ? oneOf(Number(amount), description, Number(grams)) : null;
      if (!m) continue;
      const list = weights.get(code!) ?? [];
      if (!list.some((x) => x.name === m.name)) list.push(m);
      weights.set(code!, list);
    }
  }

  const foods: SourceFood[] = [];
  for (const [i, f] of srLines(abbrev).entries()) {
    const code = f[ABBREV.code];
    if (f.length < ABBREV_MIN_FIELDS || !code || !/^\d{4,5}$/.test(code)) {
      throw new SourceFormatError(`${path.basename(abbrev)} line ${i + 1}: not a food of the abbreviated file`);
    }
    const v = (k: Exclude<keyof typeof ABBREV, "code" | "shortName" | "measure1" | "measure2">) => num(f[ABBREV[k]]);
    const energy = v("energy_kcal");
    if (energy === null) throw new SourceFormatError(`${path.basename(abbrev)} line ${i + 1}: no energy`);
    const per_100g: FoodNutrients = {
      energy_kcal: energy,
      protein_g: v("protein_g") ?? 0,
      fat_g: v("fat_g") ?? 0,
      carbohydrate_g: v("carbohydrate_g") ?? 0,
      fibre_g: v("fibre_g") ?? 0,
    };
    for (const k of MICRONUTRIENTS) {
      const x = v(k);
      if (x !== null) per_100g[k] = x;
    }
    const des = described.get(code);
    const measures =
      weights.get(code) ??
      [abbrevMeasure(f[ABBREV.measure1[0]], f[ABBREV.measure1[1]]), abbrevMeasure(f[ABBREV.measure2[0]], f[ABBREV.measure2[1]])].filter(
        (m): m is { name: string; grams: number } => m !== null,
      );
    foods.push({ code, group: des?.group ?? null, name: des?.name ?? f[ABBREV.shortName] ?? code, per_100g, measures });
  }
  return { source: "usda-sr", foods, groups };
}
