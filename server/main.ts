// First: decides which React build every later import loads.
import "./production-env.js";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, loadConfig } from "./config.js";
import { buildApp } from "./app.js";
import { createDeps, openDatabase, prepareData, singleMachineWarnings } from "./bootstrap.js";
import { webPlugin } from "./web.js";
import { startBookingJobs } from "./jobs/booking-jobs.js";

const SHUTDOWN_GRACE_MS = 20_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function main() {
  // A .env file beside package.json is read if present; real environment variables win.
  const envFile = path.join(root, ".env");
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  const db = await openDatabase(config);
  const deps = createDeps(config, db);
  await prepareData(config, db, deps.storage, (l) => console.log(l));

  const app = await buildApp(deps, config.SERVE_WEB ? { web: webPlugin(path.join(root, "build")) } : {});
  for (const warning of singleMachineWarnings(config)) app.log.warn(warning);

  const stopJobs = startBookingJobs(app);

  // Finish in-flight requests on SIGTERM/SIGINT, then close the database.
  let closing = false;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, async () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, "shutting down");
      // A client that never finishes its request must not keep the process alive forever.
      setTimeout(() => {
        console.error("Shutdown timed out; exiting with requests unfinished.");
        process.exit(1);
      }, SHUTDOWN_GRACE_MS).unref();
      await stopJobs();
      await app.close();
      deps.mailer.close();
      await db.destroy();
      process.exit(0);
    });
  }

  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(`Site ready at ${config.PUBLIC_URL} (API at ${config.API_BASE_PATH || "/"}, docs at ${config.API_BASE_PATH}/docs)`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
