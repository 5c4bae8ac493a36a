import { useEffect, type RefObject } from "react";

import { showResult } from "../behaviours/show-result";

export { showResult };

/** Shows the answer each time a new one arrives (`answer` changes and is not null). */
export function useShowResult(ref: RefObject<HTMLElement | null>, answer: unknown) {
  useEffect(() => {
    if (answer) showResult(ref.current);
  }, [ref, answer]);
}
