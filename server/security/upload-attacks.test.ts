import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { hostileImages, oversizedImage, validImages, type HostileFile } from "../../test/hostile-images.js";
import { multipartBody } from "../../test/multipart.js";
import { snapshot } from "../../test/db-snapshot.js";
import { MAX_UPLOAD_BYTES } from "../app.js";
import { ApiError } from "../http/errors.js";
import { storeImage } from "../uploads/images.js";
import { localStorage } from "../storage/storage.js";

/**
 * Every endpoint that takes an image, with a valid form around the file. Endpoints come and go
 * with the branches; each is tested once it is registered.
 */
interface UploadEndpoint {
  method: "POST" | "PUT" | "PATCH";
  path: string;
  form(file: Blob, name: string, n: number): FormData;
}

const recipeForm = (file: Blob, name: string, n: number) => {
  const f = new FormData();
  const fields: Record<string, string> = {
    "recipe[title]": `Upload attack ${n}`,
    "recipe[description]": "d",
    "recipe[category]": "Salads",
    "recipe[language]": "en",
    "recipe[ingredients_attributes][0][name]": "Tomato",
    "recipe[ingredients_attributes][0][quantity]": "1",
    "recipe[ingredients_attributes][0][size]": "pc",
    "recipe[instructions_attributes][0][step_number]": "1",
    "recipe[instructions_attributes][0][step_content]": "Cut.",
    "recipe[valuable_info_attributes][duration]": "5 min",
    "recipe[valuable_info_attributes][difficulty]": "Easy",
    "recipe[valuable_info_attributes][portions]": "1",
    "recipe[meta_info_attributes][meta_title]": "t",
    "recipe[meta_info_attributes][meta_description]": "d",
    "recipe[meta_info_attributes][meta_keywords]": "k",
  };
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  f.append("recipe[image]", file, name);
  return f;
};

const blogForm = (file: Blob, name: string, n: number) => {
  const f = new FormData();
  const fields: Record<string, string> = {
    "blog[title]": `Upload attack ${n}`,
    "blog[description]": "d",
    "blog[category]": "News",
    "blog[published_date]": "2025-01-01",
    "blog[language]": "en",
    "blog[slug]": `upload-attack-${n}`,
    "blog[content]": JSON.stringify({ blocks: [{ type: "paragraph", data: { text: "x" } }] }),
    meta_title: "t",
    meta_description: "d",
    meta_keywords: "k",
  };
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  f.append("blog[profile_image]", file, name);
  return f;
};

const ENDPOINTS: UploadEndpoint[] = [
  { method: "POST", path: "/recipes", form: recipeForm },
  { method: "POST", path: "/api/v1/blogs", form: blogForm },
  {
    method: "POST",
    path: "/api/v1/blog_images",
    form: (file, name) => {
      const f = new FormData();
      f.append("image", file, name);
      return f;
    },
  },
];

const NOT_IMAGE = "The file must be a JPEG, PNG, WebP, GIF or AVIF image.";
const TOO_LARGE = "The file is too large.";

describe("upload attacks", () => {
  let t: TestApp;
  let token: string;
  let attacks: HostileFile[];
  const storedImages = () => {
    const dir = path.join(t.dataDir, "files", "images");
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };
  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.login();
    attacks = await hostileImages();
  });
  afterAll(() => t.close());

  it("refuses each hostile file in storeImage, by its bytes, with a clear error", async () => {
    const storage = localStorage(path.join(t.dataDir, "direct"));
    for (const attack of attacks) {
      const err = await storeImage(storage, { filename: attack.name, mimetype: attack.type, data: attack.data }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err, attack.label).toBeInstanceOf(ApiError);
      expect((err as ApiError).status, attack.label).toBe(attack.expect);
      expect((err as ApiError).key, attack.label).toBe(attack.expect === 413 ? "upload_too_large" : "upload_not_image");
    }
    expect(fs.existsSync(path.join(t.dataDir, "direct", "images"))).toBe(false);
  });

  it("still accepts real images, whatever they are called", async () => {
    const storage = localStorage(path.join(t.dataDir, "direct"));
    for (const [format, data] of Object.entries(await validImages())) {
      const key = await storeImage(storage, { filename: "no-extension", mimetype: "application/octet-stream", data });
      expect(key).toMatch(new RegExp(`^images/[a-f0-9]{32}-\\d+x\\d+\\.${format === "jpeg" ? "jpg" : format.split(" ")[0]}$`));
    }
  });

  it("refuses them through every image endpoint, storing neither a row nor a file", async () => {
    const present = ENDPOINTS.filter((e) => t.app.routeList.some((r) => r.method === e.method && r.url === `${t.base}${e.path}`));
    expect(present.map((e) => e.path)).toEqual(["/recipes", "/api/v1/blogs", "/api/v1/blog_images"]);
    const before = await snapshot(t.db);
    const filesBefore = storedImages();
    let n = 0;
    for (const endpoint of present) {
      for (const attack of [...attacks, oversizedImage(MAX_UPLOAD_BYTES)]) {
        const { payload, headers } = await multipartBody(endpoint.form(new Blob([new Uint8Array(attack.data)], { type: attack.type }), attack.name, ++n));
        const res = await t.app.inject({ method: endpoint.method, url: `${t.base}${endpoint.path}`, payload, headers: { ...headers, ...bearer(token) } });
        const where = `${endpoint.path}: ${attack.label}`;
        expect(res.statusCode, where).toBe(attack.expect);
        // The message is the answer's error, or the file field's (forms that name the field).
        const body = res.json() as { error: string; errors: Record<string, string[]> };
        expect([body.error, ...Object.values(body.errors).flat()], `${where}: ${JSON.stringify(body.errors)}`).toContain(
          attack.expect === 413 ? TOO_LARGE : NOT_IMAGE,
        );
      }
    }
    expect(await snapshot(t.db)).toEqual(before);
    expect(storedImages()).toEqual(filesBefore);
  });

  it("serves stored images with their own type and nosniff, under a name the server chose", async () => {
    const { payload, headers } = await multipartBody(
      recipeForm(new Blob([new Uint8Array((await validImages()).png)], { type: "text/html" }), "../../evil.html", 999),
    );
    const res = await t.app.inject({ method: "POST", url: `${t.base}/recipes`, payload, headers: { ...headers, ...bearer(token) } });
    expect(res.statusCode).toBe(201);
    const url = res.json().image_url as string;
    expect(url).toMatch(/\/uploads\/images\/[a-f0-9]{32}-\d+x\d+\.png$/);
    const img = await t.app.inject({ url: new URL(url, "http://x").pathname });
    expect(img.statusCode).toBe(200);
    expect(img.headers["content-type"]).toBe("image/png");
    expect(img.headers["x-content-type-options"]).toBe("nosniff");
  });
});
