// Starts the built site for the browser journeys on a throwaway data folder with a known admin.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serveArgs, serveEnv } from "../scripts/serve-args.mjs";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-e2e-"));
const child = spawn(process.execPath, serveArgs(), {
  stdio: "inherit",
  env: {
    ...process.env,
    ...serveEnv(),
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT}`,
    // A second front end on another port (e2e/separate-front-end.spec.ts) may call the API.
    CORS_ORIGINS: `http://127.0.0.1:${Number(process.env.PORT) + 100}`,
    ADMIN_EMAIL: "admin@e2e.local",
    ADMIN_PASSWORD: "e2e-admin-password",
    LOG_LEVEL: "warn",
    // Every journey comes from 127.0.0.1: as one visitor it would soon meet the per-address
    // limits (those have their own tests).
    RATE_LIMITS: "false",
    // The same test client books many times; the hold limit has its own API tests.
    BOOKING_UNPAID_LIMIT: "100",
  },
});
const stop = () => {
  child.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => process.exit(code ?? 0));
