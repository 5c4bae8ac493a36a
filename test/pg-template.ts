import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createDatabase } from "../server/db/database.js";
import { migrateToLatest } from "../server/db/migrate.js";

/**
 * Every PostgreSQL test schema starts as a copy of one migrated schema: migrating anew (dozens
 * of steps and the food table's thousands of rows) for each of a hundred test files costs
 * minutes on a busy server. The template's definitions come from pg_dump, in its two halves:
 * tables first, then the rows copied inside the server, then indexes and constraints.
 * `sourceHash` names the template, so a changed migration makes a new one.
 */
export async function copyMigratedSchema(url: string, schema: string, sourceHash: string): Promise<void> {
  const template = `tmpl_${sourceHash}`;
  const { preData, postData, tables } = await templateParts(url, template);
  const rename = (ddl: string) => ddl.replaceAll(template, schema);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query("BEGIN");
    // The dump's first half creates the schema itself.
    await c.query(rename(preData));
    for (const table of tables) await c.query(`INSERT INTO ${schema}.${table} OVERRIDING SYSTEM VALUE SELECT * FROM ${template}.${table}`);
    await c.query(rename(postData));
    // Sequences go on from where the template's left off, as they would after its migration.
    const { rows } = await c.query<{ name: string }>(`SELECT sequencename AS name FROM pg_sequences WHERE schemaname = $1`, [template]);
    for (const { name } of rows)
      await c.query(
        `SELECT setval('${schema}.${name}', s.last_value, s.is_called) FROM (SELECT last_value, is_called FROM ${template}.${name}) s WHERE s.last_value IS NOT NULL`,
      );
    await c.query("COMMIT");
  } catch (e) {
    await c.query("ROLLBACK").catch(() => {});
    throw e;
  } finally {
    await c.end();
  }
}

interface TemplateParts {
  preData: string;
  postData: string;
  tables: string[];
}

async function templateParts(url: string, template: string): Promise<TemplateParts> {
  const cache = path.join(os.tmpdir(), "site-test-templates", `${template}.json`);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  // The definitions kept on disk serve only while their schema is still on the server.
  const ready = async () =>
    fs.existsSync(cache) && (await c.query("SELECT 1 FROM pg_namespace WHERE nspname = $1", [template])).rowCount === 1
      ? (JSON.parse(fs.readFileSync(cache, "utf8")) as TemplateParts)
      : undefined;
  try {
    const made = await ready();
    if (made) return made;
    // One worker makes the template; the others wait on the lock and then read what it wrote.
    await c.query("SELECT pg_advisory_lock(hashtext($1))", [template]);
    const madeMeanwhile = await ready();
    if (madeMeanwhile) return madeMeanwhile;
    await c.query(`DROP SCHEMA IF EXISTS ${template} CASCADE`);
    await c.query(`CREATE SCHEMA ${template}`);
    const db = createDatabase({ url, sqliteFile: "", pgSchema: template });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    const dump = (section: string) =>
      execFileSync("pg_dump", ["--dbname", url, "--schema", template, "--section", section, "--no-owner", "--no-privileges"], {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      })
        // psql's own commands (\\restrict) mean nothing to the server.
        .replace(/^\\.*$/gm, "");
    const { rows } = await c.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relkind = 'r' ORDER BY c.relname`,
      [template],
    );
    const parts: TemplateParts = { preData: dump("pre-data"), postData: dump("post-data"), tables: rows.map((r) => r.name) };
    fs.mkdirSync(path.dirname(cache), { recursive: true });
    const draft = `${cache}.${process.pid}`;
    fs.writeFileSync(draft, JSON.stringify(parts));
    fs.renameSync(draft, cache);
    return parts;
  } finally {
    await c.query("SELECT pg_advisory_unlock(hashtext($1))", [template]).catch(() => {});
    await c.end();
  }
}
