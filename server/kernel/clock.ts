/**
 * The booking engine's notion of now. Everything time-dependent (notice, horizon, the change
 * window, the jobs) reads it here, so tests can place the engine at a chosen instant, such as
 * the week of a daylight-saving change.
 */
export const clock = {
  now: (): Date => new Date(),
};
