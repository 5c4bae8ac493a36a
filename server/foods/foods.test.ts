import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { readSrRelease, SourceFormatError } from "./sr-format.js";
import { importTable, readTranslations } from "./table-store.js";

// A release in the publisher's own format, made here: caret-separated, text between tildes,
// ISO-8859-1 and CRLF, as the Standard Reference's ASCII files are distributed.
function abbrevLine(
  code: string,
  name: string,
  v: { kcal: number; protein: number; fat: number; carb: number; fibre: number; sodium: number },
  m1: [number, string],
) {
  const f: string[] = new Array(53).fill("");
  f[0] = `~${code}~`;
  f[1] = `~${name.toUpperCase()}~`;
  f[2] = "10.00";
  f[3] = String(v.kcal);
  f[4] = v.protein.toFixed(2);
  f[5] = v.fat.toFixed(2);
  f[6] = "1.00";
  f[7] = v.carb.toFixed(2);
  f[8] = v.fibre.toFixed(1);
  f[15] = String(v.sodium);
  f[48] = String(m1[0]);
  f[49] = `~${m1[1]}~`;
  f[50] = "";
  f[51] = "~~";
  f[52] = "0";
  return f.join("^");
}

function writeRelease(dir: string, lentilKcal: number) {
  fs.mkdirSync(dir, { recursive: true });
  const crlf = (lines: string[]) => lines.join("\r\n") + "\r\n";
  fs.writeFileSync(
    path.join(dir, "ABBREV.txt"),
    crlf([
      abbrevLine("90001", "Lentils, raw", { kcal: lentilKcal, protein: 24.63, fat: 1.06, carb: 63.35, fibre: 10.7, sodium: 6 }, [192, "1 cup"]),
      abbrevLine("90002", "Oil, olive", { kcal: 884, protein: 0, fat: 100, carb: 0, fibre: 0, sodium: 2 }, [13.5, "1 tbsp"]),
      abbrevLine("90003", "Creme fraiche", { kcal: 292, protein: 2.1, fat: 30, carb: 2.9, fibre: 0, sodium: 40 }, [15, "1 tbsp"]),
    ]),
  );
  fs.writeFileSync(path.join(dir, "FD_GROUP.txt"), crlf(["~1600~^~Legumes and Legume Products~", "~0400~^~Fats and Oils~", "~0100~^~Dairy and Egg Products~"]));
  fs.writeFileSync(
    path.join(dir, "FOOD_DES.txt"),
    Buffer.from(
      crlf([
        "~90001~^~1600~^~Lentils, raw~^~LENTILS,RAW~^~~^~~^~Y~^~~^0^~~^6.25^^^",
        "~90002~^~0400~^~Oil, olive, salad or cooking~^~OIL,OLIVE~^~~^~~^~Y~^~~^0^~~^^^^",
        "~90003~^~0100~^~Crème fraîche~^~CREME FRAICHE~^~~^~~^~Y~^~~^0^~~^^^^",
      ]),
      "latin1",
    ),
  );
  fs.writeFileSync(path.join(dir, "WEIGHT.txt"), crlf(["~90001~^1^1^~cup~^192^^", "~90002~^1^1^~tbsp~^13.5^^", "~90002~^2^1^~tsp~^4.5^^"]));
}

const names = readTranslations("code\tes\tgr\n90001\tLentejas secas\tΦακές, ξερές\n90002\tAceite de oliva\tΕλαιόλαδο\n");

