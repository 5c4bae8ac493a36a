import type { Clock } from "../server/kernel/clock.js";

export interface TestClock extends Clock {
  /** Moves the clock to another instant, where it stands until moved again. */
  set(iso: string): void;
}

/**
 * A clock that stands at `iso` until it is moved: a test builds its app with it
 * (`buildTestApp(env, { clock })`) and moves its app's time with `clock.set`.
 */
export function testClock(iso: string): TestClock {
  let now = Date.parse(iso);
  return {
    now: () => new Date(now),
    set(next) {
      now = Date.parse(next);
    },
  };
}
