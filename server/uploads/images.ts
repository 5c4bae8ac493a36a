import crypto from "node:crypto";
import type sharp from "sharp";
import { inspectImage } from "./image-safety.js";
import { loadSharp } from "./sharp.js";
import type { Storage } from "../storage/storage.js";
import { ApiError } from "../http/errors.js";
import type { UploadedFile } from "../http/multipart.js";
import { originalName, parseVariantName, variantHeight, variantName, variantWidths, type VariantName } from "../../core/images.js";

const ALLOWED = new Map([
  ["jpeg", { ext: "jpg", type: "image/jpeg" }],
  ["png", { ext: "png", type: "image/png" }],
  ["webp", { ext: "webp", type: "image/webp" }],
  ["gif", { ext: "gif", type: "image/gif" }],
  ["heif", { ext: "avif", type: "image/avif" }],
]);

export const IMAGE_PREFIX = "images";

/**
 * Stores an uploaded image once, under a name made of its content hash and its displayed
 * size (after EXIF orientation). The type is read from the bytes by sharp, never from the
 * file name or the declared type, so a script named photo.jpg, an SVG, or a truncated file
 * is refused. Returns the storage key (images/<hash>-<W>x<H>.<ext>).
 *
 * Responsive variants are made on first request (see imageVariant), not here: see
 * docs/decisions/007-seo-images-caching.md.
 */
export async function storeImage(storage: Storage, file: UploadedFile | undefined): Promise<string> {
  if (!file) throw new ApiError(422, "upload_missing", { image: ["upload_missing"] });
  const verdict = await inspectImage(file.data);
  if (!verdict.ok && verdict.reason === "too_large") throw new ApiError(413, "upload_too_large", { image: ["upload_too_large"] });
  const kind = verdict.ok ? ALLOWED.get(verdict.format) : undefined;
  if (!kind || !verdict.ok) throw new ApiError(422, "upload_not_image", { image: ["upload_not_image"] });
  const hash = crypto.createHash("sha256").update(file.data).digest("hex").slice(0, 32);
  const key = `${IMAGE_PREFIX}/${originalName(hash, verdict.width, verdict.height, kind.ext)}`;
  await storage.put(key, file.data);
  return key;
}

/** The public address of a stored file, beneath the backend base. */
export function uploadUrl(base: string, key: string): string {
  return `${base}/uploads/${key}`;
}

/**
 * Rows hold a storage key for uploads, or a full address for images that live elsewhere;
 * answers always carry an address.
 */
export function storedImageUrl(base: string, stored: string | null): string | null {
  if (!stored) return null;
  return /^(https?:)?\//.test(stored) ? stored : uploadUrl(base, stored);
}

// Encoding settings chosen for photos on phones: AVIF effort 2 is ~5× faster than the default
// 4 for files within a few percent of the size; WebP at 75 matches AVIF 50 by eye.
const ENCODE = {
  avif: (s: sharp.Sharp) => s.avif({ quality: 50, effort: 2 }),
  webp: (s: sharp.Sharp) => s.webp({ quality: 75 }),
};

/** At most two encodes at once: the first views of a new page must not starve every other request. */
const MAX_ENCODES = 2;
let running = 0;
const waiting: (() => void)[] = [];
async function limited<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_ENCODES) await new Promise<void>((r) => waiting.push(r));
  running++;
  try {
    return await fn();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

const inFlight = new Map<string, Promise<Buffer | null>>();

/**
 * A responsive variant by its name: read from storage, or made from the original on the first
 * request and stored, so each is encoded once. Null when the name asks for something that is
 * not offered (a width the original does not have, an unknown original, a GIF).
 */
export async function imageVariant(storage: Storage, name: string): Promise<Buffer | null> {
  const v = parseVariantName(name);
  if (!v || !variantWidths(v.width).includes(v.w)) return null;
  const key = `${IMAGE_PREFIX}/${variantName(v)}`;
  const stored = await storage.get(key);
  if (stored) return stored;
  let job = inFlight.get(key);
  if (!job) {
    job = makeVariant(storage, v, key).finally(() => inFlight.delete(key));
    inFlight.set(key, job);
  }
  return job;
}

async function makeVariant(storage: Storage, v: VariantName, key: string): Promise<Buffer | null> {
  const original = await findOriginal(storage, v);
  if (!original) return null;
  const sharp = await loadSharp();
  const data = await limited(() =>
    ENCODE[v.format](
      sharp(original, { failOn: "error" })
        .autoOrient()
        .resize({ width: v.w, height: variantHeight(v.width, v.height, v.w), fit: "fill" }),
    ).toBuffer(),
  );
  await storage.put(key, data);
  return data;
}

async function findOriginal(storage: Storage, v: VariantName): Promise<Buffer | null> {
  // GIFs have no variants (hasVariants), so they are not looked for.
  for (const ext of ["jpg", "png", "webp", "avif"]) {
    const data = await storage.get(`${IMAGE_PREFIX}/${originalName(v.hash, v.width, v.height, ext)}`);
    if (data) return data;
  }
  return null;
}
