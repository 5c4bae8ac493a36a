import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import type { Database } from "../server/db/database.js";
import { isPostgres } from "../server/db/dialect.js";

/** Every table of the site in this database (or PostgreSQL schema), found at run time so new tables count too. */
export async function siteTables(db: Database): Promise<string[]> {
  if (isPostgres(db)) {
    const { rows } = await sql<{
      name: string;
    }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
    return rows
      .map((r) => r.name)
      .filter((n) => !n.startsWith("kysely_"))
      .sort();
  }
  const { rows } = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(db);
  return rows.map((r) => r.name).sort();
}

export interface TableState {
  rows: number;
  /** A digest of every row, so a changed value is seen even when the count is not. */
  digest: string;
}

export async function snapshot(db: Database, except: string[] = []): Promise<Record<string, TableState>> {
  const out: Record<string, TableState> = {};
  for (const table of await siteTables(db)) {
    if (except.includes(table)) continue;
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1`.execute(db);
    const hash = crypto.createHash("sha256");
    for (const row of rows) hash.update(JSON.stringify(row));
    out[table] = { rows: rows.length, digest: hash.digest("hex").slice(0, 16) };
  }
  return out;
}

/** Every file under a folder, recursively. */
export function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/**
 * Every byte the site keeps, to search for what must never be there in the clear: the data
 * folder's files and, on PostgreSQL (whose files are elsewhere), every table's rows as text.
 */
export async function everythingKept(db: Database, dataDir: string): Promise<{ where: string; bytes: Buffer }[]> {
  const rows = isPostgres(db)
    ? await Promise.all(
        (await siteTables(db)).map(async (table) => ({
          where: `table ${table}`,
          bytes: Buffer.from(JSON.stringify((await sql`select * from ${sql.table(table)}`.execute(db)).rows)),
        })),
      )
    : [];
  return [...filesUnder(dataDir).map((f) => ({ where: path.relative(dataDir, f), bytes: fs.readFileSync(f) })), ...rows];
}
