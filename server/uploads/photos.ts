// Photos from phones (a message's attachment, a meal in her journal): decoded, turned upright
// and written again as WebP. sharp writes no metadata unless asked, so EXIF (the camera, often
// where the photo was taken) stays behind. HEIC, what iPhones take, is decoded with libheif
// compiled to WebAssembly: sharp's prebuilt libvips reads HEIF only with AV1 inside, not HEVC.
import { inspectImage, MAX_IMAGE_PIXELS } from "./image-safety.js";
import { loadSharp } from "./sharp.js";

/** Photos are kept at most this wide or tall: enough to read a label, far less to store. */
const PHOTO_EDGE = 2000;

const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs", "mif1", "msf1"]);

/** An ISO-BMFF file whose major brand is one of HEIC's (ftyp box first, as the format requires). */
export function looksLikeHeic(data: Buffer): boolean {
  return data.length > 12 && data.toString("latin1", 4, 8) === "ftyp" && HEIC_BRANDS.has(data.toString("latin1", 8, 12));
}

type HeicDecode = (input: { buffer: Uint8Array }) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
let heicDecoder: Promise<HeicDecode> | undefined;
/** The decoder (a few MB of WebAssembly), loaded with the first HEIC photo. */
const loadHeic = () => (heicDecoder ??= import("heic-decode").then((m) => m.default as HeicDecode));

/** The photo as WebP without metadata, or null when the bytes are no photo we accept. */
export async function reencodePhoto(data: Buffer): Promise<Buffer | null> {
  const sharp = await loadSharp();
  let input: ReturnType<typeof sharp>;
  if (looksLikeHeic(data)) {
    // libheif applies the rotation the file carries; the pixels come out upright, RGBA.
    const image = await (await loadHeic())({ buffer: data }).catch(() => null);
    if (!image || !image.width || !image.height || image.width * image.height > MAX_IMAGE_PIXELS) return null;
    input = sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
      raw: { width: image.width, height: image.height, channels: 4 },
    });
  } else {
    const verdict = await inspectImage(data);
    if (!verdict.ok) return null;
    input = sharp(data).rotate();
  }
  return input.resize({ width: PHOTO_EDGE, height: PHOTO_EDGE, fit: "inside", withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
}
