/**
 * What a route's `handle` says about its page. `hydrate: false` marks a content page: it is
 * server-rendered and does not load the application (no React, no router, no module
 * preloads); the site's own small script (app/behaviours/site.ts) gives its parts their
 * behaviour, and its links are plain page loads (docs/decisions/031). The root reads it for the
 * matched routes (`shouldHydrate` in root.tsx, kept there so a page that hydrates loads no
 * module for it), as remix-utils' useShouldHydrate does: any route that says false wins.
 */
export interface PageHandle {
  hydrate?: boolean;
}

/** The handle of a content page. */
export const CONTENT_PAGE = { hydrate: false } as const satisfies PageHandle;
