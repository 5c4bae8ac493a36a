import { imageSize, splitImageUrl as split } from "./image-size";
import { VARIANT_FORMATS, hasVariants, parseImageName, variantHeight, variantName, variantWidths, type VariantFormat } from "../../core/images";

// srcset/sizes from an uploaded image's URL alone: the name carries the original's size, so
// no request is needed to know which widths exist (see core/images.ts).

export interface ImageSource {
  type: `image/${VariantFormat}`;
  srcSet: string;
}

export interface ResponsiveImage {
  /** The original, for browsers without AVIF/WebP and for sharing. */
  src: string;
  /** The original's displayed size, when known: set them so nothing shifts while loading. */
  width?: number;
  height?: number;
  /** AVIF first, then WebP: the browser takes the first type it supports. Empty when there are no variants. */
  sources: ImageSource[];
  sizes: string;
}

export { imageSize };

/** One variant's URL (w must be one of the offered widths), or undefined for images without variants. */
export function variantUrl(url: string, w: number, format: VariantFormat): string | undefined {
  const parts = split(url);
  const name = parts ? parseImageName(parts.file) : null;
  if (!parts || !name || !hasVariants(name) || !variantWidths(name.width).includes(w)) return undefined;
  return `${parts.dir}${variantName({ hash: name.hash, width: name.width, height: name.height, w, format })}`;
}

/** "url 320w, url 640w, …" for one format, or undefined for images without variants. */
export function imageSrcSet(url: string, format: VariantFormat): string | undefined {
  const parts = split(url);
  const name = parts ? parseImageName(parts.file) : null;
  if (!parts || !name || !hasVariants(name)) return undefined;
  return variantWidths(name.width)
    .map((w) => `${parts.dir}${variantName({ hash: name.hash, width: name.width, height: name.height, w, format })} ${w}w`)
    .join(", ");
}

/**
 * Everything a <picture> needs for an uploaded image. sizes says how wide the image is shown
 * (e.g. "(max-width: 600px) 100vw, 400px"); any other URL (a fallback picture, an older upload)
 * comes back as a plain src.
 */
export function responsiveImage(url: string, sizes = "100vw"): ResponsiveImage {
  const size = imageSize(url);
  const sources: ImageSource[] = [];
  for (const format of VARIANT_FORMATS) {
    const srcSet = imageSrcSet(url, format);
    if (srcSet) sources.push({ type: `image/${format}`, srcSet });
  }
  return { src: url, ...size, sources, sizes };
}

/** A <link rel=preload> for the image above the fold (the hero), in the first format browsers take. */
export function imagePreloadLink(
  url: string,
  sizes = "100vw",
): { rel: "preload"; as: "image"; href: string; imageSrcSet?: string; imageSizes?: string; type?: string; fetchPriority: "high" } {
  const srcSet = imageSrcSet(url, "avif");
  if (!srcSet) return { rel: "preload", as: "image", href: url, fetchPriority: "high" };
  return { rel: "preload", as: "image", href: url, imageSrcSet: srcSet, imageSizes: sizes, type: "image/avif", fetchPriority: "high" };
}

/** The height a variant of this width has, for callers that lay out a fixed width. */
export function heightAt(url: string, w: number): number | undefined {
  const size = imageSize(url);
  return size ? variantHeight(size.width, size.height, w) : undefined;
}
