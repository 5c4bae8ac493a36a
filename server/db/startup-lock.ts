import { sql } from "kysely";
import type { Database } from "./database.js";
import { isPostgres } from "./dialect.js";

// Any fixed number, the same in every instance: "site start-up" in the advisory lock space.
const STARTUP_LOCK = 7_301_928_415;

/**
 * Runs the start-up writes (first admin, demo content) in one instance at a time. Several
 * instances started together on an empty PostgreSQL database would otherwise each see no
 * admin and no content, and each create them. SQLite has one process per file: no lock.
 */
export async function withStartupLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return work();
  // A session-level lock lives on one connection: hold that connection until the work ends.
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(conn);
    }
  });
}
