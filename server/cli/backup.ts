/**
 * npm run backup: a consistent online backup into $DATA_DIR/backups while the site runs.
 * SQLite: the backup API. PostgreSQL (DATABASE_URL=postgres://…): pg_dump, custom format.
 * Prints the file written.
 */
import path from "node:path";
import { backupPath, backupPostgres, backupSqlite } from "../db/backup.js";
import { fail, loadCliConfig } from "./cli-config.js";

async function main() {
  const config = loadCliConfig();
  const url = config.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const file = backupPath(config.dataDir, "pgdump");
    await backupPostgres({ url }, file);
    console.log(file);
    return;
  }
  const live = url?.startsWith("sqlite:") ? url.slice("sqlite:".length) : path.join(config.dataDir, "site.sqlite");
  const file = backupPath(config.dataDir, "sqlite");
  await backupSqlite(live, file);
  console.log(file);
}

main().catch((e) => fail(`Backup failed: ${e instanceof Error ? e.message : String(e)}`));
