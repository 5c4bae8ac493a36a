// A benchmark's own PostgreSQL schema, when BENCH_DATABASE_URL is set: created before the run,
// handed to the server as DATABASE_URL (its pool connects with that schema first on its search
// path), dropped at the end. Without BENCH_DATABASE_URL the server uses SQLite and this does nothing.
import crypto from "node:crypto";
import pg from "pg";

export function benchSchema(prefix: string) {
  const pgUrl = process.env.BENCH_DATABASE_URL;
  const schema = `${prefix}_${crypto.randomBytes(4).toString("hex")}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  return {
    engine: pgUrl ? "PostgreSQL" : "SQLite",
    /** Creates the schema; the server's environment for it ({} on SQLite). */
    async env(): Promise<Record<string, string>> {
      if (!pgUrl) return {};
      await run(`create schema ${schema}`);
      const u = new URL(pgUrl);
      u.searchParams.set("options", `-c search_path=${schema}`);
      return { DATABASE_URL: u.toString() };
    },
    async drop(): Promise<void> {
      if (pgUrl) await run(`drop schema if exists ${schema} cascade`);
    },
  };
}
