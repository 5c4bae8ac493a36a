/**
 * npm run restore -- <file>: brings back a backup made by npm run backup. Stop the site
 * first and start it afterwards (start-up applies any newer migrations).
 * SQLite: the current database is first backed up itself (label "pre-restore"), so a
 * mistaken restore can be undone. PostgreSQL: pg_restore in one transaction.
 */
import fs from "node:fs";
import path from "node:path";
import { backupPath, backupSqlite, restorePostgres, restoreSqlite, verifySqliteBackup } from "../db/backup.js";
import { fail, loadCliConfig } from "./cli-config.js";

async function main() {
  const args = process.argv.slice(2);
  if (args.length !== 1) fail("usage: npm run restore -- <backup file>", 64);
  const file = path.resolve(args[0]!);
  if (!fs.existsSync(file)) fail(`${file} does not exist`);
  const config = loadCliConfig();
  const url = config.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    if (!file.endsWith(".pgdump")) fail("On PostgreSQL, restore a .pgdump file written by npm run backup.");
    await restorePostgres({ url }, file);
    console.log(`Restored ${file}.`);
    return;
  }
  if (!file.endsWith(".sqlite")) fail("On SQLite, restore a .sqlite file written by npm run backup.");
  verifySqliteBackup(file);
  const live = url?.startsWith("sqlite:") ? url.slice("sqlite:".length) : path.join(config.dataDir, "site.sqlite");
  if (fs.existsSync(live)) {
    const safety = backupPath(config.dataDir, "sqlite", "pre-restore");
    await backupSqlite(live, safety);
    console.log(`Current database saved to ${safety}.`);
  }
  await restoreSqlite(file, live);
  console.log(`Restored ${file}.`);
}

main().catch((e) => fail(`Restore failed: ${e instanceof Error ? e.message : String(e)}`));
