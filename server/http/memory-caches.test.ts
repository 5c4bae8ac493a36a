import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dialect, type TestApp } from "../../test/app.js";
import { seedDemoContent } from "../seed/seed.js";
import { localStorage } from "../storage/storage.js";
import { loadSharp } from "../uploads/sharp.js";
import { pageCache } from "./page-cache.js";

// Found by an attack run: RSS grew to about 690 MB as many distinct pages were rendered. Every
// in-memory cache is now bounded by bytes (a setting each), dropping the least recently used.

const MB = 1024 * 1024;

describe("the public list cache", () => {
  let t: TestApp;
  const bound = 0.05 * MB;
  beforeAll(async () => {
    t = await buildTestApp({ LIST_CACHE_MB: "0.05" });
    await seedDemoContent(t.db, localStorage(path.join(t.dataDir, "files")), t.base);
  });
  afterAll(() => t.close());

  it("keeps no more than LIST_CACHE_MB of answers, and keeps the most recent ones", async () => {
    const urls: string[] = [];
    for (let limit = 1; limit <= 12; limit++)
      for (let offset = 0; offset < 6; offset++) {
        urls.push(`${t.base}/api/v1/blogs?limit=${limit}&offset=${offset}`, `${t.base}/recipes?limit=${limit}&offset=${offset}`);
      }
    let requested = 0;
    for (const url of urls) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      requested += res.rawPayload.length;
    }
    expect(requested).toBeGreaterThan(3 * bound); // enough to overflow the bound several times

    let kept = 0;
    for (const url of [...urls].reverse()) {
      const res = await t.app.inject({ url });
      // Asking again refreshes an entry, and the misses are stored again: count from the newest down, until the first miss.
      if (res.headers["x-cache"] !== "hit") break;
      kept += res.rawPayload.length;
    }
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(bound);
    // The oldest was dropped long ago; asked again, it is stored again as the newest.
    expect((await t.app.inject({ url: urls[0]! })).headers["x-cache"]).toBe("miss");
    expect((await t.app.inject({ url: urls[0]! })).headers["x-cache"]).toBe("hit");
  });
});

describe("the rendered page cache", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PAGE_CACHE_MB: "0.1" });
  });
  afterAll(() => t.close());

  it("keeps no more than PAGE_CACHE_MB of pages, dropping the least recently used", () => {
    const pages = pageCache(t.app, 60_000);
    const nonce = "n0nce";
    const html = (i: number) =>
      Buffer.from(
        `<!doctype html><html lang="el"><body><h1>Συνταγή ${i}</h1><p>${"Ελληνική σαλάτα με φέτα. ".repeat(200)}</p><script nonce="${nonce}">1</script></body></html>`,
      );
    const keys = Array.from({ length: 100 }, (_, i) => `/fullrecipe/r-${i} dark`);
    for (const [i, key] of keys.entries()) {
      pages.set(key, pages.generation(), 200, [["content-type", "text/html"]], html(i), nonce, `W/"${i}"`);
      if (i >= 2) pages.get(keys[0]!, "x"); // the first page is read all along: it stays
    }
    const kept = keys.map((k) => pages.get(k, "fresh")).filter((p) => p !== null);
    const keptBytes = kept.reduce((sum, p) => sum + p!.html.length, 0);
    expect(kept.length).toBeGreaterThan(1);
    expect(kept.length).toBeLessThan(keys.length);
    expect(keptBytes).toBeLessThanOrEqual(0.1 * MB);
    const first = pages.get(keys[0]!, "fresh");
    expect(first?.html.toString()).toContain('nonce="fresh"');
    expect(first?.html.toString()).not.toContain(nonce);
    expect(first?.etag).toBe('W/"0"');
    expect(pages.get(keys[99]!, "fresh")).not.toBeNull();
    expect(pages.get(keys[1]!, "fresh")).toBeNull();
  });
});

// libvips' own cache is one per process: checked once.
describe.runIf(dialect === "sqlite")("the image library's cache", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ IMAGE_CACHE_MB: "4" });
  });
  afterAll(() => t.close());

  it("is bounded by IMAGE_CACHE_MB once sharp is loaded", async () => {
    expect(await loadSharp()).toBe(sharp);
    expect(sharp.cache().memory.max).toBe(4);
    for (let i = 0; i < 6; i++) {
      const img = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: i * 40, g: 90, b: 60 } } })
        .png()
        .toBuffer();
      await sharp(img).resize({ width: 640 }).webp().toBuffer();
    }
    expect(sharp.cache().memory.current).toBeLessThanOrEqual(4);
  });
});