describe("the food composition table", () => {
  let t: TestApp;
  let admin: string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sr-release-"));
  const search = (q: string, language: string) =>
    t.app.inject({ url: `${t.base}/api/admin/foods?q=${encodeURIComponent(q)}&language=${language}`, headers: bearer(admin) });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("ships the compiled table: a fresh database holds every food of the release with the staples named in Spanish and Greek", async () => {
    const count = await t.db
      .selectFrom("foods")
      .select((e) => e.fn.countAll<number>().as("n"))
      .where("source", "=", "usda-sr")
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(8790);
    const named = await t.db
      .selectFrom("foods")
      .select((e) => e.fn.countAll<number>().as("n"))
      .where("name_es", "is not", null)
      .where("name_gr", "is not", null)
      .executeTakeFirstOrThrow();
    expect(Number(named.n)).toBeGreaterThanOrEqual(400);
    const oil = await t.db.selectFrom("foods").selectAll().where("source_code", "=", "04053").executeTakeFirstOrThrow();
    expect([oil.name_en, oil.name_es, oil.name_gr]).toEqual(["Oil, olive, salad or cooking", "Aceite de oliva", "Ελαιόλαδο"]);
    expect(JSON.parse(oil.per_100g)).toMatchObject({ energy_kcal: 884, fat_g: 100 });
    expect(JSON.parse(oil.measures)).toContainEqual({ name: "tablespoon", grams: 13.5 });
  });

  it("searches Greek and Spanish names without regard to case, accents or the final sigma, by the start of words", async () => {
    for (const q of ["φακές", "ΦΑΚΕΣ", "φακεσ", "φακ"]) {
      const res = await search(q, "gr");
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()[0].name, q).toMatch(/^Φακές/);
    }
    for (const q of ["lentejas", "LENTEJAS", "léntejas", "lent"]) {
      const body = (await search(q, "es")).json();
      expect(body[0].name, q).toMatch(/^Lentejas/);
      expect(body[0].name_fallback).toBe(false);
    }
    const oil = (await search("aceite oliva", "es")).json();
    expect(oil[0]).toMatchObject({ name: "Aceite de oliva", group: "Grasas y aceites" });
    expect(oil[0].measures).toContainEqual({ name: "cucharada", key: "tablespoon", grams: 13.5, own: false });
    // A word's middle does not match: "eite" is no word's beginning.
    expect((await search("eite", "es")).json()).toEqual([]);
    // A food without a Spanish name answers in English, marked so.
    const untranslated = (await search("acerola", "es")).json();
    expect(untranslated[0]).toMatchObject({ name_fallback: true });
    expect(untranslated[0].name).toMatch(/^Acerola/);
    expect((await search("x", "fr")).statusCode).toBe(422);
  });

  it("imports a release in the publisher's format, again without change, and a newer one updates values and keeps her foods and measures", async () => {
    const own = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/admin/foods`,
      headers: { ...bearer(admin), "accept-language": "es" },
      payload: {
        names: { es: "Tortilla de patatas de la abuela", gr: "Ισπανική ομελέτα της γιαγιάς" },
        per_100g: { energy_kcal: 180, protein_g: 6.5, fat_g: 11, carbohydrate_g: 14, fibre_g: 1.3 },
        measures: [{ name: "ración", grams: 150 }],
      },
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({ name: "Tortilla de patatas de la abuela", source: "own", group: "Mis alimentos" });

    writeRelease(dir, 352);
    const first = await importTable(t.db, readSrRelease(dir), names);
    expect(first).toEqual({ added: 3, updated: 0, unchanged: 0, not_in_release: 8790, own_kept: 1 });
    const lentil = await t.db.selectFrom("foods").selectAll().where("source_code", "=", "90001").executeTakeFirstOrThrow();
    expect(lentil).toMatchObject({ name_en: "Lentils, raw", name_es: "Lentejas secas", group_code: "1600" });
    const creme = await t.db.selectFrom("foods").selectAll().where("source_code", "=", "90003").executeTakeFirstOrThrow();
    expect(creme.name_en).toBe("Crème fraîche");

    // Her measure on a table food.
    const put = await t.app.inject({
      method: "PUT",
      url: `${t.base}/api/admin/foods/${lentil.id}`,
      headers: bearer(admin),
      payload: { measures: [{ name: "puñado", grams: 30 }] },
    });
    expect(put.statusCode, put.body).toBe(200);

    expect(await importTable(t.db, readSrRelease(dir), names)).toEqual({ added: 0, updated: 0, unchanged: 3, not_in_release: 8790, own_kept: 1 });

    writeRelease(dir, 353);
    expect(await importTable(t.db, readSrRelease(path.join(dir, "ABBREV.txt")), names)).toMatchObject({ added: 0, updated: 3, own_kept: 1 });
    writeRelease(dir, 353);
    expect(await importTable(t.db, readSrRelease(dir), names)).toMatchObject({ added: 0, updated: 3, unchanged: 0 });
    const after = await t.db.selectFrom("foods").selectAll().where("id", "=", lentil.id).executeTakeFirstOrThrow();
    expect(JSON.parse(after.per_100g).energy_kcal).toBe(353);
    expect(JSON.parse(after.own_measures)).toEqual([{ name: "puñado", grams: 30 }]);
    const mine = await t.db.selectFrom("foods").selectAll().where("id", "=", own.json().id).executeTakeFirstOrThrow();
    expect(mine.name_es).toBe("Tortilla de patatas de la abuela");
  });

  it("refuses a file that is not the abbreviated file, and changes to the table's own values", async () => {
    const bad = path.join(dir, "bad");
    fs.mkdirSync(bad);
    fs.writeFileSync(path.join(bad, "ABBREV.txt"), "code,name,kcal\n1,apple,52\n");
    expect(() => readSrRelease(bad)).toThrow(SourceFormatError);

    const oil = (await search("olive oil", "en")).json()[0];
    const res = await t.app.inject({
      method: "PUT",
      url: `${t.base}/api/admin/foods/${oil.id}`,
      headers: { ...bearer(admin), "accept-language": "gr" },
      payload: { per_100g: { energy_kcal: 1, protein_g: 0, fat_g: 0, carbohydrate_g: 0, fibre_g: 0 } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/πίνακα σύστασης/);
    const tooMuch = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/admin/foods`,
      headers: { ...bearer(admin), "accept-language": "es" },
      payload: { names: { en: "Bad" }, per_100g: { energy_kcal: 100, protein_g: 60, fat_g: 30, carbohydrate_g: 30, fibre_g: 0 } },
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.body).toMatch(/no pueden sumar más de 100 g/);
    const noName = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/admin/foods`,
      headers: bearer(admin),
      payload: { names: {}, per_100g: { energy_kcal: 100, protein_g: 1, fat_g: 1, carbohydrate_g: 1, fibre_g: 0 } },
    });
    expect(noName.statusCode).toBe(422);
    expect((await t.app.inject({ url: `${t.base}/api/admin/foods?q=oil` })).statusCode).toBe(401);
  });
});
