import type Sharp from "sharp";

/**
 * sharp and libvips, loaded with the first picture to inspect or make: together about 18 MiB
 * resident, which a process that only serves pictures already made never needs.
 */
let loading: Promise<typeof Sharp> | undefined;
let cacheMegabytes: number | undefined;

export function loadSharp(): Promise<typeof Sharp> {
  return (loading ??= import("sharp").then(({ default: sharp }) => {
    if (cacheMegabytes !== undefined) applyCacheLimit(sharp, cacheMegabytes);
    return sharp;
  }));
}

/**
 * libvips keeps decoded images and operation results in a cache of its own (50 MB by default),
 * dropping the least recently used: bounded by IMAGE_CACHE_MB. One per process, applied when
 * sharp loads (or at once if it already has).
 */
export function limitImageCache(megabytes: number): void {
  cacheMegabytes = megabytes;
  if (loading) void loading.then((sharp) => applyCacheLimit(sharp, megabytes));
}

function applyCacheLimit(sharp: typeof Sharp, megabytes: number): void {
  sharp.cache({ memory: megabytes, files: megabytes > 0 ? 20 : 0, items: megabytes > 0 ? 100 : 0 });
}
