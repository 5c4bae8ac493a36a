// First: decides which React build every later import loads.
import "./production-env.js";
import path from "node:path";
import { loadCliConfig, projectRoot as root } from "./cli/cli-config.js";
import { buildApp } from "./app.js";
import { createDeps, openDatabase, prepareData, singleMachineWarnings } from "./bootstrap.js";
import { startupLine } from "./startup-line.js";
import { webPlugin } from "./web.js";

const SHUTDOWN_GRACE_MS = 20_000;

async function main() {
  // A .env file beside package.json is read if present; real environment variables win.
  const config = loadCliConfig();
  const db = await openDatabase(config);
  const deps = createDeps(config, db);
  await prepareData(config, db, deps.storage, (l) => console.log(l));

  // The outbox worker and the timed jobs start when the app is ready and stop when it closes
  // (server/jobs/background.ts).
  const app = await buildApp(deps, { background: { jobs: true }, ...(config.SERVE_WEB && { web: webPlugin(path.join(root, "build")) }) });
  for (const warning of singleMachineWarnings(config)) app.log.warn(warning);

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
      await app.close();
      deps.mailer.close();
      await db.destroy();
      process.exit(0);
    });
  }

  // The address really bound (PORT=0 picks a free port); PUBLIC_URL is what links in mails say.
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  console.log(startupLine(address, config, Boolean(process.env.PUBLIC_URL?.trim())));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
