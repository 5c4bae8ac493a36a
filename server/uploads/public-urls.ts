import { storedImageUrl } from "./images.js";

/**
 * Addresses in answers are absolute, built from PUBLIC_URL: a front end on another origin
 * (SPEC §7's "separate backend base") cannot resolve `/api/uploads/…` against its own. What
 * is stored keeps paths only, so a new PUBLIC_URL moves every address with it.
 */
export interface PublicUrls {
  /** A path of this site (`/…`) made absolute; anything else as it is. */
  absolute(url: string): string;
  /** One of this site's absolute addresses back to its path; anything else as it is. */
  path(url: string): string;
  /** A stored image (storage key, path or address) as answers carry it. */
  image(stored: string | null): string | null;
}

export function publicUrls(publicUrl: string, base: string): PublicUrls {
  const origin = publicUrl.replace(/\/+$/, "");
  const absolute = (url: string) => (url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\") ? `${origin}${url}` : url);
  return {
    absolute,
    path: (url) => (url.startsWith(`${origin}/`) ? url.slice(origin.length) : url),
    image: (stored) => {
      const url = storedImageUrl(base, stored);
      return url === null ? null : absolute(url);
    },
  };
}
