import pg from "pg";

/**
 * A schema of its own on the test PostgreSQL server, for a child process that cannot share
 * the test's connection: answers the DATABASE_URL that puts the schema first on its path.
 */
export async function createPgSchema(url: string, schema: string): Promise<string> {
  await onServer(url, `create schema ${schema}`);
  const u = new URL(url);
  u.searchParams.set("options", `-c search_path=${schema}`);
  return u.toString();
}

export async function dropPgSchema(url: string, schema: string): Promise<void> {
  await onServer(url, `drop schema if exists ${schema} cascade`);
}

async function onServer(url: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}
