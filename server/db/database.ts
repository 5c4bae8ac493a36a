import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from "kysely";
import { isPostgres } from "./dialect.js";
import type { DB } from "./schema.js";
import { TableWrites } from "./table-writes.js";

export type Database = Kysely<DB>;

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL; otherwise a SQLite file path. */
  url?: string;
  sqliteFile: string;
  /** PostgreSQL schema to use (tests give each file its own). */
  pgSchema?: string;
}

const tableWrites = new WeakMap<Database, TableWrites>();

/** Listens to the tables each write of this database touches (table-writes.ts). */
export function onTableWrites(db: Database, listener: (tables: string[]) => void): () => void {
  return tableWrites.get(db)?.listen(listener) ?? (() => {});
}

export function createDatabase(opts: DatabaseOptions): Database {
  const writes = new TableWrites();
  const db = openDatabase(opts, writes);
  tableWrites.set(db, writes);
  return db;
}

function openDatabase(opts: DatabaseOptions, writes: TableWrites): Database {
  if (opts.url && /^postgres(ql)?:\/\//.test(opts.url)) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: 10,
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    return new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [writes] });
  }
  const file = opts.url?.startsWith("sqlite:") ? opts.url.slice("sqlite:".length) : opts.sqliteFile;
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers proceed during a write; foreign keys are off by default in SQLite.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  // Deleted or overwritten content is zeroed on disk rather than left in freed pages and
  // freeblocks, where an erased person's data would stay readable in the file.
  sqlite.pragma("secure_delete = ON");
  return new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: sqlite }), plugins: [writes] });
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

/**
 * After an erasure on SQLite: the WAL still holds the pages as they were before it until a
 * checkpoint. This copies the new (zeroed) pages into the database file and empties the WAL.
 * Answers false when a reader kept it from finishing (the next checkpoint completes it).
 * PostgreSQL has no such file here: nothing to do.
 */
export async function checkpointAfterErasure(db: Database): Promise<boolean> {
  if (isPostgres(db)) return true;
  const { rows } = await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  return rows[0]?.busy === 0;
}

export const nowIso = (): string => new Date().toISOString();
