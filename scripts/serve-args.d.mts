/** The arguments `npm run serve` gives node: V8 heap flags, then build/main.js. */
export function serveArgs(): string[];
/** The variables `npm run serve` sets before node (the allocator's arena limit). */
export function serveEnv(): Record<string, string>;
