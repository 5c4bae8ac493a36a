import { storedImageUrl } from "./images.js";
import { answeringTheSite } from "../http/answer-origin.js";

/**
 * Addresses in answers to other origins are absolute, built from PUBLIC_URL: a front end on
 * another origin (a separate front end with its own backend base) cannot resolve `/api/uploads/…` against
 * its own. The site's own pages get paths, which work at whatever address they were reached
 * at (server/http/answer-origin.ts). What is stored keeps paths only, so a new PUBLIC_URL
 * moves every address with it.
 */
export interface PublicUrls {
  /** A path of this site (`/…`) made absolute; anything else as it is. */
  absolute(url: string): string;
  /** One of this site's absolute addresses back to its path; anything else as it is. */
  path(url: string): string;
  /** A stored image (storage key, path or address) as answers carry it. */
  image(stored: string | null): string | null;
  /** One of this site's addresses as this answer carries it: a path for the site's own pages, else absolute. */
  answered(url: string): string;
}

export function publicUrls(publicUrl: string, base: string): PublicUrls {
  const origin = publicUrl.replace(/\/+$/, "");
  const absolute = (url: string) => (url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\") ? `${origin}${url}` : url);
  const path = (url: string) => (url.startsWith(`${origin}/`) ? url.slice(origin.length) : url);
  const answered = (url: string) => (answeringTheSite() ? path(url) : absolute(url));
  return {
    absolute,
    path,
    answered,
    image: (stored) => {
      const url = storedImageUrl(base, stored);
      return url === null ? null : answered(url);
    },
  };
}
