// Names of uploaded images and their responsive variants. Shared by the server (which stores
// and serves them) and the web app (which builds srcset/sizes from an image URL alone).
//
//   original:  <hash>-<W>x<H>.<ext>        e.g. 3f2a…-1200x800.jpg
//   variant:   <hash>-<W>x<H>-<w>w.<fmt>   e.g. 3f2a…-1200x800-640w.avif (fmt avif | webp)
//   older uploads: <hash>.<ext>            (no dimensions: served as stored, no variants)
//
// The original's displayed size is in the name, so a page can set width and height (no layout
// shift) without asking the server, and the variant widths follow from it.

/** Widths a variant may have; an original narrower than the largest also gets its own width. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export interface ImageName {
  hash: string;
  ext: string;
  /** Unknown for uploads stored before dimensions were part of the name. */
  width?: number;
  height?: number;
}

export interface VariantName {
  hash: string;
  width: number;
  height: number;
  /** The variant's own width. */
  w: number;
  format: VariantFormat;
}

const ORIGINAL = /^([a-f0-9]{16,64})(?:-(\d{1,5})x(\d{1,5}))?\.(jpg|png|webp|gif|avif)$/;
const VARIANT = /^([a-f0-9]{16,64})-(\d{1,5})x(\d{1,5})-(\d{1,5})w\.(avif|webp)$/;

export function parseImageName(name: string): ImageName | null {
  const m = ORIGINAL.exec(name);
  if (!m) return null;
  const out: ImageName = { hash: m[1]!, ext: m[4]! };
  if (m[2] && m[3]) {
    out.width = Number(m[2]);
    out.height = Number(m[3]);
  }
  return out;
}

export function parseVariantName(name: string): VariantName | null {
  const m = VARIANT.exec(name);
  if (!m) return null;
  return { hash: m[1]!, width: Number(m[2]), height: Number(m[3]), w: Number(m[4]), format: m[5] as VariantFormat };
}

export function originalName(hash: string, width: number, height: number, ext: string): string {
  return `${hash}-${width}x${height}.${ext}`;
}

export function variantName(v: VariantName): string {
  return `${v.hash}-${v.width}x${v.height}-${v.w}w.${v.format}`;
}

/**
 * The widths an original of this width is offered in, smallest first. Never wider than the
 * original (no upscaling); the original's own width is offered when it is below the largest
 * step, so the sharpest version is always there.
 */
export function variantWidths(width: number): number[] {
  const out: number[] = IMAGE_WIDTHS.filter((w) => w < width);
  const top = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
  if (!out.includes(top)) out.push(top);
  return out;
}

/** The height of a variant, keeping the original's aspect ratio. */
export function variantHeight(width: number, height: number, w: number): number {
  return Math.max(1, Math.round((height * w) / width));
}

/** Animated or palette formats are served as uploaded: a still WebP/AVIF of a GIF would lose its frames. */
export function hasVariants(name: ImageName): name is ImageName & { width: number; height: number } {
  return name.width !== undefined && name.height !== undefined && name.ext !== "gif";
}

/** The media type a stored file is served with, from its extension (uploads are only these). */
const STORED_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  pdf: "application/pdf",
};

export function contentTypeOf(name: string): string {
  return STORED_TYPES[name.split(".").pop() ?? ""] ?? "application/octet-stream";
}
