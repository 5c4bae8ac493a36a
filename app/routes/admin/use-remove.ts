import { useAdmin, type LoadState } from "./admin-context";

/** The loaded list a screen deletes from, as `useLoad` hands it out. */
export interface LoadedList<T> {
  state: LoadState<T[]>;
  set: (f: (items: T[]) => T[]) => void;
}

/** What stays the screen's own: how items are named, the API call and the texts. */
export interface RemoveSteps<T, K> {
  /** The key the API call takes; it also finds the item in the list. */
  key: (item: T) => K;
  call: (key: K) => Promise<unknown>;
  /** Asked before anything happens. */
  confirm: string;
  /** Flashed once the item is gone. */
  deleted: string;
  /** Flashed when the delete failed; a function when the text depends on what went wrong. */
  failed: string | ((e: unknown) => string);
  /** Take the card away at once and put it back in its place if the delete fails. */
  optimistic?: boolean;
}

/**
 * Deleting from a list screen goes the same way everywhere: ask, delete, take the item out of
 * the loaded list and flash how it went. This holds that sequence once; the returned function is
 * what a card's delete button calls with the item's key.
 */
export function useRemove<T, K>(list: LoadedList<T>, steps: RemoveSteps<T, K>): (key: K) => Promise<void> {
  const { flash } = useAdmin();
  const { state, set } = list;
  const { key, call, confirm, deleted, failed, optimistic } = steps;
  const failure = (e: unknown) => (typeof failed === "string" ? failed : failed(e));
  const drop = (k: K) => set((items) => items.filter((item) => key(item) !== k));

  return async (k) => {
    if (!window.confirm(confirm)) return;
    if (!optimistic) {
      try {
        await call(k);
        drop(k);
        flash("success", deleted);
      } catch (e) {
        flash("error", failure(e));
      }
      return;
    }
    if (state.status !== "ready") return;
    const index = state.data.findIndex((item) => key(item) === k);
    const removed = state.data[index];
    if (!removed) return;
    drop(k);
    try {
      await call(k);
      flash("success", deleted);
    } catch (e) {
      set((items) => [...items.slice(0, index), removed, ...items.slice(index)]);
      flash("error", failure(e));
    }
  };
}
