import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from "kysely";
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
  return new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
}

/**
 * SQLite with every transaction begun IMMEDIATE: it takes the write lock at its start, not
 * at its first write, so a transaction's reads (is this slot still free?) and its writes see
 * the same database, and two writers, in this process or another one on the same file, run
 * one after the other instead of failing with SQLITE_BUSY half-way.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

export const nowIso = (): string => new Date().toISOString();
