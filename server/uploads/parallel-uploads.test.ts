import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { multipart } from "../../test/multipart.js";

// Found by an attack run: every write of one process used the same temporary file name, so
// parallel uploads of one name mixed their bytes, and parallel image uploads failed with
// ENOENT on rename (500). Each write now has its own temporary file.

const N = 20;

/** A real PDF-looking file of a few hundred kilobytes, different for each seed. */
function pdf(seed: number): Buffer {
  return Buffer.concat([Buffer.from(`%PDF-1.4\n% upload ${seed}\n`), crypto.randomBytes(200_000 + seed * 1_000), Buffer.from("\n%%EOF\n")]);
}

async function png(seed: number): Promise<Buffer> {
  const raw = crypto.randomBytes(64 * 64 * 3); // noise: large and different for each seed
  raw[0] = seed;
  return sharp(raw, { raw: { width: 64, height: 64, channels: 3 } })
    .png()
    .toBuffer();
}

describe("parallel uploads", () => {
  let t: TestApp;
  let token: string;
  const files = (folder: string) => path.join(t.dataDir, "files", folder);

  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  const uploadPdf = async (data: Buffer, name: string) => {
    const form = await multipart({ name, file: { content: data, filename: `${name}.pdf`, contentType: "application/pdf" } });
    return t.app.inject({ method: "POST", url: `${t.base}/api/admin/pdfs`, headers: { ...bearer(token), ...form.headers }, payload: form.payload });
  };
  const uploadImage = async (data: Buffer) => {
    const form = await multipart({ image: { content: data, filename: "photo.png", contentType: "image/png" } });
    return t.app.inject({ method: "POST", url: `${t.base}/api/v1/blog_images`, headers: { ...bearer(token), ...form.headers }, payload: form.payload });
  };
  const noTemporaryFiles = (folder: string) => expect(fs.readdirSync(files(folder)).filter((n) => !/\.(pdf|png)$/.test(n))).toEqual([]);

  it(`${N} parallel uploads of one PDF name: every answer 2xx, the stored file is one of them whole`, async () => {
    const uploads = Array.from({ length: N }, (_, i) => pdf(i));
    const answers = await Promise.all(uploads.map((data) => uploadPdf(data, "same-name")));
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    const stored = fs.readFileSync(path.join(files("pdfs"), "same-name.pdf"));
    expect(uploads.some((u) => u.equals(stored))).toBe(true);
    noTemporaryFiles("pdfs");
  });

  it(`${N} parallel uploads of different PDFs: every answer 2xx, each stored file equals its upload`, async () => {
    const uploads = Array.from({ length: N }, (_, i) => pdf(100 + i));
    const answers = await Promise.all(uploads.map((data, i) => uploadPdf(data, `doc-${i}`)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    for (const [i, data] of uploads.entries()) expect(fs.readFileSync(path.join(files("pdfs"), `doc-${i}.pdf`)).equals(data), `doc-${i}`).toBe(true);
    noTemporaryFiles("pdfs");
  });

  it(`${N} parallel uploads of one image: every answer 2xx, the stored file equals it`, async () => {
    const data = await png(1);
    const answers = await Promise.all(Array.from({ length: N }, () => uploadImage(data)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    const urls = new Set(answers.map((r) => r.json().file.url as string));
    expect(urls.size).toBe(1);
    const name = [...urls][0]!.split("/").pop()!;
    expect(fs.readFileSync(path.join(files("images"), name)).equals(data)).toBe(true);
    noTemporaryFiles("images");
  });

  it(`${N} parallel uploads of different images: every answer 2xx, each stored file equals its upload`, async () => {
    const uploads = await Promise.all(Array.from({ length: N }, (_, i) => png(10 + i)));
    const answers = await Promise.all(uploads.map(uploadImage));
    for (const [i, res] of answers.entries()) {
      expect(res.statusCode, res.body).toBe(201);
      const name = (res.json().file.url as string).split("/").pop()!;
      expect(fs.readFileSync(path.join(files("images"), name)).equals(uploads[i]!), name).toBe(true);
    }
    noTemporaryFiles("images");
  });
});
