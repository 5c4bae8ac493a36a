import { describe, expect, it } from "vitest";
import { heightAt, imagePreloadLink, imageSize, imageSrcSet, responsiveImage, variantUrl } from "./images";
import { parseVariantName, variantWidths } from "../../core/images";

const hash = "0123456789abcdef0123456789abcdef";
const big = `/api/uploads/images/${hash}-2400x1600.jpg`;
const small = `/api/uploads/images/${hash}-800x533.png`;

describe("responsive image URLs", () => {
  it("offers the standard widths up to 1280 for a large original, never wider", () => {
    expect(variantWidths(2400)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(1280)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(800)).toEqual([320, 640, 800]);
    expect(variantWidths(200)).toEqual([200]);
  });

  it("reads the size from the name and builds AVIF then WebP sources", () => {
    expect(imageSize(big)).toEqual({ width: 2400, height: 1600 });
    const img = responsiveImage(big, "(max-width: 600px) 100vw, 50vw");
    expect(img).toMatchObject({ src: big, width: 2400, height: 1600, sizes: "(max-width: 600px) 100vw, 50vw" });
    expect(img.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(img.sources[0]!.srcSet).toBe([320, 640, 960, 1280].map((w) => `/api/uploads/images/${hash}-2400x1600-${w}w.avif ${w}w`).join(", "));
  });

  it("never upscales a small original", () => {
    const set = imageSrcSet(small, "webp")!;
    expect(set.split(", ").map((s) => s.split(" ")[1])).toEqual(["320w", "640w", "800w"]);
    expect(variantUrl(small, 1280, "webp")).toBeUndefined();
    const v = parseVariantName(variantUrl(small, 640, "avif")!.split("/").pop()!)!;
    expect(v).toEqual({ hash, width: 800, height: 533, w: 640, format: "avif" });
    expect(heightAt(small, 640)).toBe(426);
  });

  it("leaves other pictures alone: older uploads, GIFs, static files, absolute URLs keep their address", () => {
    for (const url of [`/api/uploads/images/${hash}.jpg`, `/api/uploads/images/${hash}-400x300.gif`, "/images/hero.svg"]) {
      expect(responsiveImage(url).sources).toEqual([]);
      expect(imagePreloadLink(url)).toEqual({ rel: "preload", as: "image", href: url, fetchPriority: "high" });
    }
    expect(responsiveImage(`/api/uploads/images/${hash}.jpg`).width).toBeUndefined();
    expect(imageSize(`https://example.org/api/uploads/images/${hash}-640x480.webp`)).toEqual({ width: 640, height: 480 });
  });

  it("preloads the hero in AVIF with its srcset and sizes", () => {
    expect(imagePreloadLink(big, "100vw")).toMatchObject({ rel: "preload", as: "image", type: "image/avif", imageSizes: "100vw", fetchPriority: "high" });
  });
});
