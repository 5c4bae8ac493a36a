import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { snapshot } from "../../test/db-snapshot.js";
import { multipart } from "../../test/multipart.js";
import { MAX_UPLOAD_BYTES } from "../app.js";

describe("forms over the multipart limits", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  const post = async (url: string, fields: Parameters<typeof multipart>[0], lang: string) => {
    const form = await multipart(fields);
    return t.app.inject({ method: "POST", url: `${t.base}${url}?language=${lang}`, headers: { ...bearer(token), ...form.headers }, payload: form.payload });
  };
  const manyFields = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`recipe[f${i}]`, "x"]));
  const manyFiles = {
    "recipe[title]": "Soup",
    "recipe[image]": Array.from({ length: 50 }, () => ({ content: "x", filename: "a.png", contentType: "image/png" })),
  };

  it("say the form has too many fields or files, in the visitor's language, not that the file is too large", async () => {
    const before = await snapshot(t.db);
    const cases = [
      { fields: manyFields, en: "This form has too many fields.", es: "Este formulario tiene demasiados campos.", gr: "Αυτή η φόρμα έχει πάρα πολλά πεδία." },
      { fields: manyFiles, en: "This form has too many files.", es: "Este formulario tiene demasiados archivos.", gr: "Αυτή η φόρμα έχει πάρα πολλά αρχεία." },
    ];
    for (const c of cases) {
      for (const lang of ["en", "es", "gr"] as const) {
        const res = await post("/recipes", c.fields, lang);
        expect(res.statusCode, `${c.en} ${lang}`).toBe(413);
        expect(res.json().error).toBe(c[lang]);
      }
    }
    expect(await snapshot(t.db)).toEqual(before);
  });

  it("still say the file is too large when it is", async () => {
    const res = await post(
      "/api/v1/blog_images",
      { image: { content: Buffer.alloc(MAX_UPLOAD_BYTES + 1024), filename: "big.png", contentType: "image/png" } },
      "es",
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe("El archivo es demasiado grande.");
  });
});
