import { parseImageName } from "../../core/images";

// An uploaded image's size, read from its URL: every page's share tags need it, while the
// responsive sources (images.ts) are for the pages that show pictures.

/** An uploaded image's URL in parts: its folder, its file name, and what follows the name. */
export function splitImageUrl(url: string): { dir: string; file: string; query: string } | null {
  const m = /^(.*\/uploads\/images\/)([^/?#]+)([?#].*)?$/.exec(url);
  return m ? { dir: m[1]!, file: m[2]!, query: m[3] ?? "" } : null;
}

/** The original's size from its URL, when the name carries it. */
export function imageSize(url: string | null | undefined): { width: number; height: number } | undefined {
  const parts = url ? splitImageUrl(url) : null;
  const name = parts ? parseImageName(parts.file) : null;
  return name?.width && name.height ? { width: name.width, height: name.height } : undefined;
}
