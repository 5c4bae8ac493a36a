/**
 * Each Playwright worker drives a site of its own (its own server, data folder and demo
 * content), so that journeys running side by side never book the same time or read each
 * other's mail. Worker N's site listens on E2E_PORT + 10·N; a site's second front end
 * (e2e/separate-front-end.spec.ts) on that port + 100; journeys with a server of their own
 * (e2e/own-server.ts) on E2E_PORT + their offset (1000 and up).
 */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 3210);

/** The port of the shared site of this worker (Playwright sets TEST_PARALLEL_INDEX in each). */
export function sitePort(parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0)): number {
  return BASE_PORT + 10 * parallelIndex;
}
