import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { multipartBody } from "../../test/multipart.js";
import { recipeFormData, type RecipeWrite } from "../../app/lib/api/recipes.js";
import { storeImage } from "./images.js";

const recipe = (title: string): RecipeWrite => ({
  title,
  description: "d",
  category: "c",
  slug: "",
  language: "en",
  ingredients_attributes: [{ name: "Tomatoes", quantity: "3", size: "pcs" }],
  instructions_attributes: [{ step_number: 1, step_content: "Cut." }],
  nutritional_facts_attributes: [],
  valuable_info_attributes: { duration: "15 min", difficulty: "Easy", portions: 2 },
  meta_info_attributes: { meta_title: "t", meta_description: "d", meta_keywords: "k" },
});

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c0392b" } })
    .composite([{ input: { create: { width: Math.ceil(width / 2), height, channels: 3, background: "#27ae60" } }, left: 0, top: 0 }])
    .jpeg()
    .toBuffer();

describe("uploaded images and their responsive variants", () => {
  let t: TestApp;
  let token: string;
  const stored = () => fs.readdirSync(path.join(t.dataDir, "files", "images")).sort();
  const get = (url: string) => t.app.inject({ method: "GET", url });

  async function upload(title: string, data: Buffer, type = "image/jpeg"): Promise<string> {
    const form = await multipartBody(recipeFormData(recipe(title), new Blob([new Uint8Array(data)], { type })));
    const res = await t.app.inject({ method: "POST", url: `${t.base}/recipes`, payload: form.payload, headers: { ...bearer(token), ...form.headers } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().image_url as string;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  let url: string;
  it("stores the upload once under its content hash and its size, and serves it for a year", async () => {
    const data = await photo(2000, 1000);
    url = await upload("Big", data);
    expect(url).toMatch(new RegExp(`^${t.config.PUBLIC_URL}${t.base}/uploads/images/[a-f0-9]{32}-2000x1000\\.jpg$`));
    // The same bytes again: the same name, still one file.
    expect(await upload("Big again", data)).toBe(url);
    expect(stored()).toHaveLength(1);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Buffer.compare(res.rawPayload, data)).toBe(0);
  });

  it("makes each variant on first request, at the asked width and in the asked format, then serves the stored one", async () => {
    const avif = url.replace(/\.jpg$/, "-640w.avif");
    const first = await get(avif);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["content-type"]).toBe("image/avif");
    expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["heif", 640, 320]);
    expect(stored()).toHaveLength(2);
    const again = await get(avif);
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);

    const webp = await get(url.replace(/\.jpg$/, "-1280w.webp"));
    const wm = await sharp(webp.rawPayload).metadata();
    expect([webp.headers["content-type"], wm.format, wm.width, wm.height]).toEqual(["image/webp", "webp", 1280, 640]);
  });

  it("encodes a variant asked for by many at once only once", async () => {
    const name = url.replace(/\.jpg$/, "-320w.webp");
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(name)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.rawPayload.toString("base64"))).size).toBe(1);
    expect(stored().filter((f) => f.endsWith("-320w.webp"))).toHaveLength(1);
  });

  it("never upscales and offers only its widths: others are 404", async () => {
    const small = await upload("Small", await photo(800, 600));
    expect(small).toMatch(/-800x600\.jpg$/);
    expect((await get(small.replace(/\.jpg$/, "-800w.webp"))).statusCode).toBe(200);
    for (const bad of ["-1280w.webp", "-960w.avif", "-500w.webp", "-640w.png"]) {
      expect((await get(small.replace(/\.jpg$/, bad))).statusCode, bad).toBe(404);
    }
    // A size that is not the stored one finds no original.
    expect((await get(small.replace("-800x600.jpg", "-1600x1200-640w.webp"))).statusCode).toBe(404);
    expect((await get(`${t.base}/uploads/images/..%2Fsite.sqlite`)).statusCode).toBe(404);
  });

  it("names a rotated photo by its displayed size", async () => {
    const data = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#123456" } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const key = await storeImage(t.app.storage, { filename: "r.jpg", mimetype: "image/jpeg", data });
    expect(key).toMatch(/-20x40\.jpg$/);
    const res = await get(`${t.base}/uploads/${key.replace(/\.jpg$/, "-20w.webp")}`);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([20, 40]);
  });

  it("keeps serving images stored before sizes were in the name; GIFs have no variants", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    await t.app.storage.put("images/0123456789abcdef0123456789abcdef.png", png);
    const res = await get(`${t.base}/uploads/images/0123456789abcdef0123456789abcdef.png`);
    expect([res.statusCode, res.headers["content-type"]]).toEqual([200, "image/png"]);

    const gif = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const key = await storeImage(t.app.storage, { filename: "a.gif", mimetype: "image/gif", data: gif });
    expect(key).toMatch(/-400x300\.gif$/);
    expect((await get(`${t.base}/uploads/${key}`)).statusCode).toBe(200);
    expect((await get(`${t.base}/uploads/${key.replace(/\.gif$/, "-320w.webp")}`)).statusCode).toBe(404);
  });
});
