// One API instance for bench/instances.ts: the same start-up as server/main.ts (migrations,
// start-up lock, seed, every plugin and route), without the web pages, which need a build.
import { loadConfig } from "../server/config.js";
import { buildApp } from "../server/app.js";
import { createDeps, openDatabase, prepareData } from "../server/bootstrap.js";

const config = loadConfig();
const db = await openDatabase(config);
const deps = createDeps(config, db);
await prepareData(config, db, deps.storage, () => {});
const app = await buildApp(deps);
process.on("SIGTERM", async () => {
  await app.close();
  await db.destroy();
  process.exit(0);
});
const address = await app.listen({ port: config.PORT, host: config.HOST });
// The parent waits for this line to know where the instance listens.
console.log(`listening ${address}`);
