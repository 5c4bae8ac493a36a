import { loadSharp } from "./sharp.js";

/** Larger than any photo a phone takes (about 8000 × 5000), far below a decompression bomb. */
export const MAX_IMAGE_PIXELS = 40_000_000;

// Markup a browser would act on if it ever rendered the file as a page. Tokens are long
// enough that compressed pixel data matching one by chance is negligible (< 1 in 10^7 per MB).
const MARKUP =
  /<script|<\/script|<iframe|<object[\s>]|<embed[\s>]|<html[\s>]|<body[\s>]|<svg[\s>]|<!doctype\s+html|<\?php|javascript:|\bon(?:error|load|mouseover|focus|click)\s*=/i;

/** width and height are as displayed: after EXIF orientation, one frame of an animation. */
export type ImageVerdict = { ok: true; format: string; width: number; height: number } | { ok: false; reason: "not_image" | "too_large" };

/**
 * Decides from the bytes alone whether a file is an image we will serve. The name and the
 * declared type are never consulted. Refused: anything sharp cannot fully decode (a script or
 * page named .jpg, a truncated file, a bare "GIF89a" header in front of HTML), anything above
 * the pixel cap (decompression bombs), and any image carrying markup: an HTML/JS payload
 * appended after the image or hidden in a comment or metadata chunk (polyglots).
 */
export async function inspectImage(data: Buffer): Promise<ImageVerdict> {
  if (MARKUP.test(data.toString("latin1"))) return { ok: false, reason: "not_image" };
  const options = { failOn: "error" as const, limitInputPixels: MAX_IMAGE_PIXELS, animated: true };
  const sharp = await loadSharp();
  try {
    const meta = await sharp(data, options).metadata();
    if (!meta.format || !meta.width || !meta.height) return { ok: false, reason: "not_image" };
    if (meta.width * (meta.pageHeight ?? meta.height) > MAX_IMAGE_PIXELS) return { ok: false, reason: "too_large" };
    // metadata() reads only the header; decoding every pixel is what proves the rest is an image.
    await sharp(data, options).stats();
    if (hasTrailer(meta.format, data)) return { ok: false, reason: "not_image" };
    const oriented = meta.autoOrient ?? { width: meta.width, height: meta.height };
    return { ok: true, format: meta.format, width: oriented.width, height: meta.pageHeight ?? oriented.height };
  } catch (e) {
    return { ok: false, reason: /pixel limit/i.test(String((e as Error).message)) ? "too_large" : "not_image" };
  }
}

const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/**
 * Bytes after the end of a PNG or GIF are ignored by decoders but are exactly where a
 * polyglot keeps its script. (JPEGs from some phones legitimately carry trailers; those are
 * left to the markup scan.)
 */
function hasTrailer(format: string, data: Buffer): boolean {
  if (format === "png") return !data.subarray(-PNG_END.length).equals(PNG_END);
  if (format === "gif") return gifEnd(data) !== data.length;
  return false;
}

/** Where a GIF's trailer byte ends, found by walking its blocks (-1 when malformed). */
export function gifEnd(data: Buffer): number {
  const tableSize = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  const skipSubBlocks = (at: number) => {
    while (at < data.length && data[at] !== 0) at += data[at]! + 1;
    return at + 1;
  };
  let at = 13 + tableSize(data[10] ?? 0);
  while (at < data.length) {
    const block = data[at];
    if (block === 0x3b) return at + 1;
    if (block === 0x21) at = skipSubBlocks(at + 2);
    else if (block === 0x2c) at = skipSubBlocks(at + 10 + tableSize(data[at + 9] ?? 0) + 1);
    else return -1;
  }
  return -1;
}
