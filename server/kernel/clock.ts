/** A source of the present instant. */
export interface Clock {
  now(): Date;
}

/** The real time: the clock a production app is built with. */
export const systemClock: Clock = { now: () => new Date() };

let current: Clock = systemClock;

/**
 * The app's notion of now. Everything time-dependent (notice, horizon, the change window, the
 * jobs) reads it here. It is the clock the app was built with (`AppDeps.clock`, set by
 * `buildApp` in server/app.ts): a test places the engine at a chosen instant, such as the week
 * of a daylight-saving change, by building its app with a clock of its own, never by replacing
 * this one.
 */
export const clock: Clock = Object.freeze({ now: () => current.now() });

/**
 * Makes `c` the clock every module reads. Called by `buildApp` alone: the app owns its clock.
 * There is one per process, so apps built side by side in one test share theirs.
 */
export function installClock(c: Clock): void {
  current = c;
}
