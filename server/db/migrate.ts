import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";
import * as m0001 from "./migrations/0001-initial.js";

// Migrations are listed in code (not read from a folder) so they travel with any bundle
// and run in a fixed order on both engines.
const migrations: Record<string, Migration> = {
  "0001-initial": m0001,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    // Never continue on a half-migrated database: the caller exits non-zero.
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String((error as Error)?.message ?? error)}`);
  }
}

export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const list = await migrator.getMigrations();
  return list.filter((m) => !m.executedAt).map((m) => m.name);
}
