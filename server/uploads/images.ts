import crypto from "node:crypto";
import { inspectImage } from "./image-safety.js";
import type { Storage } from "../storage/storage.js";
import { ApiError } from "../http/errors.js";
import type { UploadedFile } from "../http/multipart.js";

const ALLOWED = new Map([
  ["jpeg", { ext: "jpg", type: "image/jpeg" }],
  ["png", { ext: "png", type: "image/png" }],
  ["webp", { ext: "webp", type: "image/webp" }],
  ["gif", { ext: "gif", type: "image/gif" }],
  ["heif", { ext: "avif", type: "image/avif" }],
]);

export const IMAGE_PREFIX = "images";

export function contentTypeOf(name: string): string {
  const ext = name.split(".").pop();
  for (const v of ALLOWED.values()) if (v.ext === ext) return v.type;
  if (ext === "pdf") return "application/pdf";
  return "application/octet-stream";
}

/**
 * Stores an uploaded image once, under a name made of its content hash. The type is read
 * from the bytes by sharp, never from the file name or the declared type, so a script
 * named photo.jpg, an SVG, or a truncated file is refused.
 * Returns the storage key (images/<hash>.<ext>).
 */
export async function storeImage(storage: Storage, file: UploadedFile | undefined): Promise<string> {
  if (!file) throw new ApiError(422, "upload_missing", { image: ["upload_missing"] });
  const verdict = await inspectImage(file.data);
  if (!verdict.ok && verdict.reason === "too_large") throw new ApiError(413, "upload_too_large", { image: ["upload_too_large"] });
  const kind = verdict.ok ? ALLOWED.get(verdict.format) : undefined;
  if (!kind) throw new ApiError(422, "upload_not_image", { image: ["upload_not_image"] });
  const hash = crypto.createHash("sha256").update(file.data).digest("hex").slice(0, 32);
  const key = `${IMAGE_PREFIX}/${hash}.${kind.ext}`;
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
