import { defineConfig, devices } from "@playwright/test";
import { sitePort } from "./e2e/ports";

// Two workers keep both cores busy: a journey spends much of its time waiting on the page.
// Each worker has a site of its own (e2e/ports.ts); this file is read again in every worker.
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

// Debian's Chromium, never a downloaded browser build.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  fullyParallel: false,
  workers: WORKERS,
  // One retry on CI: a journey that passes only on its retry is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: { baseURL: `http://127.0.0.1:${sitePort()}`, launchOptions, trace: "off" },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions } },
    // Only the journeys tagged @viewport (e2e/viewports.ts) depend on the width: they run again
    // on a phone; the rest would only repeat what the desktop run has shown.
    { name: "phone", grep: /@viewport/, use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions } },
  ],
  webServer: Array.from({ length: WORKERS }, (_, i) => ({
    command: "node e2e/server.mjs",
    url: `http://127.0.0.1:${sitePort(i)}/api/api/v1/service_plans`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(sitePort(i)) },
  })),
});
