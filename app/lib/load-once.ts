/**
 * A module the page fetches only when it needs it, once, shared by every caller. A failed fetch
 * is forgotten, so the next call tries again (a visitor on a train may be offline for a moment).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((e: unknown) => {
      loading = undefined;
      throw e;
    }));
}
