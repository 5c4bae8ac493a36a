/**
 * npm run foods -- import <folder or ABBREV.txt>: imports a release of the USDA's Standard
 * Reference as the publisher distributes it (ASCII, caret-separated) into the site's database;
 * run again, or with a newer release, it only updates what changed and keeps her own foods.
 * npm run foods -- compile <folder> : rewrites the table the repository ships
 * (server/foods/shipped/usda-sr28.json) from the release and the staples' names.
 */
import fs from "node:fs";
import path from "node:path";
import { createDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { readSrRelease, SourceFormatError } from "../foods/sr-format.js";
import { compileShipped, importTable, shippedTranslations } from "../foods/table-store.js";
import { fail, loadCliConfig, projectRoot } from "./cli-config.js";

const CITATION =
  "US Department of Agriculture, Agricultural Research Service, Nutrient Data Laboratory. USDA National Nutrient Database for Standard Reference, Release 28 (SR Legacy).";

async function main() {
  const [command, target] = process.argv.slice(2);
  if (!target || (command !== "import" && command !== "compile")) fail("Usage: npm run foods -- import <folder or ABBREV.txt> | compile <folder>", 2);
  if (!fs.existsSync(target)) fail(`${target}: no such file or folder`, 2);
  const table = readSrRelease(target);
  if (command === "compile") {
    const out = path.join(projectRoot, "server/foods/shipped/usda-sr28.json");
    fs.writeFileSync(out, JSON.stringify(compileShipped(table, shippedTranslations(), "SR28", CITATION)) + "\n");
    console.log(`${table.foods.length} foods written to ${path.relative(projectRoot, out)}`);
    return;
  }
  const config = loadCliConfig();
  const db = createDatabase({ url: config.DATABASE_URL, sqliteFile: path.join(config.dataDir, "site.sqlite") });
  try {
    await migrateToLatest(db);
    const c = await importTable(db, table, shippedTranslations());
    console.log(
      `${table.foods.length} foods read: ${c.added} added, ${c.updated} updated, ${c.unchanged} unchanged; ${c.not_in_release} stored foods not in this release kept; ${c.own_kept} own foods kept`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((e) =>
  fail(
    e instanceof SourceFormatError ? `Not a release of the Standard Reference: ${e.message}` : `Import failed: ${e instanceof Error ? e.message : String(e)}`,
  ),
);
