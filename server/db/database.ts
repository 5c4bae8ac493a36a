import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import type { DB } from "./schema.js";

export type Database = Kysely<DB>;

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL; otherwise a SQLite file path. */
  url?: string;
  sqliteFile: string;
  /** PostgreSQL schema to use (tests give each file its own). */
  pgSchema?: string;
}

export function createDatabase(opts: DatabaseOptions): Database {
  if (opts.url && /^postgres(ql)?:\/\//.test(opts.url)) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: 10,
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = opts.url?.startsWith("sqlite:") ? opts.url.slice("sqlite:".length) : opts.sqliteFile;
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers proceed during a write; foreign keys are off by default in SQLite.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export const nowIso = (): string => new Date().toISOString();
