import { useEffect, useRef } from "react";
import type { Detach } from "./header";

/**
 * On a hydrated page, runs a behaviour of app/behaviours on the element React rendered (the
 * same code the site script runs on a page that does not hydrate) and detaches it on unmount.
 * The component renders the behaviour's markup and leaves what it changes (classes, hidden,
 * aria-*) to it.
 */
export function useBehaviour<T extends HTMLElement>(attach: (el: T) => Detach, deps: readonly unknown[] = []) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    return el ? attach(el) : undefined;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return ref;
}
